import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EntityRegistry, StoredFormDefinition } from '../../platform/entities/index.js';

/** The advisory-lock namespace of form seeding: two servers starting at once agree on one version. */
const FORM_SEED_LOCK = 8_2026_1123;

export type FormSeedOutcome = 'created' | 'unchanged' | 'updated' | 'new-version';

/**
 * Brings form_definitions up to the code's definitions (DESIGN §3: a definition that has responses is
 * never edited in place). For each form: no row yet, version 1; the latest version equal to the code's
 * (jsonb equality, so key order does not matter), nothing; the latest version has no records yet, it is
 * corrected in place; otherwise the change becomes a new version, and records saved under the old one
 * keep showing with the fields they were saved with.
 */
export async function seedFormDefinitions(
  db: Db,
  entities: EntityRegistry,
  definitions: readonly StoredFormDefinition[] = entities.forms(),
): Promise<Map<number, FormSeedOutcome>> {
  const outcomes = new Map<number, FormSeedOutcome>();
  for (const definition of definitions) {
    outcomes.set(definition.id, await seedOne(db, entities, definition));
  }
  return outcomes;
}

async function seedOne(
  db: Db,
  entities: EntityRegistry,
  definition: StoredFormDefinition,
): Promise<FormSeedOutcome> {
  const entity = entities.get(definition.entityTypeId);
  if (!entity)
    throw new Error(
      `Form ${definition.id} names entity type ${definition.entityTypeId}, which has no definition.`,
    );
  const json = JSON.stringify(definition);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${FORM_SEED_LOCK}, ${definition.id})`.execute(trx);
    const latest = await trx
      .selectFrom('formDefinitions')
      .select(['version', sql<boolean>`definition = ${json}::jsonb`.as('same')])
      .where('formId', '=', definition.id)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    const row = {
      formId: definition.id,
      entityTypeId: definition.entityTypeId,
      name: definition.name,
      definition: json,
    };
    if (!latest) {
      await trx
        .insertInto('formDefinitions')
        .values({ ...row, version: 1 })
        .execute();
      return 'created';
    }
    if (latest.same) return 'unchanged';
    const used = await sql<{ used: boolean }>`
      select exists (select 1 from ${sql.table(entity.recordsTable)} where form_id = ${definition.id} and form_version = ${latest.version}) as used`.execute(
      trx,
    );
    if (used.rows[0]?.used) {
      await trx
        .insertInto('formDefinitions')
        .values({ ...row, version: latest.version + 1 })
        .execute();
      return 'new-version';
    }
    await trx
      .updateTable('formDefinitions')
      .set({ name: row.name, entityTypeId: row.entityTypeId, definition: json })
      .where('formId', '=', definition.id)
      .where('version', '=', latest.version)
      .execute();
    return 'updated';
  });
}
