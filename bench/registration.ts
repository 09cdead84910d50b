/**
 * Registration under contention (issue 23), on the state-scale database (npm run seed:scale: its training
 * sessions and enrollments), against TWO built servers on it (two processes, one database):
 *
 * 1. A popular free session opens: a fresh session with BENCH_SEATS (20) seats and a BENCH_WAITLIST (1,000)
 *    place waitlist, and BENCH_REGISTRANTS (500) fresh professionals of its region, signed in, each
 *    pressing Register at the same moment: 500 concurrent POST /api/enrollment/register, half on each
 *    server. Then every one answered 4 (waitlist offered) takes it: concurrent POST /api/enrollment/waitlist.
 *    Asserted: exactly 20 answered 1 and 20 rows Registered, the other 480 answered 4, the waitlist
 *    positions exactly 1..480 (no gap, no repeat), and the session's row says registered_count 20 and
 *    waitlisted_count 480. Printed: p50 and p99 of each call, from the moment all were sent. Target: p99
 *    under 200 ms.
 *    Floor: the bare transaction through pg (BEGIN, the same INSERT of the enrollment, the same conditional
 *    UPDATE of the session's row, COMMIT; for the waitlist also the enrollment's place in line), the 500 sent
 *    at once to a pool of BENCH_FLOOR_CLIENTS (20: the two servers' pools together, the most connections the
 *    product itself brings to PostgreSQL), on a session of its own.
 *    BENCH_RUNS (3) runs, each on fresh sessions, alternating product and floor after one warm-up run of
 *    each; the figures are the median of the runs.
 * 2. The read targets at 10 concurrent users (autocannon, as bench/users.ts), each beside its floor (the
 *    statements the call's service sends, captured once and replayed through pg from 10 clients):
 *    Calendar month (GET /api/enrollment/calendarevents, a month's grid of a professional of the data set in
 *    the region with the most open sessions) and Search Training (GET /api/coursesection/trainingsearch by
 *    the commonest word of the open sessions' course names, and by the commonest core knowledge area).
 *    Target: p99 under 50 ms.
 *
 * The professionals' sessions are written straight into the database and their tokens signed with the
 * servers' secret (500 sign-ins would measure argon2). Everything the bench adds (its trainer, course,
 * sessions, professionals and their enrollments, notifications and jobs) is removed at the end.
 * See bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import {
  FormId,
  getTenant,
  regionOfCounty,
  tenantCounties,
  wallTimeIn,
  type TenantCode,
} from '../packages/domain/src/index.js';
import {
  CONNECTION_OPTIONS,
  createDatabase,
  pgPool,
  type Database,
  type Db,
} from '../apps/server/src/db/database.js';
import { createCatalogueService } from '../apps/server/src/modules/enrollment/index.js';
import type { AuthContext } from '../apps/server/src/platform/sessions.js';
import { mark, median, percentile, positive } from './grid-support.js';
import { call, createTrainingBench, quiet, type Server } from './training-support.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the state-scale database (npm run seed:scale).');
const tenantCode = (process.env.REGISTRY_TENANT ?? 'al') as TenantCode;
const tenant = getTenant(tenantCode);
const REGISTRANTS = positive('BENCH_REGISTRANTS', 500);
const SEATS = positive('BENCH_SEATS', 20);
const WAITLIST = positive('BENCH_WAITLIST', 1000);
const RUNS = positive('BENCH_RUNS', 3);
const FLOOR_CLIENTS = positive('BENCH_FLOOR_CLIENTS', 20);
const USERS = positive('BENCH_CONNECTIONS', 10);
const WARMUP_S = positive('BENCH_WARMUP', 3);
const DURATION_S = positive('BENCH_DURATION', 10);
/** BENCH_ONLY=contention or reads: one part alone. */
const ONLY = process.env.BENCH_ONLY;
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
const REGISTER_P99_MS = 200;
const READ_P99_MS = 50;
const bench = createTrainingBench({ databaseUrl, tenant, name: 'registration' });
const TAG = bench.tag;
const DAY_MS = 86_400_000;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Registrant {
  id: number;
  token: string;
}

