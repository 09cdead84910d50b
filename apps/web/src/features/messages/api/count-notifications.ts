import type { TCountResponse, TNotificationCountRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys, UNREAD_POLL_MS } from '../query-keys';

/** POST /api/notification/count: how many of one's notifications a folder holds under a filter. */
export function notificationCountQuery({ folder, filter }: TNotificationCountRequest) {
  return queryOptions({
    queryKey: notificationKeys.count(folder, filter),
    queryFn: ({ signal }) =>
      api<TCountResponse>(API_PATHS.notificationCount, { method: 'POST', body: { folder, filter }, signal }),
    select: (response) => response.total,
    meta: { silent: true },
  });
}

/** The bell's badge: unread notifications in the Inbox, asked again every minute and on focus. */
export function unreadNotificationCountQuery() {
  return queryOptions({
    ...notificationCountQuery({ folder: 'Inbox', filter: 'Unread' }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
