import {
  CLAIMS,
  isRoleIn,
  TRAINING_OVERSIGHT_ROLES,
  type Reach,
  type RecordsReachTarget,
} from '@registry/domain';
import { sql } from 'kysely';
import type { EntityScope } from '../../platform/entities/index.js';

/**
 * Whose catalogue a row is part of (the trainer who owns the course, the session, or the enrollment's
 * session), as trainingCatalogueReach (packages/domain) reads it: only the owner's id. The policy decides
 * from the viewer's claims and role; the SQL says the same in the grids' WHERE clause (grid-scope.test.ts
 * holds the two equal): a trainer their own rows ('edit'), the administrators every row ('view').
 */
export const trainerScope: EntityScope = {
  target: async (_db, _auth, ownerUserId): Promise<RecordsReachTarget> => ({
    userId: ownerUserId,
    generalRoles: [],
    staffOrganizationIds: [],
  }),
  sql: (viewer, owner) => {
    const trains = viewer.claims.includes(CLAIMS.manageTraining);
    const oversees = isRoleIn(TRAINING_OVERSIGHT_ROLES, viewer.activeRole);
    const own = sql<boolean>`${owner} = ${viewer.userId}`;
    if (oversees) {
      const reach = trains ? sql<Reach>`case when ${own} then 'edit' else 'view' end` : sql<Reach>`'view'`;
      return { admits: sql<boolean>`true`, reach, reachOfAdmitted: reach };
    }
    if (trains)
      return {
        admits: own,
        reach: sql<Reach>`case when ${own} then 'edit' else 'none' end`,
        reachOfAdmitted: sql<Reach>`'edit'`,
      };
    return { admits: sql<boolean>`false`, reach: sql<Reach>`'none'`, reachOfAdmitted: sql<Reach>`'none'` };
  },
};
