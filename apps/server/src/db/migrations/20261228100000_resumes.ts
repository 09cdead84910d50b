import { sql, type Kysely } from 'kysely';

/**
 * Resumes and references (issue 26; spec 3 §2 resume and references, §3 resume 10 / form 9, reference 30 /
 * forms 26 and 27, §4 draft, saved, published, §5 at most three references, §7 /generatedResume/...):
 * - resumes (entity 10): a person's resume, generated from their records (is_generated: its description, the
 *   chosen records in resume_items, the PDF made at each save kept in the file storage under
 *   file_storage_key) or uploaded through form 9 (its file set in `file`). file_key is the opaque download
 *   key, new at every save; saved_at when the current file was made, seen_at when its owner last fetched
 *   it (Publish needs seen_at >= saved_at). One published resume per person (a partial unique index).
 * - resume_items: the records chosen at the last save, by section, each with the line it was saved as (a
 *   record deleted since still shows, marked removed).
 * - resume_references (entity 30): a person's references, typed (form 26) or an uploaded letter (form 27).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resumes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_generated', 'boolean', (c) => c.notNull().defaultTo(false))
    // The generated resume's description: sanitized HTML (the allow-list of packages/domain).
    .addColumn('description', 'text')
    // An uploaded resume's file: a file set id (uploaded_files), as reports.document.
    .addColumn('file', 'text')
    .addColumn('file_key', 'text', (c) => c.unique().check(sql`file_key ~ '^[A-Za-z0-9_-]{16,64}$'`))
    // The generated PDF's bytes in the file storage (DATA_DIR/files).
    .addColumn('file_storage_key', 'text')
    .addColumn('saved_at', 'timestamptz')
    .addColumn('seen_at', 'timestamptz')
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('resumes_published_check', sql`not is_published or published_at is not null`)
    .execute();
  // One published resume per person: publishing another withdraws it (two racing publishes: one wins).
  await sql`create unique index resumes_published_idx on resumes (user_id) where is_published`.execute(db);
  // The Resume grid: a person's resumes, newest first.
  await sql`create index resumes_user_idx on resumes (user_id, updated_at desc, id)`.execute(db);

  await db.schema
    .createTable('resume_items')
    .addColumn('resume_id', 'bigint', (c) => c.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) =>
      c.notNull().check(
        sql`section in ('education', 'employment', 'certifications', 'communityService', 'memberships',
                          'references', 'certificates')`,
      ),
    )
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('resume_items_pkey', ['resume_id', 'section', 'record_id'])
    .execute();

  await db.schema
    .createTable('resume_references')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('reference_name', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text')
    .addColumn('organization_name', 'text')
    .addColumn('position_title', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('years_known', sql`numeric(4,1)`)
    .addColumn('notes', 'text')
    // The letter (form 27): a file set id.
    .addColumn('letter', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index resume_references_user_idx on resume_references (user_id, updated_at desc, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_references').execute();
  await db.schema.dropTable('resume_items').execute();
  await db.schema.dropTable('resumes').execute();
}
