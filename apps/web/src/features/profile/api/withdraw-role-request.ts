import type { TRoleRequestActionRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { ROLE_ACTION } from '@registry/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/userorganizationroles/requestaction with Withdrawn (10): withdraw one's own pending request. */
export function useWithdrawRoleRequest() {
  return useMutation({
    mutationFn: (rolePromotionActionId: number) => {
      const request: TRoleRequestActionRequest = { rolePromotionActionId, actionType: ROLE_ACTION.Withdrawn };
      return api<unknown>(API_PATHS.roleRequestAction, { method: 'POST', body: request });
    },
    meta: { silent: true },
  });
}
