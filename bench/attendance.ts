/**
 * Bulk attendance (issue 24): a trainer marks everyone of a 500-person session Completed in one call, on the
 * state-scale database (npm run seed:scale; a database with only the server's migrations and seed works too),
 * against one built server on it. Target: the call answered in under 1 s.
 *
 * Per run, a fresh session of the bench's trainer (roles 100 and 250, signed in with 250 active) that ended
 * an hour ago in the tenant's zone, with BENCH_PEOPLE (500) Registered people written by SQL (as the e2e
 * tests' `registered()` does). The product: one POST /api/enrollment/setattendance with the 500 enrollment
 * ids and status 1 (Completed), timed from the send to the answer. In its transaction the server writes, per
 * person, the attendance and its history step, a training record, its verification step, a certificate,
 * audit rows, a notification and a mail job, then locks the session. Asserted every run: it answered updated
 * 500 and locked, the session is locked, 500 training records (verified, sent via API) and 500 certificates
 * exist for its enrollments, and the 500 people have a new notification each. Printed beside it, and not part
 * of the target: when the mail and delivery jobs the call queued were all done.
 *
 * Floor: in a fresh session of 500 of its own, the bare statements through pg in one transaction: BEGIN, one
 * UPDATE of the 500 enrollments' attendance, one INSERT ... SELECT of their 500 training records (from the
 * enrollment, its session and course), COMMIT.
 *
 * One warm-up run of each (checked, not counted), then BENCH_RUNS (3) runs alternating product and floor;
 * the figures are the median of the runs. The people, sessions and tokens are written straight into the
 * database (sign-ins would measure argon2). Everything the bench adds is removed at the end, also after a
 * failure. See bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { FormId, getTenant, wallTimeIn, type TenantCode } from '../packages/domain/src/index.js';
import { CONNECTION_OPTIONS, createDatabase, type Db } from '../apps/server/src/db/database.js';
import { mark, median, positive } from './grid-support.js';
import { call, createTrainingBench, quiet, type Server } from './training-support.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error(
    'Set DATABASE_URL to the state-scale database (npm run seed:scale), or any database the server can migrate.',
  );
const tenant = getTenant((process.env.REGISTRY_TENANT ?? 'al') as TenantCode);
const PEOPLE = positive('BENCH_PEOPLE', 500);
const RUNS = positive('BENCH_RUNS', 3);
const TARGET_MS = 1000;
const HOUR_MS = 3_600_000;
/** The queues the call writes to: its mails and the notifications' delivery. */
const JOBS = ['mail', 'delivery'];
const bench = createTrainingBench({ databaseUrl, tenant, name: 'attendance' });
const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => value.toLocaleString('en-US');

interface Held {
  sessionId: number;
  enrollmentIds: number[];
}

/**
 * A fresh session of the bench's course that started three hours ago and ended an hour ago (wall times in
 * the tenant's zone), with every one of `people` Registered: the enrollments and their 'Registered' step
 * written by SQL, the session's counts to match.
 */
