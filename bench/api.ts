/**
 * API benchmark: the built server against a bare floor (bench/floor.ts) on the same fresh database, in
 * one run. See bench/README.md for what is measured and how to read it. Run with `npm run bench:api`
 * (builds first). Exit 1 when a run saw a non-2xx answer or a connection error, or the set-up failed;
 * a missed target is reported, not an exit code.
 *
 * Environment: DATABASE_URL (a PostgreSQL server where this user may create databases; default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_CONNECTIONS (10), BENCH_WARMUP (3 s),
 * BENCH_DURATION (10 s), BENCH_RUNS (3).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Instance, type Result } from 'autocannon';
import {
  adminQuery,
  freePort,
  ROOT,
  SERVER_NODE_FLAGS,
  startNode,
  stopChild,
  waitForHealth,
  withDatabase,
} from './support.js';
const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
const FLOOR = join(ROOT, 'bench/floor.ts');
const DEMO_USER = 'professional@demo.registry.example';
const DEV_DEMO_PASSWORD = 'Registry2026!';

const settings = {
  adminUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  connections: positive('BENCH_CONNECTIONS', 10),
  warmupSeconds: positive('BENCH_WARMUP', 3),
  durationSeconds: positive('BENCH_DURATION', 10),
  runs: positive('BENCH_RUNS', 3),
};

/** The targets: throughput at least `minRatio` of the floor's, p99 at most P99_MAX_RATIO times the floor's. */
const P99_MAX_RATIO = 1.5;
interface Pair {
  label: string;
  product: string;
  floor: string;
  signedIn: boolean;
  minRatio: number;
}
const PAIRS: Pair[] = [
  { label: 'GET /api/health', product: '/api/health', floor: '/hello', signedIn: false, minRatio: 0.5 },
  { label: 'GET /api/accounts', product: '/api/accounts', floor: '/accounts', signedIn: true, minRatio: 0.6 },
  {
    label: 'GET /api/auth/claims',
    product: '/api/auth/claims',
    floor: '/accounts',
    signedIn: true,
    minRatio: 0.6,
  },
];

interface Figures {
  requestsPerSecond: number;
  p99: number;
}

/** Everything to undo, whatever happens. */
const state: {
  children: ChildProcess[];
  database?: string;
  tempDir?: string;
  running?: Instance;
  /** A run saw a non-2xx answer or an error. */
  failed: boolean;
  stopping: boolean;
} = { children: [], failed: false, stopping: false };

async function main(): Promise<number> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const database = `bench_${stamp}_${randomBytes(2).toString('hex')}`;
  await admin(`create database ${database}`);
  state.database = database;
  const databaseUrl = withDatabase(settings.adminUrl, database);
  const tempDir = mkdtempSync(join(tmpdir(), 'registry-bench-'));
  state.tempDir = tempDir;
  const jwtSecret = randomBytes(48).toString('base64url');

  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first.`);
  const serverPort = await freePort();
  const server = start('server', [...SERVER_NODE_FLAGS, SERVER_MAIN], join(tempDir, 'server.log'), {
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(tempDir, 'data'),
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    REGISTRY_ENV: 'dev',
    REGISTRY_TENANT: 'al',
    LOG_LEVEL: 'info',
    JWT_SECRET: jwtSecret,
    RATE_LIMIT_GLOBAL: '100000000',
    RATE_LIMIT_FACTOR: '1000',
  });
  const product = `http://127.0.0.1:${serverPort}`;
  // The server migrates and seeds the database; the floor starts only once that is done.
  await waitForHealth(server, `${product}/api/health`, join(tempDir, 'server.log'));

  const floorPort = await freePort();
  const floorProcess = start('floor', ['--import', 'tsx', FLOOR], join(tempDir, 'floor.log'), {
    DATABASE_URL: databaseUrl,
    PORT: String(floorPort),
    JWT_SECRET: jwtSecret,
    POOL_MAX: '10',
  });
  const floor = `http://127.0.0.1:${floorPort}`;
  await waitForHealth(floorProcess, `${floor}/hello`, join(tempDir, 'floor.log'));

  const token = await signIn(product, join(tempDir, 'data'));
  const auth = { authorization: `Bearer ${token}` };
  // Both sides must answer 200 before anything is measured (a wrong secret or shape fails here, clearly).
  for (const pair of PAIRS) {
    const headers = pair.signedIn ? auth : {};
    await expectOk(`${product}${pair.product}`, headers);
    await expectOk(`${floor}${pair.floor}`, headers);
  }

  const { connections, warmupSeconds, durationSeconds, runs } = settings;
  console.log(
    `\n${connections} connections, ${warmupSeconds} s warm-up (discarded) + ${durationSeconds} s measured, ` +
      `${runs} runs per target alternating product/floor; median of the runs.\n`,
  );
  const rows: { pair: Pair; product: Figures; floor: Figures }[] = [];
  for (const pair of PAIRS) {
    const headers = pair.signedIn ? auth : {};
    const productRuns: Figures[] = [];
    const floorRuns: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      productRuns.push(await measure(`${product}${pair.product}`, headers));
      floorRuns.push(await measure(`${floor}${pair.floor}`, headers));
    }
    rows.push({ pair, product: median(productRuns), floor: median(floorRuns) });
  }

  printTable(rows);
  printTargets(rows);
  return state.failed ? 1 : 0;
}

/**
 * One warm-up (discarded) and one measured run of `url`; flags non-2xx answers and errors. The p99 comes
 * from each response's own time (autocannon's histogram keeps whole milliseconds, too coarse for a floor
 * that answers in well under one).
 */
