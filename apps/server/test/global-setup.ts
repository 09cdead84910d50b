import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTenant, type TenantCode } from '@registry/domain';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedRegistry } from '../src/seed.js';
import { adminQuery, databaseUrl, quoteIdentifier } from './database-admin.js';

export interface TestDatabaseInfo {
  /** A superuser connection: creates and drops the per-file databases. */
  adminUrl: string;
  /** The migrated and seeded database each test file clones. */
  template: string;
  /** What the template was seeded with. */
  seed: { tenant: TenantCode; publicBaseUrl: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    database: TestDatabaseInfo;
  }
}

const SEED = { tenant: 'al', publicBaseUrl: 'http://registry.test' } as const;

/**
 * Starts the database for the run (DATABASE_URL as an admin connection, else embedded PostgreSQL in a
 * fresh directory) and builds the template once; each test file then copies it (fast) instead of
 * migrating its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  const embedded = adminUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: (dataDir = await mkdtemp(join(tmpdir(), 'registry-test-'))),
        logger: { info: () => undefined, debug: () => undefined, warn: (message) => console.warn(message) },
        database: 'postgres',
      });
  adminUrl ??= embedded?.connectionString ?? '';
  // Unique per run, so runs against one shared server (DATABASE_URL) do not collide.
  const template = `registry_test_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database ${quoteIdentifier(template)}`);
  const db = createDatabase(databaseUrl(adminUrl, template), { max: 2 });
  try {
    await migrateToLatest(db);
    // With the form engine's sample form (every element type), which no deployment seeds: the tests' own.
    await seedRegistry(
      db,
      { tenant: getTenant(SEED.tenant), publicBaseUrl: SEED.publicBaseUrl },
      { testForms: true },
    );
  } finally {
    // No session may stay on a template while it is copied.
    await db.destroy();
  }
  project.provide('database', { adminUrl, template, seed: SEED });

  return async () => {
    await dropDatabasesStartingWith(adminUrl, template);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

/** The template and any per-file copy a crashed test file left behind. */
async function dropDatabasesStartingWith(adminUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
    }
  } finally {
    await client.end();
  }
}
