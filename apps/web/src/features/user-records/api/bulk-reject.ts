import type { TVerificationBulkReject, TVerificationBulkRejectResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';

/** POST /api/verification/bulkreject: decline several records of one person, with the required comment. */
export function useBulkReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TVerificationBulkReject) =>
      api<TVerificationBulkRejectResponse>(API_PATHS.verificationBulkReject, {
        method: 'POST',
        body: request,
      }),
    meta: { silent: true },
    onSettled: (_answer, _error, request) =>
      queryClient.invalidateQueries({ queryKey: gridKeys.entity(request.entityTypeId) }),
  });
}
