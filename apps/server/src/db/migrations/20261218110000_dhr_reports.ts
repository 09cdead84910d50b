import { sql, type Kysely } from 'kysely';

/**
 * DHR reports (issue 24; spec 3 §2 dhr-report, §3 report 27 / form 25, §4, §7 /reporting/submit and
 * /reporting/respond, §9 455 and 456):
 * - reports (entity 27, form 25): a trainer's (250) report to the state's DHR, with what form 25 asks (its
 *   name and type, the training session it concerns, the period it covers, a description) and its document
 *   (a file set, as a profile record's certificate). Its status (spec 3 §4): Uploaded (a draft, shown as
 *   Draft), Submitted, Declined, Approved; when it was last submitted and decided, and by whom decided.
 *   `user_id` is the trainer who wrote and submits it. Never disabled: a draft is deleted, a report once
 *   submitted is the state's record.
 * - report_actions: each submission, approval and decline, its actor, comment and time: the Review
 *   Comments grid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('report_name', 'text', (c) => c.notNull())
    .addColumn('report_type', 'text', (c) => c.notNull())
    // The trainer's session it concerns (optional); a session deleted later leaves the report.
    .addColumn('course_section_id', 'bigint', (c) => c.references('course_sections.id').onDelete('set null'))
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('period_end', 'date', (c) => c.notNull())
    .addColumn('description', 'text')
    // The document: a file set id (uploaded_files), as training_records.certificate.
    .addColumn('document', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Uploaded')
        .check(sql`status in ('Uploaded', 'Submitted', 'Declined', 'Approved')`),
    )
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('reports_period_check', sql`period_end >= period_start`)
    .addCheckConstraint('reports_submitted_check', sql`status = 'Uploaded' or submitted_at is not null`)
    .execute();
  // The trainer's grid (their reports, newest submission first, drafts on top).
  await sql`create index reports_user_idx on reports (user_id, submitted_at desc nulls first, id)`.execute(
    db,
  );
  // The reviewers' grid: the reports ever submitted, newest first.
  await sql`create index reports_submitted_idx on reports (submitted_at desc, id)
            where submitted_at is not null`.execute(db);
  // A session's delete sets its reports' session to null.
  await sql`create index reports_section_idx on reports (course_section_id)
            where course_section_id is not null`.execute(db);

  await db.schema
    .createTable('report_actions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('report_id', 'bigint', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('Submitted', 'Approved', 'Declined')`),
    )
    .addColumn('comment', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index report_actions_report_idx on report_actions (report_id, at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_actions').execute();
  await db.schema.dropTable('reports').execute();
}
