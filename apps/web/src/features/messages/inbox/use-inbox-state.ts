import { GRID_FIRST_PAGE, GRID_PAGE_SIZE, type MessageFilter } from '@registry/domain';
import { useCallback, useMemo, useState } from 'react';
import { pageCount, pageRows } from '../../../engine/grid/pager';

interface View<F> {
  folder: F;
  filter: MessageFilter;
  page: number;
  pageSize: number;
}

/**
 * What an inbox shows and what is selected in it: the folder (changing it resets the filter to None,
 * spec 2 §4), the filter, the page (5 rows by default, spec 2 §9) and the selected ids. Any change of
 * view clears the selection; a page past the end (rows moved away) falls back to the last one.
 */
export function useInboxState<F extends string>(firstFolder: F) {
  const [view, setView] = useState<View<F>>({
    folder: firstFolder,
    filter: 'None',
    page: GRID_FIRST_PAGE,
    pageSize: GRID_PAGE_SIZE,
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const change = useCallback((next: Partial<View<F>>) => {
    setView((current) => ({ ...current, ...next }));
    setSelected(new Set());
  }, []);

  return useMemo(
    () => ({
      ...view,
      selected,
      /** The page to show for `total` rows: never past the last. */
      pageFor: (total: number | undefined) =>
        total === undefined ? view.page : Math.min(view.page, pageCount(total, view.pageSize)),
      rowsOf: (page: number) => pageRows(page, view.pageSize),
      setFolder: (folder: F) => change({ folder, filter: 'None', page: GRID_FIRST_PAGE }),
      setFilter: (filter: MessageFilter) => change({ filter, page: GRID_FIRST_PAGE }),
      setPage: (page: number) => change({ page }),
      setPageSize: (pageSize: number) => change({ pageSize, page: GRID_FIRST_PAGE }),
      select: (id: number, on: boolean) =>
        setSelected((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
      selectOnly: (ids: readonly number[]) => setSelected(new Set(ids)),
      clearSelection: () => setSelected(new Set()),
    }),
    [view, selected, change],
  );
}
