/**
 * The form searches at a state's scale (issue 8: 6,000 organizations, 150,000 people): how PostgreSQL
 * answers the cross-reference searches of apps/server/src/modules/forms (the very queries the server
 * sends, built by entitySearchQuery), with their plans and times, beside a floor (a primary-key read of
 * one user: the least any query costs on this connection).
 *
 * 1. creates a fresh database `bench_search_<timestamp>_<random>` on DATABASE_URL (default
 *    postgres://postgres@127.0.0.1:5432/postgres), migrates and seeds it as the server does (tenant al);
 * 2. adds 6,000 organizations and 150,000 people (apps/server/test/search-data.ts) and ANALYZEs;
 * 3. per search: EXPLAIN (ANALYZE, BUFFERS) once (printed), then BENCH_RUNS (200) timed executions after
 *    20 warm-up ones; prints the rows found and the median and p95 in ms;
 * 4. drops the database, also after an error or Ctrl-C.
 * Settings (environment): DATABASE_URL, BENCH_RUNS (200), BENCH_ORGANIZATIONS (6000), BENCH_PEOPLE (150000).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type RawBuilder } from 'kysely';
import { getTenant, searchWords, type EntitySearchScope } from '../packages/domain/src/index.js';
import { createDatabase, type Db } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedRegistry } from '../apps/server/src/seed.js';
import { crossReferenceEntities } from '../apps/server/src/modules/forms/cross-references.js';
import { entitySearchQuery } from '../apps/server/src/modules/forms/search.repository.js';
import { fillSearchTables } from '../apps/server/test/search-data.js';
import { adminQuery, withDatabase } from './support.js';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RUNS = count('BENCH_RUNS', 200);
const ORGANIZATIONS = count('BENCH_ORGANIZATIONS', 6000);
const PEOPLE = count('BENCH_PEOPLE', 150_000);

const tenant = getTenant('al');
const entities = crossReferenceEntities(tenant);
const organizations: EntitySearchScope = { entityTypeId: 2 };
const manager = (selfUserId: number): EntitySearchScope => ({ entityTypeId: 1, selfUserId, others: 'plain' });
const administrator = (selfUserId: number): EntitySearchScope => ({
  entityTypeId: 1,
  selfUserId,
  others: 'belowAdmin',
});
const themself = (selfUserId: number): EntitySearchScope => ({ entityTypeId: 1, selfUserId, others: 'none' });
const everyone = (selfUserId: number): EntitySearchScope => ({ entityTypeId: 1, selfUserId, others: 'all' });

function search(entityTypeId: 1 | 2, scope: EntitySearchScope, text: string, countyFips?: string) {
  const entity = entities.get(entityTypeId)!;
  return entitySearchQuery(entity, scope, {
    property: entity.searchProperties.name!,
    words: searchWords(text),
    prefix: text.toLowerCase(),
    peers: countyFips ? [{ column: entity.peers.countyFips!.column, value: countyFips }] : [],
    limit: 25,
  });
}

async function time(
  db: Db,
  query: RawBuilder<unknown>,
): Promise<{ rows: number; median: number; p95: number }> {
  let rows = 0;
  for (let run = 0; run < 20; run += 1) rows = (await query.execute(db)).rows.length;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await query.execute(db);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { rows, median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

async function main(): Promise<void> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const database = `bench_search_${stamp}_${randomBytes(2).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${database}`);
  const db = createDatabase(withDatabase(adminUrl, database), { max: 2 });
  const stop = async () => {
    await db.destroy();
    await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    await migrateToLatest(db);
    await seedRegistry(db, { tenant, publicBaseUrl: 'http://bench.invalid' });
    const filling = performance.now();
    await fillSearchTables(db, { organizations: ORGANIZATIONS, people: PEOPLE });
    console.log(
      `${ORGANIZATIONS} organizations and ${PEOPLE} people made and analysed in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const version = await sql<{ v: string }>`select version() as v`.execute(db);
    console.log(version.rows[0]?.v);
    const { id: self } = await db
      .selectFrom('users')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const cases: [string, RawBuilder<unknown>][] = [
      ['floor: one user by primary key', sql`select id from users where id = ${self}`],
      ['organizations "little bl"', search(2, organizations, 'little bl')],
      ['organizations "mo" (2 letters, many)', search(2, organizations, 'mo')],
      ['organizations of county 01101, no text', search(2, organizations, '', '01101')],
      ['organizations of county 01101, "l"', search(2, organizations, 'l', '01101')],
      ['people "smith", AdminUser', search(1, everyone(self), 'smith')],
      ['people "mary smi", AdminUser', search(1, everyone(self), 'mary smi')],
      ['people "ma" (2 letters, many), AdminUser', search(1, everyone(self), 'ma')],
      ['people "smith", manager (400: plain people only)', search(1, manager(self), 'smith')],
      ['people "ma", manager (400)', search(1, manager(self), 'ma')],
      ['people "smith", administrator (500: below 500)', search(1, administrator(self), 'smith')],
      ['people "smith", professional (100: themself only)', search(1, themself(self), 'smith')],
    ];
    const results: string[] = [];
    for (const [name, query] of cases) {
      const explained = await sql<{
        'QUERY PLAN': string;
      }>`explain (analyze, buffers, costs off) ${query}`.execute(db);
      console.log(`\n== ${name}\n${explained.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      const measured = await time(db, query);
      results.push(
        `${name.padEnd(52)} ${String(measured.rows).padStart(4)} rows  median ${measured.median.toFixed(2).padStart(6)} ms  p95 ${measured.p95.toFixed(2).padStart(6)} ms`,
      );
    }
    console.log(
      `\n${RUNS} runs each, times as the client sees them (round trip included):\n${results.join('\n')}`,
    );
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
