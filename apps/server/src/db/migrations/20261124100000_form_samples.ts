import { sql, type Kysely } from 'kysely';

/**
 * The form engine's sample record (entity type 900): one column per kind of value an element can hold,
 * so that one form (modules/forms/definitions/sample.ts) can carry every element type. No form is seeded
 * for it in a deployment; the route tests and the end-to-end harness seed the sample form into their own
 * databases to prove every element type, rule and message end to end. A record is its owner's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_samples')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('code', 'text')
    .addColumn('hours', 'text')
    .addColumn('notes', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('meeting_at', 'text')
    .addColumn('topics', sql`text[]`)
    .addColumn('category', 'text')
    .addColumn('level', 'text')
    .addColumn('other_category', 'text')
    .addColumn('language', 'text')
    .addColumn('county_fips', 'text')
    .addColumn('organization_id', 'text')
    .addColumn('organization_kind', 'text')
    .addColumn('summary', 'text')
    .addColumn('attachments', 'text')
    .addColumn('certificate', 'text')
    .addColumn('reviewer_note', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('form_samples_user_idx').on('form_samples').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_samples').execute();
}