async function heldSession(
  db: Db,
  courseId: number,
  trainerId: number,
  people: readonly number[],
  name: string,
): Promise<Held> {
  const now = Date.now();
  const session = await db
    .insertInto('courseSections')
    .values({
      courseId,
      userId: trainerId,
      formId: FormId.CourseSection,
      formVersion: 1,
      sectionName: `${bench.tag} ${name}`,
      trainingStart: wallTimeIn(new Date(now - 3 * HOUR_MS), tenant.timeZone),
      trainingEnd: wallTimeIn(new Date(now - HOUR_MS), tenant.timeZone),
      regStart: null,
      regDeadline: null,
      timeZone: tenant.timeZone,
      region: null,
      locationName: 'Bench Hall',
      capacity: people.length,
      waitlistCapacity: 0,
      registeredCount: people.length,
      hasHadEnrollments: true,
      coreKnowledgeArea: [],
      deliveryMethod: 'classroom',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = Number(session.id);
  const rows = await sql<{ id: string | number }>`
    with registered as (
      insert into enrollments (course_section_id, user_id, form_id, form_version, status, enrolled_by)
      select ${sessionId}, p.id, ${FormId.Enrollment}, 1, 'Registered', p.id
      from unnest(${[...people]}::bigint[]) p(id)
      returning id, user_id),
    step as (
      insert into enrollment_actions (enrollment_id, actor_user_id, action)
      select id, user_id, 'Registered' from registered)
    select id from registered order by id`.execute(db);
  return { sessionId, enrollmentIds: rows.rows.map((row) => Number(row.id)) };
}

interface ProductRun {
  ms: number;
  /** From the send until every mail and delivery job the call queued was done. */
  jobsMs: number;
  failures: string[];
  summary: string;
}

/** The product: the trainer's one call for the whole session, then its jobs until done. */
async function productRun(db: Db, server: Server, token: string, held: Held): Promise<ProductRun> {
  // The trainer's page is open: its connection is.
  await call(server, 'GET', '/api/health', null);
  await quiet(db, { names: JOBS, since: bench.started });
  const failures: string[] = [];
  const sent = new Date();
  const started = performance.now();
  const response = await call(server, 'POST', '/api/enrollment/setattendance', token, {
    enrollmentRecordIds: held.enrollmentIds,
    status: 1,
  });
  const elapsed = performance.now() - started;
  const done = await quiet(db, { names: JOBS, since: sent }, 20);
  const jobsMs = performance.now() - started;
  if (!done) failures.push('the jobs of the call were not done within 120 s');

  const body = response.body as { updated?: number; locked?: boolean } | null;
  if (response.status !== 200) failures.push(`answered ${response.status}: ${JSON.stringify(response.body)}`);
  else if (body?.updated !== PEOPLE || body.locked !== true)
    failures.push(`answered ${JSON.stringify(response.body)}, not updated ${PEOPLE} and locked`);
  const row = (
    await sql<
      { locked: boolean } & Record<
        'completed' | 'records' | 'verified' | 'certificates' | 'notifications',
        number
      >
    >`
      select s.record_is_locked as locked,
        (select count(*) from enrollments e where e.course_section_id = s.id and e.attendance = 1)::int as completed,
        (select count(*) from training_records r join enrollments e on e.id = r.enrollment_id
          where e.course_section_id = s.id)::int as records,
        (select count(*) from training_records r join enrollments e on e.id = r.enrollment_id
          where e.course_section_id = s.id and r.verified and r.sent_via_api)::int as verified,
        (select count(*) from certificates c join enrollments e on e.id = c.enrollment_id
          where e.course_section_id = s.id)::int as certificates,
        (select count(*) from notifications n join enrollments e on e.user_id = n.user_id
          where e.course_section_id = s.id and n.created_at >= ${sent})::int as notifications
      from course_sections s where s.id = ${held.sessionId}`.execute(db)
  ).rows[0]!;
  const jobs = (
    await sql<{ name: string; state: string; n: number }>`
      select name, state, count(*)::int as n from pgboss.job
       where name = any(${JOBS}::text[]) and created_on >= ${sent} group by 1, 2 order by 1, 2`.execute(db)
  ).rows;
  const check = (ok: boolean, text: string) => {
    if (!ok) failures.push(text);
  };
  check(row.locked, 'the session is not locked');
  check(row.completed === PEOPLE, `${row.completed} enrollments Completed, not ${PEOPLE}`);
  check(row.records === PEOPLE, `${row.records} training records, not ${PEOPLE}`);
  check(row.verified === PEOPLE, `${row.verified} training records verified and sent via API, not ${PEOPLE}`);
  check(row.certificates === PEOPLE, `${row.certificates} certificates, not ${PEOPLE}`);
  check(row.notifications === PEOPLE, `${row.notifications} notifications, not ${PEOPLE}`);
  const mails = jobs.filter((job) => job.name === 'mail').reduce((sum, job) => sum + job.n, 0);
  check(mails === PEOPLE, `${mails} mail jobs, not ${PEOPLE}`);
  const summary =
    `updated ${body?.updated ?? '-'}, ${row.locked ? 'locked' : 'NOT locked'}; ${row.records} training records, ` +
    `${row.certificates} certificates, ${row.notifications} notifications; jobs ` +
    jobs.map((job) => `${job.name} ${job.state} ${job.n}`).join(', ');
  return { ms: elapsed, jobsMs, failures, summary };
}

// The floor's statements: the attendance and the training records, bare.
const SET_ATTENDANCE = `
  update enrollments set attendance = 1, attendance_at = $2, attendance_by = $3, updated_at = $2
  where id = any($1::bigint[])`;
const INSERT_RECORDS = `
  insert into training_records (user_id, form_id, form_version, training_name, training_date, hours, sponsor,
    sent_via_api, status, verified, enrollment_id, created_at, updated_at)
  select e.user_id, ${FormId.TrainingRecord}, $3, c.course_name, s.training_end::date,
    coalesce(s.hours, c.hours, 1), null, true, 'Completed', true, e.id, $2, $2
  from enrollments e join course_sections s on s.id = e.course_section_id join courses c on c.id = s.course_id
  where e.id = any($1::bigint[])`;

/** The floor: BEGIN, the UPDATE, the INSERT ... SELECT, COMMIT on one connection, from BEGIN to COMMIT's answer. */
async function floorRun(
  db: Db,
  client: pg.Client,
  trainerId: number,
  formVersion: number,
  held: Held,
): Promise<{ ms: number; failures: string[]; summary: string }> {
  await quiet(db, { names: JOBS, since: bench.started });
  const now = new Date();
  const started = performance.now();
  await client.query('begin');
  const updated = await client.query(SET_ATTENDANCE, [held.enrollmentIds, now, trainerId]);
  const inserted = await client.query(INSERT_RECORDS, [held.enrollmentIds, now, formVersion]);
  await client.query('commit');
  const elapsed = performance.now() - started;
  const failures: string[] = [];
  if (updated.rowCount !== PEOPLE) failures.push(`${updated.rowCount} enrollments updated, not ${PEOPLE}`);
  if (inserted.rowCount !== PEOPLE) failures.push(`${inserted.rowCount} training records, not ${PEOPLE}`);
  return {
    ms: elapsed,
    failures,
    summary: `${updated.rowCount} enrollments, ${inserted.rowCount} training records`,
  };
}

async function main(): Promise<void> {
  if (!tenant.generalRoles.includes('250'))
    throw new Error(`Tenant ${tenant.code} has no trainers (250): run it with REGISTRY_TENANT=al.`);
  const db = createDatabase(databaseUrl!, { max: 4 });
  const floor = new pg.Client({ connectionString: databaseUrl, options: CONNECTION_OPTIONS });
  const temp = mkdtempSync(join(tmpdir(), 'registry-bench-attendance-'));
  const servers: Server[] = [];
  let failed = false;
  try {
    // The server first: on a database that has only been created, it migrates and seeds it.
    servers.push(await bench.startServer(join(temp, 'data'), join(temp, 'server.log')));
    const server = servers[0]!;
    await floor.connect();
    const data = (
      await sql<{
        people: number;
        sessions: number;
        enrollments: number;
        trainings: number;
        version: string;
      }>`
        select (select count(*) from users)::int as people, (select count(*) from course_sections)::int as sessions,
               (select count(*) from enrollments)::int as enrollments,
               (select count(*) from training_records)::int as trainings, version() as version`.execute(db)
    ).rows[0]!;
    console.log(
      `Data: ${count(data.people)} people, ${count(data.sessions)} training sessions, ${count(data.enrollments)} ` +
        `enrollments, ${count(data.trainings)} training records; ${data.version.split(' on ')[0]}.`,
    );
    const formVersion = (
      await sql<{ version: number }>`
        select coalesce(max(version), 1)::int as version from form_definitions where form_id = ${FormId.TrainingRecord}`.execute(
        db,
      )
    ).rows[0]!.version;

    // The bench's trainer, course and people (all removed at the end).
    const [trainerId] = await bench.addUsers(db, 1, '250', 'trainer');
    const courseId = await bench.addCourse(db, trainerId!, 'Safe Sleep Practices');
    const people = await bench.addUsers(db, PEOPLE, '100', 'professional');
    const [token] = await bench.tokensFor(db, [{ id: trainerId!, role: '250' }]);
    console.log(
      `A trainer (100 and 250, signed in as 250) and ${PEOPLE} professionals; server ${server.url}. ` +
        `Each run: a fresh session of ${PEOPLE} Registered that ended an hour ago.`,
    );

    const product: ProductRun[] = [];
    const floors: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const label = run === 0 ? 'warm-up' : `run ${run}`;
      const p = await productRun(
        db,
        server,
        token!,
        await heldSession(db, courseId, trainerId!, people, `product ${label}`),
      );
      console.log(
        `  ${label.padEnd(7)} product ${ms(p.ms).padStart(10)}  (jobs done ${ms(p.jobsMs)} after the send); ${p.summary}`,
      );
      const f = await floorRun(
        db,
        floor,
        trainerId!,
        formVersion,
        await heldSession(db, courseId, trainerId!, people, `floor ${label}`),
      );
      console.log(`  ${label.padEnd(7)} floor   ${ms(f.ms).padStart(10)}  ${f.summary}`);
      for (const failure of [...p.failures, ...f.failures]) console.log(`    FAILED: ${failure}`);
      if (p.failures.length + f.failures.length > 0) failed = true;
      if (run > 0) {
        product.push(p);
        floors.push(f.ms);
      }
    }

    const productMs = median(product.map((p) => p.ms));
    const floorMs = median(floors);
    const jobsMs = median(product.map((p) => p.jobsMs));
    console.log(
      `\nBulk attendance, ${PEOPLE} people Completed in one call, median of ${RUNS} run${RUNS === 1 ? '' : 's'}:\n` +
        `  product ${ms(productMs).padStart(10)}   floor ${ms(floorMs).padStart(10)}   (${(productMs / floorMs).toFixed(1)}x the floor)\n` +
        `  its mail and delivery jobs all done ${ms(jobsMs)} after the send (not part of the target)\n\n` +
        `  ${failed ? 'FAIL' : 'PASS'}  every run: updated ${PEOPLE} and locked; ${PEOPLE} training records (verified, ` +
        `sent via API), certificates, notifications and mail jobs\n` +
        `  ${mark(productMs < TARGET_MS)}  product ${ms(productMs)} (target: under ${count(TARGET_MS)} ms)`,
    );
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await bench.cleanUp(db, servers);
    await floor.end().catch(() => undefined);
    await db.destroy();
    if (failed) console.error(`The server's log is kept in ${temp}`);
    else rmSync(temp, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
