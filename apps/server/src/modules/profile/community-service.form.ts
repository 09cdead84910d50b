import { EntityType, FormId } from '@registry/domain';
import { type StoredFormDefinition, element, notBefore, notInFuture } from '../../platform/entities/index.js';

/** Element ids of the community service form (form 3, entity type 5). */
export const COMMUNITY_SERVICE = {
  organizationName: 3001,
  roleTitle: 3002,
  description: 3003,
  startDate: 3004,
  endDate: 3005,
  hours: 3006,
} as const;

/**
 * Community service (spec 1 §2 profile tab community service; spec 3 §3 form 3 of entity 5): the
 * organization served, the role, what was done, the dates and the hours given.
 */
export const communityServiceForm: StoredFormDefinition = {
  id: FormId.CommunityService,
  entityTypeId: EntityType.CommunityService,
  name: 'Community Service',
  elements: [
    element({
      id: COMMUNITY_SERVICE.organizationName,
      type: 'text',
      stimulus: 'Organization',
      property: 'organizationName',
      required: true,
      width: 7,
    }),
    element({
      id: COMMUNITY_SERVICE.roleTitle,
      type: 'text',
      stimulus: 'Role or Title',
      property: 'roleTitle',
      width: 5,
    }),
    element({
      id: COMMUNITY_SERVICE.description,
      type: 'text',
      subtype: 'textarea',
      stimulus: 'Description of Service',
      property: 'description',
      maxLength: 1000,
    }),
    element({
      id: COMMUNITY_SERVICE.startDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Start Date',
      property: 'startDate',
      required: true,
      width: 4,
      arguments: { comparisons: [notInFuture('Start Date')] },
    }),
    element({
      id: COMMUNITY_SERVICE.endDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'End Date',
      property: 'endDate',
      width: 4,
      tooltip: 'Leave empty while you still serve.',
      arguments: { comparisons: [notBefore('End Date', COMMUNITY_SERVICE.startDate, 'Start Date')] },
    }),
    element({
      id: COMMUNITY_SERVICE.hours,
      type: 'text',
      subtype: 'float',
      stimulus: 'Total Hours',
      property: 'hours',
      maxLength: 9,
      width: 4,
      regex: '\\d{1,5}(\\.\\d{1,2})?',
      warningMessage: 'Enter hours as a number, such as 1.5',
    }),
  ],
  arguments: {
    // The same organization from the same date (overridable) and an end before the start (refused).
    preSubmissionValidation: {
      formElementIds: [
        COMMUNITY_SERVICE.organizationName,
        COMMUNITY_SERVICE.startDate,
        COMMUNITY_SERVICE.endDate,
      ],
    },
    rules: [],
  },
};
