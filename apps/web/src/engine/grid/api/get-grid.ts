import type { TGridRequest, TGridResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const gridKeys = {
  all: ['grid'] as const,
  /** Every page and summary of an entity type's grids: what a change to one of its rows invalidates. */
  entity: (entityTypeId: number) => ['grid', entityTypeId] as const,
  page: (request: TGridRequest) => ['grid', request.entityTypeId, 'page', request] as const,
};

/**
 * POST /api/grid: one page of rows with their flags, and the columns (spec 3 §7). The previous page
 * stays on screen while the next one loads (the table is marked busy meanwhile). A failure shows where
 * the rows would be, not in a toast.
 */
export function gridPageQuery(request: TGridRequest) {
  return queryOptions({
    queryKey: gridKeys.page(request),
    queryFn: ({ signal }) => api<TGridResponse>(API_PATHS.grid, { method: 'POST', body: request, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
