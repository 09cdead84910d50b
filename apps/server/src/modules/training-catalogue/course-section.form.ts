import {
  EntityType,
  FormId,
  getTenant,
  SESSION_DEFAULTS,
  sessionTimeZones,
  TENANT_CODES,
  TIME_ZONE_NAMES,
  type DateComparison,
} from '@registry/domain';
import {
  element,
  HOURS_PATTERN,
  notBefore,
  tenantValue,
  type StoredFormChoice,
  type StoredFormDefinition,
} from '../../platform/entities/index.js';

/** Element ids of the session form (form 22, entity type 24). */
export const SESSION = {
  sectionName: 22001,
  description: 22002,
  trainingStart: 22003,
  trainingEnd: 22004,
  regStart: 22005,
  regDeadline: 22006,
  timeZone: 22007,
  region: 22008,
  deliveryMethod: 22009,
  hours: 22010,
  capacity: 22011,
  waitlistCapacity: 22012,
  locationName: 22013,
  locationAddress: 22014,
  locationPhone: 22015,
  locationPhoneExt: 22016,
  contactName: 22017,
  contactEmail: 22018,
  contactPhone: 22019,
  contactPhoneExt: 22020,
  coreKnowledgeArea: 22021,
  targetAgeGroup: 22022,
  dhrMinimumStandard: 22023,
  cdaArea: 22024,
  ccdfArea: 22025,
  otherInformation: 22026,
  sessionInformation: 22027,
} as const;

/** A datetime that may not come after another element's (the training's start). */
const notAfter = (label: string, otherElementId: number, otherLabel: string): DateComparison => ({
  operator: 'lessOrEqual',
  formElementId: otherElementId,
  message: `${label} must not be after ${otherLabel}`,
});

/**
 * The time zones a session may be held in, each offered where the tenant holds sessions in it
 * (sessionTimeZones: al Central; tn Central and Eastern; jh the five), named as people say them.
 */
const timeZoneChoices: StoredFormChoice[] = Object.entries(TIME_ZONE_NAMES).map(([zone, name], index) => ({
  id: zone,
  text: name,
  visible: true,
  sequence: index + 1,
  tenants: TENANT_CODES.filter((code) => sessionTimeZones(getTenant(code)).includes(zone)),
}));

/** Whole seats, as the capacity columns keep them. */
const SEATS = { regex: '\\d{1,4}', warningMessage: 'Enter a whole number, such as 20' };

const PHONE_EXTENSION = { regex: '\\d{1,6}', warningMessage: 'Enter the extension’s digits only' };

/**
 * A session of a course (spec 3 §3: form 22 of entity 24), scheduled by the course's trainer: what it is,
 * when (its dates and registration window as the session's local wall times, in the time zone it names;
 * the end not before the start, the deadline not before registration opens nor after the training
 * starts), where and whom to ask, how the state classifies it (the training search's lists), and its
 * seats and waitlist places. The counts of registrations, the lock and whether it had enrollments are the
 * registration's, never the form's. The course is the form's parent: the request names it (entities, type
 * 23) and the server checks it is the trainer's own.
 */
