import { profileRecordEntity, recordColumn } from './profile-record.js';

const column = recordColumn('community_service_records');

/** Entity type 5, community service (form 3): service given to an organization, when, and its hours. */
export const communityServiceEntity = profileRecordEntity(
  5,
  'Community Service',
  'community_service_records',
  {
    organizationName: column('organization_name'),
    roleTitle: column('role_title'),
    description: column('description'),
    startDate: column('start_date', 'date'),
    endDate: column('end_date', 'date'),
    hours: column('hours', 'number', { scale: 2, max: 99999.99 }),
  },
);
