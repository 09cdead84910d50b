/**
 * Messages at a state's scale (issue 10), on the state-scale database (150,000 people, 2,000,000 messages:
 * npm run seed:scale), against two built servers on it (the hub's PostgreSQL adapter between them):
 *
 * 1. A send to ALL-100 (every professional, about 150,000 copies): POST /api/message/send until it answers
 *    (committed; the groups' copies are then written by a job). Floor: the bare set-based INSERT of the
 *    copies, in a transaction rolled back. Target: under 1 s. Printed too: when the job had written the
 *    copies and every socket was told.
 * 2. An inbox page and its unread count at 10 concurrent users (each their own person): POST
 *    /api/message/list (page of 5) and /api/message/count (Inbox, Unread) in turn. Floor: the same two
 *    statements through pg from 10 clients. Target: p99 under 20 ms.
 * 3. Live delivery to 2,000 connected sockets, 1,000 on each server: messages sent through server A to
 *    single readers spread over both, from the send's start to the MessageReceived event at the reader's
 *    socket; and the ALL-100 broadcast, from the first socket told to each. Target: p99 under 50 ms.
 *
 * The readers' sessions are written straight into the database and their tokens signed with the servers'
 * secret (2,000 sign-ins would measure argon2). Everything the bench adds (its sender, sessions, messages)
 * is removed at the end. See bench/README.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { claimsForRole, getTenant, type RoleName } from '../packages/domain/src/index.js';
import { createDatabase, type Db } from '../apps/server/src/db/database.js';
import {
  countMessagesQuery,
  listMessagesQuery,
} from '../apps/server/src/modules/messages/messages.repository.js';
import { createTokenService } from '../apps/server/src/platform/tokens.js';
import { mark, median, percentile, positive, SERVER_MAIN } from './grid-support.js';
import { freePort, SERVER_NODE_FLAGS, startNode, stopChild, waitForHealth } from './support.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the state-scale database (npm run seed:scale).');
const tenantCode = (process.env.REGISTRY_TENANT ?? 'al') as 'al';
const tenant = getTenant(tenantCode);
const SOCKETS = positive('BENCH_SOCKETS', 2000);
const USERS = positive('BENCH_CONNECTIONS', 10);
const DURATION_S = positive('BENCH_DURATION', 10);
const WARMUP_S = positive('BENCH_WARMUP', 3);
const SINGLE_SENDS = positive('BENCH_SENDS', 400);
const THREADS = positive('BENCH_SOCKET_THREADS', 4);
const SECRET = randomBytes(48).toString('base64url');
const BENCH_SUBJECT = `bench-messages-${randomBytes(4).toString('hex')}`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
let stopping = false;

interface Server {
  child: ChildProcess;
  url: string;
}

async function startServer(dataDir: string, logFile: string): Promise<Server> {
  const port = await freePort();
  const child = startNode(
    [...SERVER_NODE_FLAGS, SERVER_MAIN],
    logFile,
    {
      DATABASE_URL: databaseUrl!,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      REGISTRY_ENV: 'sit',
      REGISTRY_TENANT: tenantCode,
      LOG_LEVEL: 'warn',
      JWT_SECRET: SECRET,
      RATE_LIMIT_GLOBAL: '100000000',
      RATE_LIMIT_FACTOR: '1000',
    },
    (how) => {
      if (!stopping) console.error(`A server exited unexpectedly (${how}); see ${logFile}`);
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${url}/api/health`, logFile);
  return { child, url };
}

/** The sessions the bench wrote (removed at the end). */
const sessionIds: string[] = [];

/** Sessions for the people, written straight in, and their signed tokens. */
async function tokensFor(db: Db, people: { id: number; role: RoleName }[]): Promise<string[]> {
  const tokens = createTokenService(SECRET);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 8 * 3600_000);
  const rows = await db
    .insertInto('sessions')
    .values(
      people.map((p) => ({ userId: p.id, activeRole: p.role, createdAt: now, lastSeenAt: now, expiresAt })),
    )
    .returning(['id', 'userId'])
    .execute();
  sessionIds.push(...rows.map((row) => row.id));
  return Promise.all(
    rows.map(async (row, index) => {
      const role = people[index]!.role;
      const jwt = await tokens.issue(
        {
          userId: Number(row.userId),
          sessionId: row.id,
          activeRole: role,
          claims: claimsForRole(role, tenant),
        },
        now,
        expiresAt,
      );
      return jwt.auth_token;
    }),
  );
}

