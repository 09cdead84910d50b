import type { Db } from '../database.js';
import { seedCareerLatticeRequirements } from './career-lattice.js';
import { CHOICE_LIST_SEEDS } from './choice-lists.js';
import { configurationSeeds, type ConfigurationSeedInput } from './configuration.js';

export type SeedInput = ConfigurationSeedInput;

/**
 * Inserts the starting data. Idempotent: rows that already exist are left alone, so values an
 * administrator changed survive every restart. (The forms are seeded from the entity definitions:
 * seedFormDefinitions, which main.ts runs beside this.)
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
  await seedCareerLatticeRequirements(db, input.tenant);
}
