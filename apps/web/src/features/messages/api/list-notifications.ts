import type { TNotification, TNotificationListRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys, UNREAD_POLL_MS } from '../query-keys';

function listNotifications(request: TNotificationListRequest, signal: AbortSignal) {
  return api<TNotification[]>(API_PATHS.notificationList, { method: 'POST', body: request, signal });
}

/** POST /api/notification/list: rows from..to (1-based, inclusive) of a folder under a filter, newest first. */
export function notificationListQuery(request: TNotificationListRequest) {
  const { folder, filter, from, to } = request;
  return queryOptions({
    queryKey: notificationKeys.list(folder, filter, from, to),
    queryFn: ({ signal }) => listNotifications(request, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/**
 * The newest notification of the Inbox (or null), for the toast on a new notification: asked with the
 * badge's rhythm; once the hub exists it invalidates notificationKeys.all and this follows at once.
 */
export function newestNotificationQuery() {
  return queryOptions({
    queryKey: notificationKeys.newest,
    queryFn: async ({ signal }) =>
      (await listNotifications({ folder: 'Inbox', filter: 'None', from: 1, to: 1 }, signal))[0] ?? null,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    meta: { silent: true },
  });
}
