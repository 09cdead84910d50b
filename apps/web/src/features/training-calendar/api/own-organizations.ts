import type { TRegistrationOrganization } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainingKeys } from './query-keys';

/** GET /api/enrollment/getownorgs: the organizations the signed-in person may register from. */
export function ownOrganizationsQuery() {
  return queryOptions({
    queryKey: trainingKeys.ownOrganizations(),
    queryFn: ({ signal }) => api<TRegistrationOrganization[]>(API_PATHS.ownOrganizations, { signal }),
    staleTime: 60_000,
  });
}
