import type {
  TActionResponse,
  TCountResponse,
  TNotification,
  TNotificationActionRequest,
  TNotificationCountRequest,
  TNotificationDeleteRequest,
  TNotificationListRequest,
} from '@registry/contracts';
import type { AppDeps } from '../../platform/app-types.js';
import type { AuthContext } from '../../platform/sessions.js';
import { applyAction, countNotifications, listNotifications } from './messages.repository.js';
import { pageOf } from './messages.service.js';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * Notifications (spec 2 §2 "Notification inbox", §3, §4, §7): one's own, by folder and filter, newest first;
 * the actions (no Delete on the web's toolbar; its call exists) change only one's own.
 */
export function createNotificationsService(deps: AppDeps) {
  const { db } = deps;
  return {
    async count(auth: AuthContext, request: TNotificationCountRequest): Promise<TCountResponse> {
      return { total: await countNotifications(db, auth.userId, request.folder, request.filter) };
    },

    async list(auth: AuthContext, request: TNotificationListRequest): Promise<TNotification[]> {
      const page = pageOf(request.from, request.to);
      const rows = await listNotifications(db, auth.userId, { ...request, ...page });
      return rows.map((row) => ({
        notificationId: Number(row.id),
        subject: row.subject,
        body: row.body,
        read: row.read,
        starred: row.starred,
        folder: row.folder,
        creationDateTime: row.createdAt.toISOString(),
        route: row.route,
        linkText: row.linkText,
      }));
    },

    async action(auth: AuthContext, request: TNotificationActionRequest): Promise<TActionResponse> {
      return {
        updated: await applyAction(db, 'notifications', auth.userId, request.action, request.notificationIds),
      };
    },

    async remove(auth: AuthContext, request: TNotificationDeleteRequest): Promise<TActionResponse> {
      return {
        updated: await applyAction(db, 'notifications', auth.userId, 'Delete', request.notificationIds),
      };
    },
  };
}
