import type { Db } from '../database.js';
import { seedFormDefinitions } from '../../modules/forms/form-seed.js';
import { CHOICE_LIST_SEEDS } from './choice-lists.js';
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
  await db
    .insertInto('choiceLists')
    .values(
      Object.entries(CHOICE_LIST_SEEDS).flatMap(([listCode, entries]) =>
        entries.map(([choiceId, text], index) => ({ listCode, choiceId, text, sequence: index + 1 })),
      ),
    )
    .onConflict((conflict) => conflict.columns(['listCode', 'choiceId']).doNothing())
    .execute();
  // The forms are the code's: brought up to date on every start, as new versions once they have records.
  await seedFormDefinitions(db);
}
