import { recordColumn, verificationColumns } from './columns.js';
import type { RecordGridDefinition } from './types.js';

/** Entity type 5, form 3: a person's community service (profile tab community service). */
export const communityServiceGrid: RecordGridDefinition = {
  entityTypeId: 5,
  altGridId: null,
  formId: 3,
  title: 'Community Service',
  fileName: 'CommunityService',
  table: 'community_service_records',
  rows: 'person',
  columns: [
    recordColumn('organizationName', 'Organization', 'text', 'organization_name'),
    recordColumn('roleTitle', 'Role', 'text', 'role_title'),
    recordColumn('startDate', 'Start Date', 'date', 'start_date', { initialSort: 'Descending' }),
    recordColumn('endDate', 'End Date', 'date', 'end_date'),
    recordColumn('hours', 'Hours', 'number', 'hours', { formatNumber: true }),
    recordColumn('description', 'Description', 'text', 'description', { hidden: true, sortable: false }),
    ...verificationColumns(),
  ],
};
