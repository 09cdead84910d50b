import type { TMessageUserSearchResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { MESSAGE_LIMITS } from '@registry/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { recipientKeys } from '../query-keys';

/** Whether a recipient search may go out (spec 2 §5: at least two characters). */
export function recipientSearchAllowed(text: string): boolean {
  return text.trim().length >= MESSAGE_LIMITS.searchMinLength;
}

/**
 * POST /api/message/usersearch: the groups the caller may use, then the people they may write to, whose
 * names match. A failure shows as no results (the picker says so), not as a toast.
 */
export function recipientSearchQuery(text: string) {
  const searchString = text.trim();
  return queryOptions({
    queryKey: recipientKeys.search(searchString),
    queryFn: ({ signal }) =>
      api<TMessageUserSearchResponse>(API_PATHS.messageUserSearch, {
        method: 'POST',
        body: { searchString },
        signal,
      }),
    select: (response) => response.matches,
    enabled: recipientSearchAllowed(searchString),
    meta: { silent: true },
    staleTime: 60_000,
  });
}
