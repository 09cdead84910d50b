import { REPORT_SCREENS } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

/**
 * The report screens' calls (issue 27; spec 2 §7 "QEA, admin, coach report: reportType, fileType";
 * "organization employees, director report: reportType, organizationId, fileType"; "supervisor report:
 * reportType, fileType"). The paths are ours (the spec shows none): one call runs any screen's report.
 *
 * POST /api/reports/run answers either the CSV itself (200, text/csv, streamed from PostgreSQL's COPY,
 * named `{reportType}_{timestamp}.csv`) for a report that answers at once, or 202 with the run
 * (ZReportRun) for one that runs as a job; the run's progress is read with GET /api/reports/runs/:runId,
 * its file with GET /api/reports/runs/:runId/file once done, and its owner is notified when it is ready.
 * Running the same report with the same parameters while it is queued or running answers that run again
 * (202), never a second one.
 */
const id = z.number().int().positive().max(999_999_999_999);

export const ZReportScreen = z.enum(REPORT_SCREENS);

export const ZReportRunRequest = z
  .object({
    screen: ZReportScreen,
    /** The report's label without spaces (domain reportTypeOf). */
    reportType: zText().min(1).max(80),
    /** CSV only (spec 2 §5): 'pdf' is refused with 400 { errors: { fileType } }. */
    fileType: z.enum(['csv', 'pdf']).default('csv'),
    /** The agency (agency screen) or the directed organization (director screen); required there, else refused. */
    organizationId: id.optional(),
  })
  .strict();
export type TReportRunRequest = z.infer<typeof ZReportRunRequest>;

export const REPORT_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportRunStatus = (typeof REPORT_RUN_STATUSES)[number];

/** A report run as a job, as its owner sees it. */
export const ZReportRun = z
  .object({
    runId: id,
    screen: ZReportScreen,
    reportType: z.string(),
    /** The report's label as the screen lists it. */
    label: z.string(),
    /** The organization it was run for (agency and director reports), else null. */
    organizationName: z.string().nullable(),
    status: z.enum(REPORT_RUN_STATUSES),
    /** Rows written so far, and how many there are once counted (null before). */
    rowsDone: z.number().int().nonnegative(),
    rowsTotal: z.number().int().nonnegative().nullable(),
    /** ISO instants. */
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    /** The file's name once done, else null. */
    fileName: z.string().nullable(),
  })
  .strict();
export type TReportRun = z.infer<typeof ZReportRun>;

/** GET /api/reports/runs?screen=: the caller's runs of that screen, newest first (at most 20). */
export const ZReportRunsQuery = z.object({ screen: ZReportScreen }).strict();
export type TReportRunsQuery = z.infer<typeof ZReportRunsQuery>;
export const ZReportRunsResponse = z.array(ZReportRun);

export const ZReportRunParams = z.object({ runId: z.coerce.number().int().positive().max(999_999_999_999) });

/**
 * The workforce dashboard (issue 27, beyond the spec; 400, 500, AdminUser): the state's workforce in five
 * charts, each with its numbers. GET /api/workforce/summary answers every chart; GET
 * /api/workforce/export?chart= one chart's numbers as a de-identified CSV (counts under 10 written as
 * 'fewer than 10').
 */
export const WORKFORCE_CHARTS = [
  'professionalsByCounty',
  'professionalsByLevel',
  'trainingHoursByMonth',
  'verificationTurnaround',
  'registrationsVsSeats',
] as const;
export type WorkforceChart = (typeof WORKFORCE_CHARTS)[number];

export const ZWorkforceSummary = z
  .object({
    /** Professionals (holders of 100 with a confirmed account) by the county of their current workplace, else 'Unknown'. */
    professionalsByCounty: z.array(z.object({ county: z.string(), professionals: z.number().int() })),
    /** By career lattice level (tenants with the lattice; empty elsewhere). */
    professionalsByLevel: z.array(z.object({ level: z.string(), professionals: z.number().int() })),
    /** The last 12 months (YYYY-MM), the hours of training records dated in each. */
    trainingHoursByMonth: z.array(z.object({ month: z.string(), hours: z.number() })),
    /** The last 12 months: records verified in each, and the median and 90th percentile days from request to verification. */
    verificationTurnaround: z.array(
      z.object({
        month: z.string(),
        verified: z.number().int(),
        medianDays: z.number().nullable(),
        p90Days: z.number().nullable(),
      }),
    ),
    /** The last 12 months by the sessions' start: registrations held and seats offered. */
    registrationsVsSeats: z.array(
      z.object({ month: z.string(), registrations: z.number().int(), seats: z.number().int() }),
    ),
    /** When the aggregates were last computed (ISO). */
    refreshedAt: z.string(),
  })
  .strict();
export type TWorkforceSummary = z.infer<typeof ZWorkforceSummary>;

export const ZWorkforceExportQuery = z.object({ chart: z.enum(WORKFORCE_CHARTS) }).strict();
