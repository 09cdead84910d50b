import { reviewsReports, writesReports, type Reach, type RecordsReachTarget } from '@registry/domain';
import { sql } from 'kysely';
import type { EntityScope } from '../../platform/entities/index.js';

/**
 * Whose DHR reports a viewer reaches, as reportReach (packages/domain) reads it: only the submitter's id.
 * The SQL says the same in the dhr-report grid's WHERE clause (grid-scope.test.ts holds the two equal): a
 * trainer their own reports ('edit'), the reviewers every trainer's ('view'), anyone else none.
 */
export const reportScope: EntityScope = {
  target: async (_db, _auth, ownerUserId): Promise<RecordsReachTarget> => ({
    userId: ownerUserId,
    generalRoles: [],
    staffOrganizationIds: [],
  }),
  sql: (viewer, owner) => {
    if (writesReports(viewer)) {
      const own = sql<boolean>`${owner} = ${viewer.userId}`;
      return {
        admits: own,
        reach: sql<Reach>`case when ${own} then 'edit' else 'none' end`,
        reachOfAdmitted: sql<Reach>`'edit'`,
      };
    }
    if (reviewsReports(viewer))
      return { admits: sql<boolean>`true`, reach: sql<Reach>`'view'`, reachOfAdmitted: sql<Reach>`'view'` };
    return { admits: sql<boolean>`false`, reach: sql<Reach>`'none'`, reachOfAdmitted: sql<Reach>`'none'` };
  },
};
