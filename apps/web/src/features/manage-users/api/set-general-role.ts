import type { TAccountRoleRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { permissionsKeys } from './user-access-permissions';

export interface GeneralRoleChange extends TAccountRoleRequest {
  /** true grants the role, false removes it. */
  grant: boolean;
}

/**
 * POST /api/accountroles {userId, roleName} grants a general role; DELETE /api/accountroles?userId=&roleName=
 * removes it. The user's permissions load again either way; a refusal (400 with the toggle rule's
 * message, 403 for one's own account) is the caller's to show beside the switch.
 */
export function useSetGeneralRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleName, grant }: GeneralRoleChange) =>
      grant
        ? api<unknown>(API_PATHS.accountRoles, { method: 'POST', body: { userId, roleName } })
        : api<unknown>(API_PATHS.accountRoles, { method: 'DELETE', query: { userId, roleName } }),
    meta: { silent: true },
    onSettled: (_data, _error, change) =>
      queryClient.invalidateQueries({ queryKey: permissionsKeys.user(change.userId) }),
  });
}
