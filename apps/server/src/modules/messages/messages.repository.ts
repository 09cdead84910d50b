import type { MessageAction, MessageFilter, MessageFolder, MessageTarget } from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { startsWith, wordPrefixMatch } from '../../platform/name-search.js';

/**
 * One person's rows of a folder under a filter (message copies or notifications, alias `b`), not deleted.
 */
export function boxCondition(userId: number, folder: string, filter: MessageFilter): RawBuilder<boolean> {
  const flag =
    filter === 'Unread' ? sql` and not b.read` : filter === 'Starred' ? sql` and b.starred` : sql``;
  return sql<boolean>`b.user_id = ${userId} and b.folder = ${folder} and b.deleted_at is null${flag}`;
}

/** The count of a folder under a filter, as SQL (bench/messages.ts runs it bare as the floor). */
export function countMessagesQuery(userId: number, folder: MessageFolder, filter: MessageFilter) {
  return sql<{ total: number }>`
    select count(*)::int as total from message_boxes b where ${boxCondition(userId, folder, filter)}`;
}

export async function countMessages(
  db: Db,
  userId: number,
  folder: MessageFolder,
  filter: MessageFilter,
): Promise<number> {
  const result = await countMessagesQuery(userId, folder, filter).execute(db);
  return result.rows[0]?.total ?? 0;
}

/** A message as listed: the reader's copy, the message, its sender and the people it named. */
export interface MessageRow {
  messageId: number | string;
  subject: string;
  body: string;
  sentDate: Date;
  read: boolean;
  starred: boolean;
  folder: MessageFolder;
  senderId: number | string | null;
  senderName: string | null;
  senderEmail: string | null;
  groupIds: string[];
  recipientCount: number;
  named: { id: string; name: string | null; email: string | null }[];
}

/** One page of a folder, newest first (offset and limit), as SQL. */
export function listMessagesQuery(
  userId: number,
  folder: MessageFolder,
  filter: MessageFilter,
  page: { offset: number; limit: number },
) {
  return sql<MessageRow>`
    select b.message_id as "messageId", m.subject, m.body, m.sent_at as "sentDate", b.read, b.starred,
      b.folder, m.sender_id as "senderId", s.first_name || ' ' || s.last_name as "senderName",
      s.email as "senderEmail", m.group_ids as "groupIds", m.recipient_count as "recipientCount",
      (select coalesce(json_agg(json_build_object(
                'id', n.id::text, 'name', r.first_name || ' ' || r.last_name, 'email', r.email)
              order by n.ord), '[]'::json)
         from unnest(m.named_recipient_ids) with ordinality n(id, ord)
         left join users r on r.id = n.id) as named
    from (select b.message_id from message_boxes b where ${boxCondition(userId, folder, filter)}
          order by b.message_id desc offset ${page.offset} limit ${page.limit}) p
    join message_boxes b on b.user_id = ${userId} and b.message_id = p.message_id
    join messages m on m.id = b.message_id
    left join users s on s.id = m.sender_id
    order by b.message_id desc`;
}

/** One page of a folder, newest first (offset and limit). */
export async function listMessages(
  db: Db,
  userId: number,
  folder: MessageFolder,
  filter: MessageFilter,
  page: { offset: number; limit: number },
): Promise<MessageRow[]> {
  return (await listMessagesQuery(userId, folder, filter, page).execute(db)).rows;
}

/** What each action changes in the caller's own copies (spec 2 §7 "message action"). */
const ACTION_SQL: Record<MessageAction, { set: RawBuilder<unknown>; only?: RawBuilder<boolean> }> = {
  Star: { set: sql`starred = true` },
  Unstar: { set: sql`starred = false` },
  Read: { set: sql`read = true` },
  Unread: { set: sql`read = false` },
  Archive: { set: sql`folder = 'Archive'`, only: sql<boolean>`folder = 'Inbox'` },
  Unarchive: { set: sql`folder = 'Inbox'`, only: sql<boolean>`folder = 'Archive'` },
  Delete: { set: sql`deleted_at = now()` },
};

