import type { Claim, Reach, RecordsReachTarget, RecordsReachViewer } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { loadRecordsTarget } from '../person-records.js';
import type { AuthContext } from '../sessions.js';
import { editCondition, recordsScope } from './person-scope.sql.js';

/** An entity's scope in SQL, over the id of a row's owner. */
export interface ScopeSql {
  /** The rows the viewer may see at all: the WHERE condition of every grid and export of the entity. */
  admits: RawBuilder<boolean>;
  /** The viewer's reach to any owner. */
  reach: RawBuilder<Reach>;
  /** The same for an owner `admits` let through, with less work per row. */
  reachOfAdmitted: RawBuilder<Reach>;
}

/**
 * Whose records an entity's are, as the server finds it out (DESIGN §3 "Whose data"): what its policy's
 * reach (packages/domain) reads of an owner, and the same rule as SQL for its grids, where the scope is
 * part of the WHERE clause. Each scope's SQL has a test that holds it equal to the policy over roles x
 * targets.
 */
export interface EntityScope {
  /** What the policy's reach reads of an owner; undefined when there is no such person. */
  target(db: Db, auth: AuthContext, ownerUserId: number): Promise<RecordsReachTarget | undefined>;
  /** The policy's reach as SQL (absent: the entity has no grids). */
  sql?(viewer: RecordsReachViewer, owner: RawBuilder<number>): ScopeSql;
}

/** The owner as a target whose roles the policy does not read (a claim decides, or the sender). */
const plainTarget = (ownerUserId: number): RecordsReachTarget => ({
  userId: ownerUserId,
  generalRoles: [],
  staffOrganizationIds: [],
});

/**
 * A person's records: their general roles and the organizations where they hold an approved staff role,
 * as personRecordsAccess reads them (one's own from the session, without a query).
 */
async function personTarget(db: Db, auth: AuthContext, ownerUserId: number) {
  if (ownerUserId === auth.userId)
    return { userId: ownerUserId, generalRoles: auth.roles.general, staffOrganizationIds: [] };
  return loadRecordsTarget(db, ownerUserId);
}

/**
 * A person's profile records (personRecordsAccess): the person and user managers within reach edit, their
 * directors and agency staff view.
 */
export const personRecordsScope: EntityScope = {
  target: personTarget,
  sql: (viewer, owner) => {
    const { admits, access, accessOfAdmitted } = recordsScope(viewer, owner);
    return { admits, reach: access, reachOfAdmitted: accessOfAdmitted };
  },
};

/** The person's own record that only they and user managers within reach see (mayEditPersonRecords). */
export const personEditScope: EntityScope = {
  target: personTarget,
  sql: (viewer, owner) => {
    const edit = editCondition(viewer, owner);
    return {
      admits: edit,
      reach: sql<Reach>`case when ${edit} then 'edit' else 'none' end`,
      reachOfAdmitted: sql<Reach>`'edit'`,
    };
  },
};

/** Records that holders of a claim manage whoever wrote them (alerts): every row for a holder, none otherwise. */
export function claimScope(claim: Claim): EntityScope {
  return {
    target: async (_db, _auth, ownerUserId) => plainTarget(ownerUserId),
    sql: (viewer) => {
      const holds = viewer.claims.includes(claim);
      return {
        admits: holds ? sql<boolean>`true` : sql<boolean>`false`,
        reach: holds ? sql<Reach>`'edit'` : sql<Reach>`'none'`,
        reachOfAdmitted: sql<Reach>`'edit'`,
      };
    },
  };
}

/** Records whose policy reads only who wrote them and the viewer's claims (feedback); no grid. */
export const authorScope: EntityScope = {
  target: async (_db, _auth, ownerUserId) => plainTarget(ownerUserId),
};
