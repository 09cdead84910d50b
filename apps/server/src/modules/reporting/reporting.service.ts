import type {
  TReportAnswer,
  TReportComment,
  TReportCommentsQuery,
  TReportRespondRequest,
  TReportSubmitRequest,
} from '@registry/contracts';
import {
  REPORT_NOTICES,
  REPORT_TEXTS,
  reportActions,
  reportPolicy,
  reviewsReports,
  statusOfResponse,
  writesReports,
  type ReportState,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { reachOf, readRecordState } from '../../platform/entities/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import { reportEntity } from './report.entity.js';
import {
  documentFiles,
  findReviewerIds,
  insertReportAction,
  listReportActions,
  lockReport,
  markDecided,
  markSubmitted,
  type LockedReport,
} from './reporting.repository.js';

export type ReportingService = ReturnType<typeof createReportingService>;

type Deps = Pick<ServiceDeps, 'db' | 'transaction' | 'clock' | 'tenant' | 'deliveries' | 'mail'>;

/** A comment as kept: trimmed (the contract's), an empty one none. */
const commentOf = (comment: string | null | undefined): string | null =>
  comment === undefined || comment === null || comment === '' ? null : comment;

/**
 * The DHR reports' calls (issue 24; spec 3 §4, §5, §7, §9): submit (the trainer's own Draft or Declined
 * report, with its document), respond (a reviewer approves, 455, or declines, 456 with a comment, a
 * Submitted report of another), and the report's Review Comments. Each change runs in one transaction that
 * holds the report's row (FOR UPDATE): two submissions, or a response racing a submission, take turns, and
 * the second sees the first's status (409). The report, its review step, the audit row and the notices are
 * written together: nothing is sent for a change that rolled back.
 *
 * Order of the refusals: a report the caller may not see is 404 (another trainer's, or any to a role
 * without reach); one they see but may not act on this way 403; one whose status refuses it 409.
 */
export function createReportingService(deps: Deps) {
  const { db, transaction, clock, tenant, deliveries, mail } = deps;

  /** The report locked, and the caller's reach and state to it; 404 when they may not see it. */
  async function lockVisible(trx: Db, auth: AuthContext, reportId: number) {
    const report = await lockReport(trx, reportId);
    if (report === undefined) throw notFound();
    const viewer = recordsViewer(auth);
    const reach = await reachOf({ db: trx, tenant }, auth, reportEntity, report.userId);
    const state: ReportState = { ownerUserId: report.userId, disabled: false, status: report.status };
    if (!reportPolicy.permissions(viewer, tenant, reach, state).canView) throw notFound();
    return { report, viewer, reach, state };
  }

  /** Tells the submitter of a decision: a notification (live) and a mail, in the decision's transaction. */
  async function tellSubmitter(
    trx: Db,
    report: LockedReport,
    kind: 'approved' | 'declined',
    comment: string | null,
  ) {
    const input = { reportName: report.reportName, comment };
    await deliveries.notify(trx, [report.userId], REPORT_NOTICES.notification(kind, input));
    await mail.enqueue(trx, {
      to: report.submitterEmail,
      ...REPORT_NOTICES.mail(kind, input, report.submitterName, tenant.productName),
    });
  }

  return {
    /**
     * POST /api/reporting/submit: the trainer's own Draft or Declined report goes to the reviewers, who are
     * told. Submitted already, or Approved: 409; without its document: 400.
     */
    async submit(auth: AuthContext, body: TReportSubmitRequest): Promise<TReportAnswer> {
      const comment = commentOf(body.comment);
      return transaction(async (trx) => {
        const { report, viewer, reach, state } = await lockVisible(trx, auth, body.reportId);
        if (reach !== 'edit' || !writesReports(viewer)) throw forbidden();
        if (report.status === 'Submitted') throw conflict(REPORT_TEXTS.alreadySubmitted);
        if (!reportActions(viewer, reach, state).maySubmit)
          throw conflict(REPORT_TEXTS.notSubmittable(report.status));
        const document = report.document === null ? [] : await documentFiles(trx, report.document);
        if (document.length === 0) throw badRequest({ document: REPORT_TEXTS.documentRequired });
        const now = clock.now();
        await markSubmitted(trx, report.id, now);
        await insertReportAction(trx, {
          reportId: report.id,
          actorUserId: auth.userId,
          action: 'Submitted',
          comment,
          at: now,
        });
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'report.submitted',
          entity: reportEntity.name,
          entityId: report.id,
          before: { status: report.status },
          // The document as it was submitted (its files), beside the status.
          after: { status: 'Submitted', comment, document },
          at: now,
        });
        const reviewers = await findReviewerIds(trx, report.userId);
        await deliveries.notify(
          trx,
          reviewers,
          REPORT_NOTICES.notification('submitted', {
            reportName: report.reportName,
            submitter: report.submitterName,
            comment,
          }),
        );
        return { reportId: report.id, status: 'Submitted', message: REPORT_TEXTS.submitted };
      });
    },

    /**
     * POST /api/reporting/respond: a reviewer approves (455) or declines (456) a Submitted report of another;
     * the submitter is told (notification and mail). A decline without a comment: 400 (spec 3 §5); a report
     * not waiting for review: 409; a trainer, or the reviewer who submitted it: 403.
     */
    async respond(auth: AuthContext, body: TReportRespondRequest): Promise<TReportAnswer> {
      const comment = commentOf(body.comment);
      const status = statusOfResponse(body.status);
      if (status === 'Declined' && comment === null)
        throw badRequest({ comment: REPORT_TEXTS.commentRequired });
      return transaction(async (trx) => {
        const { report, viewer } = await lockVisible(trx, auth, body.reportId);
        if (!reviewsReports(viewer)) throw forbidden();
        if (report.userId === auth.userId) throw forbidden(REPORT_TEXTS.ownReport);
        if (report.status !== 'Submitted') throw conflict(REPORT_TEXTS.notAwaitingReview(report.status));
        const now = clock.now();
        await markDecided(trx, report.id, { status, by: auth.userId, now });
        await insertReportAction(trx, {
          reportId: report.id,
          actorUserId: auth.userId,
          action: status,
          comment,
          at: now,
        });
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: status === 'Approved' ? 'report.approved' : 'report.declined',
          entity: reportEntity.name,
          entityId: report.id,
          before: { status: report.status },
          after: { status, comment },
          at: now,
        });
        await tellSubmitter(trx, report, status === 'Approved' ? 'approved' : 'declined', comment);
        return {
          reportId: report.id,
          status,
          message: status === 'Approved' ? REPORT_TEXTS.approved : REPORT_TEXTS.declined,
        };
      });
    },

    /** GET /api/reporting/comments: the report's review, oldest first, for whoever may see the report. */
    async comments(auth: AuthContext, query: TReportCommentsQuery): Promise<TReportComment[]> {
      const stored = await readRecordState(db, reportEntity, tenant, query.reportId);
      if (stored === undefined) throw notFound();
      const reach = await reachOf({ db, tenant }, auth, reportEntity, stored.state.ownerUserId);
      if (!reportPolicy.permissions(recordsViewer(auth), tenant, reach, stored.state).canView)
        throw notFound();
      const rows = await listReportActions(db, query.reportId);
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  };
}
