import { actsAsCoach, type CoachingTarget, type Reach, type RecordsReachViewer } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import { loadRecordsTarget } from '../../platform/person-records.js';
import { editCondition } from '../../platform/entities/person-scope.sql.js';
import type { EntityScope } from '../../platform/entities/index.js';
import { relationshipCoachIds } from './coaching.repository.js';

/**
 * Whose coaching (entities 21 and 22, owned by the professional) a viewer reaches, as coachingReach
 * (packages/domain) reads it: the person and user managers within reach (editCondition), and a coach
 * (active 300) a person they have any relationship with. The rows a coach sees of such a person are their
 * own relationship's only (the grids' rowsVisible, coachRowsVisible). coach-scope.test.ts holds the SQL
 * equal to the policy over roles x targets.
 */
export const coachingScope: EntityScope = {
  target: async (db, auth, ownerUserId): Promise<CoachingTarget | undefined> => {
    const target =
      ownerUserId === auth.userId
        ? { userId: ownerUserId, generalRoles: auth.roles.general, staffOrganizationIds: [] }
        : await loadRecordsTarget(db, ownerUserId);
    if (target === undefined) return undefined;
    return { ...target, relationshipCoachIds: await relationshipCoachIds(db, ownerUserId) };
  },
  sql: (viewer, owner) => {
    const admits = coachingAdmits(viewer, owner);
    return {
      admits,
      reach: sql<Reach>`case when ${admits} then 'view' else 'none' end`,
      reachOfAdmitted: sql<Reach>`'view'`,
    };
  },
};

function coachingAdmits(viewer: RecordsReachViewer, owner: RawBuilder<number>): RawBuilder<boolean> {
  const own = editCondition(viewer, owner);
  if (!actsAsCoach(viewer)) return own;
  return sql<boolean>`(${own} or exists (
    select 1 from coach_relationships x where x.user_id = ${owner} and x.coach_user_id = ${viewer.userId}))`;
}

/** The rows of the viewer's reach they see (maySeeCoaching): a coach only their own relationship's. */
export const coachRowsVisible = (viewer: RecordsReachViewer): RawBuilder<boolean> =>
  actsAsCoach(viewer) ? sql<boolean>`r.coach_user_id = ${viewer.userId}` : sql<boolean>`true`;
