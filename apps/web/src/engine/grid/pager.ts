import { GRID_FIRST_PAGE, GRID_PAGE_SIZE } from '@registry/domain';

/** Spec 2 §9: page-size choices 5 and 25, plus 50 when the total exceeds 25, plus 100 when above 50. */
export function pageSizeChoices(total: number, current: number = GRID_PAGE_SIZE): number[] {
  const choices = [5, 25];
  if (total > 25) choices.push(50);
  if (total > 50) choices.push(100);
  // A size chosen before a filter shrank the total stays selectable (a select must hold its value).
  if (!choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** Spec 2 §9: the pager and the page-size choice show only when the total exceeds the default page size. */
export function showsPager(total: number): boolean {
  return total > GRID_PAGE_SIZE;
}

/** How many pages `total` rows make (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(GRID_FIRST_PAGE, Math.ceil(total / pageSize));
}

/** The rows of a page, 1-based and inclusive, as POST /api/grid asks for them (from, to). */
export function pageRows(page: number, pageSize: number): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + pageSize - 1 };
}

/**
 * 'Displaying X through Y of Z' (spec 2 §9): the first and last row shown of the page, never past the
 * total; null when nothing is shown.
 */
export function displayedRange(
  page: number,
  pageSize: number,
  shown: number,
): { first: number; last: number } | null {
  if (shown === 0) return null;
  const first = (page - 1) * pageSize + 1;
  return { first, last: first + shown - 1 };
}

/**
 * The page links (spec 2 §9: at most 5): a window of `max` pages around the current one, moved inward
 * at the ends, so the current page is in the middle where it can be.
 */
export function pageLinks(current: number, count: number, max = 5): number[] {
  const size = Math.min(max, count);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, count - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}
