import {
  PROFILE_RECORD_TYPES,
  isProfileRecordType,
  type ProfileRecordType,
  type VerifiableRecord,
} from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Where a profile record type's rows live (migration 20261126100000), and what the record is called. */
export interface VerifiableTable {
  table: string;
  name: string;
  /** The table has sent_via_api (training records from the registry's sessions or another system). */
  sentViaApi: boolean;
}

const T = PROFILE_RECORD_TYPES;

/**
 * The profile records, which carry a verification state (verified, rejected, verification_status) and
 * take verification requests. The forms module's entity definitions name the same tables (a test holds
 * them equal); the verification module reads them through this map alone.
 */
export const VERIFIABLE_RECORDS: ReadonlyMap<ProfileRecordType, VerifiableTable> = new Map([
  [T.training, { table: 'training_records', name: 'Training Record', sentViaApi: true }],
  [T.education, { table: 'education_records', name: 'Education', sentViaApi: false }],
  [T.communityService, { table: 'community_service_records', name: 'Community Service', sentViaApi: false }],
  [T.membership, { table: 'membership_records', name: 'Membership', sentViaApi: false }],
  [T.certification, { table: 'certification_records', name: 'Certification/Credential', sentViaApi: false }],
  [T.experience, { table: 'employment_records', name: 'Experience', sentViaApi: false }],
]);

export function verifiableTable(entityTypeId: number): VerifiableTable | undefined {
  return isProfileRecordType(entityTypeId) ? VERIFIABLE_RECORDS.get(entityTypeId) : undefined;
}

/** A profile record's owner and verification state. */
export interface VerifiableRow extends VerifiableRecord {
  ownerUserId: number;
  disabled: boolean;
}

/**
 * The record's owner and verification state, or undefined when there is no such record. `forUpdate`
 * locks the row until the caller's transaction ends (two requests for one record then take turns).
 */
export async function readVerifiable(
  db: Db,
  table: VerifiableTable,
  recordId: number,
  { forUpdate = false } = {},
): Promise<VerifiableRow | undefined> {
  const result = await sql<{
    ownerUserId: number;
    verified: boolean;
    rejected: boolean;
    verificationStatus: string | null;
    sentViaApi: boolean;
    disabled: boolean;
  }>`
    select user_id as "ownerUserId", verified, rejected, verification_status as "verificationStatus",
           ${table.sentViaApi ? sql`sent_via_api` : sql`false`} as "sentViaApi",
           disabled_at is not null as disabled
      from ${sql.table(table.table)} where id = ${recordId}
      ${forUpdate ? sql`for update` : sql``}`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    ownerUserId: Number(row.ownerUserId),
    verified: row.verified,
    rejected: row.rejected,
    verificationStatus: row.verificationStatus === 'Requested' ? 'Requested' : null,
    sentViaApi: row.sentViaApi,
    disabled: row.disabled,
  };
}