/** A fresh session of the bench's course: `seats` seats, `waitlist` places, open now, in `region`. */
async function addSession(db: Db, trainerId: number, region: string | null, name: string): Promise<number> {
  const start = wallTimeIn(new Date(Date.now() + 30 * DAY_MS), tenant.timeZone).slice(0, 10);
  const row = await db
    .insertInto('courseSections')
    .values({
      courseId: bench.added.courses[0]!,
      userId: trainerId,
      formId: FormId.CourseSection,
      formVersion: 1,
      sectionName: `${TAG} ${name}`,
      trainingStart: `${start} 09:00:00`,
      trainingEnd: `${start} 12:00:00`,
      regStart: null,
      regDeadline: null,
      timeZone: tenant.timeZone,
      region,
      locationName: 'Bench Hall',
      capacity: SEATS,
      waitlistCapacity: WAITLIST,
      coreKnowledgeArea: [],
      deliveryMethod: 'classroom',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

interface Contention {
  register: number[];
  waitlist: number[];
  /** From the first request sent to the last answer. */
  registerWallMs: number;
  waitlistWallMs: number;
  failures: string[];
  summary: string;
}

/** What the database says of the session afterwards, against what must hold. */
async function checkSession(
  db: Db,
  sessionId: number,
  registeredAnswers: number,
  offered: number,
  positions: number[],
): Promise<{ failures: string[]; summary: string }> {
  const failures: string[] = [];
  const row = (
    await sql<{ registeredCount: number; waitlistedCount: number; waitlistSeq: number }>`
      select registered_count as "registeredCount", waitlisted_count as "waitlistedCount", waitlist_seq as "waitlistSeq"
        from course_sections where id = ${sessionId}`.execute(db)
  ).rows[0]!;
  const rows = (
    await sql<{
      registered: number;
      waitlisted: number;
      seqs: number;
      minSeq: number | null;
      maxSeq: number | null;
      people: number;
      total: number;
    }>`
      select count(*) filter (where status = 'Registered')::int as registered,
             count(*) filter (where status = 'Waitlisted')::int as waitlisted,
             count(distinct waitlist_seq) filter (where status = 'Waitlisted')::int as seqs,
             min(waitlist_seq) filter (where status = 'Waitlisted') as "minSeq",
             max(waitlist_seq) filter (where status = 'Waitlisted') as "maxSeq",
             count(distinct user_id)::int as people, count(*)::int as total
        from enrollments where course_section_id = ${sessionId}`.execute(db)
  ).rows[0]!;
  const expectSeats = Math.min(SEATS, REGISTRANTS);
  const expectWaiting = Math.min(REGISTRANTS - expectSeats, WAITLIST);
  const check = (ok: boolean, text: string) => {
    if (!ok) failures.push(text);
  };
  check(
    registeredAnswers === expectSeats,
    `${registeredAnswers} answered 1 (registered), not ${expectSeats}`,
  );
  check(
    offered === REGISTRANTS - expectSeats,
    `${offered} answered 4 (waitlist offered), not ${REGISTRANTS - expectSeats}`,
  );
  check(rows.registered === expectSeats, `${rows.registered} enrollments Registered, not ${expectSeats}`);
  check(row.registeredCount === expectSeats, `registered_count ${row.registeredCount}, not ${expectSeats}`);
  check(rows.waitlisted === expectWaiting, `${rows.waitlisted} enrollments Waitlisted, not ${expectWaiting}`);
  check(
    row.waitlistedCount === expectWaiting,
    `waitlisted_count ${row.waitlistedCount}, not ${expectWaiting}`,
  );
  check(rows.total === rows.people, `${rows.total} enrollments for ${rows.people} people`);
  const sorted = [...positions].sort((a, b) => a - b);
  const gaps = sorted.filter((position, index) => position !== index + 1).length;
  check(
    positions.length === expectWaiting && gaps === 0,
    `waitlist positions: ${positions.length} answered, ${gaps} out of 1..${expectWaiting} (first ${sorted.slice(0, 5).join(', ')}, last ${sorted.slice(-3).join(', ')})`,
  );
  check(
    rows.seqs === expectWaiting &&
      (expectWaiting === 0 || (Number(rows.minSeq) === 1 && Number(rows.maxSeq) === expectWaiting)),
    `waitlist_seq of the waitlisted: ${rows.seqs} distinct, ${rows.minSeq}..${rows.maxSeq}`,
  );
  const summary =
    `answered 1: ${registeredAnswers}, 4: ${offered}; Registered rows ${rows.registered}, Waitlisted rows ${rows.waitlisted}; ` +
    `row registered_count ${row.registeredCount}, waitlisted_count ${row.waitlistedCount}, waitlist_seq ${row.waitlistSeq}; ` +
    `positions ${sorted[0] ?? '-'}..${sorted.at(-1) ?? '-'} (${new Set(sorted).size} distinct of ${sorted.length})`;
  return { failures, summary };
}

/** The product: every registrant presses Register at once, half on each server; then the offered take the waitlist. */
async function productRun(
  db: Db,
  servers: Server[],
  registrants: Registrant[],
  sessionId: number,
): Promise<Contention> {
  const serverOf = (index: number) => servers[index % servers.length]!;
  // Each registrant's connection is open before the moment (a page showing the session).
  await Promise.all(registrants.map((_, index) => call(serverOf(index), 'GET', '/api/health', null)));
  await quiet(db);
  const failures: string[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    registrants.map(async (registrant, index) => {
      const response = await call(serverOf(index), 'POST', '/api/enrollment/register', registrant.token, {
        courseSectionId: sessionId,
        userId: registrant.id,
      });
      return { index, ms: performance.now() - started, ...response };
    }),
  );
  const registerWallMs = performance.now() - started;
  for (const answer of answers.filter((a) => a.status !== 200).slice(0, 5))
    failures.push(`register answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const result = (answer: (typeof answers)[number]) => (answer.body as { result?: number } | null)?.result;
  const offered = answers.filter((answer) => answer.status === 200 && result(answer) === 4);
  const others = answers.filter((answer) => answer.status === 200 && ![1, 4].includes(result(answer) ?? 0));
  if (others.length > 0)
    failures.push(`${others.length} answered another code: ${JSON.stringify(others[0]!.body)}`);

  await Promise.all(offered.map((answer) => call(serverOf(answer.index), 'GET', '/api/health', null)));
  await quiet(db);
  const waitStarted = performance.now();
  const waits = await Promise.all(
    offered.map(async ({ index }) => {
      const response = await call(
        serverOf(index),
        'POST',
        '/api/enrollment/waitlist',
        registrants[index]!.token,
        {
          courseSectionId: sessionId,
          userId: registrants[index]!.id,
        },
      );
      return { ms: performance.now() - waitStarted, ...response };
    }),
  );
  const waitlistWallMs = performance.now() - waitStarted;
  for (const wait of waits.filter((w) => w.status !== 200).slice(0, 5))
    failures.push(`waitlist answered ${wait.status}: ${JSON.stringify(wait.body)}`);
  const positions = waits
    .filter((wait) => wait.status === 200)
    .map((wait) => (wait.body as { result: number }).result);
  const checked = await checkSession(
    db,
    sessionId,
    answers.filter((answer) => answer.status === 200 && result(answer) === 1).length,
    offered.length,
    positions,
  );
  return {
    register: answers.map((answer) => answer.ms),
    waitlist: waits.map((wait) => wait.ms),
    registerWallMs,
    waitlistWallMs,
    failures: [...failures, ...checked.failures],
    summary: checked.summary,
  };
}

// The floor's statements: the registration repository's INSERT and conditional UPDATEs, word for word.
const INSERT_ENROLLMENT = `
  insert into enrollments (course_section_id, user_id, organization_id, form_id, form_version, status, comment,
                           enrolled_by, created_at, updated_at)
  values ($1, $2, $3, ${FormId.Enrollment}, 1, $4, null, $2, $5, $5)
  on conflict (course_section_id, user_id) where status in ('Registered', 'Waitlisted', 'Pending Approval')
  do nothing
  returning id`;
const TAKE_SEAT = `
  update course_sections set registered_count = registered_count + 1, has_had_enrollments = true, updated_at = $2
  where id = $1 and registered_count < capacity`;
const TAKE_WAITLIST_PLACE = `
  update course_sections set waitlisted_count = waitlisted_count + 1, waitlist_seq = waitlist_seq + 1,
    has_had_enrollments = true, updated_at = $2
  where id = $1 and waitlisted_count < waitlist_capacity
  returning waitlist_seq as seq, waitlisted_count as position`;
const SET_WAITLIST_SEQ = `update enrollments set waitlist_seq = $2 where id = $1`;

/** The floor: the bare transactions through pg, all sent at once to a pool of FLOOR_CLIENTS connections. */
async function floorRun(
  db: Db,
  pool: pg.Pool,
  registrants: Registrant[],
  organizationOf: (index: number) => number,
  sessionId: number,
): Promise<Contention> {
  const transaction = async <T>(
    work: (client: pg.PoolClient) => Promise<T | undefined>,
  ): Promise<T | undefined> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query(result === undefined ? 'rollback' : 'commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  await quiet(db);
  const started = performance.now();
  const answers = await Promise.all(
    registrants.map(async (registrant, index) => {
      const now = new Date();
      const taken = await transaction(async (client) => {
        const inserted = await client.query(INSERT_ENROLLMENT, [
          sessionId,
          registrant.id,
          organizationOf(index),
          'Registered',
          now,
        ]);
        if (inserted.rowCount !== 1) return 2;
        const seat = await client.query(TAKE_SEAT, [sessionId, now]);
        return seat.rowCount === 1 ? 1 : undefined;
      });
      return { index, result: taken ?? 4, ms: performance.now() - started };
    }),
  );
  const registerWallMs = performance.now() - started;
  const offered = answers.filter((answer) => answer.result === 4);
  await quiet(db);
  const waitStarted = performance.now();
  const waits = await Promise.all(
    offered.map(async ({ index }) => {
      const now = new Date();
      const position = await transaction(async (client) => {
        const inserted = await client.query<{ id: string }>(INSERT_ENROLLMENT, [
          sessionId,
          registrants[index]!.id,
          organizationOf(index),
          'Waitlisted',
          now,
        ]);
        if (inserted.rowCount !== 1) return -2;
        const place = await client.query<{ seq: number; position: number }>(TAKE_WAITLIST_PLACE, [
          sessionId,
          now,
        ]);
        if (place.rowCount !== 1) return undefined;
        await client.query(SET_WAITLIST_SEQ, [inserted.rows[0]!.id, place.rows[0]!.seq]);
        return place.rows[0]!.position;
      });
      return { position: position ?? -3, ms: performance.now() - waitStarted };
    }),
  );
  const waitlistWallMs = performance.now() - waitStarted;
  const checked = await checkSession(
    db,
    sessionId,
    answers.filter((answer) => answer.result === 1).length,
    offered.length,
    waits.map((wait) => wait.position),
  );
  return {
    register: answers.map((answer) => answer.ms),
    waitlist: waits.map((wait) => wait.ms),
    registerWallMs,
    waitlistWallMs,
    failures: checked.failures,
    summary: checked.summary,
  };
}

interface Statement {
  text: string;
  values: readonly unknown[];
}
interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * A Kysely over `url` that writes down every statement it runs (the floor's statements), on a pool of the
 * server's own (its type parsers: wall times read as text, as the service expects).
 */
function capturingDb(url: string, captured: CompiledQuery[]): { db: Db; close: () => Promise<void> } {
  const owner = createDatabase(url, { max: 2 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pgPool(owner) }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  }) as unknown as Db;
  return { db, close: () => owner.destroy() };
}

async function measureProduct(
  server: Server,
  token: string,
  path: string,
  seconds: number,
): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon({
    url: server.url,
    connections: USERS,
    duration: seconds,
    requests: [{ method: 'GET', path, headers: { authorization: `Bearer ${token}` } }],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) times.push(responseTime);
  });
  const result = await instance;
  if (result.non2xx + result.errors + result.timeouts > 0)
    throw new Error(
      `${path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts.`,
    );
  return { perSecond: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function measureFloor(pool: pg.Pool, statements: Statement[], seconds: number): Promise<Figures> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < end) {
          const start = performance.now();
          for (const statement of statements) await client.query(statement.text, [...statement.values]);
          times.push(performance.now() - start);
        }
      } finally {
        client.release();
      }
    }),
  );
  return { perSecond: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

interface ReadCall {
  label: string;
  path: string;
  service: (db: Db, auth: AuthContext) => Promise<unknown>;
}

/** What a read answers, to compare the product with its service: the sessions' ids (and the total). */
function idsOf(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map((event: { id: number }) => event.id);
  const search = answer as { total: number; items: { id: number }[] };
  return { total: search.total, ids: search.items.map((item) => item.id) };
}

/** Midnight-to-midnight days of a month's grid as the calendar asks for it: six weeks from the Sunday before the 1st. */
function monthGrid(firstOfMonth: string): { start: string; end: string } {
  const first = new Date(`${firstOfMonth}T00:00:00Z`);
  const start = new Date(first.getTime() - first.getUTCDay() * DAY_MS);
  const end = new Date(start.getTime() + 42 * DAY_MS);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

async function main(): Promise<void> {
  const db = createDatabase(databaseUrl!, { max: 12 });
  const temp = mkdtempSync(join(tmpdir(), 'registry-bench-registration-'));
  const servers: Server[] = [];
  const floorPool = new pg.Pool({ connectionString: databaseUrl, max: FLOOR_CLIENTS });
  // The reads' floor: the server's connection settings (JIT off), its statements.
  const readPool = new pg.Pool({ connectionString: databaseUrl, max: USERS, options: CONNECTION_OPTIONS });
  const captured: CompiledQuery[] = [];
  const capture = capturingDb(databaseUrl!, captured);
  let failed = false;
  try {
    const data = (
      await sql<{ people: number; sessions: number; open: number; enrollments: number; version: string }>`
        select (select count(*) from users)::int as people, (select count(*) from course_sections)::int as sessions,
               (select count(*) from course_sections where not record_is_locked and disabled_at is null
                  and training_end > localtimestamp)::int as open,
               (select count(*) from enrollments)::int as enrollments, version() as version`.execute(db)
    ).rows[0]!;
    console.log(
      `Data: ${data.people.toLocaleString('en-US')} people, ${data.sessions.toLocaleString('en-US')} training sessions ` +
        `(${data.open.toLocaleString('en-US')} open), ${data.enrollments.toLocaleString('en-US')} enrollments; ${data.version.split(' on ')[0]}.`,
    );
    if (data.sessions < 100)
      throw new Error('The database has no training catalogue: seed it with npm run seed:scale.');

    // The month after this one, and the region with the most open sessions in it (al; elsewhere none).
    const today = wallTimeIn(new Date(), tenant.timeZone).slice(0, 10);
    const nextMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1))
      .toISOString()
      .slice(0, 10);
    const grid = monthGrid(nextMonth);
    const regionCounties = new Map<string, string[]>();
    for (const county of tenantCounties(tenant)) {
      const region = regionOfCounty(tenant, county.fips);
      if (region !== null) regionCounties.set(region, [...(regionCounties.get(region) ?? []), county.fips]);
    }
    const busiest = (
      await sql<{ region: string | null; n: number }>`
        select region, count(*)::int as n from course_sections
         where disabled_at is null and not record_is_locked
           and training_start < ${grid.end}::timestamp and training_end >= ${grid.start}::timestamp
         group by 1 order by (region is null), n desc limit 1`.execute(db)
    ).rows[0];
    const region = tenant.code === 'al' ? (busiest?.region ?? null) : null;
    const counties =
      region === null ? tenantCounties(tenant).map((c) => c.fips) : regionCounties.get(region)!;
    const organizations = (
      await sql<{ id: number; name: string; countyFips: string }>`
        select id, name, county_fips as "countyFips" from organizations
         where county_fips = any(${counties}::text[]) and kind = 'facility' order by id limit 50`.execute(db)
    ).rows.map((row) => ({ ...row, id: Number(row.id) }));
    if (organizations.length === 0) throw new Error(`No organization in region ${region}.`);
    const organizationOf = (index: number) => organizations[index % organizations.length]!.id;

    // The bench's trainer, course and professionals (all removed at the end).
    const [trainerId] = await bench.addUsers(
      db,
      1,
      tenant.generalRoles.includes('250') ? '250' : '500',
      'trainer',
    );
    await bench.addCourse(db, trainerId!, 'Popular Free Training');
    const ids = await bench.addUsers(db, REGISTRANTS, '100', 'professional');
    await db
      .insertInto('employmentRecords')
      .values(
        ids.map((userId, index) => {
          const organization = organizations[index % organizations.length]!;
          return {
            userId,
            organizationId: organization.id,
            employerName: organization.name,
            countyFips: organization.countyFips,
            startDate: '2024-01-15',
            isRegistryOrganization: true,
          };
        }),
      )
      .execute();
    const tokens = await bench.tokensFor(
      db,
      ids.map((id) => ({ id, role: '100' as const })),
    );
    const registrants = ids.map((id, index) => ({ id, token: tokens[index]! }));
    console.log(
      `${REGISTRANTS} fresh professionals working in region ${region ?? '(none)'} (${organizations.length} of its organizations), ` +
        `signed in; sessions of ${SEATS} seats and ${WAITLIST} waitlist places.`,
    );

    // BENCH_CPU_PROFILE=<folder>: each server writes a V8 CPU profile there when it stops.
    const flags = CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE}`] : [];
    servers.push(await bench.startServer(join(temp, 'a'), join(temp, 'a.log'), flags));
    servers.push(await bench.startServer(join(temp, 'b'), join(temp, 'b.log'), flags));
    console.log(
      `Two servers: ${servers.map((s) => s.url).join(', ')}; the floor's pool: ${FLOOR_CLIENTS} connections.`,
    );

    // 1. Contention: a warm-up run of each (discarded), then RUNS runs alternating product and floor.
    const product: Contention[] = [];
    const floor: Contention[] = [];
    for (let run = 0; run <= (ONLY === 'reads' ? -1 : RUNS); run += 1) {
      const label = run === 0 ? 'warm-up' : `run ${run}`;
      const p = await productRun(
        db,
        servers,
        registrants,
        await addSession(db, trainerId!, region, `product ${label}`),
      );
      const f = await floorRun(
        db,
        floorPool,
        registrants,
        organizationOf,
        await addSession(db, trainerId!, region, `floor ${label}`),
      );
      for (const [name, result] of [
        ['product', p],
        ['floor', f],
      ] as const) {
        console.log(
          `  ${label.padEnd(7)} ${name.padEnd(7)} register p50 ${ms(percentile(result.register, 0.5)).padStart(9)} p99 ${ms(percentile(result.register, 0.99)).padStart(9)} ` +
            `(all in ${ms(result.registerWallMs)}), waitlist p50 ${ms(percentile(result.waitlist, 0.5)).padStart(9)} p99 ${ms(percentile(result.waitlist, 0.99)).padStart(9)} ` +
            `(all in ${ms(result.waitlistWallMs)}); ${result.summary}`,
        );
        for (const failure of result.failures) console.log(`    FAILED: ${failure}`);
        if (result.failures.length > 0) failed = true;
      }
      if (run > 0) {
        product.push(p);
        floor.push(f);
      }
    }

    // 2. The reads, as a professional of the data set working in the region (the one with most enrollments).
    const viewer = (
      await sql<{ id: number; enrollments: number }>`
        select u.id, (select count(*) from enrollments n where n.user_id = u.id)::int as enrollments
          from users u
          join employment_records e on e.user_id = u.id and e.disabled_at is null and e.end_date is null
          join organizations o on o.id = e.organization_id and o.county_fips = any(${counties}::text[])
         where u.user_name like '%@example.%' and not u.api_only
           and not exists (select from user_general_roles g where g.user_id = u.id and g.role_name <> '100')
         order by 2 desc, u.id limit 1`.execute(db)
    ).rows[0];
    if (viewer === undefined) throw new Error(`No professional of the data set works in region ${region}.`);
    const viewerId = Number(viewer.id);
    const [viewerToken] = await bench.tokensFor(db, [{ id: viewerId, role: '100' }]);
    const word = (
      await sql<{ word: string; n: number }>`
        select w as word, count(*)::int as n
          from course_sections s join courses c on c.id = s.course_id,
               regexp_split_to_table(lower(c.course_name), '[^a-z]+') w
         where s.disabled_at is null and not s.record_is_locked and s.training_end > localtimestamp
           and length(w) >= 5 and w not in ('their', 'about', 'young', 'children')
         group by 1 order by 2 desc, 1 limit 1`.execute(db)
    ).rows[0]!;
    const area = (
      await sql<{ code: string; n: number }>`
        select a as code, count(*)::int as n from course_sections s, unnest(s.core_knowledge_area) a
         where s.disabled_at is null and not s.record_is_locked and s.training_end > localtimestamp
         group by 1 order by 2 desc, 1 limit 1`.execute(db)
    ).rows[0]!;
    const catalogue = (target: Db) =>
      createCatalogueService({ db: target, clock: { now: () => new Date() }, tenant } as never);
    const auth = { userId: viewerId, activeRole: '100', sessionId: 'bench' } as AuthContext;
    const calls: ReadCall[] = [
      {
        label: `Calendar month ${nextMonth.slice(0, 7)} (${grid.start} to ${grid.end}), ${region ?? 'all regions'}`,
        path: `/api/enrollment/calendarevents?start=${grid.start}&end=${grid.end}`,
        service: (target, who) => catalogue(target).calendar(who, grid),
      },
      {
        label: `Search Training, name "${word.word}" (${word.n} open sessions)`,
        path: `/api/coursesection/trainingsearch?${new URLSearchParams({ name: word.word, from: '1', to: '10' }).toString()}`,
        service: (target, who) => catalogue(target).search(who, { name: word.word, from: 1, to: 10 }),
      },
      {
        label: `Search Training, core knowledge area ${area.code} (${area.n})`,
        path: `/api/coursesection/trainingsearch?${new URLSearchParams({ coreKnowledgeArea: area.code, from: '1', to: '10' }).toString()}`,
        service: (target, who) =>
          catalogue(target).search(who, { coreKnowledgeArea: area.code, from: 1, to: 10 }),
      },
    ];
    const reads: { label: string; rows: number; product: Figures; floor: Figures; statements: number }[] = [];
    for (const read of ONLY === 'contention' ? [] : calls) {
      captured.length = 0;
      const answer = await read.service(capture.db, auth);
      const statements = captured.map((query) => ({ text: query.sql, values: query.parameters }));
      const response = await call(servers[0]!, 'GET', read.path, viewerToken!);
      if (response.status !== 200)
        throw new Error(`${read.label}: ${response.status} ${JSON.stringify(response.body)}`);
      if (JSON.stringify(idsOf(response.body)) !== JSON.stringify(idsOf(answer)))
        throw new Error(`${read.label}: the product and its service disagree.`);
      if (process.env.BENCH_EXPLAIN)
        for (const statement of statements) {
          const plan = await readPool.query(`explain (analyze, buffers) ${statement.text}`, [
            ...statement.values,
          ]);
          console.log(
            `\n${read.label}:\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`,
          );
        }
      const p: Figures[] = [];
      const f: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await measureProduct(servers[0]!, viewerToken!, read.path, WARMUP_S);
        p.push(await measureProduct(servers[0]!, viewerToken!, read.path, DURATION_S));
        await measureFloor(readPool, statements, WARMUP_S);
        f.push(await measureFloor(readPool, statements, DURATION_S));
      }
      const summary = (figures: Figures[]) => ({
        perSecond: median(figures.map((x) => x.perSecond)),
        p50: median(figures.map((x) => x.p50)),
        p99: median(figures.map((x) => x.p99)),
      });
      const rows = Array.isArray(answer) ? answer.length : (answer as { total: number }).total;
      reads.push({
        label: read.label,
        rows,
        product: summary(p),
        floor: summary(f),
        statements: statements.length,
      });
    }

    // The figures.
    const med = (runs: Contention[], pick: (c: Contention) => number) => median(runs.map(pick));
    const p50 = (values: number[]) => percentile(values, 0.5);
    const p99 = (values: number[]) => percentile(values, 0.99);
    const verdicts: string[] = [];
    if (product.length > 0) {
      console.log(
        `\nContention: ${REGISTRANTS} at once on ${servers.length} servers, ${SEATS} seats, ${WAITLIST} waitlist places; ` +
          `median of ${RUNS} runs (each from the moment all were sent):`,
      );
      for (const [name, pick] of [
        ['register', (c: Contention) => c.register],
        ['waitlist', (c: Contention) => c.waitlist],
      ] as const) {
        const wall = (c: Contention) => (name === 'register' ? c.registerWallMs : c.waitlistWallMs);
        const productP99 = med(product, (c) => p99(pick(c)));
        console.log(
          `  ${name.padEnd(9)} product p50 ${ms(med(product, (c) => p50(pick(c)))).padStart(9)} p99 ${ms(productP99).padStart(9)} ` +
            `(all answered in ${ms(med(product, wall))}); floor (${FLOOR_CLIENTS} clients) p50 ${ms(med(floor, (c) => p50(pick(c)))).padStart(9)} ` +
            `p99 ${ms(med(floor, (c) => p99(pick(c)))).padStart(9)} (all in ${ms(med(floor, wall))})`,
        );
        verdicts.push(
          `  ${mark(productP99 < REGISTER_P99_MS)}  ${name} p99 ${ms(productP99)} (target: under ${REGISTER_P99_MS} ms)`,
        );
      }
      verdicts.unshift(
        `  ${failed ? 'FAIL' : 'PASS'}  every run: exactly ${SEATS} registered, the rest offered the waitlist, ` +
          `positions 1..${REGISTRANTS - SEATS} with no gap or repeat, the row's counts agree`,
      );
    }
    if (reads.length > 0) {
      console.log(`\nReads, ${USERS} concurrent users, median of ${RUNS} runs of ${DURATION_S} s:`);
      for (const read of reads)
        console.log(
          `  ${mark(read.product.p99 < READ_P99_MS)} ${read.label.padEnd(64)} ${String(read.rows).padStart(5)} rows  ` +
            `product p50 ${ms(read.product.p50).padStart(8)} p99 ${ms(read.product.p99).padStart(8)} (${read.product.perSecond.toFixed(0)}/s)  ` +
            `floor (${read.statements} statements) p50 ${ms(read.floor.p50).padStart(8)} p99 ${ms(read.floor.p99).padStart(8)} (${read.floor.perSecond.toFixed(0)}/s)`,
        );
      verdicts.push(
        `  ${mark(reads.every((read) => read.product.p99 < READ_P99_MS))}  calendar month and search p99 under ${READ_P99_MS} ms at ${USERS} users`,
      );
    }
    console.log(['', ...verdicts].join('\n'));
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await bench.cleanUp(db, servers);
    await Promise.all([floorPool.end(), readPool.end(), capture.close()]);
    await db.destroy();
    if (failed) console.error(`The servers' logs are kept in ${temp}`);
    else rmSync(temp, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
