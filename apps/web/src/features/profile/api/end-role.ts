import type { TSetOrganizationRoleRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/userorganizationroles with active false: end a held role (the staff role, which withdraws a
 * pending director request with it, or the director role). A refusal is the caller's to say.
 */
export function useEndRole() {
  return useMutation({
    mutationFn: (request: TSetOrganizationRoleRequest) =>
      api<unknown>(API_PATHS.organizationRoles, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
