import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The workforce dashboard's statements (docs/decisions/workforce.md): each chart's rows computed from the
 * records (the refresh job's work, or a first read's), and the stored rows (every read).
 */

/** A period of whole months in the tenant's zone: the months' keys (YYYY-MM), and their bounds. */
export interface MonthsPeriod {
  months: string[];
  /** The first month's first day and the day after the last month (YYYY-MM-DD, the tenant's dates). */
  from: string;
  to: string;
  timeZone: string;
}

/** One chart's stored rows, as computed: the counts behind each measure ride along for the export. */
export interface StoredChart {
  chart: string;
  rows: unknown;
  computedAt: Date;
}

/**
 * Professionals (holders of general role 100 with a confirmed account) by the county of their current
 * workplace: the organization of their latest current employment record (not disabled, not ended before
 * today), its county from the counties table, else as entered, else 'Unknown'. Largest first.
 */
export async function professionalsByCounty(
  db: Db,
  today: string,
  unknown: string,
): Promise<{ county: string; professionals: number }[]> {
  const result = await sql<{ county: string; professionals: number }>`
    with professionals as (
      select u.id
      from users u
      join user_general_roles g on g.user_id = u.id and g.role_name = '100'
      where u.is_confirmed
    ), workplace as (
      select distinct on (e.user_id) e.user_id, coalesce(c.name, nullif(btrim(o.county), '')) as county
      from employment_records e
      join professionals p on p.id = e.user_id
      join organizations o on o.id = e.organization_id
      left join counties c on c.fips = o.county_fips
      where e.disabled_at is null and (e.end_date is null or e.end_date >= ${today}::date)
      order by e.user_id, e.start_date desc nulls last, e.id desc
    )
    select coalesce(w.county, ${unknown}) as county, count(*)::int as professionals
    from professionals p
    left join workplace w on w.user_id = p.id
    group by 1
    order by professionals desc, county`.execute(db);
  return result.rows;
}

/**
 * Professionals by the career lattice level their verified records support (the stored placements:
 * career_lattice_placements.verified_level, 0 for none yet), level order.
 */
export async function professionalsByLevel(db: Db): Promise<{ level: number; professionals: number }[]> {
  const result = await sql<{ level: number; professionals: number }>`
    select p.verified_level::int as level, count(*)::int as professionals
    from career_lattice_placements p
    join users u on u.id = p.user_id and u.is_confirmed
    where exists (select 1 from user_general_roles g where g.user_id = p.user_id and g.role_name = '100')
    group by 1
    order by 1`.execute(db);
  return result.rows;
}

/** The hours of the training records (not disabled) dated in each month of the period, and their count. */
export async function trainingHoursByMonth(
  db: Db,
  period: MonthsPeriod,
): Promise<{ month: string; hours: number; records: number }[]> {
  const result = await sql<{ month: string; hours: string; records: number }>`
    select to_char(t.training_date, 'YYYY-MM') as month, coalesce(sum(t.hours), 0)::text as hours,
           count(*)::int as records
    from training_records t
    where t.training_date >= ${period.from}::date and t.training_date < ${period.to}::date
      and t.disabled_at is null
    group by 1`.execute(db);
  return result.rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}

/**
 * Each month's verifications (a record's Verified step in verification_actions, the Verification History,
 * in the tenant's zone) and the days from the request before it (the record's latest Requested step up to
 * the verification) to the verification: the median and the 90th percentile, to a tenth of a day, over
 * the verifications that followed a request (`timed`: a record verified without one has no turnaround).
 */
export async function verificationTurnaround(
  db: Db,
  period: MonthsPeriod,
): Promise<
  { month: string; verified: number; timed: number; medianDays: number | null; p90Days: number | null }[]
