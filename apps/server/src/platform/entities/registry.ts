import { ENTITY_FORMS, type RecordState } from '@registry/domain';
import type { EntityDefinition } from './definition.js';
import type { StoredFormDefinition } from './forms.js';
import type { GridDefinition } from './grids.js';

/** Any entity's definition, whatever the state its policy reads. */
export type AnyEntityDefinition = EntityDefinition<RecordState> | EntityDefinition<never>;

/**
 * The registry of entity definitions (DESIGN §3): what the forms service, the grid engine, uploads and
 * verification read. The app builds it once from every module's definitions (src/entities.ts) and hands
 * it to the engines; no engine knows an entity by its number.
 */
export interface EntityRegistry {
  readonly all: readonly EntityDefinition[];
  /** The entity of a type, or undefined (the caller answers 404 or 400). */
  get(entityType: number): EntityDefinition | undefined;
  /** A grid of an entity by its altGridId (null: the entity's own), with its entity. */
  grid(
    entityType: number,
    altGridId: string | null,
  ): { entity: EntityDefinition; grid: GridDefinition } | undefined;
  /** The forms every deployment seeds (the tests' own sample form only with `testOnly`). */
  forms(options?: { testOnly?: boolean }): StoredFormDefinition[];
}

/**
 * The registry of the definitions given. Checks that each entity type is defined once, each form belongs
 * to one entity and is the one spec 3 §3 gives it (packages/domain ENTITY_FORMS), each grid opens a form
 * of its entity and each grid key is unique: a mistake stops the server at start.
 */
export function createEntityRegistry(definitions: readonly AnyEntityDefinition[]): EntityRegistry {
  const all = definitions as readonly EntityDefinition[];
  const byType = new Map<number, EntityDefinition>();
  const formOwners = new Map<number, string>();
  const grids = new Map<string, { entity: EntityDefinition; grid: GridDefinition }>();
  for (const entity of all) {
    if (byType.has(entity.entityType)) throw new Error(`Entity type ${entity.entityType} is defined twice.`);
    byType.set(entity.entityType, entity);
    const listed: readonly number[] = ENTITY_FORMS[entity.entityType] ?? [];
    for (const form of entity.forms) {
      const other = formOwners.get(form.id);
      if (other !== undefined) throw new Error(`Form ${form.id} belongs to ${other} and ${entity.name}.`);
      formOwners.set(form.id, entity.name);
      if (!listed.includes(form.id))
        throw new Error(`Form ${form.id} is not one of ${entity.name}'s forms in ENTITY_FORMS.`);
    }
    for (const grid of entity.grids) {
      const key = `${entity.entityType}:${grid.altGridId ?? ''}`;
      if (grids.has(key)) throw new Error(`${entity.name} has two grids named ${grid.altGridId ?? '(own)'}.`);
      if (grid.formId === null ? listed.length > 0 : !listed.includes(grid.formId))
        throw new Error(
          `${entity.name}'s grid ${grid.altGridId ?? '(own)'} opens form ${grid.formId}, not its own.`,
        );
      if (!entity.scope.sql) throw new Error(`${entity.name} has grids but no scope in SQL.`);
      grids.set(key, { entity, grid });
    }
  }
  return {
    all,
    get: (entityType) => byType.get(entityType),
    grid: (entityType, altGridId) => grids.get(`${entityType}:${altGridId ?? ''}`),
    forms: (options = {}) =>
      all
        .filter((entity) => !entity.testOnly || options.testOnly === true)
        .flatMap((entity) => [...entity.forms]),
  };
}
