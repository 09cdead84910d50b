import { resolve } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../apps/server/src/db/embedded.js';
import { ROOT, withDatabase } from '../support.js';

/** The database the data set goes into, and how to let go of it. */
export interface ScaleTarget {
  connectionString: string;
  /** Where, for the printout (never the password). */
  description: string;
  /** How to start the server on it. */
  serveHint: string;
  close(): Promise<void>;
}

/**
 * - DATABASE_URL and SCALE_DATABASE: the database SCALE_DATABASE on that server, created when missing.
 * - DATABASE_URL alone: that database (it must hold no one but the demo accounts).
 * - neither: the embedded PostgreSQL (apps/server/src/db/embedded.ts) in SCALE_DATA_DIR (./data/scale),
 *   database SCALE_DATABASE or 'registry', the server's own, so `DATA_DIR=data/scale npm start` serves it.
 * SCALE_REPLACE=1 drops a named database that exists and creates it again.
 */
export async function openTarget(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<ScaleTarget> {
  const replace = env.SCALE_REPLACE === '1';
  const name = env.SCALE_DATABASE;
  if (name !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`SCALE_DATABASE must be a lower-case identifier (letters, digits, _), got '${name}'.`);
  }
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    if (name === undefined) {
      if (replace)
        throw new Error('SCALE_REPLACE needs SCALE_DATABASE: the database of DATABASE_URL is never dropped.');
      return {
        connectionString: url,
        description: where(url),
        serveHint: 'DATABASE_URL=<the same> npm start',
        close: async () => undefined,
      };
    }
    await ensureDatabase(url, name, replace, log);
    const target = withDatabase(url, name);
    return {
      connectionString: target,
      description: where(target),
      serveHint: `DATABASE_URL=<that server>/${name} npm start`,
      close: async () => undefined,
    };
  }
  const dataDir = resolve(ROOT, env.SCALE_DATA_DIR || 'data/scale');
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({
    dataDir,
    database: 'postgres',
    logger: { info: log, warn: log, debug: () => undefined },
  });
  try {
    const database = name ?? 'registry';
    await ensureDatabase(embedded.connectionString, database, replace, log);
    return {
      connectionString: withDatabase(embedded.connectionString, database),
      description: `embedded PostgreSQL in ${dataDir}, database ${database}`,
      serveHint:
        database === 'registry'
          ? `DATA_DIR=${env.SCALE_DATA_DIR || 'data/scale'} npm start`
          : `(the server's embedded database is 'registry': leave SCALE_DATABASE unset to serve the data set)`,
      close: () => embedded.stop(),
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

async function ensureDatabase(adminUrl: string, name: string, replace: boolean, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount !== 0 && replace) {
      log(`Dropping the database ${name} (SCALE_REPLACE=1).`);
      await client.query(`drop database ${client.escapeIdentifier(name)} with (force)`);
    }
    if (found.rowCount === 0 || replace) {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      log(`Created the database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

function where(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}
