import type { TRoleRequestActionRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roleRequestsKey } from './list-role-requests';

/**
 * POST /api/userorganizationroles/requestaction: approve (2) or reject (3) a pending request; the list
 * loads again either way (a request answered meanwhile leaves it). A refusal is the caller's to say.
 */
export function useAnswerRoleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRoleRequestActionRequest) =>
      api<unknown>(API_PATHS.roleRequestAction, { method: 'POST', body: request }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleRequestsKey }),
  });
}
