import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { pgPool, type Db } from '../db/database.js';

/**
 * The schema pg-boss keeps its tables in: the one migration 20261129110000 made (a test holds the two
 * equal; platform code imports no migration).
 */
export const JOBS_SCHEMA = 'pgboss';

/** The queue of the transactional outbox: what to deliver once a transaction has committed. */
export const DELIVERY_QUEUE = 'delivery';

/**
 * How often a server's workers look for jobs when nothing wakes them (seconds): a worker server (main's)
 * every 2 seconds, for what another server left and for retries; any other (a test app) only when its
 * own commits wake it, so that a test sees every job it did not wake where it left it.
 */
const POLLING_SECONDS = { worker: 2, quiet: 24 * 60 * 60 } as const;

/** How often `settled` looks at a queue's jobs. */
const SETTLED_POLL_MS = 20;
/** How long stopping waits for the jobs that are running to finish. */
const STOP_TIMEOUT_MS = 30_000;

export type Jobs = ReturnType<typeof createJobs>;

/**
 * Background jobs on pg-boss 10, in the registry's own PostgreSQL (DESIGN §2 "jobs"), through the server's
 * connection pool. `sendInTransaction` writes a job in the caller's transaction (the transactional
 * outbox: the job exists exactly when the change does) and notes its queue on the transaction; once the
 * transaction commits (platform/transactions.ts) this server's worker of each noted queue is woken with
 * pg-boss's own notification (notifyWorker) and takes what is waiting at once, not a polling interval
 * later. Every server runs a worker per queue it handles: a `polling` server (main's) also looks every 2
 * seconds for what another left or a retry; any other only when woken. Jobs are picked with SKIP
 * LOCKED, so several servers never run one job twice; a job whose server stops before completing it is
 * retried after its expiry.
 */
