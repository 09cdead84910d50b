import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

/**
 * Brings the schema to the latest migration. Runs without the CamelCasePlugin so migrations name SQL
 * identifiers exactly as written. Kysely's migration lock makes concurrent starts safe.
 */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const result = await migrator.migrateToLatest();
  if (result.error !== undefined) {
    const failed = result.results?.find((migration) => migration.status === 'Error')?.migrationName;
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    const which = failed ? `Migration ${failed}` : 'Migrating the database';
    throw new Error(`${which} failed: ${reason}`, { cause: result.error });
  }
  return result;
}
