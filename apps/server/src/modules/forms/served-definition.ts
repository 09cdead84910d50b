import type { FormChoice, FormChoiceGroup } from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { StoredFormDefinition, StoredFormElement } from './definitions/stored.js';
import { loadChoiceLists, type ChoiceRow } from './forms.repository.js';

/** Each element with its choices: inline, or from the choice list it names (inactive ones not listed). */
export async function withChoices(db: Db, definition: StoredFormDefinition) {
  const codes = [
    ...new Set(definition.elements.flatMap((element) => (element.choiceList ? [element.choiceList] : []))),
  ];
  const rows = codes.length === 0 ? [] : await loadChoiceLists(db, codes);
  return definition.elements.map((element) => listed(element, rows));
}

function listed(
  element: StoredFormElement,
  rows: ChoiceRow[],
): { element: StoredFormElement; choices: FormChoice[]; choiceGroups?: FormChoiceGroup[] } {
  if (!element.choiceList) return { element, choices: element.choices ?? [] };
  const list = rows.filter((row) => row.listCode === element.choiceList);
  const choices = list.map((row) => ({
    id: row.id,
    text: row.text,
    visible: row.active,
    sequence: row.sequence,
  }));
  const groups: FormChoiceGroup[] = [];
  for (const row of list) {
    if (row.groupName !== null && groups.at(-1)?.groupName !== row.groupName) {
      groups.push({ groupName: row.groupName, firstChoiceSequence: row.sequence });
    }
  }
  return { element, choices, ...(groups.length > 0 ? { choiceGroups: groups } : {}) };
}
