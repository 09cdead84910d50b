import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
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

/** A Kysely instance over a `pg` pool; `destroy()` closes the pool. */
export function createDatabase(connectionString: string, options: CreateDatabaseOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    types: { getTypeParser },
    max: options.max ?? 10,
    // A readiness probe must answer even when the database is gone, rather than wait forever.
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
}

// bigint (ids, counts) as numbers: they stay far below 2^53. Dates (no time) as 'YYYY-MM-DD' text, so no
// time zone can shift them. Per pool rather than through pg.types, which would change every pg user.
const parseInt8 = (value: string) => Number(value);
const keepText = (value: string) => value;
function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === pg.types.builtins.INT8) return parseInt8;
  if (oid === pg.types.builtins.DATE) return keepText;
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
