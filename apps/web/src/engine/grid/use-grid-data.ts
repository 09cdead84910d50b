import type { TGridRequest, TGridSummaryRequest } from '@registry/contracts';
import { GRID_PAGE_SIZE, type GridColumn, type GridSort } from '@registry/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTransitionQuery } from '../../lib/use-transition-query';
import { gridPageQuery } from './api/get-grid';
import { gridSummaryQuery } from './api/get-grid-summary';
import { gridFilters, type FilterInputs } from './filters';
import { pageCount, pageRows } from './pager';
import type { DataGridProps } from './types';
import { useDebounced } from './use-debounced';

const NO_COLUMNS: readonly GridColumn[] = [];
const NO_FILTERS: FilterInputs = {};
/** Typing in a filter asks the server once it pauses. */
const FILTER_DELAY_MS = 300;

/**
 * A grid's view (page, page size, sort, filters, Include Disabled) and what the server answers for it:
 * POST /api/grid for the page, POST /api/grid/summary for the total (asked again only when the filters
 * change, not per page). New filters, a new sort, page size or Include Disabled start at the first page; a page past the
 * end (its last row deleted) moves to the last one.
 */
export function useGridData(props: DataGridProps) {
  const { entityTypeId, formId } = props;
  const primaryEntity = props.primaryEntity ?? null;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(props.pageSize ?? GRID_PAGE_SIZE);
  const [sort, setSort] = useState<GridSort[] | null>(null);
  const [inputs, setInputs] = useState<FilterInputs>(NO_FILTERS);
  const applied = useDebounced(inputs, FILTER_DELAY_MS);
  const [includeDisabled, setIncludeDisabled] = useState(false);

  // A new set of filters starts at the first page.
  const [appliedBefore, setAppliedBefore] = useState(applied);
  if (appliedBefore !== applied) {
    setAppliedBefore(applied);
    setPage(1);
  }

  // New default filters (a screen's own search) start at the first page too.
  const defaultsKey = JSON.stringify(props.defaultFilters ?? []);
  const [defaultsBefore, setDefaultsBefore] = useState(defaultsKey);
  if (defaultsBefore !== defaultsKey) {
    setDefaultsBefore(defaultsKey);
    setPage(1);
  }

  // The columns of the last answer (the previous page stays while the next loads: no flicker).
  const [columns, setColumns] = useState<readonly GridColumn[]>(NO_COLUMNS);
  const filterInfo = useMemo(() => gridFilters(columns, applied), [columns, applied]);
  const summaryRequest = useMemo<TGridSummaryRequest>(
    () => ({
      ...(formId !== undefined ? { formId } : {}),
      entityTypeId,
      altGridId: props.altGridId ?? null,
      primaryEntity,
      includeDisabled,
      filterInfo,
      defaultFilters: [...(props.defaultFilters ?? [])],
      sortInfo: sort ?? [],
    }),
    [
      formId,
      entityTypeId,
      props.altGridId,
      primaryEntity,
      includeDisabled,
      filterInfo,
      props.defaultFilters,
      sort,
    ],
  );
  const pageRequest = useMemo<TGridRequest>(
    () => ({
      ...summaryRequest,
      ...(props.multiRowSelect
        ? {
            multiRowSelect: true,
            allowSelectAll: props.allowSelectAll ?? false,
            allowClearSelection: props.allowClearSelection ?? false,
          }
        : {}),
      ...pageRows(page, pageSize),
    }),
    [summaryRequest, props.multiRowSelect, props.allowSelectAll, props.allowClearSelection, page, pageSize],
  );
  // A page of rows is much to render: it arrives as a transition (lib/use-transition-query.ts).
  const grid = useTransitionQuery(gridPageQuery(pageRequest));
  const summary = useTransitionQuery(gridSummaryQuery(summaryRequest));
  const served = grid.data?.columns;
  if (served && served !== columns) setColumns(served);

  const total = summary.data?.total ?? 0;
  const capped = summary.data?.totalCapped ?? false;
  // A page past the end (the last row of the last page deleted, a smaller total): the last page.
  useEffect(() => {
    if (summary.data && page > pageCount(total, pageSize)) setPage(pageCount(total, pageSize));
  }, [summary.data, page, total, pageSize]);

  return {
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    sort,
    setSort: (next: GridSort) => {
      setSort([next]);
      setPage(1);
    },
    inputs,
    setInputs,
    includeDisabled,
    setIncludeDisabled: (checked: boolean) => {
      setIncludeDisabled(checked);
      setPage(1);
    },
    columns,
    filterInfo,
    grid,
    summary,
    total,
    capped,
  };
}
