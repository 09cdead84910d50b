import { FORM_TEXTS, numberOutOfRange, numberTooPrecise } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EntityDefinition, EntityProperty, PropertyValues } from '../../platform/entities/index.js';

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

const DECIMAL = /^\d+(?:\.(\d+))?$/;
/** A wall time as the form engine's datetime writes it, without a zone: 'YYYY-MM-DDTHH:MM[:SS[.fff]]'. */
const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?$/;

/**
 * A datetime value as a wall time column stores it ('YYYY-MM-DD HH:MM'), or null when it is not one (a
 * zoned instant, or no datetime at all): the service refuses it on its element.
 */
export function wallTimeOf(value: string): string | null {
  const match = WALL_TIME.exec(value);
  return match === null ? null : `${match[1]} ${match[2]}`;
}

/**
 * What is wrong with a number property's value (its decimal text), or null when it fits: digits with an
 * optional decimal part, no more decimals than the property keeps, within its range. The service reports
 * it on the element (a float field accepts any decimal); the writer refuses what it would not store.
 */
export function numberProblem(property: EntityProperty, value: string): string | null {
  const match = DECIMAL.exec(value);
  if (!match) return FORM_TEXTS.valueInvalid;
  const { range } = property;
  if (!range) return null;
  if ((match[1]?.replace(/0+$/, '').length ?? 0) > range.scale) return numberTooPrecise(range.scale);
  const number = Number(value);
  if (number > range.max || (range.positive === true && number === 0))
    return numberOutOfRange(range.max, range.positive === true);
  return null;
}

/** A value as its column takes it, checked against the property's kind (a mismatch is a bug, not input). */
function columnValue(
  entity: EntityDefinition,
  name: string,
  property: EntityProperty,
  value: string | string[] | null,
): string | string[] | null {
  const wrong = (why: string) => new Error(`${entity.name}.${name}: ${why}.`);
  if (property.computed) throw wrong('a computed value is not stored');
  if (property.kind === 'textArray') {
    if (value !== null && !Array.isArray(value)) throw wrong('a list of values is stored');
    return value;
  }
  if (Array.isArray(value)) throw wrong('one value is stored');
  if (value === null || (value === '' && property.kind !== 'text')) return null;
  if (property.kind === 'number') {
    const problem = numberProblem(property, value);
    if (problem !== null) throw wrong(`"${value}" is not stored (${problem})`);
  }
  if (property.kind === 'boolean' && value !== 'true' && value !== 'false')
    throw wrong(`"${value}" is not 'true' or 'false'`);
  if (property.kind === 'datetime') {
    const wallTime = wallTimeOf(value);
    if (wallTime === null) throw wrong(`"${value}" is not a wall time`);
    return wallTime;
  }
  return value;
}

/**
 * A stored value as forms serve it: a number as its shortest decimal text (numeric(6,2) 12.50 is
 * '12.5', a bigint id its digits), a yes/no as 'true' or 'false', a wall time (read 'YYYY-MM-DD
 * HH:MM:SS') as the datetime element holds it ('YYYY-MM-DDTHH:MM'), the others as read.
 */
export function servedValue(property: EntityProperty, raw: unknown): string | string[] | null {
  if (raw === null || raw === undefined) return null;
  if (property.kind === 'boolean') return raw === true ? 'true' : 'false';
  if (property.kind === 'datetime') {
    const text = String(raw);
    return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(text)
      ? `${text.slice(0, 10)}T${text.slice(11, 16)}`
      : text;
  }
  if (property.kind === 'number') {
    const text = String(raw);
    return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  }
  return raw as string | string[];
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
    columns.push([property.column, columnValue(entity, name, property, value)]);
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
      // A records table keyed by its own id (not by the owner's, as user_profiles is) names its owner
      // in the row the insert proposes, or a NOT NULL owner fails even when the row exists.
      if (table === entity.owner.table && entity.owner.column !== key)
        all.push([entity.owner.column, String(write.ownerUserId)]);
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
