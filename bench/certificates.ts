/**
 * Certificates (issue 24): how fast the registry makes a certificate's PDF, and how fast its public
 * verification answers, each beside a floor measured in the same run.
 *
 * Where: with DATABASE_URL and SCALE_DATABASE, that database on that server (the state-scale data set of
 * `npm run seed:scale`, left as found); otherwise a fresh database `bench_certificates_<random>` on the server
 * of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. The built server
 * (`apps/server/dist/main.js`, REGISTRY_ENV=sit, rate limits raised, TRUST_PROXY=true) is started on it and
 * migrates it. The bench then adds a trainer, a course, an ended session and BENCH_CERTIFICATES (5,000)
 * professionals, each with a Completed enrollment and its certificate (as the attendance call writes them),
 * and an administrator (500) whose session it writes and signs itself; all removed at the end.
 *
 * 1. PDF generation: GET /api/file/c/{code} by the administrator, BENCH_PDF_CONNECTIONS (2) connections, each
 *    request another certificate, for BENCH_DURATION seconds: certificates per second. Floor: a minimal
 *    one-page @react-pdf document with one line of text, rendered in this process in a loop (what the PDF
 *    library costs at least). Printed beside it: the certificate's own rendering in this process (no HTTP,
 *    no database). Target: at least 20 certificates a second.
 * 2. Public verification: GET /api/certificate/verify/{code} from BENCH_CONNECTIONS (10) connections
 *    (autocannon), without a session, nine in ten codes genuine and one forged, each request from another
 *    client address (X-Forwarded-For: the per-address limit stays out of the way); p50 and p99 of each
 *    answer's own time. Floor: the bare indexed SELECT by code through pg (a prepared statement), from as
 *    many clients, the same codes. Target: p99 under 20 ms.
 *
 * BENCH_WARMUP (2) seconds of warm-up (discarded), then BENCH_RUNS (3) runs of BENCH_DURATION (6) seconds
 * alternating product and floor; the figures are the median of the runs. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Document, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { createElement } from 'react';
import { claimsForRole, FormId, getTenant, type TenantCode } from '../packages/domain/src/index.js';
import { createDatabase, type Db } from '../apps/server/src/db/database.js';
import { newCertificateCode } from '../apps/server/src/platform/certificate-codes.js';
import { createTokenService } from '../apps/server/src/platform/tokens.js';
import { readLogo, renderCertificate } from '../apps/server/src/modules/certificates/index.js';
import { mark, median, percentile, positive } from './grid-support.js';
import { adminQuery, startBenchServer, type BenchServer, ROOT, withDatabase } from './support.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scaleDatabase = process.env.SCALE_DATABASE;
const tenantCode = (process.env.REGISTRY_TENANT ?? 'al') as TenantCode;
const tenant = getTenant(tenantCode);
const CERTIFICATES = positive('BENCH_CERTIFICATES', 5000);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
const PDF_CONNECTIONS = positive('BENCH_PDF_CONNECTIONS', 2);
const WARMUP_S = positive('BENCH_WARMUP', 2);
const DURATION_S = positive('BENCH_DURATION', 6);
const RUNS = positive('BENCH_RUNS', 3);
const PDF_PER_SECOND = 20;
const VERIFY_P99_MS = 20;
const SECRET = randomBytes(48).toString('base64url');
const MAIL_DOMAIN = 'bench-certificates.invalid';
const ms = (value: number) => `${value.toFixed(2)} ms`;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

/** An address of its own per request, so that the per-address limit of the public call never counts. */
const address = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * The bench's people and certificates: a trainer, a course, an ended session, CERTIFICATES professionals
 * each with a Completed enrollment and its certificate, and an administrator. Their e-mail domain marks
 * them; deleting the people removes the rest (cascades).
 */
