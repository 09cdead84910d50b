import type { TVerificationHistoryEntry } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/verification/history: a record's verification actions, oldest first (spec 2 "Verification History"). */
export function verificationHistoryQuery(entityTypeId: number, entityId: number) {
  return queryOptions({
    queryKey: ['verification-history', entityTypeId, entityId] as const,
    queryFn: ({ signal }) =>
      api<TVerificationHistoryEntry[]>(API_PATHS.verificationHistory, {
        query: { entityTypeId, entityId },
        signal,
      }),
    meta: { silent: true },
  });
}
