import { profileRecordEntity, recordColumn } from './profile-record.js';

const column = recordColumn('membership_records');

/** Entity type 6, membership (form 4): membership of a professional organization, and its dates. */
export const membershipEntity = profileRecordEntity(6, 'Membership', 'membership_records', {
  organizationName: column('organization_name'),
  membershipType: column('membership_type'),
  memberNumber: column('member_number'),
  startDate: column('start_date', 'date'),
  endDate: column('end_date', 'date'),
});
