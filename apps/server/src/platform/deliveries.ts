import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { HUB_SERVER_EVENTS as HUB_EVENTS } from '@registry/contracts';
import type { Hub } from './hub.js';
import { DELIVERY_QUEUE, type Jobs } from './jobs.js';

/**
 * What the outbox delivers after a commit (one pg-boss job each): the live events of a message sent, of
 * notifications made, of a role request answered and of alerts changed. Ids and counts, never bodies: the web reads the
 * rest through the API, as the reader it is.
 */
export type Delivery =
  | { kind: 'message'; messageId: number }
  | { kind: 'messageToGroups'; messageId: number }
  | { kind: 'notifications'; entries: [userId: number, notificationId: number][] }
  | { kind: 'notificationsToEveryone' }
  | { kind: 'rolePromotionAction'; userId: number; employmentRecordId: number }
  | { kind: 'alertsChanged' }
  | { kind: 'alertDismissed'; userId: number };

/** A notification (spec 2 §3): subject, HTML body (already clean), an optional route with its link text. */
export interface NotificationContent {
  subject: string;
  body: string;
  route?: string | null;
  linkText?: string | null;
}

/** Above this many people, notify writes the rows in one statement and the hub tells everyone to recount. */
const PER_PERSON_EVENTS = 1000;

export type Deliveries = ReturnType<typeof createDeliveries>;

/**
 * The transactional outbox (DESIGN §2 "Notifications"): a feature writes its change, its notifications
 * and the delivery job in one transaction (`notify`, `enqueue`) through the unit of work (AppDeps
 * `transaction`), which wakes this server's worker once it committed. The job is delivered at once, or by
 * any server's worker if this one stops first (a restart between the commit and the delivery loses
 * nothing).
 */
export function createDeliveries(deps: { db: Db; jobs: Jobs; hub: Hub | null }) {
  const { db, jobs } = deps;

  async function unreadCounts(
    table: 'message_boxes' | 'notifications',
    userIds: readonly number[],
  ): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const result = await sql<{ userId: string | number; total: number }>`
      select b.user_id as "userId", count(*)::int as total from ${sql.table(table)} b
      where b.user_id = any(${[...userIds]}::bigint[]) and b.folder = 'Inbox'
        and b.deleted_at is null and not b.read
      group by b.user_id`.execute(db);
    return new Map(result.rows.map((row) => [Number(row.userId), row.total]));
  }

  async function deliver(delivery: Delivery): Promise<void> {
    const hub = deps.hub;
    if (hub === null) return;
    switch (delivery.kind) {
      case 'message': {
        const message = await db
          .selectFrom('messages')
          .select(['senderId', 'groupIds', 'namedRecipientIds'])
          .where('id', '=', delivery.messageId)
          .executeTakeFirst();
        if (!message) return;
        const named = message.namedRecipientIds.map(Number);
        const counts = await unreadCounts('message_boxes', named);
        for (const userId of named) {
          hub.toUser(userId, HUB_EVENTS.messageReceived, { messageId: delivery.messageId });
          hub.toUser(userId, HUB_EVENTS.messageCountChange, { total: counts.get(userId) ?? 0 });
        }
        return;
      }
      case 'messageToGroups': {
        // Once the copies are written: a group's members are told in one broadcast per group, MessageReceived
        // alone (the web recounts on it): 150,000 members, not 150,000 counts.
        const message = await db
          .selectFrom('messages')
          .select(['senderId', 'groupIds'])
          .where('id', '=', delivery.messageId)
          .executeTakeFirst();
        if (!message) return;
        const senderId = message.senderId === null ? undefined : Number(message.senderId);
        for (const groupId of message.groupIds) {
          hub.toGroup(groupId, HUB_EVENTS.messageReceived, { messageId: delivery.messageId }, senderId);
        }
        return;
      }
      case 'notifications': {
        const userIds = [...new Set(delivery.entries.map(([userId]) => userId))];
        const counts = await unreadCounts('notifications', userIds);
        for (const [userId, notificationId] of delivery.entries)
          hub.toUser(userId, HUB_EVENTS.notificationReceived, { notificationId });
        for (const userId of userIds)
          hub.toUser(userId, HUB_EVENTS.notificationCountChange, { total: counts.get(userId) ?? 0 });
        return;
      }
      case 'notificationsToEveryone':
        hub.toEveryone(HUB_EVENTS.notificationReceived, {});
        hub.toEveryone(HUB_EVENTS.notificationCountChange, {});
        return;
      case 'rolePromotionAction':
        hub.toUser(delivery.userId, HUB_EVENTS.rolePromotionActionReceived, {
          employmentRecordId: delivery.employmentRecordId,
        });
        return;
      case 'alertsChanged':
        // Who sees which alert depends on each person's roles and dismissals: everyone reads theirs again.
        hub.toEveryone(HUB_EVENTS.alertsChanged, {});
        return;
      case 'alertDismissed':
        // The person's other windows drop it too.
        hub.toUser(delivery.userId, HUB_EVENTS.alertsChanged, {});
        return;
    }
  }

  return {
    /** Registers the delivery handler (this server's worker of the queue). */
    start(): Promise<void> {
      return jobs.handle(DELIVERY_QUEUE, async (batch) => {
        for (const delivery of batch as Delivery[]) await deliver(delivery);
      });
    },

    /** Writes a delivery in the transaction. */
    enqueue(trx: Db, delivery: Delivery): Promise<void> {
      return jobs.sendInTransaction(trx, DELIVERY_QUEUE, delivery);
    },

    /**
     * Notifies people inside the caller's transaction (DESIGN §2: `notify(...)`): one notification row per
     * person, in one statement, and their delivery. `userIds: 'everyone'` reaches every account in use.
     */
    async notify(
      trx: Db,
      userIds: readonly number[] | 'everyone',
      content: NotificationContent,
    ): Promise<void> {
      const values = sql`${content.subject}, ${content.body}, ${content.route ?? null}, ${content.linkText ?? null}`;
      if (userIds === 'everyone' || userIds.length > PER_PERSON_EVENTS) {
        const audience =
          userIds === 'everyone'
            ? sql`select u.id from users u where u.is_confirmed and not u.api_only`
            : sql`select unnest(${[...userIds]}::bigint[])`;
        await sql`insert into notifications (user_id, subject, body, route, link_text)
                  select a.id, ${values} from (${audience}) a(id)`.execute(trx);
        await this.enqueue(trx, { kind: 'notificationsToEveryone' });
        return;
      }
      if (userIds.length === 0) return;
      const inserted = await sql<{ userId: string | number; id: string | number }>`
        insert into notifications (user_id, subject, body, route, link_text)
        select a.id, ${values} from unnest(${[...userIds]}::bigint[]) a(id)
        returning user_id as "userId", id`.execute(trx);
      await this.enqueue(trx, {
        kind: 'notifications',
        entries: inserted.rows.map((row) => [Number(row.userId), Number(row.id)]),
      });
    },
  };
}
