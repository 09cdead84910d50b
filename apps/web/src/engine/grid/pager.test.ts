import { describe, expect, it } from 'vitest';
import { displayedRange, pageCount, pageLinks, pageRows, pageSizeChoices, showsPager } from './pager';

describe('the pager (spec 2 §9)', () => {
  it('offers 5 and 25, 50 above 25 and 100 above 50', () => {
    expect(pageSizeChoices(6)).toEqual([5, 25]);
    expect(pageSizeChoices(25)).toEqual([5, 25]);
    expect(pageSizeChoices(26)).toEqual([5, 25, 50]);
    expect(pageSizeChoices(50)).toEqual([5, 25, 50]);
    expect(pageSizeChoices(51)).toEqual([5, 25, 50, 100]);
    // The chosen size stays a choice when a filter shrinks the total.
    expect(pageSizeChoices(12, 100)).toEqual([5, 25, 100]);
  });

  it('shows only above 5 rows', () => {
    expect(showsPager(0)).toBe(false);
    expect(showsPager(5)).toBe(false);
    expect(showsPager(6)).toBe(true);
  });

  it('asks for the rows of a page, 1-based and inclusive', () => {
    expect(pageRows(1, 5)).toEqual({ from: 1, to: 5 });
    expect(pageRows(3, 25)).toEqual({ from: 51, to: 75 });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(10_000, 25)).toBe(400);
  });

  it('says which rows are displayed, the last page short', () => {
    expect(displayedRange(1, 5, 5)).toEqual({ first: 1, last: 5 });
    expect(displayedRange(3, 5, 2)).toEqual({ first: 11, last: 12 });
    expect(displayedRange(1, 5, 0)).toBeNull();
  });

  it('links at most 5 pages around the current one', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageLinks(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageLinks(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageLinks(400, 400)).toHaveLength(5);
  });
});
