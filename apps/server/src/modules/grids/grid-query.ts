import type { TGridFilter, TGridSort } from '@registry/contracts';
import {
  FORM_DATE_MAX,
  FORM_DATE_MIN,
  GRID_ERRORS,
  GRID_OPERATIONS_BY_TYPE,
  type GridColumn,
  type GridFilterOperation,
  type RecordState,
  type RecordsReachViewer,
  type Tenant,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../platform/errors.js';
import type {
  EntityDefinition,
  GridColumnDefinition,
  GridDefinition,
} from '../../platform/entities/index.js';
import { containsPattern, type VocabularyMatches } from './grid-vocabulary.repository.js';
import type { GridSelection } from './grid.repository.js';

type Condition = RawBuilder<boolean>;

/** The operations a column takes: its own list, else its type's (GRID_OPERATIONS_BY_TYPE). */
export function operationsOf(column: GridColumnDefinition): readonly GridFilterOperation[] {
  return column.operations ?? GRID_OPERATIONS_BY_TYPE[column.type];
}

/** The column as the web receives it (spec 3 §3 "Column"). */
export function publicColumn(column: GridColumnDefinition): GridColumn {
  return {
    columnName: column.columnName,
    propertyName: column.propertyName,
    type: column.type,
    sortable: column.sortable ?? false,
    filterable: column.filterable ?? false,
    filterOperations: column.filterable ? [...operationsOf(column)] : [],
    hidden: column.hidden ?? false,
    formatDate: column.type === 'date' || column.type === 'datetime',
    formatNumber: column.formatNumber ?? false,
    isTimeStamp: column.type === 'datetime' && column.wallTime !== true,
    showTime: column.showTime ?? false,
    allowHtml: false,
    initialSort: column.initialSort !== undefined,
    initialSortDirection: column.initialSort ?? null,
  };
}

const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (not 2026-02-30) within the date pickers' bounds, or the reason it is not. */
function checkDate(field: string, column: GridColumnDefinition, value: string): void {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!DATE.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    throw badRequest({ [field]: GRID_ERRORS.notADate(column.propertyName) });
  if (value < FORM_DATE_MIN || value > FORM_DATE_MAX)
    throw badRequest({ [field]: GRID_ERRORS.dateOutOfRange });
}

/**
 * One filter as a condition (null for no filter: operation None or a blank value), or a 400 naming what is
 * wrong: a column the grid does not declare filterable, an operation its type does not take, a value that
 * is not of the column's type, a date outside 1900-01-01..2200-12-31. Contains is an ILIKE with the
 * wildcards escaped (the trigram indexes serve it), or, on a column with a vocabulary, the values of it
 * that match (`matches`, from vocabularyMatches); days of instants are the tenant's days.
 */
export function filterCondition(
  definition: GridDefinition,
  filter: TGridFilter,
  field: string,
  timeZone: string,
  matches?: readonly string[],
): Condition | null {
  const column = definition.columns.find((candidate) => candidate.propertyName === filter.filterColumn);
  if (!column?.filterable) throw badRequest({ [field]: GRID_ERRORS.notFilterable(filter.filterColumn) });
  const allowed = operationsOf(column);
  if (!allowed.includes(filter.operation))
    throw badRequest({
      [field]: GRID_ERRORS.operationRefused(
        column.propertyName,
        filter.operation,
        allowed.filter((operation) => operation !== 'None'),
      ),
    });
  const value = filter.value.trim();
  if (filter.operation === 'None' || value === '') return null;
  if (column.filter) return column.filter(filter.operation, value, { field, timeZone });
  const expression = column.sql;
  const compare = { Equals: sql`=`, GreaterThan: sql`>`, LessThan: sql`<`, OnDate: sql`=` } as const;
  switch (column.type) {
    case 'text':
      if (column.choices)
        return column.choices.matching(filter.operation === 'Contains' ? 'Contains' : 'Equals', value);
      if (filter.operation !== 'Contains') return sql<boolean>`${expression} = ${value}`;
      if (matches === undefined) return sql<boolean>`${expression} ilike ${containsPattern(value)}`;
      return matches.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`${expression} = any(${[...matches]}::text[])`;
    case 'number':
      if (!NUMBER.test(value)) throw badRequest({ [field]: GRID_ERRORS.notANumber(column.propertyName) });
      return sql<boolean>`${expression} ${compare[filter.operation as 'Equals']} ${value}::numeric`;
    case 'boolean': {
      const answer = value.toLowerCase();
      if (answer !== 'true' && answer !== 'false')
        throw badRequest({ [field]: GRID_ERRORS.notABoolean(column.propertyName) });
      return sql<boolean>`${expression} = ${answer === 'true'}`;
    }
    case 'date':
      checkDate(field, column, value);
      return sql<boolean>`${expression} ${compare[filter.operation as 'OnDate']} ${value}::date`;
    case 'datetime': {
      checkDate(field, column, value);
      if (column.wallTime === true) {
        // A wall time's own day, as written.
        if (filter.operation === 'OnDate')
          return sql<boolean>`${expression} >= ${value}::date and ${expression} < ${value}::date + 1`;
        return filter.operation === 'GreaterThan'
          ? sql<boolean>`${expression} >= ${value}::date + 1`
          : sql<boolean>`${expression} < ${value}::date`;
      }
      // The tenant's day: from its midnight to the next (an index on the instant still serves).
      const dayStart = sql`(${value}::date::timestamp at time zone ${timeZone})`;
      const nextDay = sql`((${value}::date + 1)::timestamp at time zone ${timeZone})`;
      if (filter.operation === 'OnDate')
        return sql<boolean>`${expression} >= ${dayStart} and ${expression} < ${nextDay}`;
      return filter.operation === 'GreaterThan'
        ? sql<boolean>`${expression} >= ${nextDay}`
        : sql<boolean>`${expression} < ${dayStart}`;
    }
  }
}

/**
 * Every filter of the request (the user's and the screen's defaults, all of which must hold); `vocabulary`
 * the values the Contains filters on vocabulary columns match.
 */
export function filterConditions(
  definition: GridDefinition,
  filters: { filterInfo: readonly TGridFilter[]; defaultFilters: readonly TGridFilter[] },
  timeZone: string,
  vocabulary: VocabularyMatches = new Map(),
): Condition[] {
  const conditions: Condition[] = [];
  for (const [name, list] of [
    ['filterInfo', filters.filterInfo],
    ['defaultFilters', filters.defaultFilters],
  ] as const) {
    list.forEach((filter, index) => {
      const field = `${name}.${index}`;
      const condition = filterCondition(definition, filter, field, timeZone, vocabulary.get(field));
      if (condition !== null) conditions.push(condition);
    });
  }
  return conditions;
}

/**
 * The ORDER BY: the requested columns (each declared sortable, else 400), or the grid's initial sort,
 * then the record's id in the direction of the last key, so that equal values keep one order from page
 * to page. Text sorts without regard to case.
 */
export function orderBy(
  definition: GridDefinition,
  sortInfo: readonly TGridSort[],
  idColumn = 'id',
  field = 'sortInfo',
): RawBuilder<unknown> {
  const keys = sortInfo.map((sort, index) => {
    const column = definition.columns.find((candidate) => candidate.propertyName === sort.sortColumn);
    if (!column?.sortable)
      throw badRequest({ [`${field}.${index}`]: GRID_ERRORS.notSortable(sort.sortColumn) });
    return { column, descending: sort.sortDirection === 'Descending' };
  });
  if (keys.length === 0) {
    for (const column of definition.columns) {
      if (column.initialSort) keys.push({ column, descending: column.initialSort === 'Descending' });
    }
  }
  const seen = new Set<string>();
  const parts = keys.flatMap(({ column, descending }) => {
    if (seen.has(column.propertyName)) return [];
    seen.add(column.propertyName);
    const value = column.type === 'text' ? sql`lower(${column.sql})` : column.sql;
    return [descending ? sql`${value} desc` : sql`${value} asc`];
  });
  const lastDescending = keys.at(-1)?.descending ?? false;
  const id = sql.ref(`r.${idColumn}`);
  parts.push(lastDescending ? sql`${id} desc` : sql`${id} asc`);
  return sql.join(parts);
}

/**
 * The selection a checked request makes (the filters and sort written as SQL, 400 for anything refused),
 * for a viewer and, in an owner's grid, that owner: what POST /api/grid, /summary and /form/flatfile read,
 * and what the benchmarks' floor runs. `vocabulary`: what vocabularyMatches found for the request.
 */
export function gridSelection(
  entity: EntityDefinition<RecordState>,
  grid: GridDefinition,
  tenant: Tenant,
  viewer: RecordsReachViewer,
  ownerId: number | null,
  query: {
    includeDisabled: boolean;
    filterInfo: readonly TGridFilter[];
    defaultFilters: readonly TGridFilter[];
    sortInfo: readonly TGridSort[];
  },
  vocabulary: VocabularyMatches = new Map(),
): GridSelection {
  const personColumns = new Set(
    grid.columns.filter((column) => column.ofPerson).map((column) => column.propertyName),
  );
  return {
    entity,
    grid,
    tenant,
    viewer,
    ownerId,
    includeDisabled: query.includeDisabled,
    filters: filterConditions(grid, query, tenant.timeZone, vocabulary),
    needsPerson:
      [...query.filterInfo, ...query.defaultFilters].some(
        (filter) => personColumns.has(filter.filterColumn) && filter.operation !== 'None',
      ) || query.sortInfo.some((sort) => personColumns.has(sort.sortColumn)),
    order: orderBy(grid, query.sortInfo, entity.rows.id),
  };
}
