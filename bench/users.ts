/**
 * Finding people at a state's scale (issue 22): the searches and grids of Search Users and Manage Users and
 * a verifier's queue, each measured through the built server with 10 concurrent users beside its floor:
 * the very statements the server's service sends for that call, captured once and replayed straight
 * through pg with 10 concurrent clients (no HTTP, no session check, no JSON). Target: the product's p99
 * under 50 ms for each; the queue's first page under 50 ms.
 *
 * The calls, as agency staff (350) unless said:
 * - agency search by a name word, by a two-letter prefix; county search; the agencies of the largest county;
 * - Search Users by name (SearchableName Contains: a common surname, a rare one, a two-letter prefix) and
 *   by agency (organizationId Contains: the organization with the most staff);
 * - Manage Users as an administrator (500): the first page by name, and by a common surname;
 * - the verification queue's first page (the requests waiting for this verifier, oldest first).
 *
 * BENCH_DATABASES=url1,url2,... runs every call on each database in turn (say the data set at 10,000 and at
 * 1,000,000 people: SCALE_PEOPLE) and prints how the p99 grew from the first to the last (target: at most
 * 2x); otherwise DATABASE_URL alone. npm run bench:users builds the server first. See bench/README.md.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { claimsForRole, getTenant, type RoleName } from '../packages/domain/src/index.js';
import type { Database, Db } from '../apps/server/src/db/database.js';
import { ENTITY_REGISTRY } from '../apps/server/src/entities.js';
import { createGridService } from '../apps/server/src/modules/grids/index.js';
import { createOrganizationDirectory } from '../apps/server/src/modules/organization-roles/index.js';
import { createVerificationService } from '../apps/server/src/modules/verification/index.js';
import type { AppDeps } from '../apps/server/src/platform/app-types.js';
import { loadUserRoles } from '../apps/server/src/platform/role-holdings.js';
import type { AuthContext } from '../apps/server/src/platform/sessions.js';
import {
  describeData,
  mark,
  median,
  percentile,
  settingsFromEnvironment,
  signInAgain,
  startBenchRun,
  type BenchRun,
} from './grid-support.js';

const base = settingsFromEnvironment();
const databases = (process.env.BENCH_DATABASES ?? base.databaseUrl).split(',').filter(Boolean);
const tenant = getTenant(base.tenant);
const TARGET_P99_MS = 50;
const MAX_GROWTH = 2;

interface Statement {
  text: string;
  values: readonly unknown[];
}

/** One call: what the product is asked over HTTP, and what its service sends PostgreSQL for it. */
interface Call {
  label: string;
  role: RoleName;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Concurrent users for this call (default BENCH_CONNECTIONS, 10). */
  connections?: number;
  /** Runs the call's service on a database that records each statement. */
  service: (deps: CaptureDeps, auth: AuthContext) => Promise<unknown>;
}

type CaptureDeps = AppDeps;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** A Kysely over `url` that writes down every statement it runs (the floor's statements). */
function capturingDb(url: string, captured: CompiledQuery[]): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  }) as unknown as Db;
  return { db, pool };
}

/** The deps the read services take; nothing here writes, so the unit of work is the database itself. */
function readDeps(db: Db): CaptureDeps {
  return {
    config: {} as AppDeps['config'],
    db,
    tenant,
    clock: { now: () => new Date() },
    entities: ENTITY_REGISTRY,
    transaction: (work) => work(db),
  };
}

async function authFor(db: Db, userId: number, role: RoleName): Promise<AuthContext> {
  const roles = await loadUserRoles(db, userId);
  return {
    userId,
    sessionId: 'bench',
    activeRole: role,
    claims: [...claimsForRole(role, tenant)],
    sessionEndsAt: new Date(Date.now() + 3_600_000),
    activeUntil: new Date(Date.now() + 3_600_000),
    account: {} as AuthContext['account'],
    roles,
  } as AuthContext;
}

