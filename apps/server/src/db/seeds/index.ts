import type { Db } from '../database.js';
import { configurationSeeds, type ConfigurationSeedInput } from './configuration.js';

export type SeedInput = ConfigurationSeedInput;

/**
 * Inserts the starting data. Idempotent: rows that already exist are left alone, so values an
 * administrator changed survive every restart.
 */
export async function seedDatabase(db: Db, input: SeedInput): Promise<void> {
  await db
    .insertInto('configuration')
    .values(configurationSeeds(input))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