/**
 * Applies an action to the caller's copies of the messages (or notifications) named: another person's
 * copy is never touched, whatever its id. Answers how many changed.
 */
export async function applyAction(
  db: Db,
  table: 'message_boxes' | 'notifications',
  userId: number,
  action: MessageAction,
  ids: readonly number[],
): Promise<number> {
  const { set, only } = ACTION_SQL[action];
  const idColumn = table === 'message_boxes' ? sql.ref('message_id') : sql.ref('id');
  const result = await sql`
    update ${sql.table(table)} set ${set}
    where user_id = ${userId} and ${idColumn} = any(${[...ids]}::bigint[]) and deleted_at is null
      ${only ? sql`and ${only}` : sql``}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The caller's copy of a message, with its groups, sender and named people (for a reply). */
export async function ownMessage(db: Db, userId: number, messageId: number) {
  return db
    .selectFrom('messageBoxes as b')
    .innerJoin('messages as m', 'm.id', 'b.messageId')
    .select(['m.id', 'm.senderId', 'm.groupIds', 'm.namedRecipientIds'])
    .where('b.userId', '=', userId)
    .where('b.messageId', '=', messageId)
    .executeTakeFirst();
}

/** Whom a message's distribution groups reach: holders of general roles, and directors. */
export interface GroupAudience {
  /** The general roles whose holders the groups reach. */
  roles: readonly string[];
  /** Whether a group reaches the holders of an active director (200) role. */
  directors: boolean;
}

/** The people in use a message's groups reach, but its sender, as SQL (their ids, `id`). */
function groupMembers(audience: GroupAudience, senderId: number): RawBuilder<unknown> {
  const inUse = sql`u.is_confirmed and not u.api_only`;
  const sources: RawBuilder<unknown>[] = [];
  if (audience.roles.length > 0)
    sources.push(sql`select g.user_id as id from user_general_roles g join users u on u.id = g.user_id
                     where g.role_name in (${sql.join([...audience.roles])}) and ${inUse}`);
  if (audience.directors)
    sources.push(sql`select e.user_id as id from organization_roles o
                     join employment_records e on e.id = o.employment_record_id
                     join users u on u.id = e.user_id
                     where o.role_name = '200' and o.active and ${inUse}`);
  if (sources.length === 0) return sql`select null::bigint as id where false`;
  return sql`select x.id from (${sql.join(sources, sql` union `)}) x where x.id <> ${senderId}`;
}

/**
 * Stores a message in the transaction given: the message, an Inbox copy for each person named (one
 * statement), the sender's copy in Sent, and how many it reaches (the people named and, counted now, the
 * groups' members). The groups' copies are written by writeGroupCopies, in a job after the commit: a send
 * to ALL-100 (150,000 copies, 1.7 s of inserting) commits in milliseconds.
 */
export async function storeMessage(
  trx: Db,
  message: {
    senderId: number;
    subject: string;
    body: string;
    sentAt: Date;
    namedIds: readonly number[];
    groupIds: readonly string[];
    audience: GroupAudience;
    replyToId: number | null;
  },
): Promise<{ messageId: number; recipientCount: number }> {
  const counted = await sql<{ n: number }>`
    select count(*)::int as n from (
      select unnest(${[...message.namedIds]}::bigint[]) as id
      union ${groupMembers(message.audience, message.senderId)}) r
    where r.id <> ${message.senderId}`.execute(trx);
  const recipientCount = counted.rows[0]?.n ?? 0;
  const row = await trx
    .insertInto('messages')
    .values({
      senderId: message.senderId,
      subject: message.subject,
      body: message.body,
      sentAt: message.sentAt,
      groupIds: [...message.groupIds],
      namedRecipientIds: [...message.namedIds],
      recipientCount,
      replyToId: message.replyToId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const messageId = Number(row.id);
  await sql`
    insert into message_boxes (user_id, message_id, folder)
    select n.id, ${messageId}, 'Inbox' from unnest(${[...message.namedIds]}::bigint[]) n(id)
    where n.id <> ${message.senderId}`.execute(trx);
  await trx
    .insertInto('messageBoxes')
    .values({ userId: message.senderId, messageId, folder: 'Sent', read: true, deletedAt: null })
    .execute();
  return { messageId, recipientCount };
}

/**
 * The Inbox copies of a message's groups' members, in one set-based statement (one person named and in a
 * group keeps the one copy: a job run again writes nothing twice). Answers how many it wrote.
 */
export async function writeGroupCopies(
  trx: Db,
  messageId: number,
  senderId: number,
  audience: GroupAudience,
): Promise<number> {
  const inserted = await sql`
    insert into message_boxes (user_id, message_id, folder)
    select m.id, ${messageId}, 'Inbox' from (${groupMembers(audience, senderId)}) m
    on conflict do nothing`.execute(trx);
  return Number(inserted.numAffectedRows ?? 0);
}

/** A message's sender and the groups it went to (the fan-out writes the groups' copies from them). */
export function messageSenderAndGroups(db: Db, messageId: number) {
  return db
    .selectFrom('messages')
    .select(['senderId', 'groupIds'])
    .where('id', '=', messageId)
    .executeTakeFirst();
}

/** The people of `ids` as mayWriteTo reads them (missing ids are left out). */
export async function loadMessageTargets(db: Db, ids: readonly number[]): Promise<MessageTarget[]> {
  if (ids.length === 0) return [];
  const result = await sql<{
    id: string | number;
    generalRoles: string[];
    isConfirmed: boolean;
    apiOnly: boolean;
    director: (string | number)[];
    staff: (string | number)[];
  }>`
    select u.id, u.is_confirmed as "isConfirmed", u.api_only as "apiOnly",
      array(select g.role_name from user_general_roles g where g.user_id = u.id) as "generalRoles",
      array(select distinct e.organization_id from employment_records e
              join organization_roles o on o.employment_record_id = e.id
             where e.user_id = u.id and o.active and o.role_name = '200' and e.organization_id is not null)
        as director,
      array(select distinct e.organization_id from employment_records e
              join organization_roles o on o.employment_record_id = e.id
             where e.user_id = u.id and o.active and o.role_name = '100' and e.organization_id is not null)
        as staff
    from users u where u.id in (${sql.join([...ids])})`.execute(db);
  return result.rows.map((row) => ({
    userId: Number(row.id),
    generalRoles: row.generalRoles,
    isConfirmed: row.isConfirmed,
    apiOnly: row.apiOnly,
    directorOrganizationIds: row.director.map(Number),
    staffOrganizationIds: row.staff.map(Number),
  }));
}

/** The people a sender may write to whose names start with the words, best first, at most `limit`. */
export async function searchRecipients(
  db: Db,
  match: { words: readonly string[]; text: string; writable: RawBuilder<boolean> },
  limit: number,
): Promise<{ id: string; name: string; email: string }[]> {
  const fullName = sql<string>`u.first_name || ' ' || u.last_name`;
  const result = await sql<{ id: string; name: string; email: string }>`
    select u.id::text as id, ${fullName} as name, u.email
    from users u
    where ${wordPrefixMatch(fullName, [...match.words])} and ${match.writable}
    order by ${startsWith(fullName, match.text.toLowerCase())} desc, u.last_name, u.first_name, u.id
    limit ${limit}`.execute(db);
  return result.rows;
}

/** How many notifications of the person's folder the filter keeps. */
export async function countNotifications(
  db: Db,
  userId: number,
  folder: MessageFolder,
  filter: MessageFilter,
): Promise<number> {
  const result = await sql<{ total: number }>`
    select count(*)::int as total from notifications b where ${boxCondition(userId, folder, filter)}`.execute(
    db,
  );
  return result.rows[0]?.total ?? 0;
}

/** One page of the person's notifications of a folder, newest first. */
export function listNotifications(
  db: Db,
  userId: number,
  query: { folder: MessageFolder; filter: MessageFilter; offset: number; limit: number },
) {
  return db
    .selectFrom('notifications as b')
    .selectAll()
    .where(boxCondition(userId, query.folder, query.filter))
    .orderBy('b.id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
}
