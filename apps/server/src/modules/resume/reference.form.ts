import { EntityType, FormId } from '@registry/domain';
import { choices, element, type StoredFormDefinition } from '../../platform/entities/index.js';

/** Element ids of the typed reference (form 26) and the reference letter (form 27), entity type 30. */
export const REFERENCE = {
  name: 26001,
  relationship: 26002,
  organizationName: 26003,
  positionTitle: 26004,
  phone: 26005,
  email: 26006,
  yearsKnown: 26007,
  notes: 26008,
} as const;

export const REFERENCE_LETTER = {
  name: 27001,
  organizationName: 27002,
  relationship: 27003,
  letter: 27004,
} as const;

/** How the person knows their reference (ours: the spec names none). */
export const RELATIONSHIP_CHOICES = [
  ['supervisor', 'Supervisor'],
  ['co-worker', 'Co-worker'],
  ['instructor', 'Instructor'],
  ['parent', 'Parent of a child in my care'],
  ['other', 'Other'],
] as const;

/** The whole value is one e-mail address (the element's regex: the browser's pattern reads it whole). */
const EMAIL_REGEX = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';

/**
 * A reference typed in (spec 3 §3: form 26 of entity 30; spec 3 §2 "A Reference toggle offers Add a new
 * Reference or an upload option"): who they are, how the person knows them, how to reach them.
 */
export const referenceForm: StoredFormDefinition = {
  id: FormId.Reference,
  entityTypeId: EntityType.Reference,
  name: 'Reference',
  elements: [
    element({
      id: REFERENCE.name,
      type: 'text',
      stimulus: 'Name',
      property: 'referenceName',
      required: true,
      maxLength: 180,
      width: 6,
    }),
    element({
      id: REFERENCE.relationship,
      type: 'dropdown',
      stimulus: 'Relationship',
      property: 'relationship',
      choices: choices(RELATIONSHIP_CHOICES),
      width: 6,
    }),
    element({
      id: REFERENCE.organizationName,
      type: 'text',
      stimulus: 'Organization',
      property: 'organizationName',
      maxLength: 180,
      width: 6,
    }),
    element({
      id: REFERENCE.positionTitle,
      type: 'text',
      stimulus: 'Position / Title',
      property: 'positionTitle',
      maxLength: 180,
      width: 6,
    }),
    element({ id: REFERENCE.phone, type: 'phone', stimulus: 'Phone', property: 'phone', width: 4 }),
    element({
      id: REFERENCE.email,
      type: 'text',
      subtype: 'email',
      stimulus: 'Email',
      property: 'email',
      maxLength: 180,
      regex: EMAIL_REGEX,
      warningMessage: 'Enter an e-mail address such as name@example.org',
      width: 5,
    }),
    element({
      id: REFERENCE.yearsKnown,
      type: 'text',
      subtype: 'float',
      stimulus: 'Years Known',
      property: 'yearsKnown',
      maxLength: 4,
      regex: '\\d{1,2}(\\.\\d)?',
      warningMessage: 'Enter years as a number, such as 3 or 2.5',
      width: 3,
    }),
    element({
      id: REFERENCE.notes,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Notes',
      property: 'notes',
      maxLength: 2000,
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};

/** A letter of reference, uploaded (spec 3 §3: form 27 of entity 30): who wrote it, and the letter itself. */
export const referenceLetterForm: StoredFormDefinition = {
  id: FormId.ReferenceLetter,
  entityTypeId: EntityType.Reference,
  name: 'Reference Letter',
  elements: [
    element({
      id: REFERENCE_LETTER.name,
      type: 'text',
      stimulus: 'Name',
      property: 'referenceName',
      required: true,
      maxLength: 180,
      width: 6,
    }),
    element({
      id: REFERENCE_LETTER.organizationName,
      type: 'text',
      stimulus: 'Organization',
      property: 'organizationName',
      maxLength: 180,
      width: 6,
    }),
    element({
      id: REFERENCE_LETTER.relationship,
      type: 'dropdown',
      stimulus: 'Relationship',
      property: 'relationship',
      choices: choices(RELATIONSHIP_CHOICES),
      width: 6,
    }),
    element({
      id: REFERENCE_LETTER.letter,
      type: 'fileUpload',
      subtype: 'certificate',
      stimulus: 'Letter',
      property: 'letter',
      required: true,
      tooltip: 'The letter of reference: one PDF or Word document, or an image of it.',
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};
