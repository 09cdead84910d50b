/**
 * Resumes through the server (issue 26): BENCH_RESUMES (200) saves of a generated resume in a row, each
 * POST /api/generatedResume/edit making its PDF again (the records read, the PDF rendered and stored, the
 * rows written in one transaction), and the server's resident memory sampled every 10 ms while it does;
 * beside floors measured in the same run. Speed: the same number of renders, in this process, of a resume with
 * the same sections and numbers of entries (renderResume alone: no HTTP, no database, no storage). Memory:
 * the peak RSS of a bare Node process making as many of that resume in the server's own PDF worker
 * (apps/server/dist/pdf-worker.js), with nothing else loaded.
 *
 * Where: with DATABASE_URL and SCALE_DATABASE, that database (the state-scale data set, left as found: the
 * bench's person is removed at the end); otherwise a fresh database `bench_resume_<random>` on the server of
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. The built server
 * (`apps/server/dist/main.js`, REGISTRY_ENV=sit, with its own V8 flags as `npm start`) is started on it.
 * The bench adds a professional with 4 education records, 5 jobs, 4 credentials, 3 community service
 * records, 3 memberships and 3 references (in a tenant with them), and a session it signs itself.
 *
 * BENCH_RUNS (3) runs after a warm-up of 20 saves; each run BENCH_RESUMES saves one after another, then as
 * many in-process renders. Figures: the median of the runs; the peak RSS over all runs. Targets: at least
 * 20 resumes a second, the server's RSS under 200 MB. `npm run bench:resume-server`. REGISTRY_TENANT (al).
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { EntityType, formOf, getTenant, type TenantCode } from '../packages/domain/src/index.js';
import type { TResumeFields, TResumeIdsList } from '../packages/contracts/src/index.js';
import { createDatabase, type Db } from '../apps/server/src/db/database.js';
import { renderResume, type ResumeDocument } from '../apps/server/src/modules/resume/index.js';
import { sampleResume } from '../apps/server/test/resume-documents.js';
import { mark, median, positive } from './grid-support.js';
import {
  adminQuery,
  ROOT,
  SERVER_NODE_FLAGS,
  signedSession,
  startBenchServer,
  type BenchServer,
  withDatabase,
} from './support.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scaleDatabase = process.env.SCALE_DATABASE;
const tenantCode = (process.env.REGISTRY_TENANT ?? 'al') as TenantCode;
const tenant = getTenant(tenantCode);
const RESUMES = positive('BENCH_RESUMES', 200);
const RUNS = positive('BENCH_RUNS', 3);
const PER_SECOND = 20;
const RSS_MB = 200;
const SECRET = randomBytes(48).toString('base64url');
const MAIL_DOMAIN = 'bench-resume.invalid';

/** The resident memory of a process, in MB (Linux: /proc/<pid>/status VmRSS). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * The memory floor: a bare Node process (the server's V8 flags, nothing else loaded) that starts the built
 * PDF worker (apps/server/dist/pdf-worker.js, the server's own) and has it make `count` resumes in a row,
 * sampling its own RSS every 10 ms and after each: what making resumes with the registry's PDF library in
 * its worker costs at least, with no server around it. Its peak RSS in MB.
 */
