import type { TVerificationRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { gridKeys } from './get-grid';

/**
 * POST /api/verification/request: ask for a record to be verified; it is locked for its owner until
 * returned, so its grids load again. A refusal is shown by the caller (the server says why: a director
 * is told to ask the consultant role); other failures only stop the busy state (spec 1 §8).
 */
export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TVerificationRequest) =>
      api<unknown>(API_PATHS.verificationRequest, { method: 'POST', body: request }),
    meta: { silent: true },
    onSuccess: (_answer, request) =>
      queryClient.invalidateQueries({ queryKey: gridKeys.entity(request.entityTypeId) }),
  });
}
