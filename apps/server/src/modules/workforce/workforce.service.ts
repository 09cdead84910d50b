import { WORKFORCE_CHARTS, type TWorkforceSummary, type WorkforceChart } from '@registry/contracts';
import {
  dateInZone,
  deidentifiedCount,
  deidentifiedMeasure,
  mayViewWorkforce,
  WORKFORCE_CHART_TEXTS,
  WORKFORCE_UNKNOWN_COUNTY,
  workforceLevelLabel,
  type Tenant,
} from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../platform/app-types.js';
import { forbidden } from '../../platform/auth.js';
import { fileTimestamp, UTF8_BOM } from '../../platform/csv-export.js';
import type { Jobs } from '../../platform/jobs.js';
import type { AuthContext } from '../../platform/sessions.js';
import {
  claimRefresh,
  findCharts,
  inSnapshot,
  professionalsByCounty,
  professionalsByLevel,
  registrationsVsSeats,
  storeCharts,
  trainingHoursByMonth,
  verificationTurnaround,
  type MonthsPeriod,
} from './workforce.repository.js';

export type WorkforceService = ReturnType<typeof createWorkforceService>;

/** The queue of the job that recomputes the dashboard's charts. */
export const WORKFORCE_REFRESH_QUEUE = 'workforce-refresh';

/** How old the stored charts may be before a read queues their refresh (docs/decisions/workforce.md). */
export const WORKFORCE_FRESH_MS = 15 * 60 * 1000;

/**
 * Each chart's rows as stored: the summary's rows, with the count a measure was computed from where the
 * export needs it for the suppression (training hours: the month's records; the turnaround: the
 * verifications that followed a request).
 */
interface StoredRows {
  professionalsByCounty: TWorkforceSummary['professionalsByCounty'];
  professionalsByLevel: TWorkforceSummary['professionalsByLevel'];
  trainingHoursByMonth: (TWorkforceSummary['trainingHoursByMonth'][number] & { records: number })[];
  verificationTurnaround: (TWorkforceSummary['verificationTurnaround'][number] & { timed: number })[];
  registrationsVsSeats: TWorkforceSummary['registrationsVsSeats'];
}

interface Stored {
  charts: StoredRows;
  computedAt: Date;
}

/** The last 12 months in the tenant's zone, the current one last. */
export function lastTwelveMonths(now: Date, timeZone: string): MonthsPeriod {
  const [year, month] = dateInZone(now, timeZone).split('-').map(Number) as [number, number];
  const key = (offset: number) => {
    const index = year * 12 + (month - 1) + offset;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };
  const months = Array.from({ length: 12 }, (_, i) => key(i - 11));
  return { months, from: `${months[0]}-01`, to: `${key(1)}-01`, timeZone };
}

/** Every month of the period, in order, with its row or `empty` where the month had none. */
function everyMonth<R extends { month: string }>(
  period: MonthsPeriod,
  rows: readonly R[],
  empty: (month: string) => R,
): R[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return period.months.map((month) => byMonth.get(month) ?? empty(month));
}

/** Computes every chart from the records and stores them (the refresh job, a first read, after the demo seed). */
export async function computeWorkforceAggregates(db: Db, tenant: Tenant, now: Date): Promise<void> {
  const period = lastTwelveMonths(now, tenant.timeZone);
  const today = dateInZone(now, tenant.timeZone);
  // One after another in one snapshot: a refresh takes one connection, never the pool.
  const { byCounty, byLevel, hours, turnaround, seats } = await inSnapshot(db, async (trx) => ({
    byCounty: await professionalsByCounty(trx, today, WORKFORCE_UNKNOWN_COUNTY),
    byLevel: tenant.features.career ? await professionalsByLevel(trx) : [],
    hours: await trainingHoursByMonth(trx, period),
    turnaround: await verificationTurnaround(trx, period),
    seats: await registrationsVsSeats(trx, period),
  }));
  const charts: StoredRows = {
    professionalsByCounty: byCounty,
    professionalsByLevel: byLevel.map((row) => ({
      level: workforceLevelLabel(row.level),
      professionals: row.professionals,
    })),
    trainingHoursByMonth: everyMonth(period, hours, (month) => ({ month, hours: 0, records: 0 })),
    verificationTurnaround: everyMonth(period, turnaround, (month) => ({
      month,
      verified: 0,
      timed: 0,
      medianDays: null,
      p90Days: null,
    })),
    registrationsVsSeats: everyMonth(period, seats, (month) => ({ month, registrations: 0, seats: 0 })),
  };
  await storeCharts(
    db,
    WORKFORCE_CHARTS.map((chart) => ({ chart, rows: charts[chart] })),
    now,
  );
}

/** A CSV field: quoted when it must be, a text a spreadsheet would run as a formula prefixed with a quote. */
function csvField(value: string): string {
  const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(neutral) ? `"${neutral.replaceAll('"', '""')}"` : neutral;
}

