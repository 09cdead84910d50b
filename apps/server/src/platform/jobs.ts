import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { pgPool, type Db } from '../db/database.js';
import { JOBS_SCHEMA } from '../db/migrations/20261129110000_jobs_and_hub.js';

/** The queue of the transactional outbox: what to deliver once a transaction has committed. */
export const DELIVERY_QUEUE = 'delivery';

export type Jobs = ReturnType<typeof createJobs>;

/**
 * Background jobs on pg-boss 10, in the registry's own PostgreSQL (DESIGN §2 "jobs"), through the server's
 * connection pool. `sendInTransaction` writes a job in the caller's transaction (the transactional
 * outbox: the job exists exactly when the change does). A queue's worker polls every
 * `pollingIntervalSeconds`; `poke` runs a queue's handler at once on what is waiting, for the deliveries a
 * request has just committed (live events within milliseconds, not a polling interval). Jobs are picked
 * with SKIP LOCKED, so several servers and the poke never run one job twice; a job whose server stops
 * before completing it is retried after its expiry.
 */
export function createJobs(options: { db: Db; logger: FastifyBaseLogger; pollingIntervalSeconds?: number }) {
  const { db, logger } = options;
  const pool = pgPool(db);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOBS_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
    // Maintenance now and then; the retention of finished jobs short (they are deliveries, not records).
    maintenanceIntervalSeconds: 300,
    deleteAfterHours: 1,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'pg-boss failed'));
  const handlers = new Map<string, { handler: (data: unknown[]) => Promise<void>; batchSize: number }>();
  let started: Promise<unknown> | undefined;
  const queues = new Map<string, Promise<void>>();

  /** pg-boss started and the queue made (once per queue). */
  function queue(name: string): Promise<void> {
    let made = queues.get(name);
    if (made === undefined) {
      made = (async () => {
        await start();
        await boss.createQueue(name, { name, retryLimit: 5, retryDelay: 5 });
      })();
      queues.set(name, made);
    }
    return made;
  }

  function start(): Promise<unknown> {
    started ??= boss.start();
    return started;
  }

  async function runWaiting(name: string): Promise<void> {
    const registered = handlers.get(name);
    if (!registered) return;
    const { handler, batchSize } = registered;
    for (;;) {
      const jobs = await boss.fetch<unknown>(name, { batchSize });
      if (jobs.length === 0) return;
      try {
        await handler(jobs.map((job) => job.data));
        await boss.complete(
          name,
          jobs.map((job) => job.id),
        );
      } catch (error) {
        logger.error({ err: error, queue: name }, 'A job failed; pg-boss retries it');
        // Failed jobs wait for their retry (not fetched again now): the rest of the queue goes on.
        await boss.fail(
          name,
          jobs.map((job) => job.id),
        );
      }
    }
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
    },

    /**
     * The handler of a queue; `work` also polls it (a server's worker), otherwise only `poke` runs it. A
     * batch fails and is retried whole: `batchSize` 1 for work that must not be done twice (a mail).
     */
    async handle(
      name: string,
      handler: (data: unknown[]) => Promise<void>,
      work: boolean,
      batchSize = 50,
    ): Promise<void> {
      handlers.set(name, { handler, batchSize });
      if (!work) return;
      await queue(name);
      await boss.work<unknown>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize },
        async (jobs) => {
          try {
            await handler(jobs.map((job) => job.data));
          } catch (error) {
            // pg-boss marks the batch failed and retries it; the failure is ours to log.
            logger.error({ err: error, queue: name }, 'A job failed; pg-boss retries it');
            throw error;
          }
        },
      );
    },

    /**
     * Runs the handler on the jobs waiting in the queue now (after a commit). Failures are logged; the
     * promise (never rejected) settles when the waiting jobs are done.
     */
    poke(name: string): Promise<void> {
      return runWaiting(name).catch((error: unknown) =>
        logger.error({ err: error, queue: name }, 'Delivering at once failed; the worker retries'),
      );
    },

    async stop(): Promise<void> {
      if (started === undefined) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, close: false, timeout: 5000, wait: true });
    },
  };
}
