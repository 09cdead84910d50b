import type { TVerificationHistoryEntry } from '@registry/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Marks the record of a verifiable entity's table 'Requested' (it is then locked for its owner) and stamps it. */
export async function markRequested(trx: Db, table: string, recordId: number, now: Date): Promise<void> {
  await sql`update ${sql.table(table)} set verification_status = 'Requested', updated_at = ${now}
            where id = ${recordId}`.execute(trx);
}

/** Writes one step of the record's verification history (entity 29). */
export async function insertAction(
  trx: Db,
  action: {
    entityTypeId: number;
    entityId: number;
    ownerUserId: number;
    actionType: 'Requested';
    actorUserId: number;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('verificationActions')
    .values({ ...action, agencyId: null, comments: null })
    .execute();
}

/**
 * Spec 2 §4 names the action types Requested, Approved and Declined; the history stores the verifier's
 * act as Verified and Rejected, which the screen calls by the spec's names. The others (Unverified,
 * Returned, Withdrawn) read as stored.
 */
const ACTION_NAMES: Record<string, string> = { Verified: 'Approved', Rejected: 'Declined' };

/** The record's history, oldest first, with the acting user's name and the agency they acted for. */
export async function findHistory(
  db: Db,
  entityTypeId: number,
  entityId: number,
): Promise<TVerificationHistoryEntry[]> {
  const rows = await db
    .selectFrom('verificationActions as a')
    .leftJoin('users as u', 'u.id', 'a.actorUserId')
    .leftJoin('organizations as o', 'o.id', 'a.agencyId')
    .select([
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('actorName'),
      'a.at',
      'a.actionType',
      'o.name as agencyName',
      'a.comments',
    ])
    .where('a.entityTypeId', '=', entityTypeId)
    .where('a.entityId', '=', entityId)
    .orderBy('a.at')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    actionUser: { name: row.actorName },
    lastChangeDateTime: new Date(row.at).toISOString(),
    actionType: ACTION_NAMES[row.actionType] ?? row.actionType,
    agencyName: row.agencyName,
    comments: row.comments,
  }));
}
