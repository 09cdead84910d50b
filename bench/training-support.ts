/**
 * What the training benchmarks (bench/registration.ts, bench/attendance.ts) share: the built server started
 * on DATABASE_URL with the bench's own JWT secret, people written straight into the database with sessions
 * and tokens signed with that secret (sign-ins would measure argon2), HTTP calls on kept-alive connections,
 * waiting for the servers' background work, and removing everything the bench added.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { claimsForRole, FormId, type RoleName, type Tenant } from '../packages/domain/src/index.js';
import type { Db } from '../apps/server/src/db/database.js';
import { createTokenService } from '../apps/server/src/platform/tokens.js';
import { SERVER_MAIN } from './grid-support.js';
import { freePort, SERVER_NODE_FLAGS, startNode, stopChild, waitForHealth } from './support.js';

export interface Server {
  child: ChildProcess;
  url: string;
  agent: http.Agent;
}

export type TrainingBench = ReturnType<typeof createTrainingBench>;

/**
 * A bench's secret, tag (in the names of all it adds) and record of what it added. `name` tells its
 * people, courses and jobs from another bench's.
 */
export function createTrainingBench(settings: { databaseUrl: string; tenant: Tenant; name: string }) {
  const { databaseUrl, tenant } = settings;
  const secret = randomBytes(48).toString('base64url');
  const tag = `bench-${settings.name}-${randomBytes(4).toString('hex')}`;
  const started = new Date();
  /** What the bench added, removed by `cleanUp`. */
  const added = { users: [] as number[], sessions: [] as string[], courses: [] as number[] };
  let stopping = false;

  return {
    tag,
    /** When the bench began: the jobs queued since are its servers'. */
    started,
    added,

    /**
     * The built server on the database (REGISTRY_ENV sit: no demo accounts; rate limits out of the way), its
     * log in `logFile`; answers once /api/health does. `nodeFlags` go before the server's entry.
     */
    async startServer(dataDir: string, logFile: string, nodeFlags: readonly string[] = []): Promise<Server> {
      const port = await freePort();
      const child = startNode(
        [...SERVER_NODE_FLAGS, ...nodeFlags, SERVER_MAIN],
        logFile,
        {
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          REGISTRY_ENV: 'sit',
          REGISTRY_TENANT: tenant.code,
          LOG_LEVEL: 'warn',
          JWT_SECRET: secret,
          RATE_LIMIT_GLOBAL: '100000000',
          RATE_LIMIT_FACTOR: '1000',
        },
        (how) => {
          if (!stopping) console.error(`A server exited unexpectedly (${how}); see ${logFile}`);
        },
      );
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(child, `${url}/api/health`, logFile);
      // Kept-alive connections (as a browser showing the page has one).
      return { child, url, agent: new http.Agent({ keepAlive: true, maxSockets: Infinity }) };
    },

    /** `count` confirmed people of the bench holding 100 (and `role` too), straight into the database. */
    async addUsers(db: Db, count: number, role: RoleName, label: string): Promise<number[]> {
      const now = new Date();
      const rows = await db
        .insertInto('users')
        .values(
          Array.from({ length: count }, (_, index) => ({
            userName: `${tag}-${label}-${index}@bench.invalid`,
            email: `${tag}-${label}-${index}@bench.invalid`,
            firstName: 'Bench',
            lastName: `${label[0]!.toUpperCase()}${label.slice(1)} ${index + 1}`,
            registryId: `BENCH${tag.slice(-8)}${label[0]}${String(index).padStart(4, '0')}`,
            passwordHash: null,
            isConfirmed: true,
            termsAcceptedAt: now,
            profileCompletedAt: now,
            rolesSeededAt: now,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning('id')
        .execute();
      const ids = rows.map((row) => Number(row.id));
      added.users.push(...ids);
      await db
        .insertInto('userGeneralRoles')
        .values(
          ids.flatMap((userId) => [
            { userId, roleName: '100' },
            ...(role === '100' ? [] : [{ userId, roleName: role }]),
          ]),
        )
        .execute();
      return ids;
    },

    /** A course of the trainer's, named after the bench: its id. */
    async addCourse(db: Db, trainerId: number, name: string): Promise<number> {
      const course = await db
        .insertInto('courses')
        .values({ userId: trainerId, formId: FormId.Course, formVersion: 1, courseName: `${tag} ${name}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      added.courses.push(Number(course.id));
      return Number(course.id);
    },

    /** Sessions for the people (`role` active), written straight in, and their tokens signed with the secret. */
    async tokensFor(db: Db, people: { id: number; role: RoleName }[]): Promise<string[]> {
      const tokens = createTokenService(secret);
      const now = new Date();
      const expiresAt = new Date(now.getTime() + 8 * 3600_000);
      const rows = await db
        .insertInto('sessions')
        .values(
          people.map((p) => ({
            userId: p.id,
            activeRole: p.role,
            createdAt: now,
            lastSeenAt: now,
            expiresAt,
          })),
        )
        .returning(['id', 'userId'])
        .execute();
      added.sessions.push(...rows.map((row) => row.id));
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
    },

    /**
     * Removes what the bench added: its courses' sessions (their enrollments, history and certificates go
     * with them) and courses, the sessions written in, its people (their sessions, employment, training
     * records, verification steps and notifications), the audit rows they wrote, the training names of its
     * courses, and the jobs queued since it started (mails and deliveries: once the servers have taken
     * them, for up to 30 s, then removed, done or not). Stops the servers first. A step that fails is said
     * and does not keep the others from running (after a failed start, some tables may not exist yet).
     */
    async cleanUp(db: Db, servers: readonly Server[]): Promise<void> {
      stopping = true;
      const steps: [string, () => Promise<unknown>][] = [
        [
          'the jobs',
          () => quiet(db, { names: JOB_NAMES, since: started }, 500, servers.length > 0 ? 30_000 : 0),
        ],
        ['the servers', () => Promise.all(servers.map((server) => stopChild(server.child)))],
        // Their jobs, done or not (a done job keeps its data, the sealed mail, until pg-boss archives it).
        [
          'the jobs',
          () =>
            sql`delete from pgboss.job where name = any(${JOB_NAMES}::text[]) and created_on >= ${started}`.execute(
              db,
            ),
        ],
        [
          'the courses',
          async () => {
            for (const courseId of added.courses) {
              await db.deleteFrom('courseSections').where('courseId', '=', courseId).execute();
              await db.deleteFrom('courses').where('id', '=', courseId).execute();
            }
          },
        ],
        [
          'the sessions',
          () => inChunks(added.sessions, (ids) => db.deleteFrom('sessions').where('id', 'in', ids).execute()),
        ],
        // The audit trail has no foreign key to the people (it outlives them): one pass over it.
        [
          'the audit rows',
          () => sql`delete from audit_log where actor_user_id = any(${added.users}::bigint[])`.execute(db),
        ],
        [
          'the people',
          () => inChunks(added.users, (ids) => db.deleteFrom('users').where('id', 'in', ids).execute()),
        ],
        // The training names its records added to the vocabulary (which never removes a name by itself).
        [
          'the training names',
          () => sql`delete from training_names where starts_with(name, ${tag})`.execute(db),
        ],
      ];
      for (const [what, step] of steps)
        await step().catch((error: unknown) => {
          console.error(
            `Clean-up of ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      for (const server of servers) server.agent.destroy();
    },
  };
}

/** The jobs the training calls queue: their mails and deliveries. */
const JOB_NAMES = ['mail', 'delivery'];

/** `work` on `values` 1,000 at a time. */
async function inChunks<T>(values: readonly T[], work: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < values.length; index += 1000) await work(values.slice(index, index + 1000));
}

/**
 * Waits until the servers' background work is done (no job waiting or running: the deliveries and mails
 * of the calls before; with `only`, of those queues since then), looking every `pollMs`, for at most
 * `timeoutMs`: whether it is done.
 */
export async function quiet(
  db: Db,
  only?: { names: readonly string[]; since: Date },
  pollMs = 100,
  timeoutMs = 120_000,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const where = only
      ? sql`and name = any(${[...only.names]}::text[]) and created_on >= ${only.since}`
      : sql``;
    const result = await sql<{ count: number }>`
      select count(*)::int as count from pgboss.job where state in ('created', 'active', 'retry') ${where}`.execute(
      db,
    );
    if ((result.rows[0]?.count ?? 0) === 0) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** One HTTP call on a kept-alive connection of `server`: its status and parsed body. */
export function call(
  server: Server,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${server.url}${path}`,
      {
        method,
        agent: server.agent,
        headers: {
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: text === '' ? null : (JSON.parse(text) as unknown),
            });
          } catch {
            resolve({ status: response.statusCode ?? 0, body: text });
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
