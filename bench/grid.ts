/**
 * The training-records grid at a state's scale (issue 9): POST /api/grid of the grid of everyone within
 * reach (entity type 3, altGridId 'reach') with a Contains filter on the training name, one page of 25
 * rows newest first, 10 concurrent users, beside the floor of the very SQL the server sends, run straight
 * through pg with 10 concurrent clients. Target: the product's p99 under 50 ms.
 *
 * The viewer is agency staff (role 350): they see the records of every professional holding no role
 * above 100 (personRecordsAccess), so the filter meets millions of rows and the scope is the real
 * anti-join, where AdminUser's would be no condition at all and a director's a few hundred rows.
 *
 * Runs against the state-scale database of DATABASE_URL (npm run seed:scale); builds nothing (npm run
 * bench:grid builds the server first). See bench/README.md.
 */
import { performance } from 'node:perf_hooks';
import autocannon, { type Instance } from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { claimsForRole, EntityType, getTenant } from '../packages/domain/src/index.js';
import type { Db } from '../apps/server/src/db/database.js';
import { ENTITY_REGISTRY } from '../apps/server/src/entities.js';
import { gridSelection } from '../apps/server/src/modules/grids/grid-query.js';
import {
  vocabularyMatches,
  vocabularyQuery,
} from '../apps/server/src/modules/grids/grid-vocabulary.repository.js';
import type { GridDefinition } from '../apps/server/src/platform/entities/index.js';
import { gridRowsQuery, withCurrentChoiceTexts } from '../apps/server/src/modules/grids/grid.repository.js';
import {
  describeData,
  mark,
  median,
  percentile,
  settingsFromEnvironment,
  startBenchRun,
  type BenchRun,
} from './grid-support.js';

const settings = settingsFromEnvironment();
const tenant = getTenant(settings.tenant);
const PAGE = 25;
const TARGET_P99_MS = 50;

/**
 * Words of the training names as typed into the filter: the commonest (meets millions of rows), one of
 * middling frequency, the rarest, and the first three letters of the commonest (a word half typed).
 */
async function chooseTerms(db: Db): Promise<string[]> {
  const words = await sql<{ word: string; n: number }>`
    select lower(w) as word, count(*)::int as n
    from (select regexp_split_to_table(training_name, '[^A-Za-z]+') as w
          from training_records tablesample system (1) repeatable (7)) s
    where length(w) >= 4 group by 1 order by n desc, 1`.execute(db);
  const list = words.rows;
  if (list.length === 0) throw new Error('No training records to search.');
  const common = list[0]!.word;
  return [common, list[Math.floor(list.length / 2)]!.word, list.at(-1)!.word, common.slice(0, 3)];
}

function gridBody(term: string) {
  return {
    entityTypeId: 3,
    altGridId: 'reach',
    filterInfo: [{ filterColumn: 'trainingName', operation: 'Contains' as const, value: term }],
    from: 1,
    to: PAGE,
  };
}

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements POST /api/grid sends for this viewer and term, with their parameters: the training names
 * that contain the term (grid-vocabulary.ts), then the page over those names.
 */
/** The training records of everyone in the viewer's reach (entity 3, altGridId 'reach'). */
const trainingRecords = ENTITY_REGISTRY.grid(EntityType.TrainingRecord, 'reach')!;

async function floorStatements(run: BenchRun, grid: GridDefinition, term: string): Promise<Statement[]> {
  const viewer = {
    userId: run.viewerId,
    activeRole: '350' as const,
    claims: claimsForRole('350', tenant),
    directorOrganizationIds: [],
  };
  const { filterInfo } = gridBody(term);
  const query = { includeDisabled: false, filterInfo, defaultFilters: [], sortInfo: [] };
  const vocabulary = grid.columns.find((column) => column.propertyName === 'trainingName')?.vocabulary;
  if (vocabulary === undefined) throw new Error('The training name has no vocabulary.');
  const names = vocabularyQuery(vocabulary, term).compile(run.db);
  const matches = await vocabularyMatches(run.db, grid, query);
  const selection = gridSelection(trainingRecords.entity, grid, tenant, viewer, null, query, matches);
  const page = gridRowsQuery(selection, { offset: 0, limit: PAGE }).compile(run.db);
  return [names, page].map((compiled) => ({ text: compiled.sql, values: compiled.parameters as unknown[] }));
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
}

let running: Instance | undefined;

async function measureProduct(run: BenchRun, terms: string[], seconds: number): Promise<Figures> {
  const headers = { authorization: `Bearer ${run.token}`, 'content-type': 'application/json' };
  const instance = autocannon({
    url: run.baseUrl,
    connections: settings.connections,
    duration: seconds,
    requests: terms.map((term) => ({
      method: 'POST',
      path: '/api/grid',
      headers,
      body: JSON.stringify(gridBody(term)),
    })),
  });
  running = instance;
  const times: number[] = [];
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) times.push(responseTime);
  });
  const result = await instance;
  running = undefined;
  const problems = result.non2xx + result.errors + result.timeouts;
  if (problems > 0)
    throw new Error(
      `The product answered badly: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts.`,
    );
  return {
    perSecond: times.length / seconds,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    count: times.length,
  };
}

