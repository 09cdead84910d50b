import type {
  TActionResponse,
  TCountResponse,
  TMessage,
  TMessageActionRequest,
  TMessageCountRequest,
  TMessageListRequest,
  TMessageParty,
  TMessageUserSearchResponse,
  TSendMessageRequest,
  TSendMessageResponse,
} from '@registry/contracts';
import {
  MESSAGE_ERRORS,
  MESSAGE_GROUPS,
  MESSAGE_LIMITS,
  isGroupRecipient,
  mayWriteTo,
  messageGroupsFor,
  normalizeSearchText,
  searchWords,
  type MessageGroupId,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import type { Deliveries } from '../../platform/deliveries.js';
import type { Jobs } from '../../platform/jobs.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import type { AuthContext } from '../../platform/sessions.js';
import { createWindowLimit } from '../../platform/window-limit.js';
import { messageSender, writableCondition } from './message-scope.js';
import {
  applyAction,
  countMessages,
  listMessages,
  loadMessageTargets,
  messageSenderAndGroups,
  searchRecipients,
  ownMessage,
  storeMessage,
  writeGroupCopies,
  type GroupAudience,
  type MessageRow,
} from './messages.repository.js';

/** The queue of the groups' copies of messages sent to distribution groups. */
export const FAN_OUT_QUEUE = 'message-fan-out';

export type MessagesService = ReturnType<typeof createMessagesService>;

const MINUTE_MS = 60_000;

/** A page's offset and size from the spec's 1-based from and to (at most MESSAGE_LIMITS.maxPage rows). */
export function pageOf(from: number, to: number): { offset: number; limit: number } {
  if (to < from || to - from + 1 > MESSAGE_LIMITS.maxPage) throw badRequest({ to: MESSAGE_ERRORS.badRange });
  return { offset: from - 1, limit: to - from + 1 };
}

const groupParty = (id: string): TMessageParty => ({
  id,
  name: id in MESSAGE_GROUPS ? MESSAGE_GROUPS[id as MessageGroupId].name : null,
  email: null,
});

function toMessage(row: MessageRow): TMessage {
  return {
    messageId: Number(row.messageId),
    subject: row.subject,
    body: row.body,
    sentDate: row.sentDate.toISOString(),
    read: row.read,
    starred: row.starred,
    folder: row.folder,
    fromUser: {
      id: row.senderId === null ? '' : String(row.senderId),
      name: row.senderName,
      email: row.senderEmail,
    },
    recipients: [...row.groupIds.map(groupParty), ...row.named],
    recipientCount: row.recipientCount,
    toGroup: row.groupIds.length > 0,
  };
}

/**
 * Messages (spec 2 §2 "Message inbox", §4-§7; issue 10): one's folders, the actions on one's own copies,
 * the recipient search and the send. Whom one may write to is mayWriteTo (packages/domain); the groups
 * one may use, messageGroupsFor.
 */
export function createMessagesService(deps: AppDeps & { deliveries: Deliveries; jobs: Jobs }) {
  const { db, transaction, tenant, clock, deliveries, jobs } = deps;
  const windows = createWindowLimit(db);
  const { messagesPerMinute, groupMessagesPerMinute } = deps.config.rateLimits;

  /**
   * Counts a send against the sender's limits per minute (issue 20): every send, and a send to a group
   * against a lower one of its own. Past either, 429 with Retry-After; a refused send is not counted.
   */
  async function countSend(userId: number, toGroups: boolean): Promise<void> {
    const now = clock.now();
    const limits = [
      ...(toGroups
        ? [
            {
              key: `group-messages:${userId}`,
              max: groupMessagesPerMinute,
              text: MESSAGE_ERRORS.tooManyGroupMessages,
            },
          ]
        : []),
      { key: `messages:${userId}`, max: messagesPerMinute, text: MESSAGE_ERRORS.tooManyMessages },
    ];
    for (const limit of limits) {
      const waitMs = await windows.take(limit.key, { max: limit.max, windowMs: MINUTE_MS }, now);
      if (waitMs === 0) continue;
      const seconds = Math.ceil(waitMs / 1000);
      throw new HttpError(429, limit.text(seconds), { headers: { 'retry-after': String(seconds) } });
    }
  }

  /**
   * The groups' copies of a message, written after its send committed (a job: this server's at once, or
   * any server's worker), then the groups told live.
   */
  const fanOut = async (batch: unknown[]) => {
    for (const { messageId } of batch as { messageId: number }[]) {
      await transaction(async (trx) => {
        const message = await messageSenderAndGroups(trx, messageId);
        if (!message || message.senderId === null) return;
        await writeGroupCopies(trx, messageId, Number(message.senderId), audienceOf(message.groupIds));
        await deliveries.enqueue(trx, { kind: 'messageToGroups', messageId });
      });
    }
  };
  const ready = jobs.handle(FAN_OUT_QUEUE, fanOut);

  return {
    /** The fan-out's handler registered (this server's worker of its queue): the app awaits it at start. */
    ready,

    async count(auth: AuthContext, request: TMessageCountRequest): Promise<TCountResponse> {
      return { total: await countMessages(db, auth.userId, request.folder, request.filter) };
    },

    async list(auth: AuthContext, request: TMessageListRequest): Promise<TMessage[]> {
      const page = pageOf(request.from, request.to);
      const rows = await listMessages(db, auth.userId, request.folder, request.filter, page);
      return rows.map(toMessage);
    },

    async action(auth: AuthContext, request: TMessageActionRequest): Promise<TActionResponse> {
      return {
        updated: await applyAction(db, 'message_boxes', auth.userId, request.action, request.messageIds),
      };
    },

    /**
     * The groups the caller may use whose name or id contains the text, then up to
     * MESSAGE_LIMITS.searchMaxResults people they may write to whose names start with its words.
     */
    async searchRecipients(auth: AuthContext, searchString: string): Promise<TMessageUserSearchResponse> {
      const text = normalizeSearchText(searchString).trim();
      if (text.length < MESSAGE_LIMITS.searchMinLength)
        throw badRequest({ searchString: MESSAGE_ERRORS.searchTooShort });
      const needle = text.toLowerCase();
      const groups = messageGroupsFor(auth.activeRole, tenant)
        .filter((id) => `${id} ${MESSAGE_GROUPS[id].name}`.toLowerCase().includes(needle))
        .map(groupParty);
      const words = searchWords(text);
      if (words.length === 0) return { matches: groups };
      const people = await searchRecipients(
        db,
        { words, text, writable: writableCondition(messageSender(auth)) },
        MESSAGE_LIMITS.searchMaxResults,
      );
      return { matches: [...groups, ...people] };
    },

    /**
     * Sends a message: every recipient checked (a group the caller may use; a person they may write to,
     * or who is on the message they answer), the subject as plain text, the body cleaned by the HTML
     * allow-list; then the message and its copies in one transaction. A reply to a message that went to a
     * group is refused (spec 2 §6).
     */
    async send(auth: AuthContext, request: TSendMessageRequest): Promise<TSendMessageResponse> {
      const recipients = [...new Set(request.recipients.map((id) => id.trim()))];
      if (recipients.length === 0) throw badRequest({ recipients: MESSAGE_ERRORS.noRecipient });
      const allowedGroups = messageGroupsFor(auth.activeRole, tenant);
      const groupIds: MessageGroupId[] = [];
      const namedIds: number[] = [];
      for (const id of recipients) {
        if (isGroupRecipient(id)) {
          if (!allowedGroups.includes(id as MessageGroupId))
            throw badRequest({ recipients: MESSAGE_ERRORS.groupRefused(id) });
          groupIds.push(id as MessageGroupId);
        } else if (/^[1-9]\d{0,14}$/.test(id)) {
          namedIds.push(Number(id));
        } else {
          throw badRequest({ recipients: MESSAGE_ERRORS.recipientRefused(id) });
        }
      }
      let participants = new Set<number>();
      let replyToId: number | null = null;
      if (request.replyToMessageId !== undefined) {
        const original = await ownMessage(db, auth.userId, request.replyToMessageId);
        if (original === undefined) throw notFound();
        if (original.groupIds.length > 0) throw badRequest({ replyToMessageId: MESSAGE_ERRORS.replyToGroup });
        replyToId = Number(original.id);
        participants = new Set(
          [original.senderId, ...original.namedRecipientIds].flatMap((id) =>
            id === null ? [] : [Number(id)],
          ),
        );
      }
      const sender = messageSender(auth);
      const targets = new Map(
        (await loadMessageTargets(db, namedIds)).map((target) => [target.userId, target]),
      );
      for (const id of namedIds) {
        const target = targets.get(id);
        const allowed =
          target !== undefined &&
          (mayWriteTo(sender, target) ||
            (participants.has(id) && id !== auth.userId && target.isConfirmed && !target.apiOnly));
        if (!allowed) throw badRequest({ recipients: MESSAGE_ERRORS.recipientRefused(String(id)) });
      }
      await countSend(auth.userId, groupIds.length > 0);
      const body = await sanitizeHtml(request.body);
      const sent = await transaction(async (trx) => {
        const stored = await storeMessage(trx, {
          senderId: auth.userId,
          subject: request.subject.trim(),
          body,
          sentAt: clock.now(),
          namedIds,
          groupIds,
          audience: audienceOf(groupIds),
          replyToId,
        });
        if (namedIds.length > 0)
          await deliveries.enqueue(trx, { kind: 'message', messageId: stored.messageId });
        if (groupIds.length > 0)
          await jobs.sendInTransaction(trx, FAN_OUT_QUEUE, { messageId: stored.messageId });
        return stored;
      });
      return sent;
    },
  };
}

/** Whom groups reach (MESSAGE_GROUPS' audiences). */
function audienceOf(groupIds: readonly string[]): GroupAudience {
  return {
    roles: groupIds.flatMap((id) => {
      const role = id in MESSAGE_GROUPS ? MESSAGE_GROUPS[id as MessageGroupId].generalRole : null;
      return role === null ? [] : [role];
    }),
    directors: groupIds.includes('ALL-200'),
  };
}
