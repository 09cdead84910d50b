import { sql, type Kysely } from 'kysely';

/**
 * The verifier's side of verification (issue 22; spec 3 §4-§6, spec 2 "Verification History"):
 * - verification_views: which records a session has viewed through their form (a verifier approves or
 *   declines only a record viewed in that session); gone with the session.
 * - verification_records: one row per record that has a verification history (entity 15's rows): whose
 *   it is, its type's name, what names it, its last action and when. Kept in the transaction of each
 *   request and action; filled here from verification_actions.
 * - the partial index of employment records with an open request (the other record tables have theirs,
 *   migration 20261126100000): the verification queue reads only those rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_views')
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('entity_type_id', 'integer', (c) => c.notNull())
    .addColumn('entity_id', 'bigint', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_views_pkey', ['session_id', 'entity_type_id', 'entity_id'])
    .execute();

  await db.schema
    .createTable('verification_records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('entity_type_id', 'integer', (c) => c.notNull())
    .addColumn('entity_id', 'bigint', (c) => c.notNull())
    .addColumn('owner_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text')
    .addColumn('last_action_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`last_action_type in ('Requested', 'Verified', 'Rejected', 'Unverified', 'Returned', 'Withdrawn')`,
        ),
    )
    .addColumn('last_action_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('verification_records_record_key', ['entity_type_id', 'entity_id'])
    .execute();
  await sql`create index verification_records_owner_idx on verification_records (owner_user_id)`.execute(db);
  await sql`create index verification_records_last_idx on verification_records (last_action_at desc, id desc)`.execute(
    db,
  );

  // The history so far: each record's last step, with the names its record type and record have now.
  const sources = [
    [3, 'training_records', 'Training Record', sql`r.training_name`],
    [4, 'education_records', 'Education', sql`r.institution_name`],
    [5, 'community_service_records', 'Community Service', sql`r.organization_name`],
    [6, 'membership_records', 'Membership', sql`r.organization_name`],
    [
      7,
      'certification_records',
      'Certification/Credential',
      sql`coalesce(r.credential_name, r.credential_type)`,
    ],
    [8, 'employment_records', 'Experience', sql`r.employer_name`],
  ] as const;
  for (const [entityTypeId, table, name, identifier] of sources) {
    await sql`insert into verification_records
                (entity_type_id, entity_id, owner_user_id, record_type, identifier, last_action_type, last_action_at)
              select distinct on (a.entity_id) a.entity_type_id, a.entity_id, r.user_id, ${name}, ${identifier},
                a.action_type, a.at
              from verification_actions a join ${sql.table(table)} r on r.id = a.entity_id
              where a.entity_type_id = ${entityTypeId}
              order by a.entity_id, a.at desc, a.id desc`.execute(db);
  }

  await sql`create index employment_records_requested_idx on employment_records (user_id)
            where verification_status = 'Requested'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists employment_records_requested_idx`.execute(db);
  await db.schema.dropTable('verification_records').execute();
  await db.schema.dropTable('verification_views').execute();
}
