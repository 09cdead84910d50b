import type { TEntityReference, TGridRequest, TGridResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { GRID_MAX_PAGE, GRID_TOTAL_CAP, type GridRow } from '@registry/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The training record's entity type and form (spec 3 §3). */
export const TRAINING_ENTITY_TYPE = 3;
export const TRAINING_FORM = 7;

export interface TrainingRows {
  rows: GridRow[];
  /** More rows matched than were read (past GRID_TOTAL_CAP). */
  partial: boolean;
}

/**
 * POST /api/grid, page after page of GRID_MAX_PAGE rows: all of a person's training records (at most
 * GRID_TOTAL_CAP), for the master training record to add up. Under the grid's keys of entity type 3, so
 * a change to a training record refreshes it with the grid.
 */
export function trainingRowsQuery(person: TEntityReference) {
  return queryOptions({
    queryKey: ['grid', TRAINING_ENTITY_TYPE, 'all-rows', person.id] as const,
    queryFn: async ({ signal }): Promise<TrainingRows> => {
      const rows: GridRow[] = [];
      for (let from = 1; from <= GRID_TOTAL_CAP; from += GRID_MAX_PAGE) {
        const request: TGridRequest = {
          formId: TRAINING_FORM,
          entityTypeId: TRAINING_ENTITY_TYPE,
          altGridId: null,
          primaryEntity: person,
          includeDisabled: false,
          filterInfo: [],
          defaultFilters: [],
          sortInfo: [],
          from,
          to: from + GRID_MAX_PAGE - 1,
        };
        const page = await api<TGridResponse>(API_PATHS.grid, { method: 'POST', body: request, signal });
        rows.push(...(page.gridData as GridRow[]));
        if (page.gridData.length < GRID_MAX_PAGE) return { rows, partial: false };
      }
      return { rows, partial: true };
    },
    meta: { silent: true },
  });
}
