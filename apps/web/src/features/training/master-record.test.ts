import { describe, expect, it } from 'vitest';
import { masterRecord } from './master-record';

describe('the master training record', () => {
  it("reads the server's sums by core knowledge area, verified apart, the unnamed last, with their total", () => {
    const summary = masterRecord([
      { key: 'Health, Safety and Nutrition', count: 2, sums: { hours: 3.5, verifiedHours: 2.5 } },
      { key: null, count: 1, sums: { hours: 1.25, verifiedHours: 1.25 } },
      { key: 'Child Growth and Development', count: 2, sums: { hours: 3, verifiedHours: 0 } },
    ]);
    expect(summary.areas).toEqual([
      { area: 'Child Growth and Development', records: 2, hours: 3, verifiedHours: 0 },
      { area: 'Health, Safety and Nutrition', records: 2, hours: 3.5, verifiedHours: 2.5 },
      { area: null, records: 1, hours: 1.25, verifiedHours: 1.25 },
    ]);
    expect(summary.total).toEqual({ records: 5, hours: 7.75, verifiedHours: 3.75 });
  });

  it('counts a sum the server did not send as 0, and is empty without records', () => {
    expect(masterRecord([{ key: 'Curriculum', count: 1, sums: {} }]).total).toEqual({
      records: 1,
      hours: 0,
      verifiedHours: 0,
    });
    expect(masterRecord([])).toEqual({ areas: [], total: { records: 0, hours: 0, verifiedHours: 0 } });
    expect(masterRecord(undefined).areas).toEqual([]);
  });
});
