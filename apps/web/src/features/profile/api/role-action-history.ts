import type { TRoleRequestAction } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/userorganizationroles/actionhistory?employmentRecordId=: every role action, oldest first. */
export function roleActionHistoryQuery(employmentRecordId: number) {
  return queryOptions({
    queryKey: ['role-action-history', employmentRecordId] as const,
    queryFn: ({ signal }) =>
      api<TRoleRequestAction[]>(API_PATHS.roleActionHistory, { query: { employmentRecordId }, signal }),
    meta: { silent: true },
    staleTime: 0,
  });
}
