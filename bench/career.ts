/**
 * The career lattice (issue 25): the placement of one person, and the recompute of everyone's placement after
 * a change of the tenant's requirements, each beside a floor measured in the same run.
 *
 * Where: DATABASE_URL's server, database SCALE_DATABASE (the state-scale data set of `npm run seed:scale`,
 * migrated and seeded with the tenant's requirements; left as found but for the placements it recomputes, to
 * the same values) or, without SCALE_DATABASE, DATABASE_URL's own database.
 *
 * 1. The placement of one person: what GET /api/career/placement does past authentication, in this process
 *    through the server's own modules: the requirements (one SELECT), the person's facts (the one query of
 *    career_lattice_facts over their training, education, certification and employment records) and the
 *    domain's placePerson (both placements with what is missing). BENCH_PEOPLE (300) people: half drawn at
 *    random among those with records, half the people with the most training records. p50 and p99 of each
 *    person's time. Floor: for the same people, one bare prepared statement through pg counting the same
 *    rows (four indexed counts by user_id): what reading the person's records costs at least. Target: p99
 *    under 20 ms.
 * 2. The recompute of everyone (the job `career-lattice-recompute` after PUT /api/career/requirements):
 *    recomputeAll, batches of 5,000 people by id, each one set-based statement (career_lattice_recompute):
 *    people per second. Floor: the same batches, one statement each that reads the same rows grouped per
 *    person (sum of hours, counts) and writes nothing. Target: at least 5,000 people a second.
 *
 * BENCH_RUNS (3) runs alternating product and floor after one warm-up of each; the figures are the median
 * of the runs. See bench/README.md.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { placePerson } from '../packages/domain/src/index.js';
import { createDatabase } from '../apps/server/src/db/database.js';
import { findFacts, findRequirements, recomputeAll } from '../apps/server/src/modules/career/index.js';
import { mark, median, percentile, positive } from './grid-support.js';
import { withDatabase } from './support.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scaleDatabase = process.env.SCALE_DATABASE;
const url = scaleDatabase ? withDatabase(serverUrl, scaleDatabase) : serverUrl;
const PEOPLE = positive('BENCH_PEOPLE', 300);
const RUNS = positive('BENCH_RUNS', 3);
const BATCH = 5000;

const db = createDatabase(url, { max: 2 });
const client = new pg.Client({ connectionString: url });

async function people(): Promise<number[]> {
  const half = Math.ceil(PEOPLE / 2);
  const heavy = await sql<{ id: string }>`
    select user_id as id from training_records group by user_id order by count(*) desc limit ${half}`.execute(
    db,
  );
  const random = await sql<{ id: string }>`
    select id from users tablesample system (5) where exists (select 1 from training_records t where t.user_id = users.id)
    limit ${PEOPLE - half}`.execute(db);
  return [...heavy.rows, ...random.rows].map((row) => Number(row.id));
}

async function placementTimes(ids: readonly number[]): Promise<number[]> {
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const [requirements, facts] = await Promise.all([findRequirements(db), findFacts(db, id)]);
    const placement = placePerson(requirements, facts);
    times.push(performance.now() - started);
    if (placement.all.level < 0) throw new Error('impossible level');
  }
  return times;
}

const FLOOR_ONE = {
  name: 'bench-career-floor-one',
  text: `select (select count(*) from training_records where user_id = $1) as t,
                (select count(*) from education_records where user_id = $1) as e,
                (select count(*) from certification_records where user_id = $1) as c,
                (select count(*) from employment_records where user_id = $1) as j`,
};

async function floorTimes(ids: readonly number[]): Promise<number[]> {
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    await client.query({ ...FLOOR_ONE, values: [id] });
    times.push(performance.now() - started);
  }
  return times;
}

/** Everyone, in the job's batches: people per second. */
async function recomputeRate(): Promise<{ people: number; rate: number }> {
  const started = performance.now();
  const count = await recomputeAll(db, BATCH);
  return { people: count, rate: count / ((performance.now() - started) / 1000) };
}

/** The floor of the recompute: the same batches, the same rows read and grouped per person, nothing written. */
async function floorRate(): Promise<{ people: number; rate: number }> {
  const started = performance.now();
  let after = 0;
  let count = 0;
  for (;;) {
    const result = await client.query<{ n: string; last: string | null }>(
      `with ids as (select id from users where id > $1 order by id limit $2),
            a as (select array(select id from ids) as ids)
       select (select count(*) from ids) as n, (select max(id) from ids) as last,
              (select count(*) from (
                 select user_id, sum(hours) from training_records, a where user_id = any(a.ids) group by user_id
                 union all select user_id, count(*) from education_records, a where user_id = any(a.ids) group by user_id
                 union all select user_id, count(*) from certification_records, a where user_id = any(a.ids) group by user_id
                 union all select user_id, count(*) from employment_records, a where user_id = any(a.ids) group by user_id
               ) x) as grouped`,
      [after, BATCH],
    );
    const row = result.rows[0]!;
    if (row.last === null) break;
    count += Number(row.n);
    after = Number(row.last);
  }
  return { people: count, rate: count / ((performance.now() - started) / 1000) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

try {
  await client.connect();
  const counts = await sql<{ users: string; training: string; levels: string; requirements: string }>`
    select (select count(*) from users) as users, (select count(*) from training_records) as training,
           (select count(*) from career_lattice_levels) as levels,
           (select count(*) from career_lattice_requirements) as requirements`.execute(db);
  const data = counts.rows[0]!;
  console.log(
    `Data: ${data.users} people, ${data.training} training records, ${data.levels} lattice levels claimed, ` +
      `${data.requirements} levels of requirements.`,
  );
  if (Number(data.requirements) !== 8) throw new Error('The database has no career lattice requirements.');
  const ids = await people();
  console.log(`Placement: ${ids.length} people (half the heaviest by training records).`);

  // Warm-up (not counted).
  await placementTimes(ids.slice(0, 20));
  await floorTimes(ids.slice(0, 20));

  const product: { p50: number; p99: number }[] = [];
  const floor: { p50: number; p99: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const times = await placementTimes(ids);
    product.push({ p50: percentile(times, 0.5), p99: percentile(times, 0.99) });
    const bare = await floorTimes(ids);
    floor.push({ p50: percentile(bare, 0.5), p99: percentile(bare, 0.99) });
  }
  const p50 = median(product.map((r) => r.p50));
  const p99 = median(product.map((r) => r.p99));
  console.log(
    `1. placement of one person: p50 ${ms(p50)}, p99 ${ms(p99)}  ` +
      `(floor: p50 ${ms(median(floor.map((r) => r.p50)))}, p99 ${ms(median(floor.map((r) => r.p99)))})  ` +
      `target p99 < 20 ms: ${mark(p99 < 20)}`,
  );

  await recomputeRate();
  await floorRate();
  const rates: number[] = [];
  const floors: number[] = [];
  let everyone = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const recomputed = await recomputeRate();
    everyone = recomputed.people;
    rates.push(recomputed.rate);
    floors.push((await floorRate()).rate);
  }
  const rate = median(rates);
  console.log(
    `2. recompute of everyone (${everyone} people, batches of ${BATCH}): ${Math.round(rate)} people/s  ` +
      `(floor, reading the same rows: ${Math.round(median(floors))} people/s)  ` +
      `target >= 5,000 people/s: ${mark(rate >= 5000)}`,
  );
  console.log(`Runs: ${RUNS}; each figure the median of the runs.`);
} finally {
  await client.end().catch(() => undefined);
  await db.destroy();
}
