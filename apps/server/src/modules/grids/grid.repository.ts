import {
  GRID_TOTAL_CAP,
  ROLE_ACTION,
  type PersonRecordsAccess,
  type RecordsReachViewer,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/database.js';
import { loadChoiceLists } from '../forms/forms.repository.js';
import { choiceListsOf, withChoiceTexts } from './definitions/columns.js';
import type { GridColumnDefinition, RecordGridDefinition } from './definitions/index.js';
import { recordsScope } from './records-scope.js';

type Condition = RawBuilder<boolean>;

/**
 * Which rows of a grid: its records table, whose records (one person's, or everyone's within reach), the
 * viewer's scope, disabled rows or not, the filters (already checked and written as SQL) and the order.
 */
export interface GridSelection {
  definition: RecordGridDefinition;
  viewer: RecordsReachViewer;
  /** The person of a 'person' grid; null for a 'reach' grid. */
  personId: number | null;
  includeDisabled: boolean;
  filters: readonly Condition[];
  /**
   * A filter or the sort names a column of the person (a grid of many people): the people are joined
   * before the rows are chosen, not only to the page.
   */
  needsPerson: boolean;
  order: RawBuilder<unknown>;
}

/** The person of a record row: a fixed id for one person's grid (PostgreSQL checks the scope once). */
function personOf(selection: GridSelection): RawBuilder<number> {
  return selection.personId === null ? sql<number>`r.user_id` : sql<number>`${selection.personId}::bigint`;
}

/**
 * The records (`r`), their people (`u`) in a grid of many people when `withPerson` or the selection's
 * filters or sort need them, and the grid's joins.
 */
function fromClause(selection: GridSelection, withPerson = false): RawBuilder<unknown> {
  const { definition } = selection;
  const parts: RawBuilder<unknown>[] = [sql`${sql.table(definition.table)} r`];
  if (definition.rows === 'reach' && (withPerson || selection.needsPerson))
    parts.push(sql`join users u on u.id = r.user_id`);
  if (definition.joins) parts.push(definition.joins);
  return sql.join(parts, sql` `);
}

/**
 * Which rows the viewer may see at all (`admits`) and their access to a row it admits: a person's records
 * by personRecordsAccess (recordsScope); a managed grid's every row for a holder of its claim, to edit,
 * and none for anyone else.
 */
function rowScope(
  definition: RecordGridDefinition,
  viewer: RecordsReachViewer,
  person: RawBuilder<number>,
): { admits: Condition; accessOfAdmitted: RawBuilder<PersonRecordsAccess> } {
  if (definition.rows !== 'managed') return recordsScope(viewer, person);
  const manages = definition.managedBy !== undefined && viewer.claims.includes(definition.managedBy);
  return { admits: manages ? sql<boolean>`true` : sql<boolean>`false`, accessOfAdmitted: sql`'edit'` };
}

/** A row's verification state: a profile record's columns, or never verified where records have none. */
function verificationState(definition: RecordGridDefinition): RawBuilder<unknown> {
  return definition.verifiable === false
    ? sql`false as verified, false as rejected, null::text as vstatus`
    : sql`r.verified, r.rejected, r.verification_status as vstatus`;
}

/** The scope is part of the WHERE clause: a row outside it is never read, let alone sent (DESIGN §6). */
function whereClause(selection: GridSelection): RawBuilder<boolean> {
  const scope = rowScope(selection.definition, selection.viewer, personOf(selection));
  const conditions: Condition[] = [];
  if (selection.personId !== null) conditions.push(sql<boolean>`r.user_id = ${selection.personId}`);
  conditions.push(scope.admits);
  if (!selection.includeDisabled) conditions.push(sql<boolean>`r.disabled_at is null`);
  conditions.push(...selection.filters);
  return sql.join(conditions, sql` and `) as RawBuilder<boolean>;
}

/** A column's value in the rows: `v<index>` (no underscore, which the camel-case plugin would rewrite). */
const valueAlias = (index: number) => sql.raw(`v${index}`);

/**
 * The organization roles of an employment row, as organizationRoleState (packages/domain) decides them:
 * held (an active role), pending (a Requested action no action of the same employment names as its
 * parent), and otherwise rejected or removed when the role's latest action other than a request (highest
 * id) was a rejection or a removal.
 */
function organizationRolesJoin(): RawBuilder<unknown> {
  const role = (name: '100' | '200') => sql`
    exists (select 1 from organization_roles x
            where x.employment_record_id = r.id and x.role_name = ${name} and x.active) as ${sql.raw(`h${name}`)},
    exists (select 1 from role_request_actions a
            where a.employment_record_id = r.id and a.role_name = ${name}
              and a.action_type = ${ROLE_ACTION.Requested}
              and not exists (select 1 from role_request_actions c
                              where c.employment_record_id = a.employment_record_id and c.parent_action_id = a.id))
      as ${sql.raw(`p${name}`)},
    (select a.action_type from role_request_actions a
      where a.employment_record_id = r.id and a.role_name = ${name} and a.action_type <> ${ROLE_ACTION.Requested}
      order by a.id desc limit 1) as ${sql.raw(`l${name}`)}`;
  return sql`left join lateral (select ${role('100')}, ${role('200')}) ro on true`;
}

function organizationRoleFlags(trainTnAccess: boolean): RawBuilder<unknown> {
  const flags = (name: '100' | '200') => {
    const [held, pending, last] = [`ro.h${name}`, `ro.p${name}`, `ro.l${name}`].map((ref) => sql.raw(ref));
    const answered = (action: number) =>
      sql`(not ${held} and not ${pending} and coalesce(${last} = ${action}, false))`;
    return sql`${held} as ${sql.raw(`has${name}`)}, ${pending} as ${sql.raw(`pending${name}`)},
      ${answered(ROLE_ACTION.Rejected)} as ${sql.raw(`rejected${name}`)},
      ${answered(ROLE_ACTION.Removed)} as ${sql.raw(`removed${name}`)}`;
  };
  const access = trainTnAccess ? sql`r.has_train_tn_access` : sql`false`;
  return sql`${flags('100')}, ${flags('200')}, ${access} as trntn`;
}

/** A grid row as read: the record's state, the viewer's access to its person, and the column values. */
export interface RawGridRow {
  rid: number;
  owner: number;
  access: PersonRecordsAccess;
  disabled: boolean;
  verified: boolean;
  rejected: boolean;
  vstatus: 'Requested' | null;
  api: boolean;
  uname?: string;
  has100?: boolean;
  pending100?: boolean;
  rejected100?: boolean;
  removed100?: boolean;
  has200?: boolean;
  pending200?: boolean;
  rejected200?: boolean;
  removed200?: boolean;
  trntn?: boolean;
  [value: `v${number}`]: unknown;
}

/**
 * One page of the grid (offset and limit), each row with its state, access and values, as SQL. The page's
 * ids are chosen first, from the records alone where the filters and sort allow (over millions of rows an
 * index-only walk: migration 20261127100000), and only those rows are read whole and joined to their
 * people and the rest.
 */
export function gridRowsQuery(
  selection: GridSelection,
  page: { offset: number; limit: number },
  options: { trainTnAccess: boolean },
): RawBuilder<RawGridRow> {
  const { definition } = selection;
  const scope = rowScope(definition, selection.viewer, personOf(selection));
  const select: RawBuilder<unknown>[] = [
    sql`r.id as rid, r.user_id as owner, ${scope.accessOfAdmitted} as access,
      r.disabled_at is not null as disabled, ${verificationState(definition)},
      ${definition.sentViaApi ?? sql`false`} as api`,
  ];
  if (definition.rows === 'reach') select.push(sql`u.first_name || ' ' || u.last_name as uname`);
  if (definition.organizationRoles) select.push(organizationRoleFlags(options.trainTnAccess));
  definition.columns.forEach((column, index) => select.push(sql`${column.sql} as ${valueAlias(index)}`));
  const chosen = sql`
    select r.id as pid from ${fromClause(selection)}
    where ${whereClause(selection)}
    order by ${selection.order}
    limit ${page.limit} offset ${page.offset}`;
  const rows = sql.join(
    [
      sql`(${chosen}) page join ${sql.table(definition.table)} r on r.id = page.pid`,
      ...(definition.rows === 'reach' ? [sql`join users u on u.id = r.user_id`] : []),
      ...(definition.joins ? [definition.joins] : []),
    ],
    sql` `,
  );
  const from = definition.organizationRoles ? sql`${rows} ${organizationRolesJoin()}` : rows;
  return sql<RawGridRow>`select ${sql.join(select)} from ${from} order by ${selection.order}`;
}

/** The rows of gridRowsQuery. */
export async function selectGridRows(
  db: Db,
  selection: GridSelection,
  page: { offset: number; limit: number },
  options: { trainTnAccess: boolean },
): Promise<RawGridRow[]> {
  return (await gridRowsQuery(selection, page, options).execute(db)).rows;
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
  const result = await sql<{ total: number; latest: Date | null }>`
    select count(*)::int as total, max(updated) as latest
    from (select r.updated_at as updated from ${fromClause(selection)}
          where ${whereClause(selection)} limit ${GRID_TOTAL_CAP + 1}) capped`.execute(db);
  const row = result.rows[0];
  const total = row?.total ?? 0;
  return { total, latest: total > GRID_TOTAL_CAP ? null : (row?.latest ?? null) };
}

/** The viewer's access to a person's records (personRecordsAccess in SQL); undefined: no such person. */
export async function personAccess(
  db: Db,
  viewer: RecordsReachViewer,
  personId: number,
): Promise<PersonRecordsAccess | undefined> {
  const { access } = recordsScope(viewer, sql<number>`${personId}::bigint`);
  const result = await sql<{ access: PersonRecordsAccess }>`
    select ${access} as access from users where id = ${personId}`.execute(db);
  return result.rows[0]?.access;
}

/** How a value reads in an export, as the grid shows it (dates as MM/DD/YYYY, instants in the tenant's zone). */
export function exportValue(
  column: GridColumnDefinition,
  timeZone: string,
  options: { escapeFormulas: boolean },
): RawBuilder<string | null> {
  const value = column.sql;
  switch (column.type) {
    case 'date':
      return sql`to_char(${value}, 'MM/DD/YYYY')`;
    case 'datetime':
      return column.showTime
        ? sql`to_char(${value} at time zone ${timeZone}, 'MM/DD/YYYY HH12:MI AM')`
        : sql`to_char(${value} at time zone ${timeZone}, 'MM/DD/YYYY')`;
    case 'boolean':
      return sql`case when ${value} then 'Yes' when not ${value} then 'No' end`;
    case 'number':
      return sql`${value}::text`;
    case 'text':
      // OWASP CSV injection: a cell a spreadsheet would read as a formula (= + - @, or a tab or carriage
      // return before one) is prefixed with a single quote, which spreadsheets show as text.
      return options.escapeFormulas
        ? sql`case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value}
            else ${value} end`
        : sql`${value}::text`;
  }
}

/**
 * The columns of an export as text, in the grid's order. `headers`: each named by its header (the CSV's
 * header line, which COPY writes from the names); otherwise `v<index>`.
 */
export function exportQuery(
  selection: GridSelection,
  columns: readonly GridColumnDefinition[],
  timeZone: string,
  options: { escapeFormulas: boolean; headers: boolean; limit?: number },
): RawBuilder<Record<string, string | null>> {
  const select = columns.map((column, index) => {
    const alias = options.headers ? sql.raw(pg.escapeIdentifier(column.columnName)) : valueAlias(index);
    return sql`${exportValue(column, timeZone, options)} as ${alias}`;
  });
  return sql<Record<string, string | null>>`
    select ${sql.join(select)} from ${fromClause(selection, true)}
    where ${whereClause(selection)}
    order by ${selection.order}
    ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`;
}

/** A record of the grid's table within the viewer's reach, with its state, locked for the change to come. */
export async function lockRecord(
  db: Db,
  definition: RecordGridDefinition,
  viewer: RecordsReachViewer,
  entityId: number,
  personId: number | null,
  options: { trainTnAccess: boolean },
): Promise<(RawGridRow & { record: Record<string, unknown> }) | undefined> {
  const selection: GridSelection = {
    definition: {
      ...definition,
      rows: definition.rows === 'managed' ? 'managed' : 'reach',
      joins: undefined,
    },
    viewer,
    personId: null,
    includeDisabled: true,
    needsPerson: false,
    filters: [
      sql<boolean>`r.id = ${entityId}`,
      ...(personId === null ? [] : [sql<boolean>`r.user_id = ${personId}`]),
    ],
    order: sql`r.id`,
  };
  const scope = rowScope(definition, viewer, sql<number>`r.user_id`);
  const flags = definition.organizationRoles ? sql`, ${organizationRoleFlags(options.trainTnAccess)}` : sql``;
  const from = definition.organizationRoles
    ? sql`${sql.table(definition.table)} r ${organizationRolesJoin()}`
    : sql`${sql.table(definition.table)} r`;
  const result = await sql<RawGridRow & { record: Record<string, unknown> }>`
    select to_jsonb(r) as record, r.id as rid, r.user_id as owner, ${scope.accessOfAdmitted} as access,
      r.disabled_at is not null as disabled, ${verificationState(definition)},
      ${definition.sentViaApi ?? sql`false`} as api ${flags}
    from ${from}
    where ${whereClause(selection)}
    for update of r`.execute(db);
  return result.rows[0];
}

export async function updateDisabled(
  db: Db,
  table: string,
  id: number,
  disabledAt: Date | null,
  now: Date,
): Promise<void> {
  await sql`update ${sql.table(table)} set disabled_at = ${disabledAt}, updated_at = ${now} where id = ${id}`.execute(
    db,
  );
}

export async function deleteRecord(db: Db, table: string, id: number): Promise<void> {
  await sql`delete from ${sql.table(table)} where id = ${id}`.execute(db);
}

/**
 * Whether another record of the grid's table names the file set in one of its file columns: a set belongs
 * to a person and a field, not to one record (docs/decisions.md, issue 8), so two records may share one.
 */
export async function fileSetNamedElsewhere(
  db: Db,
  definition: RecordGridDefinition,
  fileSetId: string,
): Promise<boolean> {
  const columns = definition.fileSetColumns ?? [];
  if (columns.length === 0) return false;
  const named = sql.join(
    columns.map((column) => sql`${sql.ref(`r.${column}`)} = ${fileSetId}`),
    sql` or `,
  );
  const result = await sql<{ found: boolean }>`
    select exists (select 1 from ${sql.table(definition.table)} r where ${named}) as found`.execute(db);
  return result.rows[0]?.found === true;
}

/**
 * The grid with its choice columns written out over the lists as the server has them now (read through
 * the choice-list cache): what every page, summary and export of it runs.
 */
export async function withCurrentChoiceTexts(
  db: Db,
  definition: RecordGridDefinition,
): Promise<RecordGridDefinition> {
  const codes = choiceListsOf(definition);
  if (codes.length === 0) return withChoiceTexts(definition, new Map());
  const rows = await loadChoiceLists(db, codes);
  const texts = new Map(
    codes.map((code) => [
      code,
      rows.filter((row) => row.listCode === code).map((row) => [row.id, row.text] as const),
    ]),
  );
  return withChoiceTexts(definition, texts);
}