> {
  const result = await sql<{
    month: string;
    verified: number;
    timed: number;
    medianDays: string | null;
    p90Days: string | null;
  }>`
    select to_char(v.at at time zone ${period.timeZone}, 'YYYY-MM') as month,
           count(*)::int as verified,
           count(r.days)::int as timed,
           round((percentile_cont(0.5) within group (order by r.days))::numeric, 1)::text as "medianDays",
           round((percentile_cont(0.9) within group (order by r.days))::numeric, 1)::text as "p90Days"
    from verification_actions v
    left join lateral (
      select extract(epoch from v.at - q.at) / 86400.0 as days
      from verification_actions q
      where q.entity_type_id = v.entity_type_id and q.entity_id = v.entity_id
        and q.action_type = 'Requested' and q.at <= v.at
      order by q.at desc, q.id desc
      limit 1
    ) r on true
    where v.action_type = 'Verified'
      and v.at >= (${period.from}::date)::timestamp at time zone ${period.timeZone}
      and v.at < (${period.to}::date)::timestamp at time zone ${period.timeZone}
    group by 1`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    medianDays: row.medianDays === null ? null : Number(row.medianDays),
    p90Days: row.p90Days === null ? null : Number(row.p90Days),
  }));
}

/**
 * The sessions (not disabled) starting in each month of the period, by their wall time: the registrations
 * they hold (the seats taken, registered_count) and the seats they offer (capacity).
 */
export async function registrationsVsSeats(
  db: Db,
  period: MonthsPeriod,
): Promise<{ month: string; registrations: number; seats: number }[]> {
  const result = await sql<{ month: string; registrations: number; seats: number }>`
    select to_char(s.training_start, 'YYYY-MM') as month,
           coalesce(sum(s.registered_count), 0)::int as registrations,
           coalesce(sum(s.capacity), 0)::int as seats
    from course_sections s
    where s.training_start >= ${period.from}::timestamp and s.training_start < ${period.to}::timestamp
      and s.disabled_at is null
    group by 1`.execute(db);
  return result.rows;
}

/**
 * Runs the charts' statements in one read-only snapshot (repeatable read: every chart counts the same
 * moment) with PostgreSQL's JIT compilation off: on the state-scale data it spent longer compiling these
 * aggregates than running them (2.1 s of 4.2 s for the turnaround).
 */
export function inSnapshot<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      return work(trx);
    });
}

/** Writes every chart's rows with when they were computed, and clears the refresh that was queued. */
export async function storeCharts(
  db: Db,
  charts: readonly { chart: string; rows: unknown }[],
  computedAt: Date,
): Promise<void> {
  if (charts.length === 0) return;
  await db
    .insertInto('workforceAggregates')
    .values(charts.map(({ chart, rows }) => ({ chart, rows: JSON.stringify(rows), computedAt })))
    .onConflict((oc) =>
      oc.column('chart').doUpdateSet((eb) => ({
        rows: eb.ref('excluded.rows'),
        computedAt: eb.ref('excluded.computedAt'),
        refreshQueuedAt: null,
      })),
    )
    .execute();
}

/** The stored charts (one row each, read by the primary key). */
export async function findCharts(db: Db, charts: readonly string[]): Promise<StoredChart[]> {
  return db
    .selectFrom('workforceAggregates')
    .select(['chart', 'rows', 'computedAt'])
    .where('chart', 'in', [...charts])
    .execute();
}

/**
 * Claims the refresh of stale charts: marks them queued while they are still stale (computed before
 * `queuedSince`) unless a refresh was queued since then (one still waiting or running). True when this
 * caller won the claim and is to queue the job; a concurrent caller waits for the winner's commit and finds
 * the rows marked, or, when the refresh has already run and cleared the mark, fresh.
 */
export async function claimRefresh(trx: Db, now: Date, queuedSince: Date): Promise<boolean> {
  const claimed = await trx
    .updateTable('workforceAggregates')
    .set({ refreshQueuedAt: now })
    .where('computedAt', '<', queuedSince)
    .where((eb) => eb.or([eb('refreshQueuedAt', 'is', null), eb('refreshQueuedAt', '<', queuedSince)]))
    .returning('chart')
    .execute();
  return claimed.length > 0;
}
