import { GRID_OPERATIONS_BY_TYPE, type GridColumn } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { defaultOperation, filterProblem, gridFilters } from './filters';

const column = (propertyName: string, type: GridColumn['type'], filterable = true): GridColumn => ({
  columnName: propertyName,
  propertyName,
  type,
  sortable: true,
  filterable,
  filterOperations: [...GRID_OPERATIONS_BY_TYPE[type]],
  hidden: false,
  formatDate: false,
  formatNumber: false,
  isTimeStamp: false,
  showTime: false,
  allowHtml: false,
  initialSort: false,
  initialSortDirection: null,
});

describe('grid filters (spec 3 §7)', () => {
  it('text Contains, numbers and booleans Equals, dates On unless chosen', () => {
    expect(defaultOperation({ type: 'text' })).toBe('Contains');
    expect(defaultOperation({ type: 'text', filterOperations: ['None', 'Equals'] })).toBe('Equals');
    expect(defaultOperation({ type: 'text', filterOperations: ['None', 'Contains', 'Equals'] })).toBe(
      'Contains',
    );
    expect(defaultOperation({ type: 'number' })).toBe('Equals');
    expect(defaultOperation({ type: 'boolean' })).toBe('Equals');
    expect(defaultOperation({ type: 'date' })).toBe('OnDate');
    expect(defaultOperation({ type: 'datetime' })).toBe('OnDate');
  });

  it('limits dates to 1900-01-01..2200-12-31 and numbers to numbers', () => {
    const date = { type: 'date' as const };
    expect(filterProblem(date, { operation: 'OnDate', value: '1900-01-01' })).toBeNull();
    expect(filterProblem(date, { operation: 'OnDate', value: '2200-12-31' })).toBeNull();
    expect(filterProblem(date, { operation: 'LessThan', value: '1899-12-31' })).toBe('date');
    expect(filterProblem(date, { operation: 'GreaterThan', value: '2201-01-01' })).toBe('date');
    expect(filterProblem(date, { operation: 'OnDate', value: '2023-02-29' })).toBe('date');
    expect(filterProblem(date, { operation: 'OnDate', value: '' })).toBeNull();
    expect(filterProblem({ type: 'number' }, { operation: 'Equals', value: '1.5' })).toBeNull();
    expect(filterProblem({ type: 'number' }, { operation: 'Equals', value: 'x' })).toBe('number');
  });

  it('sends the usable filters of filterable columns only, trimmed', () => {
    const columns = [
      column('trainingName', 'text'),
      column('hours', 'number'),
      column('trainingDate', 'date'),
      column('verified', 'boolean'),
      column('sponsor', 'text', false),
    ];
    expect(
      gridFilters(columns, {
        trainingName: { operation: 'Contains', value: ' safe sleep ' },
        hours: { operation: 'Equals', value: 'two' },
        trainingDate: { operation: 'GreaterThan', value: '2026-01-01' },
        verified: { operation: 'Equals', value: 'true' },
        sponsor: { operation: 'Contains', value: 'DHR' },
      }),
    ).toEqual([
      { filterColumn: 'trainingName', operation: 'Contains', value: 'safe sleep' },
      { filterColumn: 'trainingDate', operation: 'GreaterThan', value: '2026-01-01' },
      { filterColumn: 'verified', operation: 'Equals', value: 'true' },
    ]);
  });
});
