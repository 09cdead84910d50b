import type pg from 'pg';
import type { LoadTiming } from './copy.js';

/** Subjects of the made-up messages (test data). */
const SUBJECTS = [
  'Training reminder',
  'Question about my transcript',
  'Your verification request',
  'Staff meeting on Friday',
  'CDA renewal',
  'Schedule change',
  'Welcome to the center',
  'Documents needed',
];

/** The secondary indexes of message_boxes (migration 20261129100000), dropped for the load and built after. */
const BOX_INDEXES = [
  `create index message_boxes_message_idx on message_boxes (message_id)`,
  `create index message_boxes_folder_idx on message_boxes (user_id, folder, message_id desc)
     where deleted_at is null`,
  `create index message_boxes_unread_idx on message_boxes (user_id, folder, message_id desc)
     where deleted_at is null and not read`,
  `create index message_boxes_starred_idx on message_boxes (user_id, folder, message_id desc)
     where deleted_at is null and starred`,
];

/**
 * `count` messages between the people in use (issue 10: 2,000,000), written by PostgreSQL itself: each
 * from one person to another, both drawn by a hash of the message's number (so the same every run), one
 * every 15 seconds back from `asOf`, 70% of them read, 5% starred, 10% archived; each with the
 * recipient's copy and the sender's in Sent. The box indexes are dropped for the load and built after,
 * as the COPY steps do.
 */
export async function loadMessages(client: pg.Client, count: number, asOf: string): Promise<LoadTiming> {
  const started = performance.now();
  await client.query('begin');
  try {
    for (const statement of BOX_INDEXES) {
      const name = /create index (\w+)/.exec(statement)![1]!;
      await client.query(`drop index ${name}`);
    }
    await client.query(
      `create temporary table message_people on commit drop as
         select row_number() over (order by id) as n, id from users where is_confirmed and not api_only`,
    );
    const people = Number(
      (await client.query<{ n: string }>('select count(*) as n from message_people')).rows[0]!.n,
    );
    const pick = (salt: number) => `1 + ((hashint4(i * ${salt}) & 2147483647) % ${people})`;
    await client.query(
      `insert into messages (id, sender_id, subject, body, sent_at, named_recipient_ids, recipient_count)
       select i, s.id, ($1::text[])[1 + i % ${SUBJECTS.length}],
              '<p>Message ' || i || ' of the made-up data set.</p>',
              $2::timestamptz - make_interval(secs => i * 15), array[r.id], 1
       from generate_series(1, ${count}) i
       join message_people s on s.n = ${pick(7)}
       join message_people r on r.n = case when ${pick(13)} = ${pick(7)} then ${pick(7)} % ${people} + 1
                                           else ${pick(13)} end`,
      [SUBJECTS, `${asOf}T17:00:00Z`],
    );
    await client.query(
      `insert into message_boxes (user_id, message_id, folder, read, starred, deleted_at)
       select m.named_recipient_ids[1], m.id,
              case when hashint4(m.id::int * 31) % 10 = 0 then 'Archive' else 'Inbox' end,
              (hashint4(m.id::int * 17) & 2147483647) % 10 < 7,
              (hashint4(m.id::int * 19) & 2147483647) % 20 = 0, null::timestamptz
       from messages m
       union all
       select m.sender_id, m.id, 'Sent', true, false, null::timestamptz from messages m`,
    );
    const indexed = performance.now();
    for (const statement of BOX_INDEXES) await client.query(statement);
    await client.query(`select setval(pg_get_serial_sequence('messages', 'id'), ${Math.max(count, 1)})`);
    await client.query('commit');
    return { rows: count, copyMs: indexed - started, indexMs: performance.now() - indexed };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