/** What the data set offers to search for: surnames common and rare, a big organization, a big county. */
async function chooseInputs(db: Db) {
  // The surnames of the data set's people (not the demo accounts), each held by at least a page of them.
  const surnames = await sql<{ name: string; n: number }>`
    select last_name as name, count(*)::int as n from users
     where user_name not like '%@demo.registry.example' and user_name not like '%@bench.invalid'
     group by 1 having count(*) >= 5 order by n desc, 1`.execute(db);
  const list = surnames.rows;
  if (list.length === 0) throw new Error('No people to search for.');
  const biggest = await sql<{ organizationId: number; name: string; n: number }>`
    select e.organization_id as "organizationId", o.name, count(*)::int as n
      from employment_records e join organizations o on o.id = e.organization_id
     where e.organization_id is not null group by 1, 2 order by n desc limit 1`.execute(db);
  const county = await sql<{ fips: string; name: string; n: number }>`
    select c.fips, c.name, count(*)::int as n from organizations o join counties c on c.fips = o.county_fips
     group by 1, 2 order by n desc limit 1`.execute(db);
  const organization = biggest.rows[0];
  const bigCounty = county.rows[0];
  if (!organization || !bigCounty) throw new Error('No organizations in the data set.');
  const firstWord = organization.name.split(/[^A-Za-z]+/).find((word) => word.length >= 4) ?? 'Child';
  return {
    commonSurname: list[0]!.name,
    rareSurname: list.at(-1)!.name,
    prefix: list[0]!.name.slice(0, 2),
    organization,
    organizationWord: firstWord,
    county: bigCounty,
  };
}

function usersGrid(altGridId: string, filters: { filterColumn: string; operation: string; value: string }[]) {
  return { entityTypeId: 1, altGridId, filterInfo: filters, from: 1, to: 5 };
}

function callsFor(inputs: Awaited<ReturnType<typeof chooseInputs>>): Call[] {
  const get = (path: string, query: Record<string, string>) =>
    `${path}?${new URLSearchParams(query).toString()}`;
  const grid = (label: string, role: RoleName, body: ReturnType<typeof usersGrid>): Call => ({
    label,
    role,
    method: 'POST',
    path: '/api/grid',
    body,
    service: (deps, auth) =>
      createGridService({
        ...deps,
        storage: undefined as never,
        deliveries: undefined as never,
        pdfs: undefined as never,
      }).page(auth, {
        ...body,
        primaryEntity: null,
        includeDisabled: false,
        defaultFilters: [],
        sortInfo: [],
      } as never),
  });
  const name = (value: string) => [{ filterColumn: 'SearchableName', operation: 'Contains', value }];
  return [
    {
      label: `agency search "${inputs.organizationWord}"`,
      role: '350',
      method: 'GET',
      path: get('/api/userorganizationroles/agencysearch', { searchString: inputs.organizationWord }),
      service: (deps) => createOrganizationDirectory(deps).searchAgencies(inputs.organizationWord),
    },
    {
      label: `agency search "${inputs.organizationWord.slice(0, 2)}"`,
      role: '350',
      method: 'GET',
      path: get('/api/userorganizationroles/agencysearch', {
        searchString: inputs.organizationWord.slice(0, 2),
      }),
      service: (deps) =>
        createOrganizationDirectory(deps).searchAgencies(inputs.organizationWord.slice(0, 2)),
    },
    {
      label: `county search "${inputs.county.name.slice(0, 2)}"`,
      role: '350',
      method: 'GET',
      path: get('/api/userorganizationroles/countysearch', { searchString: inputs.county.name.slice(0, 2) }),
      service: (deps) => createOrganizationDirectory(deps).searchCounties(inputs.county.name.slice(0, 2)),
    },
    {
      label: `agencies of ${inputs.county.name} (${inputs.county.n})`,
      role: '350',
      method: 'GET',
      path: get('/api/userorganizationroles/searchagencybycounty', { countyId: inputs.county.fips }),
      service: (deps) => createOrganizationDirectory(deps).agenciesByCounty(inputs.county.fips),
    },
    grid(
      `Search Users by name "${inputs.commonSurname}"`,
      '350',
      usersGrid('search-users', name(inputs.commonSurname)),
    ),
    grid(
      `Search Users by name "${inputs.rareSurname}"`,
      '350',
      usersGrid('search-users', name(inputs.rareSurname)),
    ),
    grid(`Search Users by name "${inputs.prefix}"`, '350', usersGrid('search-users', name(inputs.prefix))),
    grid(
      `Search Users by agency (${inputs.organization.n} employed)`,
      '350',
      usersGrid('search-users', [
        {
          filterColumn: 'organizationId',
          operation: 'Contains',
          value: String(inputs.organization.organizationId),
        },
      ]),
    ),
    grid('Manage Users, first page', '500', usersGrid('manage-users', [])),
    grid(
      `Manage Users by name "${inputs.commonSurname}"`,
      '500',
      usersGrid('manage-users', name(inputs.commonSurname)),
    ),
    ...[base.connections, 1].map((connections): Call => ({
      label: `verification queue, first page (${connections} user${connections === 1 ? '' : 's'})`,
      role: '350',
      method: 'GET',
      path: get('/api/verification/queue', { from: '1', to: '25' }),
      connections,
      service: (deps, auth) =>
        createVerificationService({ ...deps, deliveries: undefined as never } as never).queue(auth, {
          from: 1,
          to: 25,
        }),
    })),
  ];
}

