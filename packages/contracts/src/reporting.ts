import { REPORT_ACTIONS, REPORT_RESPONSE, REPORT_STATUSES } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

/**
 * The DHR reports' calls (issue 24; spec 3 §7 "Report submit (reportId, comment) and report respond
 * (reportId, comment, status): POST /reporting/submit and /reporting/respond"; §9 455 approved, 456
 * declined). Reports themselves are written through form 25 and listed by the dhr-report grid.
 */
const id = z.number().int().positive().max(999_999_999_999);
const zComment = zText().trim().max(2000).nullable().optional();

/** POST /api/reporting/submit: the trainer submits their Draft or Declined report, with an optional comment. */
export const ZReportSubmitRequest = z.object({ reportId: id, comment: zComment }).strict();
export type TReportSubmitRequest = z.infer<typeof ZReportSubmitRequest>;

/**
 * POST /api/reporting/respond: a reviewer approves (455) or declines (456) a Submitted report; a decline
 * needs a comment (spec 3 §5), an approval takes an optional one.
 */
export const ZReportRespondRequest = z
  .object({
    reportId: id,
    comment: zComment,
    status: z.union([z.literal(REPORT_RESPONSE.Approved), z.literal(REPORT_RESPONSE.Declined)]),
  })
  .strict();
export type TReportRespondRequest = z.infer<typeof ZReportRespondRequest>;

/** What submit and respond answer: the report's new status and the note to show (spec 3 §4). */
export const ZReportAnswer = z.object({
  reportId: z.number(),
  status: z.enum(REPORT_STATUSES),
  message: z.string(),
});
export type TReportAnswer = z.infer<typeof ZReportAnswer>;

/** GET /api/reporting/comments?reportId=: the report's Review Comments, oldest first. */
export const ZReportCommentsQuery = z
  .object({ reportId: z.coerce.number().int().positive().max(999_999_999_999) })
  .strict();
export type TReportCommentsQuery = z.infer<typeof ZReportCommentsQuery>;

/** One step of a report's review: who, when (ISO 8601), what, and their comment. */
export const ZReportComment = z.object({
  id: z.number(),
  action: z.enum(REPORT_ACTIONS),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export const ZReportComments = z.array(ZReportComment);
export type TReportComment = z.infer<typeof ZReportComment>;
