import { EntityType, FormId } from '@registry/domain';
import {
  type StoredFormDefinition,
  choices,
  element,
  notBefore,
  notInFuture,
} from '../../platform/entities/index.js';

/** Element ids of the experience form (form 6, entity type 8). */
export const EXPERIENCE = {
  inRegistry: 6001,
  county: 6002,
  organization: 6003,
  employerName: 6004,
  positionTitle: 6005,
  employmentType: 6006,
  startDate: 6007,
  endDate: 6008,
  hoursPerWeek: 6009,
  agesServed: 6010,
} as const;

const IN_REGISTRY = { yes: 'true', no: 'false' } as const;

/**
 * Experience, the employment tab (spec 1 §2, §3 employment record; spec 3 §3 form 6 of entity 8). The
 * employer is either an organization of the registry (searched by name, narrowed by its county; the
 * server then writes its name as the employer's and marks the record isRegistryOrganization, which the
 * organization roles need) or, when it is not in the registry, its name and county as entered. Where the
 * tenant has no organizations (jh) the registry question, the county and the organization are absent (the
 * question reads as answered No), and the employer's name is asked. Then the position, the kind of employment, the dates, hours per week and ages served.
 */
export const experienceForm: StoredFormDefinition = {
  id: FormId.Experience,
  entityTypeId: EntityType.Experience,
  name: 'Experience',
  elements: [
    element({
      id: EXPERIENCE.inRegistry,
      type: 'dropdown',
      stimulus: 'Is the employer listed in the registry?',
      property: 'isRegistryOrganization',
      required: true,
      width: 12,
      tooltip: 'Choose an employer listed in the registry so its director can approve your staff role.',
      choices: choices([
        [IN_REGISTRY.yes, 'Yes, I will find it in the registry'],
        [IN_REGISTRY.no, 'No, I will enter its name'],
      ]),
      // Without organizations no employer is in the registry: the question is not asked, its answer is No.
      tenantFeature: 'organizations',
      absentValue: IN_REGISTRY.no,
    }),
    element({
      id: EXPERIENCE.county,
      type: 'autocomplete',
      stimulus: 'County',
      property: 'countyFips',
      choiceList: 'counties',
      width: 5,
      tenantFeature: 'organizations',
    }),
    element({
      id: EXPERIENCE.organization,
      type: 'entityCrossReference',
      stimulus: 'Employer',
      property: 'organizationId',
      visible: false,
      width: 7,
      tenantFeature: 'organizations',
      tooltip: 'Search by name; choose the county first to narrow the list.',
      arguments: {
        crossReference: {
          ecrEntityTypeId: EntityType.Organization,
          ecrSearchPropertyId: 'name',
          peerElements: [{ elementId: EXPERIENCE.county, propertyId: 'countyFips', clearOnPeerChange: true }],
        },
      },
    }),
    element({
      id: EXPERIENCE.employerName,
      type: 'text',
      stimulus: 'Employer Name',
      property: 'employerName',
      visible: false,
      width: 7,
    }),
    element({
      id: EXPERIENCE.positionTitle,
      type: 'text',
      stimulus: 'Position Title',
      property: 'positionTitle',
      required: true,
      width: 7,
    }),
    element({
      id: EXPERIENCE.employmentType,
      type: 'dropdown',
      stimulus: 'Employment Type',
      property: 'employmentType',
      required: true,
      choiceList: 'employment-types',
      width: 5,
    }),
    element({
      id: EXPERIENCE.startDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Start Date',
      property: 'startDate',
      required: true,
      width: 4,
      arguments: { comparisons: [notInFuture('Start Date')] },
    }),
    element({
      id: EXPERIENCE.endDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'End Date',
      property: 'endDate',
      width: 4,
      tooltip: 'Leave empty while you work here.',
      arguments: {
        comparisons: [notBefore('End Date', EXPERIENCE.startDate, 'Start Date'), notInFuture('End Date')],
      },
    }),
    element({
      id: EXPERIENCE.hoursPerWeek,
      type: 'text',
      subtype: 'float',
      stimulus: 'Hours per Week',
      property: 'hoursPerWeek',
      maxLength: 6,
      width: 4,
      regex: '\\d{1,3}(\\.\\d{1,2})?',
      warningMessage: 'Enter hours as a number, such as 37.5',
    }),
    element({
      id: EXPERIENCE.agesServed,
      type: 'checkbox',
      stimulus: 'Ages Served',
      property: 'agesServed',
      choiceList: 'age-groups',
    }),
  ],
  arguments: {
    // The same employer from the same start date (overridable) and an end before the start (refused).
    preSubmissionValidation: {
      formElementIds: [
        EXPERIENCE.organization,
        EXPERIENCE.employerName,
        EXPERIENCE.startDate,
        EXPERIENCE.endDate,
      ],
    },
    rules: [
      // A registry employer is searched (and required); another is named, with its county.
      {
        id: 1,
        action: 'show',
        targets: [EXPERIENCE.organization],
        conditions: [{ elementId: EXPERIENCE.inRegistry, values: [IN_REGISTRY.yes] }],
      },
      {
        id: 2,
        action: 'require',
        targets: [EXPERIENCE.organization],
        conditions: [{ elementId: EXPERIENCE.inRegistry, values: [IN_REGISTRY.yes] }],
      },
      {
        id: 3,
        action: 'show',
        targets: [EXPERIENCE.employerName],
        conditions: [{ elementId: EXPERIENCE.inRegistry, values: [IN_REGISTRY.no] }],
      },
      {
        id: 4,
        action: 'require',
        targets: [EXPERIENCE.employerName],
        conditions: [{ elementId: EXPERIENCE.inRegistry, values: [IN_REGISTRY.no] }],
      },
      {
        id: 5,
        action: 'require',
        targets: [EXPERIENCE.county],
        conditions: [{ elementId: EXPERIENCE.inRegistry, values: [IN_REGISTRY.no] }],
      },
    ],
  },
};
