import type { GridColumn } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { formatCellText } from './format-cell';

const texts = { yes: 'Yes', no: 'No' };
const column = (overrides: Partial<GridColumn> = {}) => ({
  type: 'text' as const,
  formatDate: false,
  formatNumber: false,
  isTimeStamp: false,
  showTime: false,
  ...overrides,
});

describe('formatCellText', () => {
  it('shows an instant in the tenant’s time zone, with the time only when asked', () => {
    const instant = column({ type: 'datetime', isTimeStamp: true });
    // 03:30 UTC on the 2nd is still the 1st in Chicago.
    expect(formatCellText(instant, '2026-12-02T03:30:00Z', 'America/Chicago', texts)).toBe('12/01/2026');
    expect(
      formatCellText({ ...instant, showTime: true }, '2026-12-02T03:30:00Z', 'America/Chicago', texts),
    ).toBe('12/01/2026, 9:30 PM');
  });

  it('shows a plain date as MM/DD/YYYY, never moved by a zone', () => {
    expect(
      formatCellText(column({ type: 'date', formatDate: true }), '2026-01-01', 'Pacific/Honolulu', texts),
    ).toBe('01/01/2026');
    expect(
      formatCellText(
        column({ formatDate: true, showTime: true }),
        '2026-01-01T14:05',
        'America/Chicago',
        texts,
      ),
    ).toBe('01/01/2026 2:05 PM');
  });

  it('formats numbers, booleans and nothing', () => {
    expect(formatCellText(column({ type: 'number', formatNumber: true }), 12345.678, 'UTC', texts)).toBe(
      '12,345.68',
    );
    expect(formatCellText(column({ type: 'number' }), 12345.5, 'UTC', texts)).toBe('12345.5');
    expect(formatCellText(column({ formatNumber: true }), '1500.5', 'UTC', texts)).toBe('1,500.5');
    expect(formatCellText(column({ type: 'boolean' }), true, 'UTC', texts)).toBe('Yes');
    expect(formatCellText(column({ type: 'boolean' }), false, 'UTC', texts)).toBe('No');
    expect(formatCellText(column(), null, 'UTC', texts)).toBe('');
    expect(formatCellText(column(), undefined, 'UTC', texts)).toBe('');
    expect(formatCellText(column(), 'Sunshine Academy', 'UTC', texts)).toBe('Sunshine Academy');
  });
});