async function arrange(db: Db): Promise<{ codes: string[]; adminId: number }> {
  const tag = randomBytes(4).toString('hex');
  const people = await sql<{ id: string }>`
    insert into users (user_name, email, first_name, last_name, registry_id, is_confirmed, terms_accepted_at,
                       profile_completed_at, roles_seeded_at)
    select 'bench-' || ${tag} || '-' || n || '@' || ${MAIL_DOMAIN}, 'bench-' || ${tag} || '-' || n || '@' || ${MAIL_DOMAIN},
           'Pat', 'Bench' || n, 'BC' || ${tag} || n, true, now(), now(), now()
      from generate_series(0, ${CERTIFICATES + 1}) n
    returning id`.execute(db);
  const ids = people.rows.map((row) => Number(row.id));
  const [trainerId, adminId, ...professionals] = ids as [number, number, ...number[]];
  await sql`insert into user_general_roles (user_id, role_name)
            select unnest(${professionals}::bigint[]), '100'
            union all select ${trainerId}, '250' union all select ${adminId}, '500'`.execute(db);
  const course = await db
    .insertInto('courses')
    .values({ userId: trainerId, formId: FormId.Course, formVersion: 1, courseName: 'Safe Sleep Practices' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await db
    .insertInto('courseSections')
    .values({
      courseId: course.id,
      userId: trainerId,
      formId: FormId.CourseSection,
      formVersion: 1,
      sectionName: 'Morning session',
      trainingStart: '2026-11-03 09:00:00',
      trainingEnd: '2026-11-03 12:30:00',
      timeZone: 'America/Chicago',
      locationName: 'Community Room',
      capacity: CERTIFICATES,
      waitlistCapacity: 0,
      coreKnowledgeArea: ['health-safety-nutrition'],
      deliveryMethod: 'classroom',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const codes = professionals.map(() => newCertificateCode());
  await sql`
    with e as (
      insert into enrollments (course_section_id, user_id, form_id, form_version, status, attendance, certificate)
      select ${session.id}, p.id, ${FormId.Enrollment}, 1, 'Registered', 1, p.code
        from unnest(${professionals}::bigint[], ${codes}::text[]) p(id, code)
      returning id, user_id, certificate)
    insert into certificates (code, enrollment_id, user_id, person_name, course_name, section_name, course_number,
                              training_start, training_end, time_zone, hours, trainer_name, issued_at)
    select e.certificate, e.id, e.user_id, 'Pat Bench' || e.user_id, 'Safe Sleep Practices', 'Morning session',
           'SSP-101', timestamp '2026-11-03 09:00', timestamp '2026-11-03 12:30', 'America/Chicago', 3.5,
           'Tina Trainer', now()
      from e`.execute(db);
  await sql`analyze certificates`.execute(db);
  return { codes, adminId };
}

/** A session of the administrator's, written straight in, and its token signed with the server's secret. */
async function adminToken(db: Db, adminId: number): Promise<string> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 8 * 3600_000);
  const session = await db
    .insertInto('sessions')
    .values({ userId: adminId, activeRole: '500', createdAt: now, lastSeenAt: now, expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jwt = await createTokenService(SECRET).issue(
    { userId: adminId, sessionId: session.id, activeRole: '500', claims: claimsForRole('500', tenant) },
    now,
    expiresAt,
  );
  return jwt.auth_token;
}

/** autocannon over `requests` (each connection sends them in turn) for `seconds`: rate, p50 and p99 of 2xx. */
async function measureHttp(
  url: string,
  connections: number,
  seconds: number,
  requests: { path: string; headers: Record<string, string> }[],
): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: requests.map((request) => ({ method: 'GET', ...request })),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) times.push(responseTime);
  });
  const result = await instance;
  if (result.non2xx + result.errors + result.timeouts > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts.`);
  return { perSecond: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** The bare indexed SELECT by code, prepared, from `connections` clients cycling through `codes`. */
async function measureSelect(pool: pg.Pool, codes: string[], seconds: number): Promise<Figures> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < end) {
          const code = codes[next++ % codes.length]!;
          const start = performance.now();
          await client.query({
            name: 'bench_certificate_verify',
            text: `select person_name, course_name, section_name, training_start, training_end, time_zone,
                          hours::text, issued_at, revoked_at from certificates where code = $1`,
            values: [code],
          });
          times.push(performance.now() - start);
        }
      } finally {
        client.release();
      }
    }),
  );
  return { perSecond: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** `render` in a loop for `seconds`: renders per second. */
async function renderRate(render: () => Promise<Buffer>, seconds: number): Promise<number> {
  let count = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    await render();
    count++;
  }
  return count / ((performance.now() - start) / 1000);
}

const minimalPdf = () =>
  renderToBuffer(
    createElement(
      Document,
      null,
      createElement(Page, { size: 'LETTER' }, createElement(Text, null, 'Certificate of Completion')),
    ),
  );

async function main() {
  const fresh = scaleDatabase === undefined;
  const database = scaleDatabase ?? `bench_certificates_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withDatabase(serverUrl, database);
  const workDir = mkdtempSync(join(tmpdir(), 'bench-certificates-'));
  const logFile = join(workDir, 'server.log');
  let server: BenchServer | null = null;
  let db: Db | null = null;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  let failed = false;
  try {
    if (fresh) await adminQuery(serverUrl, `create database ${database}`);
    console.log(
      `Database: ${database} (${fresh ? 'fresh, dropped at the end' : 'the state-scale data set'})`,
    );
    server = await startBenchServer({
      databaseUrl,
      dataDir: join(workDir, 'data'),
      logFile,
      tenant: tenantCode,
      secret: SECRET,
      env: { TRUST_PROXY: 'true' },
    });
    db = createDatabase(databaseUrl, { max: 4 });
    const arranged = performance.now();
    const { codes, adminId } = await arrange(db);
    const total = (await sql<{ n: number }>`select count(*)::int as n from certificates`.execute(db)).rows[0]!
      .n;
    console.log(
      `${codes.length.toLocaleString('en-US')} certificates added in ${((performance.now() - arranged) / 1000).toFixed(1)} s ` +
        `(${total.toLocaleString('en-US')} in the table)`,
    );
    const token = await adminToken(db, adminId);

    // Every answer right before measuring: a genuine code is valid, a forged one unknown, the PDF a PDF.
    const check = await fetch(`${server.url}/api/certificate/verify/${codes[0]}`);
    const answer = (await check.json()) as { status: string };
    if (answer.status !== 'valid') throw new Error(`A genuine code answered ${JSON.stringify(answer)}`);
    const pdf = await fetch(`${server.url}/api/file/c/${codes[0]}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (pdf.status !== 200 || !(await pdf.text()).startsWith('%PDF-'))
      throw new Error(`GET /api/file/c answered ${pdf.status}`);

    // 1. PDF generation.
    const pdfRequests = codes
      .slice(0, 500)
      .map((code) => ({ path: `/api/file/c/${code}`, headers: { authorization: `Bearer ${token}` } }));
    const logo = await readLogo(join(ROOT, 'apps/web/public'), tenant.logo.src);
    const certificatePdf = () =>
      renderCertificate({
        tenant,
        logo,
        code: codes[0]!,
        personName: 'Pat Bench',
        courseName: 'Safe Sleep Practices',
        sectionName: 'Morning session',
        trainingStart: '2026-11-03 09:00:00',
        trainingEnd: '2026-11-03 12:30:00',
        timeZone: 'America/Chicago',
        hours: '3.50',
        trainerName: 'Tina Trainer',
        issuedOn: 'November 3, 2026',
        verifyUrl: `https://registry.example.org/verify/${codes[0]}`,
        revokedOn: null,
      });
    await measureHttp(server.url, PDF_CONNECTIONS, WARMUP_S, pdfRequests);
    await renderRate(minimalPdf, WARMUP_S);
    await renderRate(certificatePdf, WARMUP_S);
    const pdfRuns: { product: number; floor: number; inProcess: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const product = (await measureHttp(server.url, PDF_CONNECTIONS, DURATION_S, pdfRequests)).perSecond;
      const floor = await renderRate(minimalPdf, DURATION_S);
      const inProcess = await renderRate(certificatePdf, DURATION_S);
      pdfRuns.push({ product, floor, inProcess });
      console.log(
        `  run ${run + 1}: GET /api/file/c ${product.toFixed(1)}/s, certificate rendered here ${inProcess.toFixed(1)}/s, floor ${floor.toFixed(1)}/s`,
      );
    }

    // 2. Public verification: nine genuine codes in ten, one forged; each request its own address.
    const verifyCodes = codes
      .slice(0, 1000)
      .map((code, index) => (index % 10 === 9 ? newCertificateCode() : code));
    const verifyRequests = verifyCodes.map((code, index) => ({
      path: `/api/certificate/verify/${code}`,
      headers: { 'x-forwarded-for': address(index + 1) },
    }));
    await measureHttp(server.url, CONNECTIONS, WARMUP_S, verifyRequests);
    await measureSelect(pool, verifyCodes, WARMUP_S);
    const verifyRuns: { product: Figures; floor: Figures }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const product = await measureHttp(server.url, CONNECTIONS, DURATION_S, verifyRequests);
      const floor = await measureSelect(pool, verifyCodes, DURATION_S);
      verifyRuns.push({ product, floor });
      console.log(
        `  run ${run + 1}: verify p50 ${ms(product.p50)} p99 ${ms(product.p99)} (${product.perSecond.toFixed(0)}/s), ` +
          `floor p50 ${ms(floor.p50)} p99 ${ms(floor.p99)} (${floor.perSecond.toFixed(0)}/s)`,
      );
    }

    const pdfRate = median(pdfRuns.map((r) => r.product));
    const verifyP99 = median(verifyRuns.map((r) => r.product.p99));
    console.log('');
    console.log(
      `Certificates (${tenant.code}, ${codes.length.toLocaleString('en-US')} certificates, median of ${RUNS} runs)`,
    );
    console.log(
      `  PDF: GET /api/file/c ${pdfRate.toFixed(1)}/s (${PDF_CONNECTIONS} connections); rendered in this process ` +
        `${median(pdfRuns.map((r) => r.inProcess)).toFixed(1)}/s; floor (one line, one page) ` +
        `${median(pdfRuns.map((r) => r.floor)).toFixed(1)}/s`,
    );
    console.log(
      `  verify: p50 ${ms(median(verifyRuns.map((r) => r.product.p50)))} p99 ${ms(verifyP99)} ` +
        `(${median(verifyRuns.map((r) => r.product.perSecond)).toFixed(0)}/s, ${CONNECTIONS} connections); ` +
        `floor p50 ${ms(median(verifyRuns.map((r) => r.floor.p50)))} p99 ${ms(median(verifyRuns.map((r) => r.floor.p99)))} ` +
        `(${median(verifyRuns.map((r) => r.floor.perSecond)).toFixed(0)}/s)`,
    );
    console.log(`  ${mark(pdfRate >= PDF_PER_SECOND)} certificate PDFs at least ${PDF_PER_SECOND} a second`);
    console.log(`  ${mark(verifyP99 < VERIFY_P99_MS)} public verification p99 under ${VERIFY_P99_MS} ms`);
  } catch (error) {
    failed = true;
    console.error(error);
    console.error(`Server log: ${logFile}`);
  } finally {
    if (db) {
      await sql`delete from users where email like ${`%@${MAIL_DOMAIN}`}`.execute(db).catch(() => undefined);
      await db.destroy();
    }
    await pool.end();
    if (server) await server.stop();
    if (fresh)
      await adminQuery(serverUrl, `drop database if exists ${database} with (force)`).catch(() => undefined);
    if (!failed) rmSync(workDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
