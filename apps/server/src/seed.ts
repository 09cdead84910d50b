import type { Db } from './db/database.js';
import { seedDatabase, type SeedInput } from './db/seeds/index.js';
import { ENTITY_REGISTRY } from './entities.js';
import { seedFormDefinitions } from './modules/forms/index.js';

/**
 * The starting data (db/seeds, idempotent) and every entity's forms, brought up to the code's
 * definitions (as new versions once they have records). `testForms`: the tests' own forms too (the form
 * engine's sample), which no deployment seeds.
 */
export async function seedRegistry(
  db: Db,
  input: SeedInput,
  options: { testForms?: boolean } = {},
): Promise<void> {
  await seedDatabase(db, input);
  await seedFormDefinitions(
    db,
    ENTITY_REGISTRY,
    ENTITY_REGISTRY.forms({ testOnly: options.testForms === true }),
  );
}
