import type { TUserAccessPermissions } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const permissionsKeys = {
  all: ['user-access-permissions'] as const,
  user: (userId: number) => ['user-access-permissions', userId] as const,
};

/**
 * GET /api/accountroles/user?userId=: the user's general and organization roles, and which of them the
 * viewer may change (spec 2 §6). Asked afresh each time the modal opens; a failure shows in the modal.
 */
export function userAccessPermissionsQuery(userId: number) {
  return queryOptions({
    queryKey: permissionsKeys.user(userId),
    queryFn: ({ signal }) =>
      api<TUserAccessPermissions>(API_PATHS.userAccessPermissions, { query: { userId }, signal }),
    meta: { silent: true },
    staleTime: 0,
  });
}
