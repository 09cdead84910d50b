import type { TVerificationAction, TVerificationState } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gridKeys } from '../../../engine/grid/index';
import { api } from '../../../lib/api';

/**
 * POST /api/verification/action: verify, decline, remove a verification or return a requested record
 * (spec 3 §4-§6). The record's grids load again after it; a refusal (400 with errors by field, such as a
 * record not viewed yet) is the caller's to show.
 */
export function useVerificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TVerificationAction) =>
      api<TVerificationState>(API_PATHS.verificationAction, { method: 'POST', body: request }),
    meta: { silent: true },
    onSettled: (_answer, _error, request) =>
      queryClient.invalidateQueries({ queryKey: gridKeys.entity(request.entityTypeId) }),
  });
}
