import { MEMBERSHIP_TYPE_CHOICES } from '../../forms/definitions/membership.js';
import { choiceColumn, recordColumn, verificationColumns } from './columns.js';
import type { RecordGridDefinition } from './types.js';

/** Entity type 6, form 4: a person's memberships (profile tab membership). */
export const membershipGrid: RecordGridDefinition = {
  entityTypeId: 6,
  altGridId: null,
  formId: 4,
  title: 'Memberships',
  fileName: 'Memberships',
  table: 'membership_records',
  rows: 'person',
  columns: [
    recordColumn('organizationName', 'Organization', 'text', 'organization_name'),
    choiceColumn('membershipType', 'Membership Type', 'membership_type', { inline: MEMBERSHIP_TYPE_CHOICES }),
    recordColumn('memberNumber', 'Member Number', 'text', 'member_number'),
    recordColumn('startDate', 'Start Date', 'date', 'start_date', { initialSort: 'Descending' }),
    recordColumn('endDate', 'End Date', 'date', 'end_date'),
    ...verificationColumns(),
  ],
};
