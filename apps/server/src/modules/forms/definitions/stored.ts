import {
  FORM_ELEMENT_DEFAULTS,
  type FormArguments,
  type FormChoice,
  type FormElement,
} from '@registry/domain';

/**
 * An element as the server stores it: bound to a property of its entity (modules/forms/entities), with
 * its choices given inline or named by a choice list (the choice_lists table, or 'counties').
 */
export interface StoredFormElement extends Omit<FormElement, 'value' | 'multiValue' | 'choices'> {
  property: string;
  choices?: FormChoice[];
  choiceList?: string;
}

/** A form as the server stores it, one row per version in form_definitions. */
export interface StoredFormDefinition {
  id: number;
  entityTypeId: number;
  name: string;
  elements: StoredFormElement[];
  arguments: FormArguments;
}

type ElementInput = Pick<StoredFormElement, 'id' | 'type' | 'stimulus' | 'property'> &
  Partial<Omit<StoredFormElement, 'id' | 'type' | 'stimulus' | 'property'>>;

/** An element with the spec's defaults (spec 3 §3, §9): visible, optional, 180 characters, full width. */
export function element(input: ElementInput): StoredFormElement {
  const { value: _value, multiValue: _multiValue, choices: _choices, ...defaults } = FORM_ELEMENT_DEFAULTS;
  return { ...defaults, choiceGroups: [], arguments: {}, sequence: input.id, ...input };
}

/** Inline choices in the order given. */
export function choices(entries: readonly (readonly [id: string, text: string])[]): FormChoice[] {
  return entries.map(([id, text], index) => ({ id, text, visible: true, sequence: index + 1 }));
}