export function createJobs(options: {
  db: Db;
  logger: FastifyBaseLogger;
  /** Look for jobs often (a deployment's server); otherwise rely on notifications. */
  polling: boolean;
  pollingIntervalSeconds?: number;
}) {
  const { db, logger } = options;
  const pool = pgPool(db);
  /**
   * pg-boss's queries that have not settled yet. pg-boss marks a finished batch complete (or failed)
   * without awaiting it, so its graceful stop can resolve while that mark is still on its way; `stop`
   * waits for these too, or the caller's closing the pool would reject the mark unhandled.
   */
  const inFlight = new Set<Promise<unknown>>();
  /** The handlers running on this server: a worker that fetched a batch as the server stopped runs it. */
  const running = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    const query = pool.query(text, values);
    const settled = query.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return query;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOBS_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
    // Maintenance now and then; the retention of finished jobs short (they are deliveries, not records).
    maintenanceIntervalSeconds: 300,
    deleteAfterHours: 1,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'pg-boss failed'));
  let started: Promise<unknown> | undefined;
  const queues = new Map<string, Promise<void>>();
  /** The handler of each queue this server runs, and its batch size. */
  const handlers = new Map<string, { handler: (data: unknown[]) => Promise<void>; batchSize: number }>();
  /** This server's worker of each queue (a quiet server's starts when its first commit wakes it). */
  const workers = new Map<string, Promise<string | undefined>>();
  /** What runs on this server once a queue's jobs were committed (the mail outbox tracks its sending). */
  const committedHooks = new Map<string, () => void>();
  /** The queues each open transaction wrote jobs to: woken once it commits. */
  const written = new WeakMap<Db, Set<string>>();

  /** pg-boss started and the queue made (once per queue; tried again after a failure). */
  function queue(name: string): Promise<void> {
    let made = queues.get(name);
    if (made === undefined) {
      made = (async () => {
        await start();
        await boss.createQueue(name, { name, retryLimit: 5, retryDelay: 5 });
      })();
      made.catch(() => queues.delete(name));
      queues.set(name, made);
    }
    return made;
  }

  function start(): Promise<unknown> {
    started ??= boss.start();
    return started;
  }

  /**
   * Starts this server's worker of a queue (once): it looks for jobs at once, then every polling interval
   * or when woken. A failure of the handler is logged and left to pg-boss's retries; it never ends the
   * process.
   */
  function startWorker(name: string): Promise<string | undefined> {
    let worker = workers.get(name);
    const registered = handlers.get(name);
    if (worker !== undefined || registered === undefined) return worker ?? Promise.resolve(undefined);
    const pollingIntervalSeconds = options.polling
      ? (options.pollingIntervalSeconds ?? POLLING_SECONDS.worker)
      : POLLING_SECONDS.quiet;
    let id: string | undefined;
    worker = queue(name).then(async () => {
      id = await boss.work<unknown>(
        name,
        { pollingIntervalSeconds, batchSize: registered.batchSize },
        async (jobs) => {
          // Async, so that a handler that throws at once is a rejection like any other.
          const work = (async () => registered.handler(jobs.map((job) => job.data)))();
          const done = work.then(
            () => undefined,
            () => undefined,
          );
          running.add(done);
          void done.then(() => running.delete(done));
          try {
            await work;
          } catch (error) {
            // pg-boss marks the batch failed and retries it; the failure is ours to log.
            logger.error({ err: error, queue: name }, 'A job failed; pg-boss retries it');
            throw error;
          } finally {
            // A full batch may have left more behind: look again at once rather than after the interval
            // (wake-ups that came while this batch ran are one, and pg-boss keeps no count of them).
            if (jobs.length >= registered.batchSize && id !== undefined) boss.notifyWorker(id);
          }
        },
      );
      return id;
    });
    workers.set(name, worker);
    return worker;
  }

  /**
   * Wakes this server's worker of the queue (a quiet server's first wake starts it: it looks at once),
   * and runs what waits on the queue's commits.
   */
  function notify(name: string): void {
    const started = workers.get(name);
    if (started === undefined) void startWorker(name).catch(failedToStart(name));
    else
      void started
        .then((worker) => {
          if (worker !== undefined) boss.notifyWorker(worker);
        })
        .catch(failedToStart(name));
    committedHooks.get(name)?.();
  }

  const failedToStart = (name: string) => (error: unknown) =>
    logger.error({ err: error, queue: name }, 'A worker could not start; a worker server takes the jobs');

  /** The watches of `settled`, one a queue at most. */
  const settling = new Map<string, { again: boolean; until: number; done: Promise<void> }>();

  /** The jobs of a queue that are waiting to run or running (a retry waiting for its time is neither). */
  async function pending(name: string): Promise<number> {
    const result = await pool.query<{ count: number }>(
      `select count(*)::int as count from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'active')`,
      [name],
    );
    return result.rows[0]?.count ?? 0;
  }

  return {
    /** Writes a job in the transaction `trx` (it runs only if the transaction commits). */
    async sendInTransaction(trx: Db, name: string, data: object): Promise<void> {
      await queue(name);
      await boss.send(name, data, {
        db: {
          executeSql: async (text, values) => {
            const result = await trx.executeQuery(CompiledQuery.raw(text, values));
            return { rows: result.rows as unknown[] };
          },
        },
      });
      written.get(trx)?.add(name);
    },

    /** Writes many jobs of one queue in the transaction `trx`, in one statement (a bulk's notices). */
    async sendManyInTransaction(trx: Db, name: string, data: readonly object[]): Promise<void> {
      if (data.length === 0) return;
      await queue(name);
      await boss.insert(
        data.map((item) => ({ name, data: item })),
        {
          db: {
            executeSql: async (text, values) => {
              const result = await trx.executeQuery(CompiledQuery.raw(text, values));
              return { rows: result.rows as unknown[] };
            },
          },
        },
      );
      written.get(trx)?.add(name);
    },

    /**
     * Runs `work` in a transaction whose jobs are handed to the workers once it commits: the unit of work
     * of every service (platform/transactions.ts), so that no caller pairs an enqueue with a wake-up.
     */
    async transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
      let queued: Set<string> | undefined;
      const result = await db.transaction().execute(async (trx) => {
        queued = new Set();
        written.set(trx, queued);
        return work(trx);
      });
      for (const name of queued ?? []) notify(name);
      return result;
    },

    /**
     * The handler of a queue, run by this server's worker: a polling server's starts now, a quiet one's
     * when the server's first commit to the queue wakes it (so a quiet server takes only what it was woken
     * for, never a job another left). A batch fails and is retried whole: `batchSize` 1 for work that must
     * not be done twice (a mail).
     */
    async handle(name: string, handler: (data: unknown[]) => Promise<void>, batchSize = 50): Promise<void> {
      handlers.set(name, { handler, batchSize });
      // The queue is made now, at start: a transaction that writes the first job must not wait for a
      // connection of its own (a full pool would wait forever). A database not reachable yet is logged;
      // the first write tries again.
      await queue(name).catch((error: unknown) =>
        logger.error({ err: error, queue: name }, 'A queue could not be made; its first job tries again'),
      );
      // A quiet server's worker starts when its first commit to the queue wakes it.
      if (options.polling) await startWorker(name);
    },

    /** What runs on this server each time a transaction that wrote to the queue has committed. */
    onCommitted(name: string, hook: () => void): void {
      committedHooks.set(name, hook);
    },

    /**
     * Resolves once the queue holds no job waiting to run or running (at most `timeoutMs`): what a caller
     * waits for when it must know the work it committed is done (the mailer's flush). The callers of a
     * queue share one watch (a stampede of commits would otherwise each poll the job table every 20 ms,
     * hundreds of loops at once): a caller joining it extends its deadline and has it look once more after
     * it would have ended, so that the queue is seen empty after every caller's own commit.
     */
    settled(name: string, timeoutMs = 10_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      const current = settling.get(name);
      if (current !== undefined) {
        current.again = true;
        current.until = Math.max(current.until, until);
        return current.done;
      }
      const watch = { again: false, until, done: Promise.resolve() };
      watch.done = (async () => {
        try {
          for (;;) {
            watch.again = false;
            while ((await pending(name)) > 0 && Date.now() < watch.until)
              await new Promise((resolve) => setTimeout(resolve, SETTLED_POLL_MS));
            // Ended and removed in the same step: a caller after this starts a watch of its own.
            if (!watch.again || Date.now() >= watch.until) return;
          }
        } finally {
          settling.delete(name);
        }
      })();
      settling.set(name, watch);
      return watch.done;
    },

    async stop(): Promise<void> {
      if (started === undefined) return;
      await started.catch(() => undefined);
      // A job that is running is let finish, with pg-boss's mark of it, before the caller closes the pool:
      // stopped any sooner (5 s was seen to be too short on a slow, loaded machine), its end would find
      // the pool closed. A running job on a server that stops gets half a minute, as a container's does.
      await boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS, wait: true });
      // pg-boss's stop can resolve while a worker's fetch is still out (its wait saw no job yet): the batch
      // it brings is then run, and its mark follows the handler. Wait for all of it, until nothing has
      // been running or in flight across a task (the mark is written a few microtasks after a handler ends).
      const idle = () => inFlight.size === 0 && running.size === 0;
      for (;;) {
        while (!idle()) await Promise.all([...inFlight, ...running]);
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (idle()) break;
      }
    },
  };
}
