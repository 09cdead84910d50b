import { CLAIMS } from '../claims.js';
import {
  NO_PERMISSIONS,
  type EntityPolicy,
  type EntityViewer,
  type Reach,
  type RecordState,
} from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import { escapeHtml } from '../messages/messages.js';
import { isRoleIn, type GeneralRole } from '../roles.js';
import type { RecordsViewer } from './records.js';

/**
 * A DHR report's statuses (spec 3 §4): Uploaded (a draft: shown as Draft), Submitted (waiting for a
 * reviewer), Declined (back with the trainer, who may change and submit it again), Approved (final).
 */
export const REPORT_STATUSES = ['Uploaded', 'Submitted', 'Declined', 'Approved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A status as the screens show it (spec 3 §4: Uploaded is shown as Draft). */
export const REPORT_STATUS_NAMES: Readonly<Record<ReportStatus, string>> = {
  Uploaded: 'Draft',
  Submitted: 'Submitted',
  Declined: 'Declined',
  Approved: 'Approved',
};

/** The answer of POST /api/reporting/respond (spec 3 §9): approved 455, declined 456. */
export const REPORT_RESPONSE = { Approved: 455, Declined: 456 } as const;
export type ReportResponseCode = (typeof REPORT_RESPONSE)[keyof typeof REPORT_RESPONSE];

/** The status a response code leaves a report in. */
export const statusOfResponse = (code: ReportResponseCode): 'Approved' | 'Declined' =>
  code === REPORT_RESPONSE.Approved ? 'Approved' : 'Declined';

/** What is done to a report, as its history (the Review Comments grid) names each step. */
export const REPORT_ACTIONS = ['Submitted', 'Approved', 'Declined'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/**
 * The roles that review DHR reports (spec 3 §6 "DHR reports: 250, 400, 500"; spec 3 §4 "Other reviewers
 * approve or decline"): 400 and 500, and AdminUser, who holds the same claim (docs/decisions/dhr-reports.md).
 */
export const REPORT_REVIEWER_ROLES = ['400', '500', 'AdminUser'] as const satisfies readonly GeneralRole[];

/** Whether the viewer acts as a trainer on the DHR reports: active role 250 holding the claim. */
export const writesReports = (viewer: Pick<EntityViewer, 'activeRole' | 'claims'>): boolean =>
  viewer.activeRole === '250' && viewer.claims.includes(CLAIMS.dhrReports);

/** Whether the viewer reviews DHR reports: active role 400, 500 or AdminUser holding the claim. */
export const reviewsReports = (viewer: Pick<EntityViewer, 'activeRole' | 'claims'>): boolean =>
  isRoleIn(REPORT_REVIEWER_ROLES, viewer.activeRole) && viewer.claims.includes(CLAIMS.dhrReports);

/**
 * How far the viewer reaches the reports of `submitter` (the trainer who wrote them): a trainer their own
 * ('edit'), never another trainer's ('none': 404); the reviewers every trainer's ('view'); nobody else
 * any ('none'). The SQL of the dhr-report grid says the same (its scope, reporting/report-scope.ts).
 */
export function reportReach(viewer: RecordsViewer, submitter: { userId: number }): Reach {
  if (writesReports(viewer)) return viewer.userId === submitter.userId ? 'edit' : 'none';
  if (reviewsReports(viewer)) return 'view';
  return 'none';
}

/** A report as its policy reads it: whose it is, and its status. */
export interface ReportState extends RecordState {
  status: ReportStatus;
}

/** The trainer may change (edit, upload to) their report: while a draft or declined (spec 3 §4). */
export const isReportEditable = (status: ReportStatus): boolean =>
  status === 'Uploaded' || status === 'Declined';

/** What the viewer may do to one report beyond its form: submit it, or approve or decline it. */
export interface ReportActions {
  /** Submit (POST /api/reporting/submit): the trainer's own draft or declined report. */
  maySubmit: boolean;
  /** Approve (455) or decline (456) (POST /api/reporting/respond): a reviewer, a submitted report of another. */
  mayRespond: boolean;
}

/**
 * The actions of spec 3 §4 on a report the viewer reaches with `reach`: the trainer submits their own
 * Draft or Declined report; a reviewer approves or declines a Submitted one, never one they submitted
 * themself (a person holding 250 and 400: "other reviewers").
 */
export function reportActions(viewer: EntityViewer, reach: Reach, report: ReportState): ReportActions {
  return {
    maySubmit:
      reach === 'edit' &&
      writesReports(viewer) &&
      report.ownerUserId === viewer.userId &&
      isReportEditable(report.status),
    mayRespond:
      reach === 'view' &&
      reviewsReports(viewer) &&
      report.ownerUserId !== viewer.userId &&
      report.status === 'Submitted',
  };
}

/** The report's texts (spec 3 §4, §5: the notes of success say the submitter was notified; ours otherwise). */
export const REPORT_TEXTS = {
  submitted: 'Your report has been submitted for review. The reviewers have been notified.',
  approved: 'The report has been approved. A notification has been sent to the submitter.',
  declined: 'The report has been declined. A notification has been sent to the submitter.',
  /** Spec 3 §5: "decline of report ... required". */
  commentRequired: 'A comment is required to decline a report.',
  documentRequired: 'Upload the report’s document before submitting it.',
  alreadySubmitted: 'This report has already been submitted and is waiting for review.',
  notSubmittable: (status: ReportStatus) =>
    `This report is ${REPORT_STATUS_NAMES[status]} and can no longer be submitted.`,
  notAwaitingReview: (status: ReportStatus) =>
    `This report is not waiting for review: it is ${REPORT_STATUS_NAMES[status]}.`,
  ownReport: 'You submitted this report: another reviewer approves or declines it.',
  notYourSession: 'There is no such training session among yours.',
  lockedSubmitted:
    'This report has been submitted for review and cannot be changed unless a reviewer declines it.',
  lockedApproved: 'This report has been approved and can no longer be changed.',
} as const;

/**
 * DHR reports (entity 27, form 25; spec 3 §2 dhr-report, §4, §6): a trainer (250) adds reports and
 * views their own; edits them while Draft (Uploaded) or Declined; deletes only a Draft. The reviewers
 * (400, 500, AdminUser) read every trainer's reports once submitted (a draft is the trainer's alone) and
 * change none through the form. Nobody else sees
 * any. Reports are never disabled (no Disable/Enable, no Include Disabled): a draft is deleted, a report
 * once submitted is the state's record.
 */
export const reportPolicy: EntityPolicy<ReportState> = {
  entityType: EntityType.Report,
  reach: (viewer, owner) => reportReach(viewer, owner),
  permissions(_viewer, _tenant, reach, report) {
    if (reach === 'none') return NO_PERMISSIONS;
    // A reviewer reads a report once it was submitted: a trainer's draft is theirs alone.
    if (reach === 'view') return { ...NO_PERMISSIONS, canView: report.status !== 'Uploaded' };
    return {
      canView: true,
      canEdit: isReportEditable(report.status),
      canDisable: false,
      canDelete: report.status === 'Uploaded',
    };
  },
  mayAdd: (viewer, _tenant, reach, ownerUserId) =>
    reach === 'edit' && writesReports(viewer) && ownerUserId === viewer.userId,
  disableControls: () => false,
  lockMessage: (_viewer, report) =>
    report.status === 'Submitted'
      ? REPORT_TEXTS.lockedSubmitted
      : report.status === 'Approved'
        ? REPORT_TEXTS.lockedApproved
        : null,
};

/** What a person is told of a report (the submitter of a decision; the reviewers of a submission). */
export type ReportNoticeKind = 'submitted' | 'approved' | 'declined';

export interface ReportNoticeInput {
  reportName: string;
  /** Who submitted it (to the reviewers). */
  submitter?: string;
  comment?: string | null;
}

const REPORTS_ROUTE = '/dashboard/dhr-report';

function reportSentences(kind: ReportNoticeKind, input: ReportNoticeInput) {
  switch (kind) {
    case 'submitted':
      return {
        subject: `DHR report submitted for review: ${input.reportName}`,
        lines: [`${input.submitter ?? 'A trainer'} submitted the DHR report ${input.reportName} for review.`],
      };
    case 'approved':
      return {
        subject: `Your DHR report was approved: ${input.reportName}`,
        lines: [`Your DHR report ${input.reportName} was approved.`],
      };
    case 'declined':
      return {
        subject: `Your DHR report was declined: ${input.reportName}`,
        lines: [
          `Your DHR report ${input.reportName} was declined. Read the reviewer’s comment under View Comments, change the report and submit it again.`,
        ],
      };
  }
}

/**
 * The notification (subject, HTML body with names escaped, the DHR Reports route) and the mail (plain
 * text) of a report's submission or decision, with the comment when there is one.
 */
export const REPORT_NOTICES = {
  notification(kind: ReportNoticeKind, input: ReportNoticeInput) {
    const { subject, lines } = reportSentences(kind, input);
    const comment = input.comment ? `<p>Comments: ${escapeHtml(input.comment)}</p>` : '';
    return {
      subject,
      body: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') + comment,
      route: REPORTS_ROUTE,
      linkText: 'View DHR Reports',
    };
  },
  mail(kind: ReportNoticeKind, input: ReportNoticeInput, name: string, productName: string) {
    const { subject, lines } = reportSentences(kind, input);
    const comment = input.comment ? `\n\nComments: ${input.comment}` : '';
    return {
      subject,
      text: `Hello ${name},\n\n${lines.join(' ')}${comment}\n\nSign in to the ${productName} to see your DHR reports.`,
    };
  },
};
