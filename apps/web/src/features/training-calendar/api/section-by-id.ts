import type { TSessionDetails } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainingKeys } from './query-keys';

/**
 * GET /api/coursesection/getsectionbyid?id=: a session as the details modal shows it, with Register as
 * the viewer is offered it (disabled with its title, the window's warning), whether they may cancel, and
 * whether their organization is in the session's region. A failure is said in the modal.
 */
export function sectionQuery(id: number) {
  return queryOptions({
    queryKey: trainingKeys.section(id),
    queryFn: ({ signal }) => api<TSessionDetails>(API_PATHS.sectionById, { query: { id }, signal }),
    meta: { silent: true },
    staleTime: 0,
  });
}
