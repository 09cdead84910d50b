import { describe, expect, it } from 'vitest';
import { formatDecimal, groupThousands } from './numbers.js';

describe('formatDecimal', () => {
  it("writes what Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }) writes", () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const values = [
      0,
      -0,
      1,
      1.5,
      12.3456,
      1234.5,
      1234.567,
      1.005,
      0.005,
      0.015,
      0.1 + 0.2,
      99.995,
      -99.995,
      -1234.5,
      -0.001,
      -0.005,
      1e6,
      123456789.129,
      999.999,
      1e15,
      1e-7,
      2.675,
      1.45,
      10.004,
      7.5e-3,
    ];
    for (const value of values) expect(formatDecimal(value), String(value)).toBe(intl.format(value));
  });

  it('keeps as many decimals as asked for', () => {
    expect(formatDecimal(1.23456, 3)).toBe('1.235');
    expect(formatDecimal(2.5, 0)).toBe('3');
  });
});

describe('groupThousands', () => {
  it('puts a comma between groups of three digits', () => {
    expect(groupThousands(100000)).toBe('100,000');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands(1234567)).toBe('1,234,567');
  });
});