async function measureProduct(run: BenchRun, token: string, call: Call, seconds: number): Promise<Figures> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const times: number[] = [];
  const instance = autocannon({
    url: run.baseUrl,
    connections: call.connections ?? base.connections,
    duration: seconds,
    requests: [
      {
        method: call.method,
        path: call.path,
        headers,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      },
    ],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) times.push(responseTime);
  });
  const result = await instance;
  if (result.non2xx + result.errors + result.timeouts > 0)
    throw new Error(
      `${call.label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts.`,
    );
  return { perSecond: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function measureFloor(
  pool: pg.Pool,
  statements: Statement[],
  seconds: number,
  connections: number,
): Promise<Figures> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
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

/** A session of its own with `role` active (the active role is the session's, not the token's). */
async function tokenFor(run: BenchRun, role: RoleName): Promise<string> {
  const session = await signInAgain(run);
  const response = await fetch(`${run.baseUrl}/api/userorganizationroles/roleswitch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ roleName: role }),
  });
  const body = (await response.json()) as { jwt?: { auth_token?: string } };
  if (!response.ok || !body.jwt?.auth_token) throw new Error(`Role switch to ${role}: ${response.status}`);
  return body.jwt.auth_token;
}

interface Result {
  label: string;
  product: Figures;
  floor: Figures;
  rows: number;
}

async function benchDatabase(databaseUrl: string): Promise<Result[]> {
  const settings = { ...base, databaseUrl };
  const run = await startBenchRun(settings);
  const captured: CompiledQuery[] = [];
  const capture = capturingDb(databaseUrl, captured);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: base.connections });
  try {
    console.log(`\n${databaseUrl.replace(/\/\/[^@]*@/, '//')}: ${await describeData(run.db)}`);
    // The viewer is agency staff (350) and, for Manage Users, an administrator (500) as well.
    await run.db
      .insertInto('userGeneralRoles')
      .values({ userId: run.viewerId, roleName: '500' })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const tokens = new Map<RoleName, string>();
    for (const role of ['350', '500'] as const) tokens.set(role, await tokenFor(run, role));
    const inputs = await chooseInputs(run.db);
    const results: Result[] = [];
    const only = process.env.BENCH_ONLY;
    for (const call of callsFor(inputs).filter((c) => only === undefined || c.label.includes(only))) {
      captured.length = 0;
      const answer = await call.service(readDeps(capture.db), await authFor(run.db, run.viewerId, call.role));
      const statements = captured.map((query) => ({ text: query.sql, values: query.parameters }));
      // The product answers what its service answers (the same rows) before anything is measured.
      const response = await fetch(`${run.baseUrl}${call.path}`, {
        method: call.method,
        headers: {
          authorization: `Bearer ${tokens.get(call.role)!}`,
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      });
      const body = (await response.json()) as unknown;
      if (process.env.BENCH_EXPLAIN) {
        for (const statement of statements) {
          const plan = await pool.query(`explain (analyze, buffers) ${statement.text}`, [
            ...statement.values,
          ]);
          console.log(
            `\n${call.label}:\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`,
          );
        }
      }
      if (!response.ok) throw new Error(`${call.label}: ${response.status} ${JSON.stringify(body)}`);
      if (JSON.stringify(rowsOf(body)) !== JSON.stringify(rowsOf(answer)))
        throw new Error(`${call.label}: the product and its service disagree.`);
      const product: Figures[] = [];
      const floor: Figures[] = [];
      for (let index = 0; index < base.runs; index++) {
        await measureProduct(run, tokens.get(call.role)!, call, base.warmupSeconds);
        product.push(await measureProduct(run, tokens.get(call.role)!, call, base.durationSeconds));
        const connections = call.connections ?? base.connections;
        await measureFloor(pool, statements, base.warmupSeconds, connections);
        floor.push(await measureFloor(pool, statements, base.durationSeconds, connections));
      }
      const summary = (figures: Figures[]) => ({
        perSecond: median(figures.map((f) => f.perSecond)),
        p50: median(figures.map((f) => f.p50)),
        p99: median(figures.map((f) => f.p99)),
      });
      const result = {
        label: call.label,
        product: summary(product),
        floor: summary(floor),
        rows: rowsOf(answer).length,
      };
      results.push(result);
      console.log(
        `  ${mark(result.product.p99 < TARGET_P99_MS)} ${call.label.padEnd(44)} ${String(result.rows).padStart(5)} rows  ` +
          `product p50 ${ms(result.product.p50).padStart(9)} p99 ${ms(result.product.p99).padStart(9)}  ` +
          `floor (${statements.length} statements) p50 ${ms(result.floor.p50).padStart(9)} p99 ${ms(result.floor.p99).padStart(9)}`,
      );
    }
    await run.db
      .deleteFrom('userGeneralRoles')
      .where('userId', '=', run.viewerId)
      .where('roleName', '=', '500')
      .execute();
    return results;
  } finally {
    await pool.end();
    await capture.pool.end();
    await run.stop(false);
  }
}

/** What an answer lists: a grid's rows' ids, the queue's records, a search's keys. */
function rowsOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer.map((item: { key?: unknown }) => item.key);
  const value = answer as {
    gridData?: { id: number }[];
    items?: { entityTypeId: number; entityId: number }[];
  };
  if (value.gridData) return value.gridData.map((row) => row.id);
  if (value.items) return value.items.map((item) => `${item.entityTypeId}:${item.entityId}`);
  return [];
}

async function main(): Promise<void> {
  console.log(
    `${base.connections} concurrent users per call; ${base.warmupSeconds} s warm-up (discarded) + ${base.durationSeconds} s measured, ` +
      `${base.runs} runs alternating product and floor; median of the runs.`,
  );
  const all: Result[][] = [];
  for (const url of databases) all.push(await benchDatabase(url));
  if (all.length > 1) {
    const first = all[0]!;
    const last = all.at(-1)!;
    console.log(
      `\nGrowth of the product's p99 from the first data set to the last (target: at most ${MAX_GROWTH}x):`,
    );
    // The calls are named by what they search for, which differs between data sets: matched by position.
    first.forEach((result, index) => {
      const later = last[index]!;
      const growth = later.product.p99 / result.product.p99;
      console.log(
        `  ${mark(growth <= MAX_GROWTH)} ${later.label.padEnd(44)} ${ms(result.product.p99).padStart(9)} → ${ms(later.product.p99).padStart(9)}  ${growth.toFixed(2)}x`,
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
