import type { ElementState, FormChoice, FormElement } from '@registry/domain';

/** The choices listed: visible after the rules (ElementState.visibleChoiceIds), in sequence order. */
export function visibleChoices(element: FormElement, state: ElementState): FormChoice[] {
  const listed = new Set(state.visibleChoiceIds);
  return element.choices.filter((choice) => listed.has(choice.id)).sort((a, b) => a.sequence - b.sequence);
}

export interface ChoiceSection {
  /** null: the dropdown has no groups at all. */
  groupName: string | null;
  choices: FormChoice[];
}

/**
 * Choices under their groups (spec 3 §3 choiceGroups): a group holds the choices from its
 * firstChoiceSequence up to the next group's start. Choices before the first group match none and are
 * listed last under `ungrouped`. Empty groups are left out.
 */
export function groupChoices(
  element: FormElement,
  choices: FormChoice[],
  ungrouped: string,
): ChoiceSection[] {
  if (element.choiceGroups.length === 0) return [{ groupName: null, choices }];
  const groups = [...element.choiceGroups].sort((a, b) => a.firstChoiceSequence - b.firstChoiceSequence);
  const sections: ChoiceSection[] = groups.map((group) => ({ groupName: group.groupName, choices: [] }));
  const rest: FormChoice[] = [];
  for (const choice of choices) {
    let index = -1;
    groups.forEach((group, at) => {
      if (group.firstChoiceSequence <= choice.sequence) index = at;
    });
    if (index < 0) rest.push(choice);
    else sections[index]!.choices.push(choice);
  }
  if (rest.length > 0) sections.push({ groupName: ungrouped, choices: rest });
  return sections.filter((section) => section.choices.length > 0);
}
