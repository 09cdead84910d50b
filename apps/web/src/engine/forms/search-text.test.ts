import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchAllowed } from './search-text';

describe('normalizeSearchText', () => {
  it('straightens smart quotes, makes dashes hyphens and drops bullets', () => {
    expect(normalizeSearchText('O\u2019Brien')).toBe("O'Brien");
    expect(normalizeSearchText('\u201CLittle Stars\u201D')).toBe('"Little Stars"');
    expect(normalizeSearchText('Smith\u2014Jones')).toBe('Smith-Jones');
    expect(normalizeSearchText('Smith \u2013 Jones')).toBe('Smith - Jones');
    expect(normalizeSearchText('\u2022 Sunshine Academy')).toBe('Sunshine Academy');
    expect(normalizeSearchText('  Bright\u00A0\u00A0Futures  ')).toBe('Bright Futures');
  });

  it('leaves plain text alone', () => {
    expect(normalizeSearchText("Kid's Place - East")).toBe("Kid's Place - East");
  });
});

describe('searchAllowed', () => {
  it('needs two characters unless a peer value is present', () => {
    expect(searchAllowed('a', false)).toBe(false);
    expect(searchAllowed('ab', false)).toBe(true);
    expect(searchAllowed('', true)).toBe(true);
    expect(searchAllowed('a', true)).toBe(true);
  });
});
