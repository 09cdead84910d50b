import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { TReportRun, TReportRunRequest } from '@registry/contracts';
import {
  REPORT_SCREEN_INFO,
  REPORT_SCREEN_TEXTS,
  reportOptionOf,
  reportRunDecision,
  type ReportScreen,
  type RoleName,
} from '@registry/domain';
import { forbidden } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs.js';
import { recordsViewer } from '../../platform/person-records.js';
import type { AuthContext } from '../../platform/sessions.js';
import type { ReportScope } from './report-definition.js';
import {
  definitionOf,
  REPORT_RUN_QUEUE,
  reportFileName,
  reportStream,
  runReportJob,
  type ReportJobDeps,
} from './report-engine.js';
import {
  findSameRun,
  findRun,
  insertRun,
  listRuns,
  organizationExists,
  type ReportRunRow,
} from './reports.repository.js';

export type ReportsService = ReturnType<typeof createReportsService>;

/** How many of a screen's runs the screen lists. */
const RUNS_LISTED = 20;

/** A call's answer: the CSV itself (a 'now' report), or the run of a 'job' report (202). */
export type ReportRunAnswer =
  { kind: 'file'; fileName: string; body: Readable } | { kind: 'run'; run: TReportRun };

/** A file to send: its name, its bytes. */
export interface ReportFile {
  fileName: string;
  body: Readable;
}

/**
 * The report screens' calls (issue 27; docs/decisions/reports.md): run a report (its CSV at once, or a
 * job), a screen's runs, one run, a run's file. Who may run what is the domain's reportRunDecision; a run
 * is its owner's alone (anyone else gets 404).
 */
/** The payload of a REPORT_RUN_QUEUE job: the run to make. */
const ZReportJob = z.object({ runId: z.number().int().positive() });

export function createReportsService(deps: ReportJobDeps & { jobs: Jobs }) {
  const { db, tenant, clock, transaction, jobs, storage } = deps;

  const ready = jobs.handle(
    REPORT_RUN_QUEUE,
    async (batch) => {
      for (const data of batch) {
        // A job's payload is checked like any input: one that is not a run's id is logged and dropped.
        const parsed = ZReportJob.safeParse(data);
        if (!parsed.success) {
          deps.logger.error(
            { issues: parsed.error.issues.length },
            'A report job without a run id was dropped',
          );
          continue;
        }
        await runReportJob(deps, parsed.data.runId);
      }
    },
    1,
  );

  function runOf(row: ReportRunRow): TReportRun {
    return {
      runId: row.id,
      screen: row.screen,
      reportType: row.reportType,
      label: reportOptionOf(tenant, row.screen, row.reportType)?.label ?? row.reportType,
      organizationName: row.organizationName,
      status: row.status,
      rowsDone: row.rowsDone,
      rowsTotal: row.rowsTotal,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      fileName: row.status === 'done' ? row.fileName : null,
    };
  }

  /** The caller's own run, else 404 (another's, or none). */
  async function ownRun(auth: AuthContext, runId: number): Promise<ReportRunRow> {
    const row = await findRun(db, runId);
    if (row === undefined || row.userId !== auth.userId) throw notFound();
    return row;
  }

  return {
    ready,

    /**
     * POST /api/reports/run: the policy first (403 without the screen's claim, 404 for a report the screen
     * does not list or an organization out of reach, 400 for a missing or needless organization), then
     * 'pdf' refused (400). A 'now' report answers its CSV; a 'job' report is queued with its job in one
     * transaction, and the same run queued or running already is answered again rather than started twice.
     */
    async run(auth: AuthContext, request: TReportRunRequest): Promise<ReportRunAnswer> {
      const viewer = recordsViewer(auth);
      const decision = reportRunDecision(tenant, viewer, {
        screen: request.screen,
        reportType: request.reportType,
        organizationId: request.organizationId ?? null,
      });
      if (!decision.allowed) {
        if (decision.status === 403) throw forbidden();
        if (decision.status === 404) throw notFound();
        throw badRequest({ [decision.field]: decision.message });
      }
      if (request.fileType === 'pdf') throw badRequest({ fileType: REPORT_SCREEN_TEXTS.pdfUnavailable });
      const { organizationId } = decision;
      if (organizationId !== null && !(await organizationExists(db, organizationId))) throw notFound();
      const definition = definitionOf(request.screen, request.reportType);
      // A report the screen lists whose definition has not landed: as if not offered.
      if (definition === undefined) throw notFound();
      const now = clock.now();
      const activeRole = auth.activeRole as RoleName;
      if (definition.runs === 'now') {
        const scope: ReportScope = {
          tenant,
          viewer: { userId: auth.userId, activeRole },
          organizationId,
          now,
        };
        return {
          kind: 'file',
          fileName: reportFileName(request.reportType, scope),
          body: await reportStream(deps, definition, scope),
        };
      }
      const parameters = {
        userId: auth.userId,
        screen: request.screen,
        reportType: request.reportType,
        organizationId,
      };
      const inserted = await transaction(async (trx) => {
        const runId = await insertRun(trx, { ...parameters, activeRole, createdAt: now });
        if (runId !== undefined) await jobs.sendInTransaction(trx, REPORT_RUN_QUEUE, { runId });
        return runId;
      });
      // The same run was queued or running: that one (read once the other's transaction is over).
      const runId = inserted ?? (await findSameRun(db, parameters));
      const row = runId === undefined ? undefined : await findRun(db, runId);
      if (row === undefined) throw new Error('A report run was neither inserted nor found.');
      return { kind: 'run', run: runOf(row) };
    },

    /** GET /api/reports/runs?screen=: the caller's runs of the screen, newest first (the screen's claim). */
    async runs(auth: AuthContext, screen: ReportScreen): Promise<TReportRun[]> {
      if (!auth.claims.includes(REPORT_SCREEN_INFO[screen].claim)) throw forbidden();
      return (await listRuns(db, auth.userId, screen, RUNS_LISTED)).map(runOf);
    },

    /** GET /api/reports/runs/:runId: one of the caller's runs (its progress). */
    async one(auth: AuthContext, runId: number): Promise<TReportRun> {
      return runOf(await ownRun(auth, runId));
    },

    /** GET /api/reports/runs/:runId/file: a done run's CSV, for its owner. */
    async file(auth: AuthContext, runId: number): Promise<ReportFile> {
      const row = await ownRun(auth, runId);
      if (row.status !== 'done' || row.storageKey === null || row.fileName === null) throw notFound();
      const body = await storage.get(row.storageKey);
      if (body === undefined) throw notFound();
      return { fileName: row.fileName, body };
    },
  };
}
