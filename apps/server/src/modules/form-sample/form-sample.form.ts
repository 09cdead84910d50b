import { ADMIN_LEVEL_ROLES, EntityType, FormId } from '@registry/domain';
import { type StoredFormDefinition, choices, element } from '../../platform/entities/index.js';

/** Element ids of the sample form (form 900, entity type 900). */
export const SAMPLE = {
  title: 900001,
  code: 900002,
  hours: 900003,
  email: 900004,
  notes: 900005,
  phone: 900006,
  startDate: 900007,
  endDate: 900008,
  meetingAt: 900009,
  topics: 900010,
  category: 900011,
  level: 900012,
  otherCategory: 900013,
  language: 900014,
  county: 900015,
  organization: 900016,
  organizationKind: 900017,
  summary: 900018,
  attachments: 900019,
  certificate: 900020,
  reviewerNote: 900021,
} as const;

/**
 * The form engine's sample form: every element type and subtype, every rule action that needs no parent
 * entity, comparisons, a choice-grouped dropdown, searches with a peer, rich text with links and entity
 * references, both upload modes, and a configured pre-submission check. Not seeded in a deployment: the
 * route tests and the end-to-end harness seed it (seedFormDefinitions(db, [sampleForm])) to prove the
 * engine end to end, and it shows how a definition is written.
 */
