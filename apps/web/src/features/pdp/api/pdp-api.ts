import type {
  TPdpCommentAnswer,
  TPdpCommentRequest,
  TPdpItem,
  TPdpSelfAssessmentAnswer,
  TVerificationAction,
  TVerificationState,
} from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pdpKeys, refreshPdp } from './pdp-keys';

/** GET /api/pdp/item: the item's state and what the viewer may do on it (verify, reflect, comment). */
export function pdpItemQuery(entityTypeId: number, entityId: number) {
  return queryOptions({
    queryKey: pdpKeys.item(entityTypeId, entityId),
    queryFn: ({ signal }) => api<TPdpItem>(API_PATHS.pdpItem, { query: { entityTypeId, entityId }, signal }),
    meta: { silent: true },
  });
}

/** POST /api/pdp/selfassessment: the person's Self-Assessment rows, made where missing (once per person). */
export function selfAssessmentQuery(userId: number, own: boolean) {
  return queryOptions({
    queryKey: pdpKeys.selfAssessment(userId),
    queryFn: () =>
      api<TPdpSelfAssessmentAnswer>(API_PATHS.pdpSelfAssessment, {
        method: 'POST',
        body: own ? {} : { userId },
      }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/** POST /api/pdp/comment: a comment or reflection; the comments and the items load again. */
export function useAddPdpComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPdpCommentRequest) =>
      api<TPdpCommentAnswer>(API_PATHS.pdpComment, { method: 'POST', body }),
    meta: { silent: true },
    onSettled: () => refreshPdp(queryClient),
  });
}

/** POST /api/verification/action: a director verifies (or unverifies) a Completed item. */
export function usePdpVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TVerificationAction) =>
      api<TVerificationState>(API_PATHS.verificationAction, { method: 'POST', body: request }),
    meta: { silent: true },
    onSettled: () => refreshPdp(queryClient),
  });
}
