import { sql, type Kysely } from 'kysely';

/**
 * A professional's records (issue 9; spec 1 §2 profile tabs, spec 3 §3): training records (entity 3, form
 * 7), education (4, form 2), community service (5, form 3), membership (6, form 4), certifications and
 * credentials (7, form 5), and the employment records (8, form 6) that existed for the organization roles,
 * now with the experience form's fields. Every record belongs to a person (user_id), keeps the form and
 * version it was entered under, can be disabled (disabled_at; the grids' Include Disabled) and carries
 * its verification state: verified, rejected, and verification_status 'Requested' while a request is
 * open (the record is then locked for its owner). verification_actions keeps each record's history (entity
 * 29: Verification History).
 *
 * Grid "Contains" filters use pg_trgm (DESIGN §2): the extension is trusted, so a database owner may
 * create it; the trigram indexes sit on the columns the grids filter by text.
 */
const VERIFICATION_STATUS = sql`check (verification_status is null or verification_status = 'Requested')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  const common = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('form_id', 'integer', (c) => c.notNull())
      .addColumn('form_version', 'integer', (c) => c.notNull());
  const verification = (name: string) =>
    sql`alter table ${sql.table(name)}
          add column verified boolean not null default false,
          add column rejected boolean not null default false,
          add column verification_status text ${VERIFICATION_STATUS},
          add column disabled_at timestamptz,
          add column created_at timestamptz not null default now(),
          add column updated_at timestamptz not null default now()`;

  await common('training_records')
    .addColumn('training_name', 'text', (c) => c.notNull())
    .addColumn('training_date', 'date', (c) => c.notNull())
    .addColumn('hours', sql`numeric(6,2)`, (c) => c.notNull())
    .addColumn('sponsor', 'text')
    .addColumn('course_number', 'text')
    .addColumn('core_knowledge_area', 'text')
    .addColumn('delivery_method', 'text')
    .addColumn('certificate', 'text')
    // Records that came from the registry's own sessions or another system are not the owner's to change.
    .addColumn('sent_via_api', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Completed'))
    .execute();
  await verification('training_records').execute(db);

  await common('education_records')
    .addColumn('institution_name', 'text', (c) => c.notNull())
    .addColumn('institution_state', 'text')
    .addColumn('degree_type', 'text')
    .addColumn('field_of_study', 'text')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('completed', 'text')
    .addColumn('credit_hours', sql`numeric(6,2)`)
    .addColumn('transcript', 'text')
    .execute();
  await verification('education_records').execute(db);

  await common('community_service_records')
    .addColumn('organization_name', 'text', (c) => c.notNull())
    .addColumn('role_title', 'text')
    .addColumn('description', 'text')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('hours', sql`numeric(7,2)`)
    .execute();
  await verification('community_service_records').execute(db);

  await common('membership_records')
    .addColumn('organization_name', 'text', (c) => c.notNull())
    .addColumn('membership_type', 'text')
    .addColumn('member_number', 'text')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .execute();
  await verification('membership_records').execute(db);

  await common('certification_records')
    .addColumn('credential_type', 'text', (c) => c.notNull())
    .addColumn('credential_name', 'text', (c) => c.notNull())
    .addColumn('issuing_organization', 'text')
    .addColumn('credential_number', 'text')
    .addColumn('issue_date', 'date')
    .addColumn('expiration_date', 'date')
    .addColumn('certificate', 'text')
    .execute();
  await verification('certification_records').execute(db);

  // Employment: the experience form's fields beside the organization-role columns of issue 3.
  await sql`alter table employment_records
    add column form_id integer,
    add column form_version integer,
    add column county_fips char(5) references counties (fips),
    add column position_title text,
    add column employment_type text,
    add column hours_per_week numeric(5,2),
    add column ages_served text[],
    add column start_date_verified boolean not null default false,
    add column verified boolean not null default false,
    add column rejected boolean not null default false,
    add column verification_status text ${VERIFICATION_STATUS},
    add column disabled_at timestamptz`.execute(db);

  // Each person's records, newest first: every profile tab and the training grid read them so.
  for (const [table, date] of [
    ['training_records', 'training_date'],
    ['education_records', 'end_date'],
    ['community_service_records', 'start_date'],
    ['membership_records', 'start_date'],
    ['certification_records', 'issue_date'],
  ] as const) {
    await sql`create index ${sql.id(`${table}_user_idx`)} on ${sql.table(table)} (user_id, ${sql.ref(date)} desc, id desc)`.execute(
      db,
    );
    // Verification work lists: the records with an open request.
    await sql`create index ${sql.id(`${table}_requested_idx`)} on ${sql.table(table)} (user_id)
              where verification_status = 'Requested'`.execute(db);
  }
  // The training grid's Contains filters over millions of rows (issue 9 benchmark).
  await sql`create index training_records_name_trgm_idx on training_records using gin (training_name gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index training_records_sponsor_trgm_idx on training_records using gin (sponsor gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('verification_actions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('entity_type_id', 'integer', (c) => c.notNull())
    .addColumn('entity_id', 'bigint', (c) => c.notNull())
    .addColumn('owner_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`action_type in ('Requested', 'Verified', 'Rejected', 'Unverified', 'Returned', 'Withdrawn')`,
        ),
    )
    .addColumn('actor_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('agency_id', 'bigint', (c) => c.references('organizations.id'))
    .addColumn('comments', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index verification_actions_record_idx on verification_actions (entity_type_id, entity_id, at, id)`.execute(
    db,
  );
  await sql`create index verification_actions_owner_idx on verification_actions (owner_user_id, at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_actions').execute();
  await sql`alter table employment_records
    drop column form_id, drop column form_version, drop column county_fips, drop column position_title,
    drop column employment_type, drop column hours_per_week, drop column ages_served,
    drop column start_date_verified, drop column verified, drop column rejected,
    drop column verification_status, drop column disabled_at`.execute(db);
  for (const table of [
    'certification_records',
    'membership_records',
    'community_service_records',
    'education_records',
    'training_records',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
