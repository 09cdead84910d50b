import { describe, expect, it } from 'vitest';
import { gridRow } from '../../test/fake-grid';
import { masterRecord } from './master-record';

describe('the master training record', () => {
  it('adds up hours by core knowledge area, verified apart, the unnamed last, disabled records left out', () => {
    const summary = masterRecord([
      gridRow(1, { coreKnowledgeArea: 'Health, Safety and Nutrition', hours: '2.50' }, { verified: true }),
      gridRow(2, { coreKnowledgeArea: 'Child Growth and Development', hours: 3 }),
      gridRow(3, { coreKnowledgeArea: 'Health, Safety and Nutrition', hours: 1 }),
      gridRow(4, { coreKnowledgeArea: null, hours: 1.25 }, { verified: true }),
      gridRow(5, { coreKnowledgeArea: 'Child Growth and Development', hours: 10 }, { disabled: true }),
      gridRow(6, { coreKnowledgeArea: 'Child Growth and Development', hours: 'n/a' }),
    ]);
    expect(summary.areas).toEqual([
      { area: 'Child Growth and Development', records: 2, hours: 3, verifiedHours: 0 },
      { area: 'Health, Safety and Nutrition', records: 2, hours: 3.5, verifiedHours: 2.5 },
      { area: null, records: 1, hours: 1.25, verifiedHours: 1.25 },
    ]);
    expect(summary.total).toEqual({ records: 5, hours: 7.75, verifiedHours: 3.75 });
  });

  it('is empty without records', () => {
    expect(masterRecord([])).toEqual({ areas: [], total: { records: 0, hours: 0, verifiedHours: 0 } });
  });
});
