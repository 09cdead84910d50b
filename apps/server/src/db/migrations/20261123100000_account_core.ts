import { sql, type Kysely } from 'kysely';

/**
 * The account core to ASVS level 2 (issue 6):
 * - one_time_tokens becomes one_time_codes (code_hash): the mailed single-use code is never called a token;
 * - sign_in_throttle counts failed sign-ins per hashed user name and per client address, so guessing slows
 *   down without a stranger being able to lock the owner out;
 * - users.roles_seeded_at: POST /api/accounts/seed gives role 100 once, to a brand-new account only (an
 *   account that exists today counts as seeded).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table one_time_tokens rename to one_time_codes`.execute(db);
  await sql`alter table one_time_codes rename column token_hash to code_hash`.execute(db);
  await sql`alter index one_time_tokens_lookup_idx rename to one_time_codes_lookup_idx`.execute(db);
  await sql`alter sequence one_time_tokens_id_seq rename to one_time_codes_id_seq`.execute(db);
  await sql`alter index one_time_tokens_pkey rename to one_time_codes_pkey`.execute(db);

  await db.schema
    .createTable('sign_in_throttle')
    // 'name:<sha-256 of the lower-cased user name>' or 'ip:<client address>'; never the name itself.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .addColumn('blocked_until', 'timestamptz')
    .execute();
  // Old rows are swept by last failure.
  await db.schema
    .createIndex('sign_in_throttle_last_failure_idx')
    .on('sign_in_throttle')
    .column('last_failure_at')
    .execute();

  await db.schema.alterTable('users').addColumn('roles_seeded_at', 'timestamptz').execute();
  await sql`update users set roles_seeded_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('roles_seeded_at').execute();
  await db.schema.dropTable('sign_in_throttle').execute();
  await sql`alter index one_time_codes_pkey rename to one_time_tokens_pkey`.execute(db);
  await sql`alter sequence one_time_codes_id_seq rename to one_time_tokens_id_seq`.execute(db);
  await sql`alter index one_time_codes_lookup_idx rename to one_time_tokens_lookup_idx`.execute(db);
  await sql`alter table one_time_codes rename column code_hash to token_hash`.execute(db);
  await sql`alter table one_time_codes rename to one_time_tokens`.execute(db);
}
