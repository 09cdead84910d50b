import type { TAutocompleteItem } from '@registry/contracts';
import type { EntitySearchScope } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { startsWith, wordPrefixMatch } from '../../platform/name-search.js';
import type { CrossReferenceEntity } from './cross-references.js';
import type { DefinitionRow } from './forms.repository.js';

/** A narrowing of an entity search besides its text: a named filter and peer properties' values. */
export interface EntityConditions {
  filter?: RawBuilder<boolean>;
  peers: { column: RawBuilder<string | null>; value: string }[];
}

function where(entity: CrossReferenceEntity, scope: EntitySearchScope, conditions: EntityConditions) {
  const parts: RawBuilder<boolean>[] = [entity.scope(scope)];
  if (conditions.filter) parts.push(conditions.filter);
  for (const peer of conditions.peers) parts.push(sql<boolean>`${peer.column} = ${peer.value}`);
  return sql.join(parts, sql` and `);
}

export interface EntitySearch extends EntityConditions {
  /** The matched text (a search property's expression, as indexed). */
  property: RawBuilder<string>;
  /** The query's words (searchWords): each must start a word of the property. None: any. */
  words: string[];
  /** The normalised query in lower case: a property starting with it comes first. */
  prefix: string;
  limit: number;
}

/**
 * The entities in the viewer's scope whose property has a word starting with each of the words (a
 * prefix tsquery on the GIN index of to_tsvector('simple', registry_search_text(property))), those whose
 * whole text starts with the query first, then by that text. The words are letters and digits only
 * (searchWords), so nothing typed reaches the tsquery's syntax.
 */
export function entitySearchQuery(
  entity: CrossReferenceEntity,
  scope: EntitySearchScope,
  search: EntitySearch,
): RawBuilder<TAutocompleteItem> {
  const conditions = [where(entity, scope, search), wordPrefixMatch(search.property, search.words)];
  return sql<TAutocompleteItem>`
    select ${entity.id}::text as key, ${entity.display} as value
    from ${entity.from}
    where ${sql.join(conditions, sql` and `)}
    order by ${startsWith(search.property, search.prefix)} desc, lower(${search.property}), ${entity.id}
    limit ${search.limit}`;
}

/** The items of entitySearchQuery. */
export async function searchEntities(
  db: Db,
  entity: CrossReferenceEntity,
  scope: EntitySearchScope,
  search: EntitySearch,
): Promise<TAutocompleteItem[]> {
  return (await entitySearchQuery(entity, scope, search).execute(db)).rows;
}

/** The entity with this id, if it is in the viewer's scope and meets the conditions: its display text. */
export async function findEntity(
  db: Db,
  entity: CrossReferenceEntity,
  scope: EntitySearchScope,
  id: number,
  conditions: EntityConditions = { peers: [] },
): Promise<string | undefined> {
  const result = await sql<{ value: string }>`
    select ${entity.display} as value from ${entity.from}
    where ${entity.id} = ${id} and ${where(entity, scope, conditions)}`.execute(db);
  return result.rows[0]?.value;
}

/** One property of the entity with this id, if it is in the viewer's scope (undefined when it is not). */
export async function readEntityProperty(
  db: Db,
  entity: CrossReferenceEntity,
  scope: EntitySearchScope,
  id: number,
  property: RawBuilder<string | null>,
): Promise<{ value: string | null } | undefined> {
  const result = await sql<{ value: string | null }>`
    select ${property} as value from ${entity.from}
    where ${entity.id} = ${id} and ${where(entity, scope, { peers: [] })}`.execute(db);
  return result.rows[0];
}

/**
 * The latest version of the form that has (had) this element, if that version still has it. Element ids
 * are unique across forms (docs/decisions.md), so one form at most.
 */
export async function findLatestFormWithElement(
  db: Db,
  elementId: number,
): Promise<DefinitionRow | undefined> {
  const result = await sql<DefinitionRow>`
    select version, definition from form_definitions
    where form_id = (
      select form_id from form_definitions
      where definition -> 'elements' @> ${JSON.stringify([{ id: elementId }])}::jsonb limit 1)
    order by version desc limit 1`.execute(db);
  const row = result.rows[0];
  return row?.definition.elements.some((element) => element.id === elementId) ? row : undefined;
}
