import type { TPilotCheckResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/accounts/pilotcheck (public): whether enrollment in the pilot is closed, and its notice. */
export function pilotCheckQuery() {
  return queryOptions({
    queryKey: ['pilot-check'] as const,
    queryFn: ({ signal }) => api<TPilotCheckResponse>(API_PATHS.pilotCheck, { signal }),
    // An answer that cannot be read shows no notice; it is no reason for an error toast.
    meta: { silent: true },
    staleTime: Infinity,
  });
}
