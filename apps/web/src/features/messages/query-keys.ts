import type { MessageFilter, MessageFolder, NotificationFolder } from '@registry/domain';

/**
 * The query keys of messages and notifications, in one place: the pages, the navigation bar's badges
 * and (later) the real-time hub all name the same caches. Invalidating `messageKeys.all` refreshes every
 * message count and list (the badge too); `notificationKeys.all` every notification count and list.
 */
export const messageKeys = {
  all: ['messages'] as const,
  counts: ['messages', 'count'] as const,
  count: (folder: MessageFolder, filter: MessageFilter) => ['messages', 'count', folder, filter] as const,
  lists: ['messages', 'list'] as const,
  list: (folder: MessageFolder, filter: MessageFilter, from: number, to: number) =>
    ['messages', 'list', folder, filter, from, to] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  counts: ['notifications', 'count'] as const,
  count: (folder: NotificationFolder, filter: MessageFilter) =>
    ['notifications', 'count', folder, filter] as const,
  lists: ['notifications', 'list'] as const,
  list: (folder: NotificationFolder, filter: MessageFilter, from: number, to: number) =>
    ['notifications', 'list', folder, filter, from, to] as const,
  /** The newest notification of the Inbox (the toast on a new notification compares it). */
  newest: ['notifications', 'newest'] as const,
};

/** The recipient search of the compose form (not under messageKeys: a new message does not change it). */
export const recipientKeys = {
  all: ['message-recipients'] as const,
  search: (text: string) => ['message-recipients', text] as const,
};

/** The counts behind the navigation bar's badges (spec 1 §2): unread in the Inbox. */
export const unreadKeys = {
  messages: messageKeys.count('Inbox', 'Unread'),
  notifications: notificationKeys.count('Inbox', 'Unread'),
};

/** Until the hub pushes changes, the badges ask again this often (and when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;
