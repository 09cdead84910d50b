import { communityServicePolicy, EntityType, FormId, PRE_SUBMISSION_TEXTS } from '@registry/domain';
import { sql } from 'kysely';
import { columnsOf, propertyColumn as column } from '../../platform/entities/index.js';
import { COMMUNITY_SERVICE, communityServiceForm } from './community-service.form.js';
import { profileRecordEntity, verificationColumns, verifiedByNobody } from './profile-record.js';
import { sameOrganizationFrom } from './record-checks.js';

const TABLE = 'community_service_records';
const property = columnsOf(TABLE);

/** Entity type 5, community service (form 3): service given to an organization, when, and its hours. */
export const communityServiceEntity = profileRecordEntity(TABLE, {
  entityType: EntityType.CommunityService,
  name: 'Community Service',
  policy: communityServicePolicy,
  verification: {
    identifier: sql<string | null>`r.organization_name`,
    route: '/dashboard/profile/community-service',
    verifiedBy: verifiedByNobody,
  },
  properties: {
    organizationName: property('organization_name'),
    roleTitle: property('role_title'),
    description: property('description'),
    startDate: property('start_date', 'date'),
    endDate: property('end_date', 'date'),
    hours: property('hours', 'number', { scale: 2, max: 99999.99 }),
  },
  forms: [communityServiceForm],
  preSubmission: {
    [FormId.CommunityService]: sameOrganizationFrom(
      TABLE,
      COMMUNITY_SERVICE,
      PRE_SUBMISSION_TEXTS.duplicateCommunityService,
    ),
  },
  grids: [
    {
      altGridId: null,
      formId: FormId.CommunityService,
      title: 'Community Service',
      fileName: 'CommunityService',
      rows: 'owner',
      columns: [
        column('organizationName', 'Organization'),
        column('roleTitle', 'Role'),
        column('startDate', 'Start Date', { initialSort: 'Descending' }),
        column('endDate', 'End Date'),
        column('hours', 'Hours', { formatNumber: true }),
        column('description', 'Description', { hidden: true, sortable: false }),
        ...verificationColumns(),
      ],
    },
  ],
});
