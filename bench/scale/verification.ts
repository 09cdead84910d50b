import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';
import { ENTITY_REGISTRY } from '../../apps/server/src/entities.js';
import type { Cell } from './copy.js';
import { instantText } from './days.js';
import type { Random } from './random.js';

/** Who verifies a record: a director (their facility) or agency staff (their agency). */
export interface Verifier {
  userId: number;
  organizationId: number | null;
}

/** Shares of the records that end verified, rejected, returned, or with a request open. */
export interface VerificationRates {
  verified: number;
  rejected: number;
  returned: number;
  requested: number;
}

export interface VerificationState {
  verified: boolean;
  rejected: boolean;
  status: 'Requested' | null;
  /** When the record last changed (its updated_at), as day and minute. */
  day: number;
  minute: number;
}

const REJECTIONS = [
  'The certificate does not show the hours.',
  'The name on the certificate does not match the profile.',
  'Please upload a legible copy of the certificate.',
  'The dates do not match the documentation.',
];
const RETURNS = [
  'Please attach the certificate and request again.',
  'Returned so the dates can be corrected.',
  'Please add the sponsor and request again.',
];

export const VERIFICATION_COLUMNS = [
  'id',
  'entity_type_id',
  'entity_id',
  'owner_user_id',
  'action_type',
  'actor_user_id',
  'agency_id',
  'comments',
  'at',
] as const;

/**
 * The verification history of every record (verification_actions), gathered while the records are
 * written and copied after them. A verified record may have been verified on request or directly;
 * a rejected or returned one was requested first; an open request is recent (the last 45 days).
 */
export class VerificationLog {
  readonly rows: Cell[][] = [];
  requested = 0;

  constructor(private readonly today: number) {}

  decide(
    rng: Random,
    record: { entityTypeId: number; entityId: number; ownerId: number; day: number; minute: number },
    rates: VerificationRates,
    verifier: Verifier | null,
    mayRequest: boolean,
  ): VerificationState {
    const plain: VerificationState = {
      verified: false,
      rejected: false,
      status: null,
      day: record.day,
      minute: record.minute,
    };
    const { today } = this;
    if (mayRequest && rng.next() < rates.requested) {
      const day = Math.min(today, Math.max(record.day, today - rng.int(0, 45)));
      const minute = rng.int(13 * 60, 23 * 60);
      this.add(record, 'Requested', record.ownerId, null, null, day, minute);
      this.requested += 1;
      return { ...plain, status: 'Requested', day, minute };
    }
    if (verifier === null || verifier.userId === record.ownerId) return plain;
    const draw = rng.next();
    const outcome =
      draw < rates.verified
        ? 'Verified'
        : draw < rates.verified + rates.rejected
          ? 'Rejected'
          : draw < rates.verified + rates.rejected + rates.returned
            ? 'Returned'
            : null;
    if (outcome === null) return plain;
    const requestDay = Math.min(today, record.day + rng.int(0, 30));
    const requestMinute = rng.int(13 * 60, 23 * 60);
    const asked = outcome !== 'Verified' || rng.chance(0.5);
    if (asked) this.add(record, 'Requested', record.ownerId, null, null, requestDay, requestMinute);
    const day = Math.min(today, requestDay + rng.int(asked ? 1 : 0, 21));
    const minute =
      day === requestDay ? Math.min(23 * 60 + 59, requestMinute + 30) : rng.int(13 * 60, 23 * 60);
    const comments =
      outcome === 'Rejected' ? rng.pick(REJECTIONS) : outcome === 'Returned' ? rng.pick(RETURNS) : null;
    this.add(record, outcome, verifier.userId, verifier.organizationId, comments, day, minute);
    return { ...plain, verified: outcome === 'Verified', rejected: outcome === 'Rejected', day, minute };
  }

  private add(
    record: { entityTypeId: number; entityId: number; ownerId: number },
    action: string,
    actor: number,
    organizationId: number | null,
    comments: string | null,
    day: number,
    minute: number,
  ): void {
    this.rows.push([
      record.entityTypeId,
      record.entityId,
      record.ownerId,
      action,
      actor,
      organizationId,
      comments,
      instantText(day, minute),
    ]);
  }
}

/**
 * The Verification History rows (verification_records) of the history just copied: per record, its last
 * step, with its record type's name and what names the record, read from the entity definitions (the
 * same SQL the server writes them with), and each open request's time on its record. Two statements per
 * verifiable entity.
 */
export async function fillVerificationRecords(db: Db): Promise<{ rows: number }> {
  let rows = 0;
  for (const entity of ENTITY_REGISTRY.all) {
    if (!entity.verifiable || entity.verification === undefined) continue;
    const result = await sql`
      insert into verification_records
        (entity_type_id, entity_id, owner_user_id, record_type, identifier, last_action_type, last_action_at)
      select distinct on (a.entity_id) a.entity_type_id, a.entity_id, a.owner_user_id, ${entity.name},
             ${entity.verification.identifier}, a.action_type, a.at
        from verification_actions a join ${sql.table(entity.rows.table)} r on r.id = a.entity_id
       where a.entity_type_id = ${entity.entityType}
       order by a.entity_id, a.at desc, a.id desc
      -- The demo accounts' records (seeded before the data set) have theirs already.
      on conflict (entity_type_id, entity_id) do nothing`.execute(db);
    rows += Number(result.numAffectedRows ?? 0);
    // The open requests' time (verification_requested_at, as POST /api/verification/request writes it).
    await sql`
      update ${sql.table(entity.rows.table)} r set verification_requested_at = v.last_action_at
        from verification_records v
       where v.entity_type_id = ${entity.entityType} and v.entity_id = r.id and v.last_action_type = 'Requested'
         and r.verification_status = 'Requested' and r.verification_requested_at is null`.execute(db);
  }
  return { rows };
}
