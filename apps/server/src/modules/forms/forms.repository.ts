import { sql } from 'kysely';
import { TENANTS } from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { StoredFormDefinition } from './definitions/stored.js';
import type { EntityDefinition } from './entities/index.js';

export interface DefinitionRow {
  version: number;
  definition: StoredFormDefinition;
}

/** The form's latest version, or the given one (the version a record was saved under). */
export async function findDefinition(
  db: Db,
  formId: number,
  version?: number,
): Promise<DefinitionRow | undefined> {
  let query = db.selectFrom('formDefinitions').select(['version', 'definition']).where('formId', '=', formId);
  if (version !== undefined) query = query.where('version', '=', version);
  const row = await query.orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row && { version: row.version, definition: row.definition as StoredFormDefinition };
}

/** The states whose counties the registry holds, by FIPS code: the county list's groups. */
const STATE_NAMES = new Map(
  Object.values(TENANTS).flatMap((tenant) =>
    tenant.serviceArea.stateFips === null
      ? []
      : [[tenant.serviceArea.stateFips, tenant.serviceArea.name] as const],
  ),
);

export interface ChoiceRow {
  listCode: string;
  id: string;
  text: string;
  sequence: number;
  active: boolean;
  groupName: string | null;
}

/**
 * The named choice lists, in order. 'counties' is the counties table, grouped by state (the county
 * question is filtered to the chosen state's counties by the form's rules).
 */
export async function loadChoiceLists(db: Db, codes: string[]): Promise<ChoiceRow[]> {
  const lists = codes.filter((code) => code !== 'counties');
  const rows: ChoiceRow[] = [];
  if (lists.length > 0) {
    const found = await db
      .selectFrom('choiceLists')
      .select(['listCode', 'choiceId as id', 'text', 'sequence', 'active'])
      .where('listCode', 'in', lists)
      .orderBy('listCode')
      .orderBy('sequence')
      .execute();
    rows.push(...found.map((row) => ({ ...row, groupName: null })));
  }
  if (codes.includes('counties')) {
    const counties = await db
      .selectFrom('counties')
      .select(['fips as id', 'name as text', 'stateFips'])
      .orderBy('stateFips')
      .orderBy('name')
      .execute();
    counties.forEach((row, index) =>
      rows.push({
        listCode: 'counties',
        id: row.id,
        text: row.text,
        sequence: index + 1,
        active: true,
        groupName: STATE_NAMES.get(row.stateFips) ?? row.stateFips,
      }),
    );
  }
  return rows;
}

/** The user id that owns the record, or undefined when there is no such record. */
export async function findOwner(
  db: Db,
  entity: EntityDefinition,
  recordId: number,
): Promise<number | undefined> {
  const key = entity.keys[entity.owner.table] ?? 'id';
  const result = await sql<{ owner: number }>`
    select ${sql.ref(entity.owner.column)} as owner from ${sql.table(entity.owner.table)}
    where ${sql.ref(key)} = ${recordId}`.execute(db);
  const owner = result.rows[0]?.owner;
  return owner === undefined ? undefined : Number(owner);
}

export interface RecordValues {
  /** The form and version the record was saved under; null before its first save. */
  formId: number | null;
  formVersion: number | null;
  values: Record<string, string | string[] | null>;
}

/** The record's property values, read from each of its tables by the record's id. */
export async function loadRecord(db: Db, entity: EntityDefinition, recordId: number): Promise<RecordValues> {
  const values: Record<string, string | string[] | null> = {};
  let formId: number | null = null;
  let formVersion: number | null = null;
  const tables = new Set(Object.values(entity.properties).map((property) => property.table));
  tables.add(entity.recordsTable);
  for (const table of tables) {
    const properties = Object.entries(entity.properties).filter(([, property]) => property.table === table);
    const columns = properties.map(([name, property]) => sql`${sql.ref(property.column)} as ${sql.id(name)}`);
    if (table === entity.recordsTable) columns.push(sql`form_id as "formId", form_version as "formVersion"`);
    const result = await sql<Record<string, unknown>>`
      select ${sql.join(columns)} from ${sql.table(table)} where ${sql.ref(entity.keys[table] ?? 'id')} = ${recordId}`.execute(
      db,
    );
    const row = result.rows[0];
    for (const [name] of properties)
      values[name] = (row?.[name] as string | string[] | null | undefined) ?? null;
    if (table === entity.recordsTable && row) {
      formId = Number(row.formId);
      formVersion = Number(row.formVersion);
    }
  }
  return { formId, formVersion, values };
}