async function measureFloor(pool: pg.Pool, statements: Statement[][], seconds: number): Promise<Figures> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: settings.connections }, async (_, worker) => {
      const client = await pool.connect();
      try {
        for (let index = worker; performance.now() < end; index++) {
          const start = performance.now();
          for (const statement of statements[index % statements.length]!)
            await client.query(statement.text, statement.values);
          times.push(performance.now() - start);
        }
      } finally {
        client.release();
      }
    }),
  );
  return {
    perSecond: times.length / seconds,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    count: times.length,
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(run: BenchRun): Promise<void> {
  console.log(`Data: ${await describeData(run.db)}`);
  const terms = await chooseTerms(run.db);
  // The grid as the server runs it: its choice columns written out over the lists.
  const grid = await withCurrentChoiceTexts(run.db, trainingRecords.grid);
  const statements = await Promise.all(terms.map((term) => floorStatements(run, grid, term)));
  const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: settings.connections });
  try {
    // Both sides answer the same rows before anything is measured.
    for (const [index, term] of terms.entries()) {
      const response = await fetch(`${run.baseUrl}/api/grid`, {
        method: 'POST',
        headers: { authorization: `Bearer ${run.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(gridBody(term)),
      });
      const body = (await response.json()) as { gridData?: { id: number }[] };
      if (!response.ok)
        throw new Error(`POST /api/grid answered ${response.status}: ${JSON.stringify(body)}`);
      const [names, rows] = statements[index]!;
      await pool.query(names!.text, names!.values);
      const floor = await pool.query<{ rid: number }>(rows!.text, rows!.values);
      const product = (body.gridData ?? []).map((row) => row.id).join(',');
      if (product !== floor.rows.map((row) => Number(row.rid)).join(','))
        throw new Error(`The product and the floor disagree for "${term}".`);
      const matches = await run.db
        .selectFrom('trainingRecords')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('trainingName', 'ilike', `%${term}%`)
        .executeTakeFirstOrThrow();
      console.log(
        `  "${term}": ${Number(matches.n).toLocaleString('en-US')} records contain it; page of ${body.gridData?.length ?? 0}`,
      );
    }
    console.log(
      `\n${settings.connections} concurrent users, the ${terms.length} terms in turn; ${settings.warmupSeconds} s warm-up ` +
        `(discarded) + ${settings.durationSeconds} s measured, ${settings.runs} runs alternating product and floor; median of the runs.\n`,
    );
    const product: Figures[] = [];
    const floor: Figures[] = [];
    for (let index = 0; index < settings.runs; index++) {
      await measureProduct(run, terms, settings.warmupSeconds);
      product.push(await measureProduct(run, terms, settings.durationSeconds));
      await measureFloor(pool, statements, settings.warmupSeconds);
      floor.push(await measureFloor(pool, statements, settings.durationSeconds));
      const [p, f] = [product.at(-1)!, floor.at(-1)!];
      console.log(
        `  run ${index + 1}: product ${p.perSecond.toFixed(0)}/s p50 ${ms(p.p50)} p99 ${ms(p.p99)}; ` +
          `floor ${f.perSecond.toFixed(0)}/s p50 ${ms(f.p50)} p99 ${ms(f.p99)}`,
      );
    }
    const summary = (figures: Figures[]) => ({
      perSecond: median(figures.map((f) => f.perSecond)),
      p50: median(figures.map((f) => f.p50)),
      p99: median(figures.map((f) => f.p99)),
    });
    const [p, f] = [summary(product), summary(floor)];
    console.log('');
    console.log('                      pages/s      p50        p99');
    console.log(
      `  POST /api/grid   ${p.perSecond.toFixed(0).padStart(9)}  ${ms(p.p50).padStart(9)}  ${ms(p.p99).padStart(9)}`,
    );
    console.log(
      `  floor (bare SQL) ${f.perSecond.toFixed(0).padStart(9)}  ${ms(f.p50).padStart(9)}  ${ms(f.p99).padStart(9)}`,
    );
    console.log(
      `\n  ${mark(p.p99 < TARGET_P99_MS)}  product p99 ${ms(p.p99)} (target: under ${TARGET_P99_MS} ms); ${(p.p99 / f.p99).toFixed(2)}x the floor's`,
    );
  } finally {
    await pool.end();
  }
}

const run = await startBenchRun(settings);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running?.stop();
    void run.stop(false).finally(() => process.exit(130));
  });
}
try {
  await main(run);
  await run.stop(false);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await run.stop(true);
  process.exitCode = 1;
}
