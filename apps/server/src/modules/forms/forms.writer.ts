import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EntityDefinition } from './entities/index.js';

export type PropertyValues = Record<string, string | string[] | null>;

export interface RecordWrite {
  entity: EntityDefinition;
  /** The record's id; null writes a new record (its id is returned). */
  recordId: number | null;
  ownerUserId: number;
  formId: number;
  formVersion: number;
  /** The values to store, by property; a property left out keeps its stored value. */
  values: PropertyValues;
  now: Date;
}

/**
 * Writes a record's values to its tables (in the caller's transaction, with its audit row): an update of
 * the tables whose row exists with the record (users), an insert-or-update of the tables the first save
 * creates (user_profiles), and for a new record an insert into its records table. The records table
 * row is stamped with the form and version the values were entered under. Returns the record's id.
 */
export async function writeRecord(trx: Db, write: RecordWrite): Promise<number> {
  const { entity } = write;
  const byTable = new Map<string, [column: string, value: string | string[] | null][]>();
  for (const [name, value] of Object.entries(write.values)) {
    const property = entity.properties[name];
    if (!property) throw new Error(`${entity.name} has no property ${name}.`);
    const columns = byTable.get(property.table) ?? [];
    columns.push([property.column, value]);
    byTable.set(property.table, columns);
  }
  for (const table of entity.stamped) {
    byTable.set(table, [...(byTable.get(table) ?? []), ['updated_at', write.now.toISOString()]]);
  }
  byTable.set(entity.recordsTable, [
    ...(byTable.get(entity.recordsTable) ?? []),
    ['form_id', String(write.formId)],
    ['form_version', String(write.formVersion)],
  ]);

  let recordId = write.recordId;
  if (recordId === null) {
    const columns = byTable.get(entity.recordsTable)!;
    columns.push([entity.owner.column, String(write.ownerUserId)]);
    const key = entity.keys[entity.recordsTable] ?? 'id';
    const inserted = await sql<{ id: number }>`
      insert into ${sql.table(entity.recordsTable)} (${sql.join(columns.map(([column]) => sql.ref(column)))})
      values (${sql.join(columns.map(([, value]) => value))})
      returning ${sql.ref(key)} as id`.execute(trx);
    recordId = Number(inserted.rows[0]!.id);
    byTable.delete(entity.recordsTable);
  }

  for (const [table, columns] of byTable) {
    const key = entity.keys[table] ?? 'id';
    if (columns.length === 0) continue;
    if (entity.createdOnSave.includes(table)) {
      const all: [string, string | string[] | null][] = [[key, String(recordId)], ...columns];
      await sql`
        insert into ${sql.table(table)} (${sql.join(all.map(([column]) => sql.ref(column)))})
        values (${sql.join(all.map(([, value]) => value))})
        on conflict (${sql.ref(key)}) do update set
          ${sql.join(columns.map(([column]) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`))}`.execute(
        trx,
      );
    } else {
      await sql`
        update ${sql.table(table)} set ${sql.join(columns.map(([column, value]) => sql`${sql.ref(column)} = ${value}`))}
        where ${sql.ref(key)} = ${recordId}`.execute(trx);
    }
  }
  return recordId;
}