export const sampleForm: StoredFormDefinition = {
  id: FormId.FormSample,
  entityTypeId: EntityType.FormSample,
  name: 'Form Sample',
  elements: [
    element({
      id: SAMPLE.title,
      type: 'text',
      subtype: 'plain',
      stimulus: 'Title',
      property: 'title',
      required: true,
      maxLength: 60,
      width: 8,
    }),
    element({
      id: SAMPLE.code,
      type: 'text',
      subtype: 'plain',
      stimulus: 'Code',
      property: 'code',
      regex: '^[A-Z]{3}-\\d{3}$',
      warningMessage: 'Enter a code such as ABC-123',
      tooltip: 'Three capital letters, a hyphen and three digits.',
      width: 4,
    }),
    element({
      id: SAMPLE.hours,
      type: 'text',
      subtype: 'float',
      stimulus: 'Hours',
      property: 'hours',
      required: true,
      width: 4,
    }),
    element({
      id: SAMPLE.email,
      type: 'text',
      subtype: 'email',
      stimulus: 'Contact Email',
      property: 'email',
      width: 8,
    }),
    element({
      id: SAMPLE.notes,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Notes',
      property: 'notes',
      maxLength: 500,
    }),
    element({
      id: SAMPLE.phone,
      type: 'phone',
      stimulus: 'Phone',
      property: 'phone',
      required: true,
      width: 6,
    }),
    element({
      id: SAMPLE.startDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Start Date',
      property: 'startDate',
      required: true,
      width: 6,
      arguments: {
        comparisons: [
          { operator: 'lessOrEqual', value: 'today', message: 'Start Date cannot be in the future' },
        ],
      },
    }),
    element({
      id: SAMPLE.endDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'End Date',
      property: 'endDate',
      width: 6,
      arguments: {
        comparisons: [
          {
            operator: 'greaterOrEqual',
            formElementId: SAMPLE.startDate,
            message: 'End Date must not be before Start Date',
          },
        ],
      },
    }),
    element({
      id: SAMPLE.meetingAt,
      type: 'date',
      subtype: 'datetime',
      stimulus: 'Meeting Time',
      property: 'meetingAt',
      width: 6,
    }),
    element({
      id: SAMPLE.topics,
      type: 'checkbox',
      stimulus: 'Topics',
      property: 'topics',
      required: true,
      arguments: { minimumSelections: 2 },
      choices: choices([
        ['health', 'Health and Safety'],
        ['development', 'Child Development'],
        ['families', 'Family Engagement'],
        ['management', 'Program Management'],
      ]),
    }),
    element({
      id: SAMPLE.category,
      type: 'dropdown',
      stimulus: 'Age Group',
      property: 'category',
      required: true,
      width: 6,
      // 'Other' comes before the first group's start: it is listed under 'Ungrouped'.
      choices: choices([
        ['other', 'Other'],
        ['infant', 'Infant'],
        ['toddler', 'Toddler'],
        ['preschool', 'Preschool'],
        ['school-age', 'School Age'],
      ]),
      choiceGroups: [
        { groupName: 'Early Years', firstChoiceSequence: 2 },
        { groupName: 'Older Children', firstChoiceSequence: 5 },
      ],
    }),
    element({
      id: SAMPLE.level,
      type: 'dropdown',
      stimulus: 'Level',
      property: 'level',
      required: true,
      width: 6,
      choices: choices([
        ['beginner', 'Beginner'],
        ['intermediate', 'Intermediate'],
        ['advanced', 'Advanced'],
      ]),
    }),
    element({
      id: SAMPLE.otherCategory,
      type: 'text',
      stimulus: 'Other Age Group',
      property: 'otherCategory',
      visible: false,
      maxLength: 80,
    }),
    element({
      id: SAMPLE.language,
      type: 'autocomplete',
      stimulus: 'Language',
      property: 'language',
      choiceList: 'languages',
      width: 6,
    }),
    element({
      id: SAMPLE.county,
      type: 'autocomplete',
      stimulus: 'County',
      property: 'countyFips',
      choiceList: 'counties',
      width: 6,
    }),
    element({
      id: SAMPLE.organization,
      type: 'entityCrossReference',
      stimulus: 'Organization',
      property: 'organizationId',
      width: 6,
      arguments: {
        crossReference: {
          ecrEntityTypeId: EntityType.Organization,
          ecrSearchPropertyId: 'name',
          peerElements: [{ elementId: SAMPLE.county, propertyId: 'countyFips', clearOnPeerChange: true }],
        },
      },
    }),
    element({
      id: SAMPLE.organizationKind,
      type: 'text',
      stimulus: 'Organization Type',
      property: 'organizationKind',
      readOnly: true,
      width: 6,
      arguments: {
        crossReference: {
          ecrEntityTypeId: EntityType.Organization,
          ecrSearchPropertyId: 'name',
          ecrElementId: SAMPLE.organization,
          ecrPropertyId: 'kind',
        },
      },
    }),
    element({
      id: SAMPLE.summary,
      type: 'richText',
      stimulus: 'Summary',
      property: 'summary',
      required: true,
      maxLength: 5000,
      arguments: {
        allowLinks: true,
        crossReference: { ecrEntityTypeId: EntityType.Organization, ecrSearchPropertyId: 'name' },
      },
    }),
    element({
      id: SAMPLE.attachments,
      type: 'fileUpload',
      subtype: 'multiple',
      stimulus: 'Attachments',
      property: 'attachments',
      width: 6,
    }),
    element({
      id: SAMPLE.certificate,
      type: 'fileUpload',
      subtype: 'certificate',
      stimulus: 'Certificate',
      property: 'certificate',
      width: 6,
    }),
    element({
      id: SAMPLE.reviewerNote,
      type: 'text',
      stimulus: 'Reviewer Note',
      property: 'reviewerNote',
      readOnly: true,
    }),
  ],
  arguments: {
    // A record of the same title already saved by the same person (overridable), and an end before the
    // start (refused): modules/forms/pre-submission.ts.
    preSubmissionValidation: { formElementIds: [SAMPLE.title, SAMPLE.startDate, SAMPLE.endDate] },
    rules: [
      // 'Other' asks what the age group is, and then requires it.
      {
        id: 1,
        action: 'show',
        targets: [SAMPLE.otherCategory],
        conditions: [{ elementId: SAMPLE.category, values: ['other'] }],
      },
      {
        id: 2,
        action: 'require',
        targets: [SAMPLE.otherCategory],
        conditions: [{ elementId: SAMPLE.category, values: ['other'] }],
      },
      // Infants: only the beginner level, which a required dropdown then takes by itself.
      {
        id: 3,
        action: 'filterListChoices',
        targets: [SAMPLE.level],
        conditions: [{ elementId: SAMPLE.category, values: ['infant'] }],
        choiceIds: ['beginner'],
      },
      // School age needs no notes.
      {
        id: 4,
        action: 'hide',
        targets: [SAMPLE.notes],
        conditions: [{ elementId: SAMPLE.category, values: ['school-age'] }],
      },
      // Hours default to one and a half when left empty.
      { id: 5, action: 'setDefault', targets: [SAMPLE.hours], conditions: [], value: '1.5' },
      // Administrators may leave the phone out, and write the reviewer note.
      {
        id: 6,
        action: 'unrequire',
        targets: [SAMPLE.phone],
        conditions: [{ roles: [...ADMIN_LEVEL_ROLES] }],
      },
      {
        id: 7,
        action: 'makeNotReadOnly',
        targets: [SAMPLE.reviewerNote],
        conditions: [{ roles: [...ADMIN_LEVEL_ROLES] }],
      },
      // A code known to be withdrawn is marked as a problem (saving is still allowed).
      {
        id: 8,
        action: 'reject',
        targets: [SAMPLE.code],
        conditions: [{ elementId: SAMPLE.code, values: ['OLD-000'] }],
        message: 'This code has been withdrawn.',
      },
      // Program management topics need a contact address.
      {
        id: 9,
        action: 'require',
        targets: [SAMPLE.email],
        conditions: [{ elementId: SAMPLE.topics, values: ['management'] }],
      },
      // A read-only title once the level is advanced (shows makeReadOnly; the stored title is kept).
      {
        id: 10,
        action: 'makeReadOnly',
        targets: [SAMPLE.meetingAt],
        conditions: [{ elementId: SAMPLE.level, values: ['advanced'] }],
      },
    ],
  },
};
