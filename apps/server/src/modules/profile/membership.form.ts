import { EntityType, FormId } from '@registry/domain';
import {
  type StoredFormDefinition,
  choices,
  element,
  notBefore,
  notInFuture,
} from '../../platform/entities/index.js';

/** The Membership Type dropdown's choices (the membership grid shows their texts). */
export const MEMBERSHIP_TYPE_CHOICES = [
  ['individual', 'Individual'],
  ['student', 'Student'],
  ['lifetime', 'Lifetime'],
  ['program', 'Program or Organizational'],
  ['other', 'Other'],
] as const;

/** Element ids of the membership form (form 4, entity type 6). */
export const MEMBERSHIP = {
  organizationName: 4001,
  membershipType: 4002,
  memberNumber: 4003,
  startDate: 4004,
  endDate: 4005,
} as const;

/**
 * Membership (spec 1 §2 profile tab membership; spec 3 §3 form 4 of entity 6): a professional
 * organization (such as NAEYC or a state association), the kind of membership, the member number, since
 * when and until when.
 */
export const membershipForm: StoredFormDefinition = {
  id: FormId.Membership,
  entityTypeId: EntityType.Membership,
  name: 'Membership',
  elements: [
    element({
      id: MEMBERSHIP.organizationName,
      type: 'text',
      stimulus: 'Professional Organization',
      property: 'organizationName',
      required: true,
      width: 8,
    }),
    element({
      id: MEMBERSHIP.membershipType,
      type: 'dropdown',
      stimulus: 'Membership Type',
      property: 'membershipType',
      width: 4,
      choices: choices(MEMBERSHIP_TYPE_CHOICES),
    }),
    element({
      id: MEMBERSHIP.memberNumber,
      type: 'text',
      stimulus: 'Member Number',
      property: 'memberNumber',
      maxLength: 50,
      width: 4,
    }),
    element({
      id: MEMBERSHIP.startDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Member Since',
      property: 'startDate',
      required: true,
      width: 4,
      arguments: { comparisons: [notInFuture('Member Since')] },
    }),
    element({
      id: MEMBERSHIP.endDate,
      type: 'date',
      subtype: 'date',
      stimulus: 'Membership Ends',
      property: 'endDate',
      width: 4,
      tooltip: 'When the membership ended or expires; leave empty if it does not.',
      arguments: { comparisons: [notBefore('Membership Ends', MEMBERSHIP.startDate, 'Member Since')] },
    }),
  ],
  arguments: {
    // The same organization from the same date (overridable) and an end before the start (refused).
    preSubmissionValidation: {
      formElementIds: [MEMBERSHIP.organizationName, MEMBERSHIP.startDate, MEMBERSHIP.endDate],
    },
    rules: [],
  },
};
