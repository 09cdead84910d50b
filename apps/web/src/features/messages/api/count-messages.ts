import type { TCountResponse, TMessageCountRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { messageKeys, UNREAD_POLL_MS } from '../query-keys';

/** POST /api/message/count: how many of one's messages a folder holds under a filter. */
export function messageCountQuery({ folder, filter }: TMessageCountRequest) {
  return queryOptions({
    queryKey: messageKeys.count(folder, filter),
    queryFn: ({ signal }) =>
      api<TCountResponse>(API_PATHS.messageCount, { method: 'POST', body: { folder, filter }, signal }),
    select: (response) => response.total,
    // A count that cannot be read shows no number; it is no reason for an error toast.
    meta: { silent: true },
  });
}

/** The envelope's badge: unread messages in the Inbox, asked again every minute and on focus. */
export function unreadMessageCountQuery() {
  return queryOptions({
    ...messageCountQuery({ folder: 'Inbox', filter: 'Unread' }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
