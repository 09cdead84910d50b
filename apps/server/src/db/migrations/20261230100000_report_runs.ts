import { sql, type Kysely } from 'kysely';

/**
 * Report runs (issue 27; docs/decisions/reports.md): a report that runs as a job, from the call that
 * queues it to its file. status: queued (the job is written), running (counting, then writing), done
 * (the CSV is in the file storage under storage_key, named file_name), failed (error says why, for the
 * logs' reader; the owner is told to run it again). rows_done counts the rows written so far, rows_total
 * once counted. organization_id: the organization an agency or director report reads.
 *
 * The same run is never started twice: a partial unique index over the owner, the screen, the report and
 * the organization while a run is queued or running; a second call (or a concurrent one) gets that run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_runs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('active_role', 'text', (c) => c.notNull())
    .addColumn('screen', 'text', (c) => c.notNull())
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'bigint', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('rows_done', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_total', 'bigint')
    .addColumn('storage_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create unique index report_runs_single_idx
    on report_runs (user_id, screen, report_type, coalesce(organization_id, 0))
    where status in ('queued', 'running')`.execute(db);
  // A screen's runs of one person, newest first.
  await sql`create index report_runs_user_idx on report_runs (user_id, screen, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_runs').execute();
}
