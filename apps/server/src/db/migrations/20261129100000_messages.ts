import { sql, type Kysely } from 'kysely';

/**
 * Messages and notifications (issue 10; spec 2 §3, §4, §7).
 *
 * - messages: one row per message: who sent it (null once their account is gone: the web shows 'Error'),
 *   the plain-text subject, the HTML body as cleaned when sent, the distribution groups and the people
 *   it was addressed to (what its recipients see), and how many received it (a group as resolved at
 *   that moment).
 * - message_boxes: one row per person holding the message, with their own flags: each recipient's copy
 *   (folder Inbox or Archive) and the sender's (folder Sent). One per person and message (the sender is
 *   never a recipient of their own message), so an action names messages by id. A send to ALL-100 inserts
 *   its 150,000 copies in one statement. Deleted copies keep their row (deleted_at): the message still
 *   lists its recipients for its sender.
 * - notifications: one row per person (spec 2 §3 "Notification"), the same flags and folders without Sent.
 *
 * The inbox reads a folder newest first and counts what is unread: partial indexes over the copies not
 * deleted serve the page (by folder), the Unread filter and the unread count (the badges), and Starred.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table messages (
      id bigserial primary key,
      sender_id bigint references users (id) on delete set null,
      subject text not null,
      body text not null,
      sent_at timestamptz not null default now(),
      group_ids text[] not null default '{}',
      named_recipient_ids bigint[] not null default '{}',
      recipient_count integer not null default 0,
      reply_to_id bigint references messages (id) on delete set null
    )`.execute(db);
  await sql`
    create table message_boxes (
      user_id bigint not null references users (id) on delete cascade,
      message_id bigint not null references messages (id) on delete cascade,
      folder text not null check (folder in ('Inbox', 'Archive', 'Sent')),
      read boolean not null default false,
      starred boolean not null default false,
      deleted_at timestamptz,
      primary key (user_id, message_id)
    )`.execute(db);
  await sql`create index message_boxes_message_idx on message_boxes (message_id)`.execute(db);
  await sql`create index message_boxes_folder_idx on message_boxes (user_id, folder, message_id desc)
              where deleted_at is null`.execute(db);
  await sql`create index message_boxes_unread_idx on message_boxes (user_id, folder, message_id desc)
              where deleted_at is null and not read`.execute(db);
  await sql`create index message_boxes_starred_idx on message_boxes (user_id, folder, message_id desc)
              where deleted_at is null and starred`.execute(db);

  await sql`
    create table notifications (
      id bigserial primary key,
      user_id bigint not null references users (id) on delete cascade,
      subject text not null,
      body text not null,
      route text,
      link_text text,
      created_at timestamptz not null default now(),
      folder text not null default 'Inbox' check (folder in ('Inbox', 'Archive')),
      read boolean not null default false,
      starred boolean not null default false,
      deleted_at timestamptz
    )`.execute(db);
  await sql`create index notifications_folder_idx on notifications (user_id, folder, id desc)
              where deleted_at is null`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id, folder, id desc)
              where deleted_at is null and not read`.execute(db);
  await sql`create index notifications_starred_idx on notifications (user_id, folder, id desc)
              where deleted_at is null and starred`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notifications`.execute(db);
  await sql`drop table message_boxes`.execute(db);
  await sql`drop table messages`.execute(db);
}
