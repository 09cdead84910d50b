import type { TSessionSummary } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainingKeys } from './query-keys';

/**
 * GET /api/enrollment/upcoming: the viewer's enrollments not yet over (a professional's, with their status
 * and waitlist place), or a trainer's sessions. A failure is said where the list would be.
 */
export function upcomingTrainingsQuery() {
  return queryOptions({
    queryKey: trainingKeys.upcoming(),
    queryFn: ({ signal }) => api<TSessionSummary[]>(API_PATHS.upcomingTrainings, { signal }),
    meta: { silent: true },
    staleTime: 0,
  });
}
