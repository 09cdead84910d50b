import {
  CLAIMS,
  manageUsersReach,
  searchUsersReach,
  type Reach,
  type RecordsReachViewer,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { GridScope } from './grids.js';
import { editCondition, recordsScope } from './person-scope.sql.js';

/**
 * Whether the viewer manages the account of `person` (the domain's mayManageAccount): a user manager
 * within mayActOnAccount's reach, which for a holder of CLAIMS.manageUsers is editCondition.
 */
export function managesAccountCondition(
  viewer: RecordsReachViewer,
  person: RawBuilder<number>,
): RawBuilder<boolean> {
  return viewer.claims.includes(CLAIMS.manageUsers) ? editCondition(viewer, person) : sql<boolean>`false`;
}

/**
 * The Manage Users grid's people (the domain's manageUsersReach): AdminUser and 500 list everyone (those
 * they manage 'edit', the others 'view'); any other user manager lists the accounts they manage.
 */
export const manageUsersScope: GridScope = {
  reach: (viewer, target) => manageUsersReach(viewer, target),
  sql: (viewer, owner) => {
    if (!viewer.claims.includes(CLAIMS.manageUsers))
      return { admits: sql<boolean>`false`, reach: sql<Reach>`'none'`, reachOfAdmitted: sql<Reach>`'none'` };
    const manages = editCondition(viewer, owner);
    if (viewer.activeRole === 'AdminUser' || viewer.activeRole === '500') {
      const reach = sql<Reach>`case when ${manages} then 'edit' else 'view' end`;
      return { admits: sql<boolean>`true`, reach, reachOfAdmitted: reach };
    }
    return {
      admits: manages,
      reach: sql<Reach>`case when ${manages} then 'edit' else 'none' end`,
      reachOfAdmitted: sql<Reach>`'edit'`,
    };
  },
};

/**
 * The people a trainer may enroll (the domain's mayEnrollPerson, its target half): the professional general
 * role (100) held, and the account in use (confirmed, not API-only). Both by primary key.
 */
function enrollableCondition(person: RawBuilder<number>): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from users x where x.id = ${person} and x.is_confirmed and not x.api_only)
    and exists (select 1 from user_general_roles g where g.user_id = ${person} and g.role_name = '100'))`;
}

/**
 * The Search Users grid's people (the domain's searchUsersReach): those whose records the viewer may at
 * least view (personRecordsAccess, recordsScope), and for a trainer (active 250 with CLAIMS.manageTraining)
 * beside them the people they may enroll, 'view' (issue 24); for a coach (active 300 with
 * CLAIMS.coachCases) the same people, to offer them coaching (issue 25).
 */
export const searchUsersScope: GridScope = {
  reach: (viewer, target) => searchUsersReach(viewer, target),
  sql: (viewer, owner) => {
    const { admits, access, accessOfAdmitted } = recordsScope(viewer, owner);
    // A trainer finds the people they may enroll; a coach (issue 25) the same people, to offer coaching.
    const trainer = viewer.activeRole === '250' && viewer.claims.includes(CLAIMS.manageTraining);
    const coach = viewer.activeRole === '300' && viewer.claims.includes(CLAIMS.coachCases);
    if (!trainer && !coach) return { admits, reach: access, reachOfAdmitted: accessOfAdmitted };
    const enrollable = enrollableCondition(owner);
    return {
      admits: sql<boolean>`(${admits} or ${enrollable})`,
      reach: sql<Reach>`case when ${admits} then ${accessOfAdmitted} when ${enrollable} then 'view' else 'none' end`,
      reachOfAdmitted: sql<Reach>`case when ${admits} then ${accessOfAdmitted} else 'view' end`,
    };
  },
};
