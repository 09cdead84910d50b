import { sql, type Kysely } from 'kysely';

/**
 * The form engine's storage (issue 8):
 * - form_definitions: every version of every form, as data. A version that has records is never changed:
 *   a change is a new version (modules/forms/form-seed.ts), and each record keeps the form and version
 *   it was entered under (form_id, form_version), so an old record shows with the fields it was saved
 *   with.
 * - choice_lists: the lists a state maintains (languages, races, education levels, ...), seeded and then
 *   the state's to edit; forms name a list rather than carrying its choices.
 * - user_profiles: the personal form's answers beyond the account's own columns (users).
 * - feedback: what users send through the Feedback form (tn).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_definitions')
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('entity_type_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_definitions_pkey', ['form_id', 'version'])
    .addCheckConstraint('form_definitions_version_check', sql`version >= 1`)
    .execute();

  await db.schema
    .createTable('choice_lists')
    .addColumn('list_code', 'text', (c) => c.notNull())
    .addColumn('choice_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('choice_lists_pkey', ['list_code', 'choice_id'])
    .execute();

  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('middle_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('alternate_phone', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text')
    .addColumn('state_code', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('county_fips', 'char(5)', (c) => c.references('counties.fips'))
    .addColumn('date_of_birth', 'date')
    .addColumn('preferred_language', 'text')
    .addColumn('languages_spoken', sql`text[]`)
    .addColumn('ethnicity', 'text')
    .addColumn('races', sql`text[]`)
    .addColumn('gender', 'text')
    .addColumn('gender_description', 'text')
    .addColumn('highest_education', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The pre-submission check for a possible duplicate person looks people up by date of birth.
  await db.schema
    .createIndex('user_profiles_birth_idx')
    .on('user_profiles')
    .column('date_of_birth')
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('may_contact', sql`text[]`)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Administrators read it newest first.
  await sql`create index feedback_created_idx on feedback (created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('user_profiles').execute();
  await db.schema.dropTable('choice_lists').execute();
  await db.schema.dropTable('form_definitions').execute();
}