export const courseSectionForm: StoredFormDefinition = {
  id: FormId.CourseSection,
  entityTypeId: EntityType.CourseSection,
  name: 'Training Session',
  elements: [
    element({
      id: SESSION.sectionName,
      type: 'text',
      stimulus: 'Session Name',
      property: 'sectionName',
      required: true,
      maxLength: 180,
    }),
    element({
      id: SESSION.description,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Description',
      property: 'description',
      maxLength: 2000,
    }),
    element({
      id: SESSION.trainingStart,
      type: 'date',
      subtype: 'datetime',
      stimulus: 'Training Start',
      property: 'trainingStart',
      required: true,
      width: 6,
    }),
    element({
      id: SESSION.trainingEnd,
      type: 'date',
      subtype: 'datetime',
      stimulus: 'Training End',
      property: 'trainingEnd',
      required: true,
      width: 6,
      arguments: { comparisons: [notBefore('Training End', SESSION.trainingStart, 'Training Start')] },
    }),
    element({
      id: SESSION.regStart,
      type: 'date',
      subtype: 'datetime',
      stimulus: 'Registration Start',
      property: 'regStart',
      width: 6,
      tooltip: 'Leave empty to open registration at once.',
      arguments: { comparisons: [notAfter('Registration Start', SESSION.trainingStart, 'Training Start')] },
    }),
    element({
      id: SESSION.regDeadline,
      type: 'date',
      subtype: 'datetime',
      stimulus: 'Registration Deadline',
      property: 'regDeadline',
      width: 6,
      tooltip: 'Leave empty to take registrations until the training starts.',
      arguments: {
        comparisons: [
          notBefore('Registration Deadline', SESSION.regStart, 'Registration Start'),
          notAfter('Registration Deadline', SESSION.trainingStart, 'Training Start'),
        ],
      },
    }),
    element({
      id: SESSION.timeZone,
      type: 'dropdown',
      stimulus: 'Time Zone',
      property: 'timeZone',
      required: true,
      width: 6,
      choices: timeZoneChoices,
      tooltip: 'The times above are the local times of this time zone.',
    }),
    element({
      id: SESSION.region,
      type: 'dropdown',
      stimulus: 'Region',
      property: 'region',
      width: 6,
      choiceList: 'regions',
    }),
    element({
      id: SESSION.deliveryMethod,
      type: 'dropdown',
      stimulus: 'Delivery Method',
      property: 'deliveryMethod',
      width: 6,
      choiceList: 'delivery-methods',
    }),
    element({
      id: SESSION.hours,
      type: 'text',
      subtype: 'float',
      stimulus: 'Hours',
      property: 'hours',
      maxLength: 8,
      width: 6,
      ...HOURS_PATTERN,
    }),
    element({
      id: SESSION.capacity,
      type: 'text',
      stimulus: 'Seat Capacity',
      property: 'capacity',
      required: true,
      maxLength: 4,
      width: 6,
      tooltip: 'How many people may register. It cannot be less than the number already registered.',
      ...SEATS,
    }),
    element({
      id: SESSION.waitlistCapacity,
      type: 'text',
      stimulus: 'Waitlist Capacity',
      property: 'waitlistCapacity',
      required: true,
      maxLength: 4,
      width: 6,
      tooltip: 'How many people may wait for a seat once the session is full (0: no waitlist).',
      ...SEATS,
    }),
    element({
      id: SESSION.locationName,
      type: 'text',
      stimulus: 'Location Name',
      property: 'locationName',
      width: 6,
    }),
    element({
      id: SESSION.locationAddress,
      type: 'text',
      stimulus: 'Location Address',
      property: 'locationAddress',
      maxLength: 300,
      width: 6,
    }),
    element({
      id: SESSION.locationPhone,
      type: 'phone',
      stimulus: 'Location Phone',
      property: 'locationPhone',
      width: 4,
    }),
    element({
      id: SESSION.locationPhoneExt,
      type: 'text',
      stimulus: 'Ext.',
      property: 'locationPhoneExt',
      maxLength: 6,
      width: 2,
      ...PHONE_EXTENSION,
    }),
    element({
      id: SESSION.contactName,
      type: 'text',
      stimulus: 'Contact Name',
      property: 'contactName',
      width: 6,
    }),
    element({
      id: SESSION.contactEmail,
      type: 'text',
      subtype: 'email',
      stimulus: 'Contact E-mail',
      property: 'contactEmail',
      width: 6,
    }),
    element({
      id: SESSION.contactPhone,
      type: 'phone',
      stimulus: 'Contact Phone',
      property: 'contactPhone',
      width: 4,
    }),
    element({
      id: SESSION.contactPhoneExt,
      type: 'text',
      stimulus: 'Ext.',
      property: 'contactPhoneExt',
      maxLength: 6,
      width: 2,
      ...PHONE_EXTENSION,
    }),
    element({
      id: SESSION.coreKnowledgeArea,
      type: 'checkbox',
      stimulus: 'Core Knowledge Area',
      property: 'coreKnowledgeArea',
      choiceList: 'core-knowledge-areas',
    }),
    element({
      id: SESSION.targetAgeGroup,
      type: 'checkbox',
      stimulus: 'Target Age Group',
      property: 'targetAgeGroup',
      choiceList: 'age-groups',
    }),
    element({
      id: SESSION.dhrMinimumStandard,
      type: 'checkbox',
      stimulus: 'DHR Minimum Standard',
      property: 'dhrMinimumStandard',
      choiceList: 'dhr-standards',
    }),
    element({
      id: SESSION.cdaArea,
      type: 'checkbox',
      stimulus: 'CDA Area',
      property: 'cdaArea',
      choiceList: 'cda-areas',
    }),
    element({
      id: SESSION.ccdfArea,
      type: 'checkbox',
      stimulus: 'CCDF Health and Safety',
      property: 'ccdfArea',
      choiceList: 'ccdf-areas',
    }),
    element({
      id: SESSION.otherInformation,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Other Information',
      property: 'otherInformation',
      maxLength: 2000,
    }),
    element({
      id: SESSION.sessionInformation,
      type: 'richText',
      stimulus: 'Session Information',
      property: 'sessionInformation',
      maxLength: 5000,
      arguments: { allowLinks: true },
      tooltip: 'Shown in the training details: what to bring, how to join, directions.',
    }),
  ],
  arguments: {
    rules: [
      // The session's time zone is the state's unless the trainer chooses another it holds sessions in.
      {
        id: 1,
        action: 'setDefault',
        targets: [SESSION.timeZone],
        conditions: [],
        value: tenantValue('timeZone'),
      },
      {
        id: 2,
        action: 'setDefault',
        targets: [SESSION.capacity],
        conditions: [],
        value: String(SESSION_DEFAULTS.capacity),
      },
      {
        id: 3,
        action: 'setDefault',
        targets: [SESSION.waitlistCapacity],
        conditions: [],
        value: String(SESSION_DEFAULTS.waitlistCapacity),
      },
    ],
    // The seats may not drop below the people already registered or waiting.
    preSubmissionValidation: { formElementIds: [SESSION.capacity, SESSION.waitlistCapacity] },
  },
};
