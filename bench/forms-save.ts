/**
 * Saving the personal form: POST /api/form/formresponse on the built server, beside the floor's POST /save
 * (bench/floor.ts: the token, the session and one transaction writing what the save writes) on the same
 * fresh database, in one run. The target: at least 300 saves a second on this machine.
 *
 * Each connection saves the profile of its own demo account (so connections do not wait on each other's
 * row locks, as real users do not): the demo accounts of al, signed in once each. Every save is a whole
 * one: the form and the record loaded, the rules evaluated again, every element validated, the
 * pre-submission check for a duplicate person, the record and its audit row written in one transaction.
 *
 * Run with `npm run bench:forms-save` (builds first). Environment: DATABASE_URL (a PostgreSQL server where
 * this user may create databases; default postgres://postgres@127.0.0.1:5432/postgres), BENCH_WARMUP (3 s),
 * BENCH_DURATION (10 s), BENCH_RUNS (3), BENCH_CPU_PROF (a folder for the server's CPU profile), BENCH_ONLY=product (no floor run). Exit 1 when a save was refused or failed; a missed target is
 * reported.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTenant } from '@registry/domain';
import autocannon, { type Client, type Instance, type Result } from 'autocannon';
import { demoAccounts } from '../apps/server/src/db/seeds/demo.js';
import { PERSONAL } from '../apps/server/src/modules/profile/index.js';
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
const DEV_DEMO_PASSWORD = 'Registry2026!';
const TARGET_SAVES_PER_SECOND = 300;

const settings = {
  adminUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  warmupSeconds: positive('BENCH_WARMUP', 3),
  durationSeconds: positive('BENCH_DURATION', 10),
  runs: positive('BENCH_RUNS', 3),
};

interface Figures {
  perSecond: number;
  p99: number;
}

interface Saver {
  token: string;
  productBody: string;
  floorBody: string;
}

const state: { children: ChildProcess[]; database?: string; tempDir?: string; running?: Instance } = {
  children: [],
};
let failed = false;

async function main(): Promise<number> {
  const database = `bench_save_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  await adminQuery(settings.adminUrl, `create database ${database}`);
  state.database = database;
  const databaseUrl = withDatabase(settings.adminUrl, database);
  const tempDir = mkdtempSync(join(tmpdir(), 'registry-bench-save-'));
  state.tempDir = tempDir;
  const jwtSecret = randomBytes(48).toString('base64url');
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first.`);

  const serverPort = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (bench/profile-summary.ts reads it).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const server = start(
    'server',
    [...profile, ...SERVER_NODE_FLAGS, SERVER_MAIN],
    join(tempDir, 'server.log'),
    {
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
    },
  );
  const product = `http://127.0.0.1:${serverPort}`;
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

  const savers = await Promise.all(
    demoAccounts(getTenant('al')).map((account, index) => saverFor(product, account.email, index)),
  );
  // Both sides must save before anything is measured.
  for (const saver of savers) {
    await expectOk(`${product}/api/form/formresponse`, saver.token, saver.productBody);
    await expectOk(`${floor}/save`, saver.token, saver.floorBody);
  }

  console.log(
    `\n${savers.length} connections (one demo account each), ${settings.warmupSeconds} s warm-up (discarded) + ` +
      `${settings.durationSeconds} s measured, ${settings.runs} runs alternating product/floor; median of the runs.\n`,
  );
  const productRuns: Figures[] = [];
  const floorRuns: Figures[] = [];
  // BENCH_ONLY=product: the floor is not loaded (a CPU profile of the server then covers only its own load).
  const productOnly = process.env.BENCH_ONLY === 'product';
  for (let run = 0; run < settings.runs; run += 1) {
    productRuns.push(await measure(`${product}/api/form/formresponse`, savers, 'productBody'));
    if (!productOnly) floorRuns.push(await measure(`${floor}/save`, savers, 'floorBody'));
  }
  if (productOnly) {
    console.log(
      `\nPOST /api/form/formresponse (personal): ${median(productRuns).perSecond.toFixed(0)} saves/s`,
    );
    return failed ? 1 : 0;
  }
  const productFigures = median(productRuns);
  const floorFigures = median(floorRuns);
  console.log('\nsave                                       saves/s   p99');
  console.log(
    `POST /api/form/formresponse (personal)  ${productFigures.perSecond.toFixed(0).padStart(9)}  ${productFigures.p99.toFixed(1)} ms`,
  );
  console.log(
    `floor POST /save                         ${floorFigures.perSecond.toFixed(0).padStart(9)}  ${floorFigures.p99.toFixed(1)} ms`,
  );
  console.log(
    `ratio                                    ${Math.round((productFigures.perSecond / floorFigures.perSecond) * 100)}%`,
  );
  const met = productFigures.perSecond >= TARGET_SAVES_PER_SECOND;
  console.log(
    `\nTarget (issue 8): ${met ? 'PASS' : 'FAIL'}  ${productFigures.perSecond.toFixed(0)} saves/s ` +
      `(at least ${TARGET_SAVES_PER_SECOND})`,
  );
  if (failed) console.log('\nFAILED: some saves were not 2xx (see above).');
  return failed ? 1 : 0;
}

/** Signs the account in and builds its personal form answer (valid, unique per account). */
async function saverFor(baseUrl: string, email: string, index: number): Promise<Saver> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password: DEV_DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { jwt?: { auth_token?: string } }).jwt?.auth_token;
  if (!login.ok || token === undefined) throw new Error(`Sign-in as ${email} failed: ${login.status}`);
  const userId = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
  const formResponse = await fetch(`${baseUrl}/api/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ formId: 1, primaryEntity: { id: userId, entityTypeId: 1 } }),
  });
  const form = (await formResponse.json()) as {
    elements: { id: number; value: string | null; choices: { id: string }[] }[];
  };
  const first = (id: number) => form.elements.find((element) => element.id === id)!.choices[0]!.id;
  const email_ = form.elements.find((element) => element.id === PERSONAL.email)!.value;
  const day = String((index % 28) + 1).padStart(2, '0');
  const values: Record<number, string | string[] | null> = {
    [PERSONAL.firstName]: `Bench${index}`,
    [PERSONAL.middleName]: 'Q',
    [PERSONAL.lastName]: `Saver${index}`,
    [PERSONAL.email]: email_,
    [PERSONAL.phone]: '(205) 555-0100',
    [PERSONAL.alternatePhone]: null,
    [PERSONAL.addressLine1]: '100 Commerce Street',
    [PERSONAL.addressLine2]: 'Suite 2',
    [PERSONAL.city]: 'Montgomery',
    [PERSONAL.state]: 'AL',
    [PERSONAL.zipCode]: '36104',
    [PERSONAL.county]: '01101',
    [PERSONAL.dateOfBirth]: `1985-04-${day}`,
    [PERSONAL.preferredLanguage]: first(PERSONAL.preferredLanguage),
    [PERSONAL.languagesSpoken]: [first(PERSONAL.languagesSpoken)],
    [PERSONAL.ethnicity]: first(PERSONAL.ethnicity),
    [PERSONAL.races]: [first(PERSONAL.races)],
    [PERSONAL.gender]: first(PERSONAL.gender),
    [PERSONAL.genderDescription]: null,
    [PERSONAL.highestEducation]: first(PERSONAL.highestEducation),
  };
  const elementResponses = Object.entries(values).map(([id, value]) =>
    Array.isArray(value)
      ? { formElementId: Number(id), multiValue: value }
      : { formElementId: Number(id), value },
  );
  const productBody = JSON.stringify({
    response: { formId: 1, elementResponses },
    primaryEntity: { id: userId, entityTypeId: 1 },
  });
  const floorBody = JSON.stringify({
    firstName: values[PERSONAL.firstName],
    lastName: values[PERSONAL.lastName],
    profile: {
      middle_name: values[PERSONAL.middleName],
      phone: values[PERSONAL.phone],
      alternate_phone: null,
      address_line1: values[PERSONAL.addressLine1],
      address_line2: values[PERSONAL.addressLine2],
      city: values[PERSONAL.city],
      state_code: values[PERSONAL.state],
      zip_code: values[PERSONAL.zipCode],
      county_fips: values[PERSONAL.county],
      date_of_birth: values[PERSONAL.dateOfBirth],
      preferred_language: values[PERSONAL.preferredLanguage],
      languages_spoken: values[PERSONAL.languagesSpoken],
      ethnicity: values[PERSONAL.ethnicity],
      races: values[PERSONAL.races],
      gender: values[PERSONAL.gender],
      gender_description: null,
      highest_education: values[PERSONAL.highestEducation],
    },
  });
  return { token, productBody, floorBody };
}

/** One warm-up (discarded) and one measured run, one connection per saver with its own token and body. */
async function measure(url: string, savers: Saver[], body: 'productBody' | 'floorBody'): Promise<Figures> {
  const options = (duration: number) => {
    let next = 0;
    return {
      url,
      method: 'POST' as const,
      connections: savers.length,
      duration,
      setupClient: (client: Client) => {
        const saver = savers[next++ % savers.length]!;
        client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${saver.token}` });
        client.setBody(saver[body]);
      },
    };
  };
  await track(autocannon(options(settings.warmupSeconds)));
  const instance = autocannon(options(settings.durationSeconds));
  const times: number[] = [];
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await track(instance);
  const figures = { perSecond: result.requests.average, p99: percentile(times, 0.99) };
  const problems = result.non2xx + result.errors + result.timeouts;
  const line = `  ${url.padEnd(48)} ${figures.perSecond.toFixed(0).padStart(7)} saves/s  p99 ${figures.p99.toFixed(1)} ms`;
  if (problems > 0) {
    failed = true;
    console.log(`${line}  FAILED: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
  } else console.log(line);
  return figures;
}

async function track(instance: Instance): Promise<Result> {
  state.running = instance;
  try {
    return await instance;
  } finally {
    state.running = undefined;
  }
}

async function expectOk(url: string, token: string, body: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function median(runs: Figures[]): Figures {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { perSecond: middle(runs.map((run) => run.perSecond)), p99: middle(runs.map((run) => run.p99)) };
}

function start(name: string, args: string[], logFile: string, env: Record<string, string>): ChildProcess {
  const child = startNode(args, logFile, env, (how) => {
    console.error(`${name} exited (${how}); see ${logFile}`);
  });
  state.children.push(child);
  return child;
}

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1.`);
  return value;
}

async function cleanUp(): Promise<void> {
  state.running?.stop();
  for (const child of state.children) child.removeAllListeners('exit');
  await Promise.all(state.children.map((child) => stopChild(child)));
  if (state.database)
    await adminQuery(settings.adminUrl, `drop database if exists ${state.database} with (force)`);
  if (state.tempDir) rmSync(state.tempDir, { recursive: true, force: true });
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
