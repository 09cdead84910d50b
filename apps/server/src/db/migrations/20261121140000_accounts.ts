import { sql, type Kysely } from 'kysely';

/**
 * Accounts, roles, sessions, one-time tokens and the audit log (spec 1 §3, §4, §6). Organizations and
 * employment records arrive here because organization roles hang on them; their forms come later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The human-facing registry id is the tenant prefix and this number, zero-padded (AL0000123).
  await sql`create sequence registry_id_seq start 100`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('registry_id', 'text', (c) => c.notNull().unique())
    // Null for accounts created by an administrator or an import: they set one through a reset link.
    .addColumn('password_hash', 'text')
    .addColumn('is_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('user_locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('api_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('terms_accepted_at', 'timestamptz')
    // Null while the user is first-time (the personal profile has not been saved yet).
    .addColumn('profile_completed_at', 'timestamptz')
    .addColumn('welcomed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Sign-in and duplicate checks compare user names and e-mails regardless of case.
  await sql`create unique index users_user_name_lower_key on users (lower(user_name))`.execute(db);
  await sql`create index users_email_lower_idx on users (lower(email))`.execute(db);

  await db.schema
    .createTable('user_general_roles')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_general_roles_pkey', ['user_id', 'role_name'])
    .execute();

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('county', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('agency', 'facility')`))
    .addColumn('region', 'text')
    .execute();
  await sql`create unique index organizations_name_county_key on organizations (lower(name), lower(county))`.execute(
    db,
  );

  await db.schema
    .createTable('employment_records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'bigint', (c) => c.references('organizations.id'))
    .addColumn('employer_name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('is_registry_organization', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_train_tn_access', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('employment_records_user_idx')
    .on('employment_records')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('employment_records_organization_idx')
    .on('employment_records')
    .column('organization_id')
    .execute();

  await db.schema
    .createTable('organization_roles')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('employment_record_id', 'bigint', (c) =>
      c.notNull().references('employment_records.id').onDelete('cascade'),
    )
    .addColumn('role_name', 'text', (c) => c.notNull().check(sql`role_name in ('100', '200')`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('organization_roles_record_role_key', ['employment_record_id', 'role_name'])
    .execute();

  await db.schema
    .createTable('role_request_actions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('employment_record_id', 'bigint', (c) =>
      c.notNull().references('employment_records.id').onDelete('cascade'),
    )
    .addColumn('role_name', 'text', (c) => c.notNull().check(sql`role_name in ('100', '200')`))
    .addColumn('action_type', 'smallint', (c) => c.notNull().check(sql`action_type in (1, 2, 3, 4, 10)`))
    .addColumn('parent_action_id', 'bigint', (c) => c.references('role_request_actions.id'))
    .addColumn('comments', 'text')
    .addColumn('user_last_updated', 'bigint', (c) => c.references('users.id'))
    .addColumn('last_change_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('role_request_actions_record_idx')
    .on('role_request_actions')
    .column('employment_record_id')
    .execute();
  await db.schema
    .createIndex('role_request_actions_parent_idx')
    .on('role_request_actions')
    .column('parent_action_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('active_role', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  // Revocation looks up the live sessions of one user.
  await sql`create index sessions_user_live_idx on sessions (user_id) where revoked_at is null`.execute(db);

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('confirm', 'reset')`))
    // SHA-256 of the code; the code itself is only ever in the mail.
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('one_time_tokens_lookup_idx')
    .on('one_time_tokens')
    .columns(['user_id', 'purpose', 'token_hash'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // No foreign key: the audit trail outlives the accounts it names.
    .addColumn('actor_user_id', 'bigint')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'one_time_tokens',
    'sessions',
    'role_request_actions',
    'organization_roles',
    'employment_records',
    'organizations',
    'user_general_roles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop sequence registry_id_seq`.execute(db);
}
