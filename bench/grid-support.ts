/**
 * What the grid benchmarks (bench/grid.ts, bench/export.ts) share: the state-scale database of DATABASE_URL,
 * the built server started on it, and the viewer they measure as. They leave the database as they found it
 * (the viewer they add is removed again, with its sessions).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { getTenant, type TenantCode } from '../packages/domain/src/index.js';
import { createDatabase, type Db } from '../apps/server/src/db/database.js';
import { PASSWORD_HASHING } from '../apps/server/src/config.js';
import { createPasswordHasher } from '../apps/server/src/platform/passwords.js';
import { freePort, ROOT, SERVER_NODE_FLAGS, startNode, stopChild, waitForHealth } from './support.js';

export const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');

/** Who the grid benchmarks look as: agency staff (350), who see every professional's records. */
export const VIEWER_EMAIL = 'bench-grid-agency@bench.invalid';
const VIEWER_PASSWORD = randomBytes(18).toString('base64url');

export function settingsFromEnvironment() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(
      'Set DATABASE_URL to the state-scale database (npm run seed:scale fills it), e.g. ' +
        'DATABASE_URL=postgres://postgres@127.0.0.1:5432/registry_scale npm run bench:grid',
    );
  return {
    databaseUrl,
    tenant: (process.env.REGISTRY_TENANT ?? 'al') as TenantCode,
    connections: positive('BENCH_CONNECTIONS', 10),
    warmupSeconds: positive('BENCH_WARMUP', 3),
    durationSeconds: positive('BENCH_DURATION', 10),
    runs: positive('BENCH_RUNS', 3),
  };
}

export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1.`);
  return value;
}

/** The figures of the data set, as PostgreSQL counts them. */
export async function describeData(db: Db): Promise<string> {
  const result = await sql<{ people: number; trainings: number; professionals: number }>`
    select (select count(*) from users)::int as people,
           (select count(*) from training_records)::int as trainings,
           (select count(*) from users u where not exists (
              select 1 from user_general_roles g where g.user_id = u.id and g.role_name <> '100'))::int
             as professionals`.execute(db);
  const row = result.rows[0]!;
  const version = (await sql<{ version: string }>`select version()`.execute(db)).rows[0]!.version;
  return (
    `${row.people.toLocaleString('en-US')} people (${row.professionals.toLocaleString('en-US')} professionals ` +
    `holding no role above 100), ${row.trainings.toLocaleString('en-US')} training records; ` +
    version.split(' on ')[0]
  );
}

export interface BenchRun {
  db: Db;
  viewerId: number;
  server: ChildProcess;
  baseUrl: string;
  token: string;
  logFile: string;
  stop(keepLogs: boolean): Promise<void>;
}

/**
 * Adds the viewer (agency staff, role 350), starts the built server on the database (tenant of
 * REGISTRY_TENANT, environment sit: no demo accounts are seeded into the data), signs the viewer in.
 */
export async function startBenchRun(settings: ReturnType<typeof settingsFromEnvironment>): Promise<BenchRun> {
  if (!existsSync(SERVER_MAIN))
    throw new Error(`${SERVER_MAIN} is missing: run npm run build -w apps/server.`);
  const db = createDatabase(settings.databaseUrl, { max: 12 });
  const tempDir = mkdtempSync(join(tmpdir(), 'registry-bench-grid-'));
  const children: ChildProcess[] = [];
  let viewerId: number | undefined;
  let stopping = false;
  const logFile = join(tempDir, 'server.log');
  const stop = async (keepLogs: boolean) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map((child) => stopChild(child)));
    if (viewerId !== undefined) await removeViewer(db, viewerId);
    await db.destroy();
    if (keepLogs) console.error(`Logs kept in ${tempDir}`);
    else rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    viewerId = await addViewer(db, settings.tenant);
    const port = await freePort();
    // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (bench/profile-summary.ts).
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
    // BENCH_NODE_ARGS: Node's own flags for the server (say --max-semi-space-size=4), to compare runtimes.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const server = startNode(
      [...profile, ...SERVER_NODE_FLAGS, ...nodeArgs, SERVER_MAIN],
      logFile,
      {
        DATABASE_URL: settings.databaseUrl,
        DATA_DIR: join(tempDir, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        REGISTRY_ENV: 'sit',
        REGISTRY_TENANT: settings.tenant,
        LOG_LEVEL: 'warn',
        JWT_SECRET: randomBytes(48).toString('base64url'),
        RATE_LIMIT_GLOBAL: '100000000',
        RATE_LIMIT_FACTOR: '1000',
      },
      (how) => {
        if (!stopping) console.error(`The server exited unexpectedly (${how}); see ${logFile}`);
      },
    );
    children.push(server);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(server, `${baseUrl}/api/health`, logFile);
    const token = await signIn(baseUrl);
    return { db, viewerId, server, baseUrl, token, logFile, stop };
  } catch (error) {
    await stop(true);
    throw error;
  }
}

async function addViewer(db: Db, tenant: TenantCode): Promise<number> {
  await removeViewerByEmail(db);
  const hasher = createPasswordHasher(PASSWORD_HASHING);
  const now = new Date();
  const user = await db
    .insertInto('users')
    .values({
      userName: VIEWER_EMAIL,
      email: VIEWER_EMAIL,
      firstName: 'Bench',
      lastName: 'Agency',
      registryId: `BENCH${randomBytes(4).toString('hex')}`,
      passwordHash: await hasher.hash(VIEWER_PASSWORD),
      isConfirmed: true,
      termsAcceptedAt: now,
      profileCompletedAt: now,
      rolesSeededAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!getTenant(tenant).generalRoles.includes('350')) throw new Error(`Tenant ${tenant} has no role 350.`);
  await db.insertInto('userGeneralRoles').values({ userId: user.id, roleName: '350' }).execute();
  return user.id;
}

async function removeViewerByEmail(db: Db): Promise<void> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', VIEWER_EMAIL)
    .executeTakeFirst();
  if (found) await removeViewer(db, found.id);
}

async function removeViewer(db: Db, id: number): Promise<void> {
  await db.deleteFrom('auditLog').where('actorUserId', '=', id).execute();
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/**
 * Another session of the viewer (a sign-in of its own): the active role is the session's, so a benchmark
 * that measures two roles at once holds one session per role.
 */
export function signInAgain(run: Pick<BenchRun, 'baseUrl'>): Promise<string> {
  return signIn(run.baseUrl);
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: VIEWER_EMAIL, password: VIEWER_PASSWORD }),
  });
  const body = (await response.json()) as { jwt?: { auth_token?: string } };
  const token = body.jwt?.auth_token;
  if (!response.ok || token === undefined)
    throw new Error(`Sign-in as ${VIEWER_EMAIL} failed: ${response.status} ${JSON.stringify(body)}`);
  return token;
}

/** Nearest-rank percentile of `values` (ms). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[half] ?? 0) : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
}

export const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
