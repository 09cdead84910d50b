import { EntityType, FormId, membershipPolicy, PRE_SUBMISSION_TEXTS } from '@registry/domain';
import { sql } from 'kysely';
import { columnsOf, propertyColumn as column } from '../../platform/entities/index.js';
import { MEMBERSHIP, membershipForm } from './membership.form.js';
import { profileRecordEntity, verificationColumns, verifiedByNobody } from './profile-record.js';
import { sameOrganizationFrom } from './record-checks.js';

const TABLE = 'membership_records';
const property = columnsOf(TABLE);

/** Entity type 6, membership (form 4): membership of a professional organization, and its dates. */
export const membershipEntity = profileRecordEntity(TABLE, {
  entityType: EntityType.Membership,
  name: 'Membership',
  policy: membershipPolicy,
  verification: {
    identifier: sql<string | null>`r.organization_name`,
    route: '/dashboard/profile/membership',
    verifiedBy: verifiedByNobody,
  },
  properties: {
    organizationName: property('organization_name'),
    membershipType: property('membership_type'),
    memberNumber: property('member_number'),
    startDate: property('start_date', 'date'),
    endDate: property('end_date', 'date'),
  },
  forms: [membershipForm],
  preSubmission: {
    [FormId.Membership]: sameOrganizationFrom(TABLE, MEMBERSHIP, PRE_SUBMISSION_TEXTS.duplicateMembership),
  },
  grids: [
    {
      altGridId: null,
      formId: FormId.Membership,
      title: 'Memberships',
      fileName: 'Memberships',
      rows: 'owner',
      columns: [
        column('organizationName', 'Organization'),
        column('membershipType', 'Membership Type'),
        column('memberNumber', 'Member Number'),
        column('startDate', 'Start Date', { initialSort: 'Descending' }),
        column('endDate', 'End Date'),
        ...verificationColumns(),
      ],
    },
  ],
});
