import type { EntityDefinition, EntityProperty, PropertyKind } from './types.js';

/** A property of a profile record's own table. */
export const recordColumn =
  (table: string) =>
  (column: string, kind: PropertyKind = 'text', range?: EntityProperty['range']): EntityProperty => ({
    table,
    column,
    kind,
    ...(range ? { range } : {}),
  });

/**
 * A profile record's definition (migration 20261126100000): one table keyed by its own id, owned by
 * user_id, stamped on every save; a saved record is updated in place (never upserted: its NOT NULL
 * columns are written by the form that created it).
 */
export function profileRecordEntity(
  entityTypeId: number,
  name: string,
  table: string,
  properties: EntityDefinition['properties'],
): EntityDefinition {
  return {
    entityTypeId,
    name,
    recordsTable: table,
    keys: { [table]: 'id' },
    owner: { table, column: 'user_id' },
    stamped: [table],
    createdOnSave: [],
    properties,
    profileRecord: true,
  };
}
