import type { Db } from '../../db/database.js';
import type { EntityRegistry } from '../../platform/entities/index.js';
import { fileUploadProperties } from './forms.repository.js';

/**
 * Where records name their file sets (issue 20: the files module removes the sets no record names): the
 * table and column of every property a file upload element is bound to, in any stored version of any
 * form. The forms module's knowledge, handed to the files module by the app (modules/files never
 * imports forms).
 */
export async function fileSetColumns(
  db: Db,
  entities: EntityRegistry,
): Promise<{ table: string; column: string }[]> {
  const columns = new Map<string, { table: string; column: string }>();
  for (const { entityTypeId, property } of await fileUploadProperties(db)) {
    const bound = entities.get(entityTypeId)?.properties[property];
    if (bound !== undefined) columns.set(`${bound.table}.${bound.column}`, bound);
  }
  return [...columns.values()].map(({ table, column }) => ({ table, column }));
}
