import type { TTrainingSearchQuery, TTrainingSearchResult } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainingKeys } from './query-keys';

/**
 * GET /api/coursesection/trainingsearch: the open sessions matching the filters that are set (spec 3 §2:
 * training name, core knowledge area, region, target age group, DHR performance standard, CDA area, CCDF
 * health and safety, delivery method), one page (from..to). A failure is said where the results would be.
 */
export function trainingSearchQuery(query: TTrainingSearchQuery) {
  return queryOptions({
    queryKey: trainingKeys.search(query),
    queryFn: ({ signal }) => api<TTrainingSearchResult>(API_PATHS.trainingSearch, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
    staleTime: 0,
  });
}
