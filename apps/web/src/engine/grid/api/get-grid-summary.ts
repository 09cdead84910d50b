import type { TGridSummaryRequest, TGridSummaryResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const gridSummaryKey = (request: TGridSummaryRequest) =>
  ['grid', request.entityTypeId, 'summary', request] as const;

/**
 * POST /api/grid/summary: how many rows match (capped past GRID_TOTAL_CAP: "more than") and the newest
 * change among them. Asked once per set of filters, not per page: paging does not change it.
 */
export function gridSummaryQuery(request: TGridSummaryRequest) {
  return queryOptions({
    queryKey: gridSummaryKey(request),
    queryFn: ({ signal }) =>
      api<TGridSummaryResponse>(API_PATHS.gridSummary, { method: 'POST', body: request, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
