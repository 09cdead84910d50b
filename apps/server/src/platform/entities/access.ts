import type { Reach, RecordState, Tenant } from '@registry/domain';
import type { Db } from '../../db/database.js';
import { recordsViewer } from '../person-records.js';
import type { AuthContext } from '../sessions.js';
import type { EntityDefinition } from './definition.js';

/**
 * How far the viewer reaches the records of `ownerUserId` for this entity: its scope reads what the
 * policy needs of the owner, and its policy (packages/domain) decides. 'none' for no such person.
 */
export async function reachOf<State extends RecordState>(
  deps: { db: Db; tenant: Tenant },
  auth: AuthContext,
  entity: EntityDefinition<State>,
  ownerUserId: number,
): Promise<Reach> {
  const target = await entity.scope.target(deps.db, auth, ownerUserId);
  if (target === undefined) return 'none';
  return entity.policy.reach(recordsViewer(auth), target, deps.tenant);
}
