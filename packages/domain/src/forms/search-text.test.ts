import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchAllowed, searchMatchRank, searchWords } from './search-text.js';

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

describe('searchWords', () => {
  it('gives the lower-case runs of letters and digits, punctuation never', () => {
    expect(searchWords('Mary-Kate O\u2019Neil')).toEqual(['mary', 'kate', 'o', 'neil']);
    expect(searchWords('Niño & Sánchez: 1st')).toEqual(['niño', 'sánchez', '1st']);
    expect(searchWords("a:* & !b | 'c")).toEqual(['a', 'b', 'c']);
    expect(searchWords(' -- ')).toEqual([]);
  });
});

describe('searchMatchRank', () => {
  it.each<[string, string, 0 | 1 | null]>([
    ['New York', 'new y', 0],
    ['New York', 'NEW', 0],
    ['New York', 'yo', 1],
    ['New York', 'york new', 1],
    ['New York', 'ork', null],
    ['New York', 'newark', null],
    ['Kid\u2019s Place', "kid's", 0],
    ["Kid's Place", 'kid\u2019s pl', 0],
    ['Smith\u2014Jones', 'jon', 1],
    ['Smith\u2014Jones', 'smith-j', 0],
    ['Anything', '--', null],
  ])('%s for %s: %s', (text, query, rank) => {
    expect(searchMatchRank(text, query)).toBe(rank);
  });
});
