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
  duplicateRecord: 'You have already saved a record with this title.',
  endBeforeStart: 'The end date is before the start date.',
  // The profile's records (forms 2 to 7): a second record of the same thing may be meant (overridable).
  duplicateTraining: 'A training record with this name and date is already saved.',
  duplicateEducation: 'An education record of this degree type at this institution is already saved.',
  duplicateCommunityService:
    'A community service record for this organization and start date is already saved.',
  duplicateMembership: 'A membership record for this organization and start date is already saved.',
  duplicateCredentialNumber: 'A credential with this number is already saved.',
  duplicateCredential: 'A credential of this type and name with this issue date is already saved.',
  duplicateEmployment: 'An employment record for this employer and start date is already saved.',
  expirationBeforeIssue: 'The expiration date is before the issue date.',
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
  fileSetElsewhere: 'These files were not uploaded to this field.',
  severalPeople: 'A record belongs to one person: the request names several.',
  organizationHasRoles:
    'This employment holds or requests a staff or director role at its organization, so the organization cannot be changed. Add a new employment for another employer.',
} as const;

/** Ours: a number with more decimals than its property keeps (hours to the hundredth). */
export const numberTooPrecise = (scale: number): string =>
  scale === 0 ? 'Enter a whole number.' : `Enter a number with at most ${scale} decimal places, such as 1.5.`;

/** Ours: a number outside its property's range. */
export const numberOutOfRange = (max: number, positive: boolean): string =>
  positive ? `Enter a number greater than 0 and at most ${max}.` : `Enter a number from 0 to ${max}.`;

/** Ours: a text longer than its element's maxLength (default 180). */
export const tooLong = (maxLength: number = TEXT_MAX_LENGTH): string =>
  `Please use at most ${maxLength} characters.`;

/** Ours: a required checkbox group whose minimumSelections is above 1. */
export const tooFewSelections = (minimum: number): string =>
  minimum <= 1 ? FORM_TEXTS.checkboxRequired : `At least ${minimum} selections must be made for this field`;

/**
 * The form searches (spec 3 §5: autocomplete and cross-reference). The first is the spec's; the others
 * (ours) answer requests that name something the entity does not declare.
 */
export const SEARCH_TEXTS = {
  tooShort: 'Two or more characters are required for search',
  // Ours.
  notSearchable: 'This field has no list to search.',
  entityNotSearchable: (entityTypeId: number) => `Entity type ${entityTypeId} cannot be searched.`,
  unknownSearchProperty: (property: string) => `"${property}" is not a search property of this entity type.`,
  unknownFilter: (filter: string) => `"${filter}" is not a filter of this entity type.`,
  unknownPeerProperty: (property: string) =>
    `"${property}" is not a property this entity type is filtered on.`,
  badPeerValue: (property: string, expected: string) => `"${property}" must be ${expected}.`,
  unknownProperty: (property: string) => `"${property}" is not a property of this entity type.`,
} as const;
