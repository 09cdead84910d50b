import type { Readable } from 'node:stream';
import type { ReportScreen } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { copyCsv } from '../../platform/csv-export.js';

/** A report run as the calls and the job read it. */
export interface ReportRunRow {
  id: number;
  userId: number;
  activeRole: string;
  screen: ReportScreen;
  reportType: string;
  organizationId: number | null;
  organizationName: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  rowsDone: number;
  rowsTotal: number | null;
  storageKey: string | null;
  fileName: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const runColumns = sql`r.id, r.user_id, r.active_role, r.screen, r.report_type, r.organization_id,
  o.name as organization_name, r.status, r.rows_done, r.rows_total, r.storage_key, r.file_name, r.created_at,
  r.finished_at`;

/** The run with this id, whoever's; undefined when there is none. */
export async function findRun(db: Db, runId: number): Promise<ReportRunRow | undefined> {
  const result = await sql<ReportRunRow>`
    select ${runColumns} from report_runs r left join organizations o on o.id = r.organization_id
    where r.id = ${runId}`.execute(db);
  return result.rows[0];
}

/** A person's runs of a screen, newest first (at most `limit`). */
export async function listRuns(
  db: Db,
  userId: number,
  screen: ReportScreen,
  limit: number,
): Promise<ReportRunRow[]> {
  const result = await sql<ReportRunRow>`
    select ${runColumns} from report_runs r left join organizations o on o.id = r.organization_id
    where r.user_id = ${userId} and r.screen = ${screen}
    order by r.created_at desc, r.id desc limit ${limit}`.execute(db);
  return result.rows;
}

/** What a run is: its owner and their active role, the screen, the report and the organization. */
export interface NewReportRun {
  userId: number;
  activeRole: string;
  screen: ReportScreen;
  reportType: string;
  organizationId: number | null;
  createdAt: Date;
}

/**
 * Queues a run unless the same one is queued or running already: the partial unique index
 * report_runs_single_idx decides, a concurrent insert waiting for the other's transaction. Answers the new
 * run's id, or undefined when one was there (the caller reads it with findSameRun once this transaction
 * is over).
 */
export async function insertRun(db: Db, run: NewReportRun): Promise<number | undefined> {
  const result = await sql<{ id: number }>`
    insert into report_runs (user_id, active_role, screen, report_type, organization_id, created_at)
    values (${run.userId}, ${run.activeRole}, ${run.screen}, ${run.reportType}, ${run.organizationId},
            ${run.createdAt})
    on conflict (user_id, screen, report_type, coalesce(organization_id, 0))
      where status in ('queued', 'running') do nothing
    returning id`.execute(db);
  return result.rows[0]?.id;
}

/**
 * The run of these parameters that is queued or running, else the latest one (it ended between the insert
 * that found it and this read); undefined when there is none.
 */
export async function findSameRun(
  db: Db,
  run: Omit<NewReportRun, 'activeRole' | 'createdAt'>,
): Promise<number | undefined> {
  const result = await sql<{ id: number }>`
    select id from report_runs
    where user_id = ${run.userId} and screen = ${run.screen} and report_type = ${run.reportType}
      and coalesce(organization_id, 0) = ${run.organizationId ?? 0}
    order by status in ('queued', 'running') desc, id desc limit 1`.execute(db);
  return result.rows[0]?.id;
}

/** Whether the organization exists. */
export async function organizationExists(db: Db, organizationId: number): Promise<boolean> {
  const result = await sql`select 1 from organizations where id = ${organizationId}`.execute(db);
  return result.rows.length > 0;
}

/** Takes a queued run (or one a stopped server left running) for the job: running now; false if it is over. */
export async function startRun(db: Db, runId: number): Promise<boolean> {
  const result = await sql`
    update report_runs set status = 'running', rows_done = 0
    where id = ${runId} and status in ('queued', 'running') returning id`.execute(db);
  return result.rows.length > 0;
}

/** The number of rows of `select ... from <source>`. */
export async function countRows(db: Db, source: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::bigint as count from ${source}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

export async function setRowsTotal(db: Db, runId: number, rowsTotal: number): Promise<void> {
  await sql`update report_runs set rows_total = ${rowsTotal} where id = ${runId}`.execute(db);
}

/** The rows written so far (never above the total counted). */
export async function setRowsDone(db: Db, runId: number, rowsDone: number): Promise<void> {
  await sql`update report_runs set rows_done = least(${rowsDone}, coalesce(rows_total, ${rowsDone}))
    where id = ${runId} and status = 'running'`.execute(db);
}

export async function finishRun(
  db: Db,
  runId: number,
  file: { storageKey: string; fileName: string; finishedAt: Date },
): Promise<void> {
  await sql`update report_runs set status = 'done', rows_done = coalesce(rows_total, rows_done),
      storage_key = ${file.storageKey}, file_name = ${file.fileName}, finished_at = ${file.finishedAt}
    where id = ${runId}`.execute(db);
}

export async function failRun(db: Db, runId: number, error: string, finishedAt: Date): Promise<void> {
  await sql`update report_runs set status = 'failed', error = ${error}, finished_at = ${finishedAt}
    where id = ${runId}`.execute(db);
}

/** The query's rows as CSV (a byte-order mark, the header line, the rows), streamed by PostgreSQL's COPY. */
export function reportCsv(db: Db, query: RawBuilder<unknown>): Promise<Readable> {
  return copyCsv(db, query.compile(db));
}
