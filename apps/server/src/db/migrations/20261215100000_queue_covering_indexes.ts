import { sql, type Kysely } from 'kysely';

/**
 * The verification queue at a state's scale (issue 22, bench/users.ts: ten verifiers at a million people
 * with 6,500 requests waiting):
 * - verification_requested_at on each verifiable record table: when its open request was made (set with
 *   verification_status = 'Requested'; read only while the record is Requested), filled here from the
 *   request's history row (verification_records), or when the record last changed where it has none;
 * - each table's index of open requests carries what the queue reads of a waiting record (its id, whether
 *   it is disabled, when it was asked for, and what a verifier rule reads: the training's sent_via_api, the
 *   employment's organization), so the queue counts its requests from the indexes alone (index-only
 *   scans), without visiting every waiting record's row or its history row;
 * - verification_records_requested_idx (migration 20261213100000), which the queue read the request's time
 *   from, goes: nothing else reads it.
 */
const TABLES: readonly (readonly [string, number, readonly string[]])[] = [
  ['training_records', 3, ['sent_via_api']],
  ['education_records', 4, []],
  ['community_service_records', 5, []],
  ['membership_records', 6, []],
  ['certification_records', 7, []],
  ['employment_records', 8, ['organization_id']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, entityTypeId, more] of TABLES) {
    const name = `${table}_requested_idx`;
    await sql`alter table ${sql.table(table)} add column verification_requested_at timestamptz`.execute(db);
    await sql`update ${sql.table(table)} r
                 set verification_requested_at = coalesce(
                   (select v.last_action_at from verification_records v
                     where v.entity_type_id = ${sql.lit(entityTypeId)} and v.entity_id = r.id
                       and v.last_action_type = 'Requested'),
                   r.updated_at)
               where r.verification_status = 'Requested'`.execute(db);
    const included = ['id', 'disabled_at', 'verification_requested_at', 'updated_at', ...more].map((column) =>
      sql.id(column),
    );
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (user_id) include (${sql.join(included)})
              where verification_status = 'Requested'`.execute(db);
  }
  await sql`drop index if exists verification_records_requested_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index verification_records_requested_idx on verification_records (entity_type_id, entity_id)
            include (last_action_at) where last_action_type = 'Requested'`.execute(db);
  for (const [table] of TABLES) {
    const name = `${table}_requested_idx`;
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (user_id)
              where verification_status = 'Requested'`.execute(db);
    await sql`alter table ${sql.table(table)} drop column verification_requested_at`.execute(db);
  }
}