async function workerFloorRss(document: ResumeDocument, count: number, workDir: string): Promise<number> {
  const input = join(workDir, 'floor-resume.json');
  writeFileSync(input, JSON.stringify(document));
  const script = `
    import { readFileSync } from 'node:fs';
    import { Worker } from 'node:worker_threads';
    const document = JSON.parse(readFileSync(${JSON.stringify(input)}, 'utf8'));
    const worker = new Worker(${JSON.stringify(join(ROOT, 'apps/server/dist/pdf-worker.js'))});
    const waiting = new Map();
    worker.on('message', ({ id, body, error }) => {
      const done = waiting.get(id);
      waiting.delete(id);
      if (body) done.resolve(); else done.reject(new Error(error));
    });
    let next = 0;
    const render = () => new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, kind: 'resume', document });
    });
    let peak = process.memoryUsage.rss();
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 10);
    for (let i = 0; i < ${count}; i++) {
      await render();
      peak = Math.max(peak, process.memoryUsage.rss());
    }
    clearInterval(sampler);
    await worker.terminate();
    console.log(JSON.stringify({ peak }));
  `;
  const file = join(workDir, 'floor.mjs');
  writeFileSync(file, script);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, file], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the floor exited ${code}`))));
  });
  return (JSON.parse(output.trim().split('\n').pop()!) as { peak: number }).peak / 1024 / 1024;
}

/** The bench's professional with a resume's worth of records; deleting them removes the rest. */
async function arrange(db: Db): Promise<number> {
  const tag = randomBytes(4).toString('hex');
  const email = `bench-${tag}@${MAIL_DOMAIN}`;
  const person = await sql<{ id: string }>`
    insert into users (user_name, email, first_name, last_name, registry_id, is_confirmed, terms_accepted_at,
                       profile_completed_at, roles_seeded_at)
    values (${email}, ${email}, 'Pat', 'Resume', ${'BR' + tag}, true, now(), now(), now())
    returning id`.execute(db);
  const userId = Number(person.rows[0]!.id);
  await sql`insert into user_general_roles (user_id, role_name) values (${userId}, '100')`.execute(db);
  await sql`insert into user_profiles (user_id, form_id, form_version, phone, city, state_code)
            values (${userId}, ${formOf(EntityType.User)}, 1, '2055550142', 'Montgomery', 'AL')`.execute(db);
  const form = (entity: EntityType) => formOf(entity);
  await sql`
    insert into education_records (user_id, form_id, form_version, institution_name, institution_state, degree_type,
                                   field_of_study, completed, start_date, end_date, verified)
    select ${userId}, ${form(EntityType.Education)}, 1, 'State University ' || n, 'AL', 'bachelors',
           'Early Childhood Education', 'completed', date '2010-08-20' + n * 400, date '2014-05-10' + n * 400, n % 3 = 0
      from generate_series(1, 4) n`.execute(db);
  await sql`
    insert into employment_records (user_id, employer_name, position_title, employment_type, hours_per_week,
                                    start_date, end_date, form_id, form_version, verified)
    select ${userId}, 'Sunny Days Child Care ' || n, 'Lead Teacher', 'full-time', 40,
           date '2012-01-10' + n * 500, case when n = 5 then null else date '2013-05-01' + n * 500 end,
           ${form(EntityType.Experience)}, 1, n % 2 = 0
      from generate_series(1, 5) n`.execute(db);
  await sql`
    insert into certification_records (user_id, form_id, form_version, credential_type, credential_name,
                                       issuing_organization, credential_number, issue_date, verified)
    select ${userId}, ${form(EntityType.Certification)}, 1, 'credential', 'Child Development Associate ' || n,
           'Council for Professional Recognition', 'CDA-' || n, date '2015-03-01' + n * 300, n = 1
      from generate_series(1, 4) n`.execute(db);
  if (tenant.features.resumeCommunityService)
    await sql`
      insert into community_service_records (user_id, form_id, form_version, organization_name, role_title,
                                             description, start_date, end_date, hours)
      select ${userId}, ${form(EntityType.CommunityService)}, 1, 'Family Literacy Night ' || n, 'Volunteer reader',
             'Read aloud to children and their families.', date '2016-09-01' + n * 200, date '2016-12-01' + n * 200, 12
        from generate_series(1, 3) n`.execute(db);
  await sql`
    insert into membership_records (user_id, form_id, form_version, organization_name, membership_type,
                                    member_number, start_date)
    select ${userId}, ${form(EntityType.Membership)}, 1, 'Association for the Education of Young Children ' || n,
           'Professional', 'M-' || n, date '2017-01-01' + n * 100
      from generate_series(1, 3) n`.execute(db);
  if (tenant.features.resumeReferences)
    await sql`
      insert into resume_references (user_id, form_id, form_version, reference_name, relationship, organization_name,
                                     position_title, phone, email, years_known)
      select ${userId}, ${formOf(EntityType.Reference)}, 1, 'Reference Person ' || n, 'Supervisor',
             'Sunny Days Child Care', 'Director', '2055550100', 'reference' || n || '@example.org', 4
        from generate_series(1, 3) n`.execute(db);
  return userId;
}

async function call<T>(url: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every record of every section chosen (at most three references). */
function everything(fields: TResumeFields): TResumeIdsList {
  const ids = (key: string, limit = Infinity) =>
    (fields.sections.find((section) => section.key === key)?.items ?? [])
      .filter((item) => !item.removed)
      .slice(0, limit)
      .map((item) => item.id);
  return {
    educationIds: ids('education'),
    employmentIds: ids('employment'),
    certificationIds: ids('certifications'),
    communityIds: ids('communityService'),
    membershipIds: ids('memberships'),
    referenceIds: ids('references', 3),
    certificateIds: ids('certificates'),
  };
}

async function main() {
  const fresh = scaleDatabase === undefined;
  const database = scaleDatabase ?? `bench_resume_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withDatabase(serverUrl, database);
  const workDir = mkdtempSync(join(tmpdir(), 'bench-resume-'));
  const logFile = join(workDir, 'server.log');
  let server: BenchServer | null = null;
  let db: Db | null = null;
  let userId: number | null = null;
  let failed: boolean;
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
      env: { NODE_ENV: 'production' },
    });
    console.log(`Server RSS once started: ${rssOf(server.child.pid!).toFixed(0)} MB.`);
    db = createDatabase(databaseUrl, { max: 2 });
    userId = await arrange(db);
    const token = await signedSession(db, { userId, role: '100', tenant, secret: SECRET });
    const created = await call<TResumeFields>(server.url, token, '/api/generatedResume/create', {
      name: 'Bench Resume',
    });
    const idsList = everything(created);
    const chosen = Object.values(idsList).reduce((sum, ids) => sum + ids.length, 0);
    const description =
      '<p>Early childhood teacher with <strong>twelve years</strong> in classrooms of infants to four-year-olds.</p>' +
      '<ul><li>Curriculum planning</li><li>Family engagement</li><li>Mentoring new teachers</li></ul>';
    const save = () =>
      call<{ fileKey: string }>(server!.url, token, '/api/generatedResume/edit', {
        resumeId: created.resumeId,
        description,
        idsList,
      });
    // The answer right before measuring: the file is a PDF.
    const { fileKey } = await save();
    const file = await fetch(`${server.url}/api/generatedResume/download/${fileKey}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (file.status !== 200 || !(await file.text()).startsWith('%PDF-'))
      throw new Error(`download answered ${file.status}`);
    console.log(`A professional with ${chosen} records chosen on the resume (tenant ${tenantCode}).`);

    const pid = server.child.pid!;
    // The floor's resume: the sample's, cut to the sections and numbers of entries the server's has.
    const counts: Record<string, number> = {
      education: idsList.educationIds.length,
      employment: idsList.employmentIds.length,
      certifications: idsList.certificationIds.length,
      communityService: idsList.communityIds.length,
      memberships: idsList.membershipIds.length,
      references: idsList.referenceIds.length,
      certificates: idsList.certificateIds.length,
    };
    const sample = sampleResume(tenant);
    const document = {
      ...sample,
      sections: sample.sections
        .filter((section) => (counts[section.key] ?? 0) > 0)
        .map((section) => ({ ...section, entries: section.entries.slice(0, counts[section.key]) })),
    };
    console.log(`Server RSS before the saves: ${rssOf(pid).toFixed(0)} MB.`);
    let peak = rssOf(pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 10);
    try {
      for (let i = 0; i < 20; i++) await save();
      for (let i = 0; i < 20; i++) await renderResume(document);
      const runs: { product: number; floor: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        let start = performance.now();
        for (let i = 0; i < RESUMES; i++) await save();
        const product = RESUMES / ((performance.now() - start) / 1000);
        start = performance.now();
        for (let i = 0; i < RESUMES; i++) await renderResume(document);
        const floor = RESUMES / ((performance.now() - start) / 1000);
        runs.push({ product, floor });
        console.log(
          `  run ${run + 1}: POST /api/generatedResume/edit ${product.toFixed(1)}/s, floor (renderResume here) ${floor.toFixed(1)}/s, server RSS peak so far ${peak.toFixed(0)} MB`,
        );
      }
      const product = median(runs.map((run) => run.product));
      const floor = median(runs.map((run) => run.floor));
      console.log('');
      console.log(
        `Resume saves with their PDF: ${product.toFixed(1)}/s (floor ${floor.toFixed(1)}/s, ${((product / floor) * 100).toFixed(0)}% of it); target >= ${PER_SECOND}/s: ${mark(product >= PER_SECOND)}`,
      );
      const floorPeak = await workerFloorRss(document, RUNS * RESUMES + 20, workDir);
      console.log(
        `Server RSS peak over ${RUNS} x ${RESUMES} saves: ${peak.toFixed(0)} MB (floor: a bare Node process making as many in the server's PDF worker, ${floorPeak.toFixed(0)} MB); target < ${RSS_MB} MB: ${mark(peak < RSS_MB)}${floorPeak >= RSS_MB ? ' (the floor misses it too)' : ''}`,
      );
      failed = product < PER_SECOND || peak >= RSS_MB;
    } finally {
      clearInterval(sampler);
    }
  } finally {
    if (db !== null && userId !== null && !fresh) {
      await sql`delete from sessions where user_id = ${userId}`.execute(db).catch(() => undefined);
      await sql`delete from users where id = ${userId}`.execute(db).catch(() => undefined);
    }
    await db?.destroy();
    if (server !== null) await server.stop();
    if (fresh)
      await adminQuery(serverUrl, `drop database if exists ${database} with (force)`).catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