/** A chart's numbers as the de-identified export writes them: counts under 10 and the measures behind them suppressed. */
function exportLines(chart: WorkforceChart, rows: StoredRows): string[][] {
  switch (chart) {
    case 'professionalsByCounty':
      return rows.professionalsByCounty.map((r) => [r.county, deidentifiedCount(r.professionals)]);
    case 'professionalsByLevel':
      return rows.professionalsByLevel.map((r) => [r.level, deidentifiedCount(r.professionals)]);
    case 'trainingHoursByMonth':
      return rows.trainingHoursByMonth.map((r) => [r.month, deidentifiedMeasure(r.hours, r.records)]);
    case 'verificationTurnaround':
      return rows.verificationTurnaround.map((r) => [
        r.month,
        deidentifiedCount(r.verified),
        deidentifiedMeasure(r.medianDays, r.timed),
        deidentifiedMeasure(r.p90Days, r.timed),
      ]);
    case 'registrationsVsSeats':
      return rows.registrationsVsSeats.map((r) => [
        r.month,
        deidentifiedCount(r.registrations),
        deidentifiedCount(r.seats),
      ]);
  }
}

/**
 * The workforce dashboard (issue 27, beyond the spec; docs/decisions/workforce.md): every chart read from
 * the stored aggregates (one row per chart by its key), refreshed by a job when older than 15 minutes.
 * Managers and administrators only (domain mayViewWorkforce); anyone else 403.
 */
export function createWorkforceService(deps: AppDeps & { jobs: Jobs }) {
  const { db, transaction, clock, tenant, jobs } = deps;

  /** The job: every chart recomputed and stored (one at a time; the reads queue it). */
  const ready = jobs.handle(
    WORKFORCE_REFRESH_QUEUE,
    async () => {
      await computeWorkforceAggregates(db, tenant, clock.now());
    },
    1,
  );

  function requireViewer(auth: AuthContext): void {
    if (!mayViewWorkforce(auth)) throw forbidden();
  }

  async function read(): Promise<Stored | undefined> {
    const found = await findCharts(db, WORKFORCE_CHARTS);
    if (found.length < WORKFORCE_CHARTS.length) return undefined;
    const byChart = new Map(found.map((row) => [row.chart, row.rows]));
    const computedAt = new Date(Math.min(...found.map((row) => row.computedAt.getTime())));
    return {
      charts: Object.fromEntries(
        WORKFORCE_CHARTS.map((chart) => [chart, byChart.get(chart)]),
      ) as unknown as StoredRows,
      computedAt,
    };
  }

  /**
   * The stored charts as they are: computed inline the first time ever; when older than 15 minutes the
   * refresh is queued (once among all servers until it has run) and the stored ones answered at once.
   */
  async function current(): Promise<Stored> {
    const stored = await read();
    const now = clock.now();
    if (stored === undefined) {
      await computeWorkforceAggregates(db, tenant, now);
      const computed = await read();
      if (computed === undefined) throw new Error('The workforce aggregates were not stored');
      return computed;
    }
    if (now.getTime() - stored.computedAt.getTime() > WORKFORCE_FRESH_MS) {
      const queuedSince = new Date(now.getTime() - WORKFORCE_FRESH_MS);
      await transaction(async (trx) => {
        if (await claimRefresh(trx, now, queuedSince))
          await jobs.sendInTransaction(trx, WORKFORCE_REFRESH_QUEUE, { requestedAt: now.toISOString() });
      });
    }
    return stored;
  }

  return {
    ready,

    /** GET /api/workforce/summary: every chart's numbers, as stored, and when they were computed. */
    async summary(auth: AuthContext): Promise<TWorkforceSummary> {
      requireViewer(auth);
      const { charts, computedAt } = await current();
      return {
        professionalsByCounty: charts.professionalsByCounty,
        professionalsByLevel: charts.professionalsByLevel,
        trainingHoursByMonth: charts.trainingHoursByMonth.map(({ month, hours }) => ({ month, hours })),
        verificationTurnaround: charts.verificationTurnaround.map(
          ({ month, verified, medianDays, p90Days }) => ({
            month,
            verified,
            medianDays,
            p90Days,
          }),
        ),
        registrationsVsSeats: charts.registrationsVsSeats,
        refreshedAt: computedAt.toISOString(),
      };
    },

    /**
     * GET /api/workforce/export?chart=: one chart's numbers as a de-identified CSV (UTF-8 with a byte
     * order mark, a header row), named after the chart and the time.
     */
    async exportChart(auth: AuthContext, chart: WorkforceChart): Promise<{ fileName: string; body: Buffer }> {
      requireViewer(auth);
      const { charts } = await current();
      const texts = WORKFORCE_CHART_TEXTS[chart];
      const lines = [[...texts.columns], ...exportLines(chart, charts)];
      const csv = lines.map((line) => line.map(csvField).join(',')).join('\n') + '\n';
      return {
        fileName: `${texts.fileName}_${fileTimestamp(clock.now(), tenant)}.csv`,
        body: Buffer.concat([UTF8_BOM, Buffer.from(csv, 'utf8')]),
      };
    },
  };
}