async function measure(url: string, headers: Record<string, string>): Promise<Figures> {
  const base = { url, connections: settings.connections, headers };
  await track(autocannon({ ...base, duration: settings.warmupSeconds }));
  const instance = autocannon({ ...base, duration: settings.durationSeconds });
  const times: number[] = [];
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await track(instance);
  const figures = { requestsPerSecond: result.requests.average, p99: percentile(times, 0.99) };
  const problems = result.non2xx + result.errors + result.timeouts;
  const line =
    `  ${url.padEnd(45)} ${fixed(figures.requestsPerSecond, 0).padStart(8)} req/s  ` +
    `p99 ${fixed(figures.p99, 2).padStart(7)} ms`;
  if (problems > 0) {
    state.failed = true;
    console.log(
      `${line}  FAILED: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `(status codes: ${JSON.stringify(result.statusCodeStats)})`,
    );
  } else {
    console.log(line);
  }
  return figures;
}

/** Thrown when a signal stopped the run: the signal handler cleans up and exits. */
class Stopped extends Error {}

async function track(instance: Instance): Promise<Result> {
  state.running = instance;
  try {
    const result = await instance;
    if (state.stopping) throw new Stopped();
    return result;
  } finally {
    state.running = undefined;
  }
}

/** Nearest-rank percentile of `values` (ms). */
function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function median(runs: Figures[]): Figures {
  const middle = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[half] ?? 0)
      : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
  };
  return {
    requestsPerSecond: middle(runs.map((run) => run.requestsPerSecond)),
    p99: middle(runs.map((run) => run.p99)),
  };
}

function printTable(rows: { pair: Pair; product: Figures; floor: Figures }[]): void {
  const header = ['call', 'product req/s', 'floor req/s', 'ratio', 'product p99', 'floor p99', 'p99 ratio'];
  const body = rows.map(({ pair, product, floor }) => [
    `${pair.label} vs ${pair.floor}`,
    fixed(product.requestsPerSecond, 0),
    fixed(floor.requestsPerSecond, 0),
    percent(product.requestsPerSecond / floor.requestsPerSecond),
    `${fixed(product.p99, 2)} ms`,
    `${fixed(floor.p99, 2)} ms`,
    `${fixed(product.p99 / floor.p99, 2)}x`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((row) => (row[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
    );
  console.log('');
  console.log(format(header).join('  '));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of body) console.log(format(row).join('  '));
}

function printTargets(rows: { pair: Pair; product: Figures; floor: Figures }[]): void {
  console.log('\nTargets (issue):');
  for (const { pair, product, floor } of rows) {
    const ratio = product.requestsPerSecond / floor.requestsPerSecond;
    const p99Ratio = product.p99 / floor.p99;
    const what = pair.signedIn ? 'signed-in read' : 'health';
    console.log(
      `  ${mark(ratio >= pair.minRatio)}  ${pair.label}: req/s ${percent(ratio)} of the floor ` +
        `(${what}: at least ${percent(pair.minRatio)})`,
    );
    console.log(
      `  ${mark(p99Ratio <= P99_MAX_RATIO)}  ${pair.label}: p99 ${fixed(p99Ratio, 2)}x the floor's ` +
        `(at most ${P99_MAX_RATIO}x)`,
    );
  }
  if (state.failed) console.log('\nFAILED: some answers were not 2xx or connections failed (see above).');
}

/** Starts `node args` with its output in `logFile`; an exit before the end is reported. */
function start(name: string, args: string[], logFile: string, env: Record<string, string>): ChildProcess {
  const child = startNode(args, logFile, env, (how) => {
    if (!state.stopping) console.error(`${name} exited unexpectedly (${how}); see ${logFile}`);
  });
  state.children.push(child);
  return child;
}

/** Signs in as the demo professional; the password is DATA_DIR/demo-password when the server made one. */
async function signIn(baseUrl: string, dataDir: string): Promise<string> {
  const passwordFile = join(dataDir, 'demo-password');
  const password = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : DEV_DEMO_PASSWORD;
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO_USER, password }),
  });
  const body = (await response.json()) as { jwt?: { auth_token?: string } };
  const token = body.jwt?.auth_token;
  if (!response.ok || token === undefined) {
    throw new Error(`Sign-in as ${DEMO_USER} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return token;
}

async function expectOk(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

const admin = (statement: string) => adminQuery(settings.adminUrl, statement);

/** Stops the load, the two processes (SIGTERM, then SIGKILL after 5 s), drops the database and the temp dir. */
async function cleanUp(keepTempDir: boolean): Promise<void> {
  if (state.stopping) return;
  state.stopping = true;
  state.running?.stop();
  await Promise.all(state.children.map((child) => stopChild(child)));
  if (state.database !== undefined) {
    await admin(`drop database if exists ${state.database} with (force)`).catch((error: unknown) =>
      console.error(`Could not drop database ${state.database}: ${(error as Error).message}`),
    );
  }
  if (state.tempDir !== undefined) {
    if (keepTempDir) console.error(`Logs kept in ${state.tempDir}`);
    else rmSync(state.tempDir, { recursive: true, force: true });
  }
}

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1.`);
  return value;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping.`);
    void cleanUp(false).finally(() => process.exit(130));
  });
}

try {
  const code = await main();
  await cleanUp(false);
  process.exitCode = code;
} catch (error) {
  if (!(error instanceof Stopped)) console.error(error instanceof Error ? error.message : error);
  await cleanUp(true);
  process.exitCode = 1;
}