async function post(url: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

async function main(): Promise<void> {
  const db = createDatabase(databaseUrl!, { max: 12 });
  const temp = mkdtempSync(join(tmpdir(), 'registry-bench-messages-'));
  const servers: Server[] = [];
  const workers: Worker[] = [];
  let senderId: number | undefined;
  try {
    const counts = await sql<{ people: number; messages: number; professionals: number }>`
      select (select count(*) from users)::int as people, (select count(*) from messages)::int as messages,
             (select count(*) from user_general_roles where role_name = '100')::int as professionals`.execute(
      db,
    );
    const data = counts.rows[0]!;
    console.log(
      `Data: ${data.people.toLocaleString('en-US')} people (${data.professionals.toLocaleString('en-US')} holding 100), ` +
        `${data.messages.toLocaleString('en-US')} messages.`,
    );
    // The sender: an administrator (500) of the bench's own, removed at the end.
    const sender = await db
      .insertInto('users')
      .values({
        userName: `${BENCH_SUBJECT}@bench.invalid`,
        email: `${BENCH_SUBJECT}@bench.invalid`,
        firstName: 'Bench',
        lastName: 'Sender',
        registryId: `BENCH${randomBytes(4).toString('hex')}`,
        passwordHash: null,
        isConfirmed: true,
        termsAcceptedAt: new Date(),
        profileCompletedAt: new Date(),
        rolesSeededAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    senderId = Number(sender.id);
    await db.insertInto('userGeneralRoles').values({ userId: senderId, roleName: '500' }).execute();
    const readers = (
      await sql<{ id: number }>`
        select u.id from users u join user_general_roles g on g.user_id = u.id and g.role_name = '100'
        where u.is_confirmed and not u.api_only
          and not exists (select 1 from user_general_roles e where e.user_id = u.id and e.role_name <> '100')
        order by hashint4(u.id::int) limit ${SOCKETS}`.execute(db)
    ).rows.map((row) => Number(row.id));
    const [senderToken] = await tokensFor(db, [{ id: senderId, role: '500' }]);
    const readerTokens = await tokensFor(
      db,
      readers.map((id) => ({ id, role: '100' as const })),
    );

    servers.push(await startServer(join(temp, 'a'), join(temp, 'a.log')));
    servers.push(await startServer(join(temp, 'b'), join(temp, 'b.log')));
    const [a, b] = servers as [Server, Server];

    // 2. The inbox page and its count, 10 people at once (before the sockets and the big send).
    const pool = new pg.Pool({ connectionString: databaseUrl, max: USERS });
    const inboxUsers = readers.slice(0, USERS);
    const until = (seconds: number) => performance.now() + seconds * 1000;
    const inboxCalls = async (seconds: number) => {
      const times: number[] = [];
      let next = 0;
      const instance = autocannon({
        url: a.url,
        connections: USERS,
        duration: seconds,
        // Each connection is one person: its own token on both of its requests.
        setupClient: (client) => {
          const headers = {
            authorization: `Bearer ${readerTokens[next++ % USERS]!}`,
            'content-type': 'application/json',
          };
          client.setRequests([
            {
              method: 'POST',
              path: '/api/message/list',
              headers,
              body: JSON.stringify({ folder: 'Inbox', filter: 'None', from: 1, to: 5 }),
            },
            {
              method: 'POST',
              path: '/api/message/count',
              headers,
              body: JSON.stringify({ folder: 'Inbox', filter: 'Unread' }),
            },
          ]);
        },
      });
      instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
        if (status === 200) times.push(time);
      });
      const result = await instance;
      if (result.non2xx + result.errors + result.timeouts > 0)
        throw new Error(`The inbox answered badly: ${result.non2xx} non-2xx, ${result.errors} errors.`);
      return times;
    };
    await inboxCalls(WARMUP_S);
    const product = await inboxCalls(DURATION_S);
    const floor: number[] = [];
    let end: number;
    for (const [seconds, keep] of [
      [WARMUP_S, false],
      [DURATION_S, true],
    ] as const) {
      end = until(seconds);
      await Promise.all(
        inboxUsers.map(async (userId) => {
          const client = await pool.connect();
          try {
            const statements = [
              listMessagesQuery(userId, 'Inbox', 'None', { offset: 0, limit: 5 }).compile(db),
              countMessagesQuery(userId, 'Inbox', 'Unread').compile(db),
            ];
            for (let turn = 0; performance.now() < end; turn++) {
              const statement = statements[turn % 2]!;
              const start = performance.now();
              await client.query(statement.sql, statement.parameters as unknown[]);
              if (keep) floor.push(performance.now() - start);
            }
          } finally {
            client.release();
          }
        }),
      );
    }
    await pool.end();

    // 3. 2,000 sockets, half on each server, each in its own user group, read by THREADS worker threads.
    const arrivals = new Map<number, number[]>();
    const shares = Array.from({ length: THREADS }, () => [] as { id: number; token: string; url: string }[]);
    readers.forEach((id, index) =>
      shares[index % THREADS]!.push({ id, token: readerTokens[index]!, url: (index % 2 === 0 ? a : b).url }),
    );
    /** Starts the reader threads over `list` (their sockets connected and joined); how many sockets. */
    const startReaders = async (list: typeof shares, floor: boolean): Promise<number> => {
      let connected = 0;
      await Promise.all(
        list.map(
          (share) =>
            new Promise<void>((resolve, reject) => {
              const worker = new Worker(new URL('./messages-sockets.mjs', import.meta.url), {
                workerData: { readers: share, floor },
              });
              workers.push(worker);
              worker.on('error', reject);
              worker.on(
                'message',
                (message: { ready?: number; arrivals?: { messageId: number; at: number }[] }) => {
                  if (message.ready !== undefined) {
                    connected += message.ready;
                    resolve();
                  }
                  for (const { messageId, at } of message.arrivals ?? []) {
                    const list = arrivals.get(messageId) ?? [];
                    list.push(at - performance.timeOrigin);
                    arrivals.set(messageId, list);
                  }
                },
              );
            }),
        ),
      );
      return connected;
    };
    const connectedSockets = await startReaders(shares, false);
    console.log(
      `${connectedSockets} sockets connected (${Math.ceil(connectedSockets / 2)} on each server, ${THREADS} threads).`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // Single messages, one after another, to readers on both servers: from the send's start to the event.
    const single: number[] = [];
    for (let index = 0; index < SINGLE_SENDS; index++) {
      const reader = readers[(index * 7919) % readers.length]!;
      const start = performance.now();
      const sent = (await post(a.url, senderToken!, '/api/message/send', {
        subject: BENCH_SUBJECT,
        body: '<p>Bench</p>',
        recipients: [String(reader)],
      })) as { messageId: number };
      const deadline = performance.now() + 2000;
      while (!arrivals.has(sent.messageId) && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 1));
      const arrived = arrivals.get(sent.messageId)?.[0];
      if (arrived === undefined) throw new Error(`Message ${sent.messageId} did not arrive within 2 s.`);
      single.push(arrived - start);
    }

    // 1. The send to ALL-100, and its broadcast to every socket.
    const groupStart = performance.now();
    const group = (await post(a.url, senderToken!, '/api/message/send', {
      subject: BENCH_SUBJECT,
      body: '<p>To every professional</p>',
      recipients: ['ALL-100'],
    })) as { messageId: number; recipientCount: number };
    const answered = performance.now();
    const deadline = performance.now() + 10_000;
    while ((arrivals.get(group.messageId)?.length ?? 0) < connectedSockets && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const arrived = arrivals.get(group.messageId) ?? [];
    // The broadcast starts once the job has written the copies: from the first socket told to each.
    const firstTold = Math.min(...arrived);
    const broadcast = arrived.map((time) => time - firstTold);
    const allTold = Math.max(...arrived) - answered;
    const groupFloor = await fanOutFloor(senderId);
    const broadcastFloor = await socketIoFloor(shares, startReaders, arrivals);

    const sendMs = answered - groupStart;
    console.log('');
    console.log(
      `  send to ALL-100: ${group.recipientCount.toLocaleString('en-US')} copies committed in ${ms(sendMs)}; ` +
        `floor (the bare INSERT of the copies) ${ms(groupFloor)}`,
    );
    console.log(
      `  inbox page + unread count, ${USERS} users: product p50 ${ms(percentile(product, 0.5))} p99 ${ms(percentile(product, 0.99))} ` +
        `(${product.length} calls); floor p50 ${ms(percentile(floor, 0.5))} p99 ${ms(percentile(floor, 0.99))}`,
    );
    console.log(
      `  live delivery, ${SINGLE_SENDS} single messages from the send's start: p50 ${ms(percentile(single, 0.5))} ` +
        `p99 ${ms(percentile(single, 0.99))} (median ${ms(median(single))})`,
    );
    console.log(
      `  the ALL-100 copies written and every socket told ${ms(allTold)} after the send's answer; the broadcast ` +
        `reached ${broadcast.length}/${connectedSockets} sockets, from the first: p50 ${ms(percentile(broadcast, 0.5))} ` +
        `p99 ${ms(percentile(broadcast, 0.99))}; floor (bare socket.io, 2 servers, ${broadcastFloor.length} sockets, the same ` +
        `clients) p50 ${ms(percentile(broadcastFloor, 0.5))} p99 ${ms(percentile(broadcastFloor, 0.99))}`,
    );
    console.log('');
    console.log(`  ${mark(sendMs < 1000)}  send to ALL-100 in ${ms(sendMs)} (target: under 1 s)`);
    console.log(
      `  ${mark(percentile(product, 0.99) < 20)}  inbox page and count p99 ${ms(percentile(product, 0.99))} (target: under 20 ms)`,
    );
    const liveP99 = Math.max(percentile(single, 0.99), percentile(broadcast, 0.99));
    console.log(
      `  ${mark(liveP99 < 50 && broadcast.length === connectedSockets)}  live delivery p99 ${ms(liveP99)} to ${connectedSockets} sockets on 2 servers (target: under 50 ms)`,
    );
  } finally {
    stopping = true;
    for (const worker of workers) await worker.terminate();
    await Promise.all(servers.map((server) => stopChild(server.child)));
    if (senderId !== undefined) {
      await sql`delete from messages where sender_id = ${senderId}`.execute(db);
      await db.deleteFrom('users').where('id', '=', senderId).execute();
    }
    for (let index = 0; index < sessionIds.length; index += 1000)
      await db
        .deleteFrom('sessions')
        .where('id', 'in', sessionIds.slice(index, index + 1000))
        .execute();
    await db.destroy();
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * The broadcast's floor: two bare socket.io servers (child processes, bench/messages-floor-server.mjs), as
 * many sockets as the product's spread over them by the same reader threads, and one emit to a room on
 * each at the same moment; from the first socket told to each, as for the product. Median of 3 emits.
 */
async function socketIoFloor(
  shares: { id: number; token: string; url: string }[][],
  startReaders: (list: typeof shares, floor: boolean) => Promise<number>,
  arrivals: Map<number, number[]>,
): Promise<number[]> {
  const children = [0, 1].map(() =>
    fork(new URL('./messages-floor-server.mjs', import.meta.url), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  try {
    const ports = await Promise.all(
      children.map(
        (child) =>
          new Promise<number>((resolve, reject) => {
            child.once('message', (message: { port: number }) => resolve(message.port));
            child.once('error', reject);
          }),
      ),
    );
    let index = 0;
    const floorShares = shares.map((share) =>
      share.map((reader) => ({ ...reader, url: `http://127.0.0.1:${ports[index++ % 2]!}` })),
    );
    const expected = await startReaders(floorShares, true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const runs: number[][] = [];
    for (const id of [-1, -2, -3]) {
      for (const child of children) child.send({ go: id });
      const deadline = performance.now() + 10_000;
      while ((arrivals.get(id)?.length ?? 0) < expected && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
      const times = arrivals.get(id) ?? [];
      const first = Math.min(...times);
      runs.push(times.map((time) => time - first));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    runs.sort((x, y) => percentile(x, 0.99) - percentile(y, 0.99));
    return runs[1]!;
  } finally {
    for (const child of children) child.send('stop');
  }
}

/** The bare fan-out: the INSERT of every professional's copy, in a transaction rolled back. */
async function fanOutFloor(senderId: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const message = await client.query<{ id: string }>(
      `insert into messages (sender_id, subject, body, group_ids) values ($1, 'floor', '<p>floor</p>', '{ALL-100}') returning id`,
      [senderId],
    );
    const start = performance.now();
    await client.query(
      `insert into message_boxes (user_id, message_id, folder)
       select g.user_id, $1, 'Inbox' from user_general_roles g join users u on u.id = g.user_id
       where g.role_name = '100' and u.is_confirmed and not u.api_only and g.user_id <> $2`,
      [message.rows[0]!.id, senderId],
    );
    const elapsed = performance.now() - start;
    await client.query('rollback');
    return elapsed;
  } finally {
    await client.end();
  }
}

await main();
