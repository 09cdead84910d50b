import type { TOrganization } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/accounts/organization?orgId=: one registry organization's details (Program Details, tn). */
export function organizationQuery(orgId: number) {
  return queryOptions({
    queryKey: ['organization', orgId] as const,
    queryFn: ({ signal }) => api<TOrganization>(API_PATHS.organization, { query: { orgId }, signal }),
    // The modal says a failure itself.
    meta: { silent: true },
  });
}
