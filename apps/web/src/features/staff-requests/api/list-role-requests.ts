import type { TPendingRoleRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const roleRequestsKey = ['role-requests'] as const;

/**
 * GET /api/userorganizationroles/requests: the pending staff and director role requests the viewer may
 * answer (a director's at the organizations they direct). A failure shows where the list would be.
 */
export function roleRequestsQuery() {
  return queryOptions({
    queryKey: roleRequestsKey,
    queryFn: ({ signal }) => api<TPendingRoleRequest[]>(API_PATHS.roleRequests, { signal }),
    meta: { silent: true },
    staleTime: 0,
  });
}
