import { TEXT_MAX_LENGTH } from '../constants.js';
import type { FormElement } from './types.js';

/**
 * What an element is unless its definition says otherwise (spec 3 §3, §9): visible, optional, editable,
 * 180 characters, the full width of 12, no pattern, tooltip, choices or arguments.
 */
export const FORM_ELEMENT_DEFAULTS = {
  subtype: null,
  value: null,
  multiValue: null,
  visible: true,
  required: false,
  readOnly: false,
  rejected: false,
  maxLength: TEXT_MAX_LENGTH,
  width: 12,
  offset: 0,
  regex: null,
  warningMessage: null,
  tooltip: null,
  choices: [],
  choiceGroups: [],
  arguments: {},
} as const satisfies Omit<FormElement, 'id' | 'type' | 'stimulus' | 'sequence'>;

/** An element with the defaults and `fields`. */
export function formElement(
  fields: Pick<FormElement, 'id' | 'type' | 'stimulus'> & Partial<FormElement>,
): FormElement {
  return {
    ...FORM_ELEMENT_DEFAULTS,
    choices: [],
    choiceGroups: [],
    arguments: {},
    sequence: fields.id,
    ...fields,
  };
}
