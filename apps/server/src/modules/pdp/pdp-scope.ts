import type { Reach, RecordsReachViewer } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import { loadRecordsTarget } from '../../platform/person-records.js';
import { personEditScope, type EntityScope } from '../../platform/entities/index.js';

type Condition = RawBuilder<boolean>;

/**
 * Whom the viewer sees the PDP of beside those they edit (null: nobody): as a director (active 200), the
 * staff of the organizations they direct (an active 100 role there), never themself; as a coach (active
 * 300), the people they coach now who share their PDP (pdp_shared).
 */
function pdpViewCondition(viewer: RecordsReachViewer, person: RawBuilder<number>): Condition | null {
  if (viewer.activeRole === '200') {
    if (viewer.directorOrganizationIds.length === 0) return null;
    return sql<boolean>`(${person} <> ${viewer.userId} and exists (
      select 1 from employment_records e
      join organization_roles o on o.employment_record_id = e.id
      where e.user_id = ${person} and o.role_name = '100' and o.active
        and e.organization_id in (${sql.join([...viewer.directorOrganizationIds])})))`;
  }
  if (viewer.activeRole === '300')
    return sql<boolean>`exists (
      select 1 from coach_relationships c
      where c.user_id = ${person} and c.coach_user_id = ${viewer.userId} and c.active and c.pdp_shared)`;
  return null;
}

/**
 * The PDP's scope (pdpAccess of packages/domain; docs/decisions/pdp.md): the person and user managers
 * within reach edit (personEditScope's rule), their directors and their coaches with PDP sharing view.
 * The target is what personRecordsAccess reads (roles, staff organizations, active coaches with
 * pdpShared). The tenant's features.pdp is the policy's first condition; the SQL has no tenant: the PDP's
 * grids exist only where the tenant has the PDP (tenantFeature 'pdp'), and pdp-scope.test.ts holds the
 * SQL equal to the policy in tn and jh over roles x targets.
 */
export const pdpScope: EntityScope = {
  target: async (db, auth, ownerUserId) =>
    ownerUserId === auth.userId
      ? { userId: ownerUserId, generalRoles: auth.roles.general, staffOrganizationIds: [] }
      : loadRecordsTarget(db, ownerUserId),
  sql: (viewer, owner) => {
    const edit = personEditScope.sql!(viewer, owner).admits;
    const view = pdpViewCondition(viewer, owner);
    if (view === null)
      return {
        admits: edit,
        reach: sql<Reach>`case when ${edit} then 'edit' else 'none' end`,
        reachOfAdmitted: sql<Reach>`'edit'`,
      };
    return {
      admits: sql<boolean>`(${edit} or ${view})`,
      reach: sql<Reach>`case when ${edit} then 'edit' when ${view} then 'view' else 'none' end`,
      reachOfAdmitted: sql<Reach>`case when ${edit} then 'edit' else 'view' end`,
    };
  },
};
