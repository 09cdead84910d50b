import {
  isCalendarDate,
  isWithinDateBounds,
  type GridColumn,
  type GridFilter,
  type GridFilterOperation,
} from '@registry/domain';

/** What the user typed or chose in one column's filter. */
export interface FilterInput {
  operation: GridFilterOperation;
  value: string;
}

/** The filter inputs by column (propertyName). */
export type FilterInputs = Readonly<Record<string, FilterInput>>;

/** The date filter's choices (spec 3 §7: dates Before, On or After). */
export const DATE_OPERATIONS = ['LessThan', 'OnDate', 'GreaterThan'] as const;
export type DateOperation = (typeof DATE_OPERATIONS)[number];

/**
 * The operation a column's filter uses (spec 3 §7): text Contains (Equals where the server takes only
 * that: a text over millions of rows without a trigram index), numbers and booleans Equals, dates the
 * chosen one of Before (LessThan), On (OnDate), After (GreaterThan), On by default.
 */
export function defaultOperation(
  column: Pick<GridColumn, 'type'> & Partial<Pick<GridColumn, 'filterOperations'>>,
): GridFilterOperation {
  switch (column.type) {
    case 'text':
      return column.filterOperations && !column.filterOperations.includes('Contains') ? 'Equals' : 'Contains';
    case 'number':
    case 'boolean':
      return 'Equals';
    case 'date':
    case 'datetime':
      return 'OnDate';
  }
}

export type FilterProblem = 'date' | 'number' | null;

/**
 * Why a filter cannot be sent (null when it can, or when it is empty): a date outside 1900-01-01 ..
 * 2200-12-31 or not a date (spec 3 §5), a number that is not one.
 */
export function filterProblem(
  column: Pick<GridColumn, 'type'>,
  input: FilterInput | undefined,
): FilterProblem {
  const value = input?.value.trim() ?? '';
  if (value === '') return null;
  if (column.type === 'date' || column.type === 'datetime')
    return isCalendarDate(value) && isWithinDateBounds(value) ? null : 'date';
  if (column.type === 'number') return Number.isFinite(Number(value)) ? null : 'number';
  return null;
}

/**
 * The filters POST /api/grid receives (filterInfo): one per filterable column with a usable value, in the
 * columns' order; empty and unusable inputs are left out (an unusable one says why beside its field).
 */
export function gridFilters(columns: readonly GridColumn[], inputs: FilterInputs): GridFilter[] {
  return columns.flatMap((column) => {
    const input = inputs[column.propertyName];
    if (!column.filterable || !input) return [];
    const value = input.value.trim();
    if (value === '' || input.operation === 'None' || filterProblem(column, input) !== null) return [];
    return [{ filterColumn: column.propertyName, operation: input.operation, value }];
  });
}
