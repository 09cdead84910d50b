import {
  CLAIMS,
  manageUsersReach,
  personRecordsAccess,
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

/** The Search Users grid's people: those whose records the viewer may at least view (personRecordsAccess). */
export const searchUsersScope: GridScope = {
  reach: (viewer, target) => personRecordsAccess(viewer, target),
  sql: (viewer, owner) => {
    const { admits, access, accessOfAdmitted } = recordsScope(viewer, owner);
    return { admits, reach: access, reachOfAdmitted: accessOfAdmitted };
  },
};
