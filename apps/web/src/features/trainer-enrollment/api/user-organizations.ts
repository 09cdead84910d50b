import type { TRegistrationOrganization } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainerEnrollmentKeys } from './query-keys';

/** GET /api/enrollment/getuserorgs?userId=: the organizations the person works at now (to register from). */
export function userOrganizationsQuery(userId: number) {
  return queryOptions({
    queryKey: trainerEnrollmentKeys.userOrganizations(userId),
    queryFn: ({ signal }) =>
      api<TRegistrationOrganization[]>(API_PATHS.userOrganizations, { query: { userId }, signal }),
    staleTime: 60_000,
  });
}
