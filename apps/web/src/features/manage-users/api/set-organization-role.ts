import type { TSetOrganizationRoleRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { permissionsKeys } from './user-access-permissions';

/**
 * POST /api/userorganizationroles {organizationId, employmentRecordId, roleName, active, userId}: grants
 * (active true) or ends (false) a staff or director role at one employment. A refusal (400 with the
 * toggle rule's message) is the caller's to show; the permissions load again either way.
 */
export function useSetOrganizationRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSetOrganizationRoleRequest & { userId: number }) =>
      api<unknown>(API_PATHS.organizationRoles, { method: 'POST', body: request }),
    meta: { silent: true },
    onSettled: (_data, _error, request) =>
      queryClient.invalidateQueries({ queryKey: permissionsKeys.user(request.userId) }),
  });
}
