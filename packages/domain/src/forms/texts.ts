import { TEXT_MAX_LENGTH } from '../constants.js';

/** Date pickers and date values are limited to these (spec 3 §5, §9). */
export const FORM_DATE_MIN = '1900-01-01';
export const FORM_DATE_MAX = '2200-12-31';

/**
 * The form engine's messages. Those the spec writes (spec 3 §5) are exact, period or not; the others
 * (marked "ours") cover cases the spec is silent about and are recorded in docs/decisions.md.
 */
/** The pre-submission flow (spec 3 §5) and the checks the registry configures (ours). */
export const PRE_SUBMISSION_TEXTS = {
  confirm: 'Are you sure you want to submit this form?',
  refused: 'This request could not be submitted.',
  duplicatePerson: 'A person with this name and date of birth is already in the registry.',
} as const;

export const FORM_TEXTS = {
  fillOutField: 'Please fill out this field',
  /** An empty required date: the spec writes this one with a period. */
  fillOutDate: 'Please fill out this field.',
  checkboxRequired: 'One or more selections must be made for this field',
  selectFile: 'Please select a file.',
  valueInvalid: 'Value is invalid',
  phoneDigits: 'Phone number must contain 10 digits',
  rejectedField:
    'An agency director has identified a problem with the submitted value. Please contact your director and/or change the value.',
  // Ours.
  dateOutOfRange: 'Date must be between 01/01/1900 and 12/31/2200.',
  emailInvalid: 'Enter a valid e-mail address.',
  choiceNotListed: 'Choose one of the listed options.',
  hiddenValue: 'This field is not shown on the form, so it cannot take a value.',
  readOnlyChanged: 'This field is read-only; its value cannot be changed.',
  unknownElement: 'This form has no such field.',
  duplicateResponse: 'This field was sent more than once.',
  multiValueNotAllowed: 'Only a checkbox group takes a list of values.',
  checkboxTakesList: 'A checkbox group takes a list of values, not a single value.',
  wrongForm: 'These answers belong to another form.',
} as const;

/** Ours: a text longer than its element's maxLength (default 180). */
export const tooLong = (maxLength: number = TEXT_MAX_LENGTH): string =>
  `Please use at most ${maxLength} characters.`;

/** Ours: a required checkbox group whose minimumSelections is above 1. */
export const tooFewSelections = (minimum: number): string =>
  minimum <= 1 ? FORM_TEXTS.checkboxRequired : `At least ${minimum} selections must be made for this field`;
