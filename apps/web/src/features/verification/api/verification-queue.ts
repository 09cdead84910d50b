import type { TVerificationQueue } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const verificationQueueKeys = {
  all: ['verification-queue'] as const,
  page: (from: number, to: number) => ['verification-queue', from, to] as const,
};

/**
 * GET /api/verification/queue?from=&to=: the verification requests waiting for this verifier, oldest
 * first, with their counts by age band. A failure shows where the list would be.
 */
export function verificationQueueQuery(from: number, to: number) {
  return queryOptions({
    queryKey: verificationQueueKeys.page(from, to),
    queryFn: ({ signal }) =>
      api<TVerificationQueue>(API_PATHS.verificationQueue, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
    staleTime: 0,
  });
}
