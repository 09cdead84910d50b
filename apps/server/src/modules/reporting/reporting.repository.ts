import type { ReportAction, ReportStatus } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The trainer of a training session; undefined when there is no such session. */
export async function findSessionTrainer(db: Db, sessionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('courseSections')
    .select('userId')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.userId;
}

/** A report as submit and respond read it, its row locked for the change to come; undefined: no such report. */
export interface LockedReport {
  id: number;
  userId: number;
  reportName: string;
  status: ReportStatus;
  document: string | null;
  /** The submitter's name and e-mail address (their notice). */
  submitterName: string;
  submitterEmail: string;
}

export async function lockReport(trx: Db, reportId: number): Promise<LockedReport | undefined> {
  const result = await sql<LockedReport>`
    select r.id, r.user_id as "userId", r.report_name as "reportName", r.status, r.document,
      u.first_name || ' ' || u.last_name as "submitterName", u.email as "submitterEmail"
    from reports r join users u on u.id = r.user_id
    where r.id = ${reportId}
    for update of r`.execute(trx);
  const row = result.rows[0];
  return row && { ...row, id: Number(row.id), userId: Number(row.userId) };
}

/** The files of the report's document set (none: the document is missing), each id and name. */
export async function documentFiles(db: Db, fileSetId: string): Promise<{ id: string; fileName: string }[]> {
  return db
    .selectFrom('uploadedFiles')
    .select(['id', 'fileName'])
    .where('fileSetId', '=', fileSetId)
    .orderBy('id')
    .execute();
}

/** The report submitted: its status, when, and no decision yet (a declined report submitted again). */
export async function markSubmitted(trx: Db, reportId: number, now: Date): Promise<void> {
  await trx
    .updateTable('reports')
    .set({ status: 'Submitted', submittedAt: now, decidedAt: null, decidedBy: null, updatedAt: now })
    .where('id', '=', reportId)
    .execute();
}

/** The report approved or declined: its status, when and by whom. */
export async function markDecided(
  trx: Db,
  reportId: number,
  decision: { status: 'Approved' | 'Declined'; by: number; now: Date },
): Promise<void> {
  await trx
    .updateTable('reports')
    .set({
      status: decision.status,
      decidedAt: decision.now,
      decidedBy: decision.by,
      updatedAt: decision.now,
    })
    .where('id', '=', reportId)
    .execute();
}

/** One step of the report's review (the Review Comments grid). */
export async function insertReportAction(
  trx: Db,
  action: { reportId: number; actorUserId: number; action: ReportAction; comment: string | null; at: Date },
): Promise<number> {
  const row = await trx.insertInto('reportActions').values(action).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The people told of a submission: those holding role 400 or 500 (the reviewers spec 3 §6 names), with an
 * account in use, but not the submitter.
 */
export async function findReviewerIds(db: Db, submitterId: number): Promise<number[]> {
  const rows = await sql<{ id: string | number }>`
    select distinct g.user_id as id from user_general_roles g join users u on u.id = g.user_id
    where g.role_name in ('400', '500') and u.is_confirmed and not u.api_only and g.user_id <> ${submitterId}`.execute(
    db,
  );
  return rows.rows.map((row) => Number(row.id));
}

/** A report's review, oldest first, each step with its actor's name (null once the account is gone). */
export async function listReportActions(
  db: Db,
  reportId: number,
): Promise<
  { id: number; action: ReportAction; actorName: string | null; comment: string | null; at: Date }[]
> {
  const result = await sql<{
    id: string | number;
    action: ReportAction;
    actorName: string | null;
    comment: string | null;
    at: Date;
  }>`
    select a.id, a.action, u.first_name || ' ' || u.last_name as "actorName", a.comment, a.at
    from report_actions a left join users u on u.id = a.actor_user_id
    where a.report_id = ${reportId}
    order by a.at, a.id`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}
