import {
  MESSAGE_ACTIONS,
  MESSAGE_FILTERS,
  MESSAGE_FOLDERS,
  MESSAGE_LIMITS,
  NOTIFICATION_FOLDERS,
} from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** 1-based offsets of the first and last row of a page (spec 2 §7: from, to). */
const offset = z.number().int().min(1).max(1_000_000_000);

/** POST /api/message/count: how many of one's messages a folder holds under a filter. */
export const ZMessageCountRequest = z
  .object({ folder: z.enum(MESSAGE_FOLDERS), filter: z.enum(MESSAGE_FILTERS) })
  .strict();
export type TMessageCountRequest = z.infer<typeof ZMessageCountRequest>;
export const ZCountResponse = z.object({ total: z.number().int().min(0) });
export type TCountResponse = z.infer<typeof ZCountResponse>;

/** POST /api/message/list: a page of one's messages, newest first. */
export const ZMessageListRequest = z
  .object({ folder: z.enum(MESSAGE_FOLDERS), filter: z.enum(MESSAGE_FILTERS), from: offset, to: offset })
  .strict();
export type TMessageListRequest = z.infer<typeof ZMessageListRequest>;

/**
 * A person on a message (spec 2 §3: id, name, email), or a distribution group (id 'ALL-…', its name,
 * no email). name is null when the account is gone (the web shows 'Error').
 */
export const ZMessageParty = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type TMessageParty = z.infer<typeof ZMessageParty>;

/** A message as its reader has it (spec 2 §3 "Message"), with the reader's own flags and folder. */
export const ZMessage = z.object({
  messageId: z.number(),
  subject: z.string(),
  /** HTML, cleaned by the server's allow-list when sent. */
  body: z.string(),
  sentDate: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  folder: z.enum(MESSAGE_FOLDERS),
  fromUser: ZMessageParty,
  /** The people it was sent to, or the group. */
  recipients: z.array(ZMessageParty),
  /** How many people received it (a group's members at the time it was sent). */
  recipientCount: z.number().int().min(0),
  /** Sent to a distribution group: Reply and Reply All are refused (spec 2 §6). */
  toGroup: z.boolean(),
});
export type TMessage = z.infer<typeof ZMessage>;
export const ZMessageList = z.array(ZMessage);

/** POST /api/message/action: Star, Unstar, Read, Unread, Archive, Unarchive or Delete one's own messages. */
export const ZMessageActionRequest = z
  .object({
    action: z.enum(MESSAGE_ACTIONS),
    messageIds: z.array(id).min(1).max(MESSAGE_LIMITS.maxActionIds),
  })
  .strict();
export type TMessageActionRequest = z.infer<typeof ZMessageActionRequest>;
/** How many of the caller's messages changed (ids of others' messages change nothing). */
export const ZActionResponse = z.object({ updated: z.number().int().min(0) });
export type TActionResponse = z.infer<typeof ZActionResponse>;

/**
 * POST /api/message/send: subject (plain text, may be empty), body (HTML, may be empty; cleaned on the
 * server), recipients (user ids as strings, or groups 'ALL-…'); replyToMessageId when answering a
 * message, which lets one write to the people on it.
 */
export const ZSendMessageRequest = z
  .object({
    subject: zText().max(MESSAGE_LIMITS.subjectMaxLength),
    body: zText().max(MESSAGE_LIMITS.bodyMaxLength),
    recipients: z.array(zText().max(20)).max(MESSAGE_LIMITS.maxNamedRecipients),
    replyToMessageId: id.optional(),
  })
  .strict();
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;
export const ZSendMessageResponse = z.object({
  messageId: z.number(),
  recipientCount: z.number().int().min(0),
});
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

/** POST /api/message/usersearch: the groups and people the caller may write to whose names match. */
export const ZMessageUserSearchRequest = z.object({ searchString: zText().max(100) }).strict();
export type TMessageUserSearchRequest = z.infer<typeof ZMessageUserSearchRequest>;
export const ZMessageUserSearchResponse = z.object({ matches: z.array(ZMessageParty) });
export type TMessageUserSearchResponse = z.infer<typeof ZMessageUserSearchResponse>;

/** POST /api/notification/count, /list: as for messages, without Sent. */
export const ZNotificationCountRequest = z
  .object({ folder: z.enum(NOTIFICATION_FOLDERS), filter: z.enum(MESSAGE_FILTERS) })
  .strict();
export type TNotificationCountRequest = z.infer<typeof ZNotificationCountRequest>;
export const ZNotificationListRequest = z
  .object({
    folder: z.enum(NOTIFICATION_FOLDERS),
    filter: z.enum(MESSAGE_FILTERS),
    from: offset,
    to: offset,
  })
  .strict();
export type TNotificationListRequest = z.infer<typeof ZNotificationListRequest>;

/** A notification (spec 2 §3): subject, HTML body, an optional route with its link text. */
export const ZNotification = z.object({
  notificationId: z.number(),
  subject: z.string(),
  body: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  folder: z.enum(NOTIFICATION_FOLDERS),
  creationDateTime: z.string(),
  route: z.string().nullable(),
  linkText: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationList = z.array(ZNotification);

/** POST /api/notification/action (Delete is POST /api/notification/delete, not on the web's toolbar). */
export const ZNotificationActionRequest = z
  .object({
    action: z.enum(['Star', 'Unstar', 'Read', 'Unread', 'Archive', 'Unarchive']),
    notificationIds: z.array(id).min(1).max(MESSAGE_LIMITS.maxActionIds),
  })
  .strict();
export type TNotificationActionRequest = z.infer<typeof ZNotificationActionRequest>;
export const ZNotificationDeleteRequest = z
  .object({ notificationIds: z.array(id).min(1).max(MESSAGE_LIMITS.maxActionIds) })
  .strict();
export type TNotificationDeleteRequest = z.infer<typeof ZNotificationDeleteRequest>;
