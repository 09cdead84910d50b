import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  sql,
  type CompiledQuery,
  type RawBuilder,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';

export type { Database } from './types.js';
export type Db = Kysely<Database>;

export interface CreateDatabaseOptions {
  /** Pool size; the default suits one server process. */
  max?: number;
  /** Called when an idle pooled connection fails (say, PostgreSQL restarted); without a listener pg would crash the process. */
  onIdleError?: (error: Error) => void;
}

/**
 * Settings every connection of the server starts with (PostgreSQL's startup `options`, so they hold from
 * the first statement of every pooled connection, whatever postgresql.conf says: a deployment's server,
 * the embedded one, a test run's).
 *
 * JIT off: the server runs short statements (a page of rows, a count, a few rows by index), sent unnamed,
 * so each is planned, and JIT-compiled, on every execution. Whenever the planner's estimate passes
 * jit_above_cost (100,000 by default), PostgreSQL first compiles the statement to machine code: the
 * calendar's month, which the planner costs at 130,000-150,000 on the state-scale data, spent ~40 ms of its
 * 77-96 ms compiling and ran in 11 ms without (bench/registration.ts, bench/README.md). Compiling pays only
 * for long analytic scans, which the server does not run.
 */
export const CONNECTION_OPTIONS = '-c jit=off';

/**
 * The pool's connection string and options. pg takes a URL's own `options` parameter over the pool's, which
 * would drop CONNECTION_OPTIONS: then they are added to the URL's.
 */
function connectionSettings(connectionString: string): { connectionString: string; options: string } {
  const settings = { connectionString, options: CONNECTION_OPTIONS };
  if (!/[?&]options=/.test(connectionString)) return settings;
  try {
    const url = new URL(connectionString);
    url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} ${CONNECTION_OPTIONS}`.trim());
    return { ...settings, connectionString: url.toString() };
  } catch {
    return settings;
  }
}

/** A Kysely instance over a `pg` pool; `destroy()` closes the pool. */
export function createDatabase(connectionString: string, options: CreateDatabaseOptions = {}): Db {
  const pool = new pg.Pool({
    ...connectionSettings(connectionString),
    types: { getTypeParser },
    max: options.max ?? 10,
    // A readiness probe must answer even when the database is gone, rather than wait forever.
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    plugins: [new CamelCasePlugin()],
  });
  pools.set(db, pool);
  return db;
}

/** The pg pool under each Kysely instance of createDatabase. */
const pools = new WeakMap<Db, pg.Pool>();

/**
 * The `pg` pool under `db`, for what Kysely cannot carry: a COPY streamed to a client (pg-copy-streams),
 * which holds one connection for as long as it streams. Returned clients go back to the same pool.
 */
export function pgPool(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('This Kysely instance was not made by createDatabase.');
  return pool;
}

/** Statement text -> name, for the statements registered with prepareStatement. */
const preparedNames = new Map<string, string>();

/**
 * Marks the statement `query` compiles to (the same text whatever its values) as one that PostgreSQL
 * parses and plans once per connection and then only binds and executes: for the few statements that
 * nearly every request runs (reading the session). Any other statement is sent unnamed, as Kysely does,
 * so statements built with a varying shape never pile up in the server's connections. Call once, when
 * the module that runs the statement is set up; `name` must be unique.
 */
export function prepareStatement(name: string, query: CompiledQuery): void {
  const text = query.sql;
  for (const [otherText, otherName] of preparedNames) {
    if (otherName === name && otherText !== text) {
      throw new Error(`Two statements are prepared under the name ${name}.`);
    }
  }
  preparedNames.set(text, name);
}

/**
 * A statement for the hottest path, compiled once and prepared (see prepareStatement): `build` writes it
 * from its arguments (the statement's text must not depend on them), and the returned function gives the
 * compiled statement with new arguments, for `db.executeQuery`, without building and compiling it again.
 */
export function compiledStatement<Args extends unknown[], Row>(
  db: Db,
  name: string,
  build: (...args: Args) => RawBuilder<Row>,
): (...args: Args) => CompiledQuery<Row> {
  // Compiled once with a unique marker per argument, to learn where each argument lands among the
  // statement's parameters (an argument may be used more than once; constants in the text stay).
  const markers = Array.from({ length: build.length }, (_, index) => Symbol(`argument ${index}`));
  const compiled = build(...(markers as unknown as Args)).compile(db);
  const slots = compiled.parameters.map((parameter) => markers.indexOf(parameter as symbol));
  for (const [index, marker] of markers.entries()) {
    if (!compiled.parameters.includes(marker))
      throw new Error(`${name}: argument ${index} is not a parameter.`);
  }
  prepareStatement(name, compiled);
  return (...args) => ({
    ...compiled,
    parameters: compiled.parameters.map((constant, index) => {
      const slot = slots[index] ?? -1;
      return slot === -1 ? constant : args[slot];
    }),
  });
}

/** Kysely's pool, whose clients send a registered statement by its name (see prepareStatement). */
function preparingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pg client: Kysely keeps its connection object per client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // The two overloads of PostgresPoolClient.query (text and values, or a cursor) in one function.
    query: ((textOrCursor: unknown, values?: unknown[]): unknown => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
      const name = preparedNames.get(textOrCursor);
      return name === undefined
        ? client.query(textOrCursor, values)
        : client.query({ name, text: textOrCursor, values });
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

// bigint (ids, counts) as numbers: they stay far below 2^53. Dates (no time) as 'YYYY-MM-DD' text, so no
// time zone can shift them; so are wall times (timestamp without time zone: a training session's local
// times, 'YYYY-MM-DD HH:MM:SS', read in its own zone). Per pool rather than through pg.types, which would
// change every pg user.
const parseInt8 = (value: string) => Number(value);
const keepText = (value: string) => value;
function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === pg.types.builtins.INT8) return parseInt8;
  if (oid === pg.types.builtins.DATE) return keepText;
  if (oid === pg.types.builtins.TIMESTAMP) return keepText;
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
}

/**
 * Fails with a clear message when the database cannot be reached, naming where it looked (never the
 * password), so a wrong DATABASE_URL is not reported as a failed migration.
 */
export async function assertConnection(db: Db, connectionString: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    const url = new URL(connectionString);
    const where = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
    throw new Error(`Cannot connect to the database at ${where}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
