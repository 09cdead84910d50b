import { Transform, type Readable } from 'node:stream';
import {
  escapeHtml,
  REPORT_SCREEN_INFO,
  REPORT_SCREEN_TEXTS,
  reportOptionOf,
  reportTypeOf,
  type ReportScreen,
} from '@registry/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { AppDeps } from '../../platform/app-types.js';
import { exportValue, fileTimestamp, headerAlias } from '../../platform/csv-export.js';
import type { Deliveries } from '../../platform/deliveries.js';
import { storageKey, type FileStorage, type StagedFile } from '../../platform/file-storage.js';
import { REPORT_DEFINITIONS } from './definitions/index.js';
import type { ReportDefinition, ReportScope } from './report-definition.js';
import {
  countRows,
  failRun,
  findRun,
  finishRun,
  reportCsv,
  setRowsDone,
  setRowsTotal,
  startRun,
} from './reports.repository.js';

/** The pg-boss queue of the reports that run as jobs. */
export const REPORT_RUN_QUEUE = 'report-run';

/** How often a running job writes its progress (rows_done). */
const PROGRESS_MS = 1000;

/** The definition of a screen's report by its reportType; undefined when there is none. */
export const definitionOf = (screen: ReportScreen, reportType: string): ReportDefinition | undefined =>
  REPORT_DEFINITIONS.find(
    (definition) => definition.screen === screen && reportTypeOf(definition.label) === reportType,
  );

/**
 * `select <columns> from <source> order by <order>`: each column as the CSV writes it (text cells
 * formula-neutralised, dates MM/DD/YYYY, instants in the tenant's zone with their time), named by its
 * header (COPY's header line).
 */
export function reportQuery(definition: ReportDefinition, scope: ReportScope): RawBuilder<unknown> {
  const select = definition
    .columns(scope)
    .map(
      (column) =>
        sql`${exportValue(
          { type: column.type, sql: column.sql, showTime: column.type === 'datetime' },
          scope.tenant.timeZone,
          { escapeFormulas: true },
        )} as ${headerAlias(column.header)}`,
    );
  return sql`select ${sql.join(select)} from ${definition.source(scope)} order by ${definition.order(scope)}`;
}

/** The file's name: the reportType and the time stamp of the run in the tenant's zone. */
export const reportFileName = (reportType: string, scope: Pick<ReportScope, 'tenant' | 'now'>): string =>
  `${reportType}_${fileTimestamp(scope.now, scope.tenant)}.csv`;

/** The CSV of a report, streamed as PostgreSQL writes it (a 'now' report's answer). */
export function reportStream(deps: Pick<AppDeps, 'db'>, definition: ReportDefinition, scope: ReportScope) {
  return reportCsv(deps.db, reportQuery(definition, scope));
}

/**
 * Counts the lines that pass (the rows written, the header line included; a cell holding a line break
 * counts twice, which the stored progress clamps to the total) and calls `progress` at most every second.
 */
function lineCounter(progress: (lines: number) => void): Transform {
  let lines = 0;
  let last = Date.now();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      const now = Date.now();
      if (now - last >= PROGRESS_MS) {
        last = now;
        progress(lines);
      }
      callback(null, chunk);
    },
  });
}

export interface ReportJobDeps extends AppDeps {
  deliveries: Deliveries;
  storage: FileStorage;
  logger: FastifyBaseLogger;
}

/**
 * Runs a queued report (the job of REPORT_RUN_QUEUE): marks it running, counts its rows (rows_total),
 * streams the COPY into the file storage with its progress about once a second (rows_done), then marks it
 * done with its file and notifies its owner; on any failure marks it failed (the error logged, without the
 * statement) and tells its owner to run it again. A run already over (a retried job) is left as it is.
 */
export async function runReportJob(deps: ReportJobDeps, runId: number): Promise<void> {
  const { db, tenant, clock, transaction, deliveries, storage, logger } = deps;
  const run = await findRun(db, runId);
  if (run === undefined || !(await startRun(db, runId))) return;
  const label = reportOptionOf(tenant, run.screen, run.reportType)?.label ?? run.reportType;
  const route = `/dashboard/${REPORT_SCREEN_INFO[run.screen].path}`;
  let staged: StagedFile | undefined;
  try {
    const definition = definitionOf(run.screen, run.reportType);
    if (definition === undefined) throw new Error(`No definition of ${run.screen} ${run.reportType}.`);
    const scope: ReportScope = {
      tenant,
      viewer: { userId: run.userId, activeRole: run.activeRole as ReportScope['viewer']['activeRole'] },
      organizationId: run.organizationId,
      now: run.createdAt,
    };
    await setRowsTotal(db, runId, await countRows(db, definition.source(scope)));
    // Progress writes one after another, never two at once; the last one is awaited before the end.
    let writes = Promise.resolve();
    const counter = lineCounter((lines) => {
      writes = writes.then(() => setRowsDone(db, runId, Math.max(lines - 1, 0))).catch(() => undefined);
    });
    const csv: Readable = await reportStream(deps, definition, scope);
    csv.on('error', (error) => counter.destroy(error));
    staged = await storage.stage(csv.pipe(counter));
    await writes;
    const key = storageKey();
    await staged.keep(key);
    staged = undefined;
    await transaction(async (trx) => {
      await finishRun(trx, runId, {
        storageKey: key,
        fileName: reportFileName(run.reportType, scope),
        finishedAt: clock.now(),
      });
      await deliveries.notify(trx, [run.userId], {
        subject: REPORT_SCREEN_TEXTS.readySubject,
        body: `<p>${escapeHtml(REPORT_SCREEN_TEXTS.ready(label))}</p>`,
        route,
        linkText: 'Open Reports',
      });
    });
  } catch (error) {
    await staged?.discard();
    const message = error instanceof Error ? error.message : String(error);
    logger.error(
      { err: { message }, runId, screen: run.screen, reportType: run.reportType },
      'A report failed',
    );
    await transaction(async (trx) => {
      await failRun(trx, runId, message.slice(0, 500), clock.now());
      await deliveries.notify(trx, [run.userId], {
        subject: REPORT_SCREEN_TEXTS.failed(label),
        body: `<p>${escapeHtml(REPORT_SCREEN_TEXTS.failed(label))}</p>`,
        route,
        linkText: 'Open Reports',
      });
    });
  }
}
