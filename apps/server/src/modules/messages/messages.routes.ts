import {
  API_PATHS,
  ZActionResponse,
  ZCountResponse,
  ZMessageActionRequest,
  ZMessageCountRequest,
  ZMessageList,
  ZMessageListRequest,
  ZMessageUserSearchRequest,
  ZMessageUserSearchResponse,
  ZNotificationActionRequest,
  ZNotificationCountRequest,
  ZNotificationDeleteRequest,
  ZNotificationList,
  ZNotificationListRequest,
  ZSendMessageRequest,
  ZSendMessageResponse,
} from '@registry/contracts';
import { CLAIMS } from '@registry/domain';
import type { App } from '../../platform/app-types.js';
import { authOf, requireClaims } from '../../platform/auth.js';
import { failures } from '../../platform/route-schemas.js';
import type { MessagesService } from './messages.service.js';
import type { NotificationsService } from './notifications.service.js';

/**
 * The message calls (spec 2 §7: message count, messages, message action, send message, message user
 * search). Each acts on the caller's own copies only; the claim is CLAIMS.messages (every role's).
 */
export function registerMessagesRoutes(app: App, service: MessagesService): void {
  const preHandler = [app.authenticate, requireClaims(CLAIMS.messages)];
  app.post(
    API_PATHS.messageCount,
    {
      preHandler,
      schema: {
        tags: ['messages'],
        summary: 'How many of my messages a folder holds under a filter',
        body: ZMessageCountRequest,
        response: { 200: ZCountResponse, ...failures(400, 401, 403) },
      },
    },
    (request) => service.count(authOf(request), request.body),
  );
  app.post(
    API_PATHS.messageList,
    {
      preHandler,
      schema: {
        tags: ['messages'],
        summary: 'A page of my messages in a folder under a filter, newest first',
        body: ZMessageListRequest,
        response: { 200: ZMessageList, ...failures(400, 401, 403) },
      },
    },
    (request) => service.list(authOf(request), request.body),
  );
  app.post(
    API_PATHS.messageAction,
    {
      preHandler,
      schema: {
        tags: ['messages'],
        summary: 'Star, Unstar, Read, Unread, Archive, Unarchive or Delete my copies of messages',
        body: ZMessageActionRequest,
        response: { 200: ZActionResponse, ...failures(400, 401, 403) },
      },
    },
    (request) => service.action(authOf(request), request.body),
  );
  app.post(
    API_PATHS.messageSend,
    {
      preHandler,
      schema: {
        tags: ['messages'],
        summary:
          'Send a message to people and distribution groups (limited per user and minute, groups lower)',
        body: ZSendMessageRequest,
        response: { 200: ZSendMessageResponse, ...failures(400, 401, 403, 404, 429) },
      },
    },
    (request) => service.send(authOf(request), request.body),
  );
  app.post(
    API_PATHS.messageUserSearch,
    {
      preHandler,
      schema: {
        tags: ['messages'],
        summary: 'The groups and people I may write to whose names match',
        body: ZMessageUserSearchRequest,
        response: { 200: ZMessageUserSearchResponse, ...failures(400, 401, 403) },
      },
    },
    (request) => service.searchRecipients(authOf(request), request.body.searchString),
  );
}

/** The notification calls (spec 2 §7: notifications, notification action; the delete request of §7). */
export function registerNotificationsRoutes(app: App, service: NotificationsService): void {
  const preHandler = [app.authenticate, requireClaims(CLAIMS.notifications)];
  app.post(
    API_PATHS.notificationCount,
    {
      preHandler,
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications a folder holds under a filter',
        body: ZNotificationCountRequest,
        response: { 200: ZCountResponse, ...failures(400, 401, 403) },
      },
    },
    (request) => service.count(authOf(request), request.body),
  );
  app.post(
    API_PATHS.notificationList,
    {
      preHandler,
      schema: {
        tags: ['notifications'],
        summary: 'A page of my notifications, newest first',
        body: ZNotificationListRequest,
        response: { 200: ZNotificationList, ...failures(400, 401, 403) },
      },
    },
    (request) => service.list(authOf(request), request.body),
  );
  app.post(
    API_PATHS.notificationAction,
    {
      preHandler,
      schema: {
        tags: ['notifications'],
        summary: 'Star, Unstar, Read, Unread, Archive or Unarchive my notifications',
        body: ZNotificationActionRequest,
        response: { 200: ZActionResponse, ...failures(400, 401, 403) },
      },
    },
    (request) => service.action(authOf(request), request.body),
  );
  app.post(
    API_PATHS.notificationDelete,
    {
      preHandler,
      schema: {
        tags: ['notifications'],
        summary: 'Delete my notifications',
        body: ZNotificationDeleteRequest,
        response: { 200: ZActionResponse, ...failures(400, 401, 403) },
      },
    },
    (request) => service.remove(authOf(request), request.body),
  );
}
