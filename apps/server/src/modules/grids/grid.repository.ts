import {
  GRID_TOTAL_CAP,
  type Reach,
  type RecordState,
  type RecordsReachViewer,
  type Tenant,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { exportValue, headerAlias } from '../../platform/csv-export.js';
import {
  disabledSql,
  type EntityDefinition,
  type GridColumnDefinition,
  type GridDefinition,
  type ScopeSql,
} from '../../platform/entities/index.js';
import { loadChoiceLists } from '../forms/index.js';
import { choiceListsOf, withChoiceTexts } from './grid-choices.js';

type Condition = RawBuilder<boolean>;

/**
 * Which rows of a grid: the entity (its rows' table, scope and state) and the grid (its columns as the
 * request has them), whose rows (one owner's, or all the scope admits), the viewer, disabled rows or not,
 * the filters (already checked and written as SQL) and the order.
 */
export interface GridSelection {
  entity: EntityDefinition<RecordState>;
  grid: GridDefinition;
  tenant: Tenant;
  viewer: RecordsReachViewer;
  /** The owner of an 'owner' grid; null for a 'scope' grid. */
  ownerId: number | null;
  includeDisabled: boolean;
  filters: readonly Condition[];
  /**
   * A filter or the sort names a column of the owner (a grid of many people): the people are joined
   * before the rows are chosen, not only to the page.
   */
  needsPerson: boolean;
  order: RawBuilder<unknown>;
}

/** A column of the rows' table (`r`). */
const column = (name: string) => sql.ref(`r.${name}`);

/** The owner of a row: a fixed id for one owner's grid (PostgreSQL checks the scope once). */
function ownerOf(selection: Pick<GridSelection, 'entity' | 'ownerId'>): RawBuilder<number> {
  return selection.ownerId === null
    ? sql<number>`${column(selection.entity.rows.owner)}`
    : sql<number>`${selection.ownerId}::bigint`;
}

/**
 * The scope in SQL: the grid's own (GridScope) when it has one, else its entity's (an entity with grids has
 * one: the registry checks it).
 */
function scopeOf(
  selection: Pick<GridSelection, 'entity' | 'viewer' | 'ownerId'> & { grid?: GridDefinition },
): ScopeSql {
  if (selection.grid?.scope) return selection.grid.scope.sql(selection.viewer, ownerOf(selection));
  const { scope } = selection.entity;
  if (!scope.sql) throw new Error(`${selection.entity.name} has no scope in SQL.`);
  return scope.sql(selection.viewer, ownerOf(selection));
}

/** The join of the rows' owners (`u`), for person columns and each row's userName. */
const peopleJoin = (entity: EntityDefinition<RecordState>) =>
  sql`join users u on u.id = ${column(entity.rows.owner)}`;

/**
 * The rows (`r`), their owners (`u`) in a grid of many people when `withPerson` or the selection's
 * filters or sort need them, and the grid's joins.
 */
function fromClause(selection: GridSelection, withPerson = false): RawBuilder<unknown> {
  const { entity, grid } = selection;
  const parts: RawBuilder<unknown>[] = [sql`${sql.table(entity.rows.table)} r`];
  if (grid.people === true && (withPerson || selection.needsPerson)) parts.push(peopleJoin(entity));
  if (grid.joins) parts.push(grid.joins);
  return sql.join(parts, sql` `);
}

/** The scope is part of the WHERE clause: a row outside it is never read, let alone sent (DESIGN §6). */
function whereClause(selection: GridSelection): RawBuilder<boolean> {
  const { entity } = selection;
  const conditions: Condition[] = [];
  if (selection.ownerId !== null)
    conditions.push(sql<boolean>`${column(entity.rows.owner)} = ${selection.ownerId}`);
  conditions.push(scopeOf(selection).admits);
  if (selection.grid.rowsVisible) conditions.push(selection.grid.rowsVisible(selection.viewer));
  if (!selection.includeDisabled && entity.rows.disabledAt !== null)
    conditions.push(sql<boolean>`${column(entity.rows.disabledAt)} is null`);
  conditions.push(...selection.filters);
  return sql.join(conditions, sql` and `) as RawBuilder<boolean>;
}

/** A column's value in the rows: `v<index>` (no underscore, which the camel-case plugin would rewrite). */
const valueAlias = (index: number) => sql.raw(`v${index}`);

/** A grid row as read: its id, owner, the viewer's reach to the owner, its state, and the column values. */
export interface RawGridRow {
  rid: number;
  owner: number;
  reach: Reach;
  disabled: boolean;
  uname?: string;
  [key: string]: unknown;
}

/** What every row reads beside its columns: id, owner, reach, disabled and the entity's state. */
function rowHead(
  entity: EntityDefinition<RecordState>,
  tenant: Tenant,
  reach: RawBuilder<Reach>,
): RawBuilder<unknown> {
  return sql`${column(entity.rows.id)} as rid, ${column(entity.rows.owner)} as owner, ${reach} as reach,
    ${disabledSql(entity)} as disabled, ${entity.state.select(tenant)}`;
}

/**
 * One page of the grid (offset and limit), each row with its state, reach and values, as SQL. The page's
 * ids are chosen first, from the rows alone where the filters and sort allow (over millions of rows an
 * index-only walk: migration 20261127100000), and only those rows are read whole and joined to their
 * owners, their state and the rest.
 */
export function gridRowsQuery(
  selection: GridSelection,
  page: { offset: number; limit: number },
): RawBuilder<RawGridRow> {
  const { entity, grid } = selection;
  const select: RawBuilder<unknown>[] = [
    rowHead(entity, selection.tenant, scopeOf(selection).reachOfAdmitted),
  ];
  if (grid.people === true) select.push(sql`u.first_name || ' ' || u.last_name as uname`);
  grid.columns.forEach((gridColumn, index) => select.push(sql`${gridColumn.sql} as ${valueAlias(index)}`));
  const id = column(entity.rows.id);
  const chosen = sql`
    select ${id} as pid from ${fromClause(selection)}
    where ${whereClause(selection)}
    order by ${selection.order}
    limit ${page.limit} offset ${page.offset}`;
  const from = sql.join(
    [
      sql`(${chosen}) page join ${sql.table(entity.rows.table)} r on ${id} = page.pid`,
      ...(grid.people === true ? [peopleJoin(entity)] : []),
      ...(grid.joins ? [grid.joins] : []),
      ...(entity.state.joins ? [entity.state.joins] : []),
    ],
    sql` `,
  );
  return sql<RawGridRow>`select ${sql.join(select)} from ${from} order by ${selection.order}`;
}

/** The rows of gridRowsQuery. */
export async function selectGridRows(
  db: Db,
  selection: GridSelection,
  page: { offset: number; limit: number },
): Promise<RawGridRow[]> {
  return (await gridRowsQuery(selection, page).execute(db)).rows;
}

/**
 * How many rows match, counted only up to GRID_TOTAL_CAP + 1 (a count over millions of rows for every
 * page costs more than the page: DESIGN §2), and the newest change among them. Both come from the rows
 * counted, so the work stops at the cap: past it the newest change is not known (null), as the total is not.
 */
export async function summarizeGrid(
  db: Db,
  selection: GridSelection,
): Promise<{ total: number; latest: Date | null }> {
  const updatedAt = selection.entity.rows.updatedAt;
  const updated = updatedAt === null ? sql`null::timestamptz` : column(updatedAt);
  const result = await sql<{ total: number; latest: Date | null }>`
    select count(*)::int as total, max(updated) as latest
    from (select ${updated} as updated from ${fromClause(selection)}
          where ${whereClause(selection)} limit ${GRID_TOTAL_CAP + 1}) capped`.execute(db);
  const row = result.rows[0];
  const total = row?.total ?? 0;
  return { total, latest: total > GRID_TOTAL_CAP ? null : (row?.latest ?? null) };
}

/** One group of a grid's aggregates: the grouping column's value (as shown), the rows and the sums. */
export interface AggregateGroup {
  key: string | null;
  count: number;
  sums: Record<string, number>;
}

/**
 * The grid's aggregates (GridAggregates) over every matching row, in one grouped query: per value of the
 * grouping column (as the grid shows it, a choice's text), the rows and the declared sums.
 */
export async function aggregateGrid(db: Db, selection: GridSelection): Promise<AggregateGroup[]> {
  const aggregates = selection.grid.aggregates;
  if (!aggregates) return [];
  const groupBy = selection.grid.columns.find((candidate) => candidate.propertyName === aggregates.groupBy);
  if (!groupBy) throw new Error(`${selection.grid.title}: aggregates group by no column.`);
  const names = Object.keys(aggregates.sums);
  const sums = names.map(
    (name, index) => sql`coalesce(sum(${aggregates.sums[name]!}), 0)::text as ${sql.raw(`s${index}`)}`,
  );
  const result = await sql<Record<string, unknown>>`
    select ${groupBy.sql}::text as gkey, count(*)::int as gcount ${sums.length > 0 ? sql`, ${sql.join(sums)}` : sql``}
    from ${fromClause(selection)}
    where ${whereClause(selection)}
    group by 1`.execute(db);
  return result.rows.map((row) => ({
    key: row.gkey === null || row.gkey === '' ? null : String(row.gkey),
    count: Number(row.gcount),
    sums: Object.fromEntries(names.map((name, index) => [name, Number(row[`s${index}`])])),
  }));
}

/** The viewer's reach to an owner in SQL (the scope's own rule); undefined: no such person. */
export async function reachInSql(
  db: Db,
  selection: Pick<GridSelection, 'entity' | 'viewer'>,
  ownerId: number,
): Promise<Reach | undefined> {
  const { reach } = scopeOf({ ...selection, ownerId });
  const result = await sql<{
    reach: Reach;
  }>`select ${reach} as reach from users where id = ${ownerId}`.execute(db);
  return result.rows[0]?.reach;
}

/**
 * The columns of an export as text, in the grid's order. `headers`: each named by its header (the CSV's
 * header line, which COPY writes from the names); otherwise `v<index>`.
 */
export function exportQuery(
  selection: GridSelection,
  columns: readonly GridColumnDefinition[],
  options: { escapeFormulas: boolean; headers: boolean; limit?: number },
): RawBuilder<Record<string, string | null>> {
  const select = columns.map((gridColumn, index) => {
    const alias = options.headers ? headerAlias(gridColumn.columnName) : valueAlias(index);
    return sql`${exportValue(gridColumn, selection.tenant.timeZone, options)} as ${alias}`;
  });
  return sql<Record<string, string | null>>`
    select ${sql.join(select)} from ${fromClause(selection, true)}
    where ${whereClause(selection)}
    order by ${selection.order}
    ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`;
}

/** The rows of an export query (the PDF's, a few hundred at most). */
export async function exportRows(
  db: Db,
  query: RawBuilder<Record<string, string | null>>,
): Promise<Record<string, string | null>[]> {
  return (await query.execute(db)).rows;
}

/**
 * A row of the entity within the viewer's scope (of `ownerId`'s rows when given), with its state and the
 * row as stored, locked for the change to come; undefined when there is none in reach.
 */
export async function lockRow(
  db: Db,
  selection: Pick<GridSelection, 'entity' | 'viewer' | 'tenant'>,
  entityId: number,
  ownerId: number | null,
): Promise<(RawGridRow & { record: Record<string, unknown> }) | undefined> {
  const { entity } = selection;
  const scope = scopeOf({ ...selection, ownerId: null });
  const conditions: Condition[] = [sql<boolean>`${column(entity.rows.id)} = ${entityId}`, scope.admits];
  if (ownerId !== null) conditions.push(sql<boolean>`${column(entity.rows.owner)} = ${ownerId}`);
  const result = await sql<RawGridRow & { record: Record<string, unknown> }>`
    select to_jsonb(r) as record, ${rowHead(entity, selection.tenant, scope.reachOfAdmitted)}
    from ${sql.table(entity.rows.table)} r ${entity.state.joins ?? sql``}
    where ${sql.join(conditions, sql` and `)}
    for update of r`.execute(db);
  return result.rows[0];
}

/** Disables (a time) or enables (null) a row. */
export async function updateDisabled(
  db: Db,
  entity: EntityDefinition<RecordState>,
  id: number,
  disabledAt: Date | null,
  now: Date,
): Promise<void> {
  const { rows } = entity;
  if (rows.disabledAt === null) throw new Error(`${entity.name} rows are never disabled.`);
  const stamp = rows.updatedAt === null ? sql`` : sql`, ${sql.ref(rows.updatedAt)} = ${now}`;
  await sql`update ${sql.table(rows.table)} set ${sql.ref(rows.disabledAt)} = ${disabledAt} ${stamp}
    where ${sql.ref(rows.id)} = ${id}`.execute(db);
}

export async function deleteRow(db: Db, entity: EntityDefinition<RecordState>, id: number): Promise<void> {
  await sql`delete from ${sql.table(entity.rows.table)} where ${sql.ref(entity.rows.id)} = ${id}`.execute(db);
}

/**
 * Whether another row of the entity names the file set in one of its file columns: a set belongs to a
 * person and a field, not to one record (docs/decisions.md, issue 8), so two records may share one.
 */
export async function fileSetNamedElsewhere(
  db: Db,
  entity: EntityDefinition<RecordState>,
  fileSetId: string,
): Promise<boolean> {
  const columns = entity.fileSetColumns;
  if (columns.length === 0) return false;
  const named = sql.join(
    columns.map((fileColumn) => sql`${column(fileColumn)} = ${fileSetId}`),
    sql` or `,
  );
  const result = await sql<{ found: boolean }>`
    select exists (select 1 from ${sql.table(entity.rows.table)} r where ${named}) as found`.execute(db);
  return result.rows[0]?.found === true;
}

/**
 * The grid with its choice columns written out over the lists as the server has them now (read through
 * the choice-list cache): what every page, summary and export of it runs.
 */
export async function withCurrentChoiceTexts(db: Db, grid: GridDefinition): Promise<GridDefinition> {
  const codes = choiceListsOf(grid);
  if (codes.length === 0) return withChoiceTexts(grid, new Map());
  const rows = await loadChoiceLists(db, codes);
  const texts = new Map(
    codes.map((code) => [
      code,
      rows.filter((row) => row.listCode === code).map((row) => [row.id, row.text] as const),
    ]),
  );
  return withChoiceTexts(grid, texts);
}
