import { sql } from 'kysely';
import { TENANTS } from '@registry/domain';
import type { Db } from '../../db/database.js';
import type { EntityDefinition, StoredFormDefinition } from '../../platform/entities/index.js';
import { servedValue } from './record-writer.repository.js';

export interface DefinitionRow {
  version: number;
  definition: StoredFormDefinition;
}

/**
 * Definitions already read, per database: a version's definition, and the row version (xmin) it was read
 * at. A definition is read on every form call; its jsonb is the largest thing a save loads and parses.
 * Each call still asks the database which version is current and at which row version (one small
 * index lookup), so a version corrected in place (form-seed.ts, by any server) is read again at once.
 */
const definitionCache = new WeakMap<Db, Map<string, { stamp: string; row: DefinitionRow }>>();

/** The form's latest version, or the given one (the version a record was saved under). */
export async function findDefinition(
  db: Db,
  formId: number,
  version?: number,
): Promise<DefinitionRow | undefined> {
  let probe = db
    .selectFrom('formDefinitions')
    .select(['version', sql<string>`xmin::text`.as('stamp')])
    .where('formId', '=', formId);
  if (version !== undefined) probe = probe.where('version', '=', version);
  const current = await probe.orderBy('version', 'desc').limit(1).executeTakeFirst();
  if (!current) return undefined;
  let cache = definitionCache.get(db);
  if (!cache) definitionCache.set(db, (cache = new Map()));
  const key = `${formId}:${current.version}`;
  const cached = cache.get(key);
  if (cached?.stamp === current.stamp) return cached.row;
  const row = await db
    .selectFrom('formDefinitions')
    .select(['version', 'definition', sql<string>`xmin::text`.as('stamp')])
    .where('formId', '=', formId)
    .where('version', '=', current.version)
    .executeTakeFirst();
  if (!row) return undefined;
  const found = { version: row.version, definition: row.definition as StoredFormDefinition };
  cache.set(key, { stamp: row.stamp, row: found });
  return found;
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
 * How long a choice list read from the database is used before it is read again. The lists are reference
 * data a state edits rarely (counties change only by migration); reading them on every form call cost
 * more than the rest of a save (bench:forms-save). A list edited in the database shows within this time.
 */
export const CHOICE_LIST_CACHE_MS = 30_000;
const choiceListCache = new WeakMap<Db, Map<string, { readAt: number; rows: ChoiceRow[] }>>();

/**
 * The named choice lists, in order. 'counties' is the counties table, grouped by state (the county
 * question is filtered to the chosen state's counties by the form's rules). Each list is kept for
 * CHOICE_LIST_CACHE_MS.
 */
export async function loadChoiceLists(db: Db, codes: string[], now = Date.now()): Promise<ChoiceRow[]> {
  let cache = choiceListCache.get(db);
  if (!cache) choiceListCache.set(db, (cache = new Map()));
  const fresh = (code: string) => {
    const entry = cache.get(code);
    return entry !== undefined && now - entry.readAt < CHOICE_LIST_CACHE_MS;
  };
  const missing = codes.filter((code) => !fresh(code));
  if (missing.length > 0) {
    const read = await readChoiceLists(db, missing);
    for (const code of missing) {
      cache.set(code, { readAt: now, rows: read.filter((row) => row.listCode === code) });
    }
  }
  return codes.flatMap((code) => cache.get(code)?.rows ?? []);
}

/** Forgets the lists read from `db`: the next call reads them again (a test that has just changed one). */
export function forgetChoiceLists(db: Db): void {
  choiceListCache.delete(db);
}

async function readChoiceLists(db: Db, codes: string[]): Promise<ChoiceRow[]> {
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
    // The row is `r`, as computed properties read it.
    const columns = properties.map(
      ([name, property]) => sql`${property.computed ?? sql.ref(`r.${property.column}`)} as ${sql.id(name)}`,
    );
    if (table === entity.recordsTable)
      columns.push(sql`r.form_id as "formId", r.form_version as "formVersion"`);
    const result = await sql<Record<string, unknown>>`
      select ${sql.join(columns)} from ${sql.table(table)} r
      where ${sql.ref(`r.${entity.keys[table] ?? 'id'}`)} = ${recordId}`.execute(db);
    const row = result.rows[0];
    for (const [name, property] of properties) values[name] = servedValue(property, row?.[name]);
    // Employment records made by a role request (issue 3) have no form yet: they show in the latest.
    if (table === entity.recordsTable && row && row.formId !== null && row.formVersion !== null) {
      formId = Number(row.formId);
      formVersion = Number(row.formVersion);
    }
  }
  return { formId, formVersion, values };
}

/**
 * The properties file upload elements are bound to, per entity type, in every stored version of every
 * form (a record saved under an older version names its file set where that version put it).
 */
export async function fileUploadProperties(db: Db): Promise<{ entityTypeId: number; property: string }[]> {
  const result = await sql<{ entityTypeId: number; property: string }>`
    select distinct d.entity_type_id as "entityTypeId", e.element ->> 'property' as property
      from form_definitions d
     cross join lateral jsonb_array_elements(d.definition -> 'elements') as e(element)
     where e.element ->> 'type' = 'fileUpload' and e.element ->> 'property' is not null`.execute(db);
  return result.rows;
}
