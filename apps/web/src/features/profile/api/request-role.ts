import type { TRoleRequestRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/userorganizationroles/request: ask for the staff (100) or director (200) role at an
 * employment's organization. A refusal is the caller's to say (spec 1 §8: no message otherwise).
 */
export function useRequestRole() {
  return useMutation({
    mutationFn: (request: TRoleRequestRequest) =>
      api<unknown>(API_PATHS.roleRequest, { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
