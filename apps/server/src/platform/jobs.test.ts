import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { JOBS_SCHEMA as MIGRATED_SCHEMA } from '../db/migrations/20261129110000_jobs_and_hub.js';
import { createJobs, JOBS_SCHEMA } from './jobs.js';
import { createLogger } from './logger.js';

const quiet = createLogger('silent');

describe('a job that throws (issue 20)', () => {
  it('is logged and failed for a retry; the worker goes on', async () => {
    const t = await createTestApp();
    const written: string[] = [];
    const logger = createLogger('info', { destination: { write: (line: string) => written.push(line) } });
    const jobs = createJobs({ db: t.db, logger, polling: true, pollingIntervalSeconds: 0.5 });
    const seen: unknown[] = [];
    await jobs.handle(
      'probe',
      (batch) => {
        seen.push(...batch);
        throw new Error('the handler broke');
      },
      1,
    );
    await jobs.transaction((trx) => jobs.sendInTransaction(trx, 'probe', { n: 1 }));
    const failed = () =>
      written
        .map((line) => JSON.parse(line) as { msg: string; queue?: string; err?: { message: string } })
        .find((line) => line.msg === 'A job failed; pg-boss retries it');
    const state = async () =>
      (
        await sql<{ state: string }>`
          select state from ${sql.table(`${JOBS_SCHEMA}.job`)} where name = 'probe'`.execute(t.db)
      ).rows.map((row) => row.state);
    // pg-boss marks the job failed after the handler's promise settles (without waiting itself).
    for (let i = 0; i < 100 && (await state()).join() !== 'retry'; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await jobs.stop();
    expect(seen).toEqual([{ n: 1 }]);
    expect(failed()).toMatchObject({ queue: 'probe', err: { message: 'the handler broke' } });
    expect(await state()).toEqual(['retry']);
  });
});

describe('stopping while a job runs', () => {
  it('waits for pg-boss to mark the job done, so the pool is not closed under that mark', async () => {
    const t = await createTestApp();
    const jobs = createJobs({ db: t.db, logger: quiet, polling: true, pollingIntervalSeconds: 0.5 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    await jobs.handle(
      'probe-stop',
      async () => {
        started();
        await finished;
      },
      1,
    );
    await jobs.transaction((trx) => jobs.sendInTransaction(trx, 'probe-stop', { n: 1 }));
    await running;
    // Another connection holds the job's row, so pg-boss's mark of it (which it does not await) waits.
    let unlock!: () => void;
    const unlocked = new Promise<void>((resolve) => (unlock = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`select id from ${sql.table(`${JOBS_SCHEMA}.job`)} where name = 'probe-stop' for update`.execute(
        trx,
      );
      locked();
      await unlocked;
    });
    await isLocked;
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    finish();
    // pg-boss's own wait sees the handler done within half a second; the mark is still held back.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stopped).toBe(false);
    unlock();
    await holder;
    await stopping;
    const state = await sql<{ state: string }>`
      select state from ${sql.table(`${JOBS_SCHEMA}.job`)} where name = 'probe-stop'`.execute(t.db);
    expect(state.rows.map((row) => row.state)).toEqual(['completed']);
  });
});

describe('stopping while a worker is fetching', () => {
  it('runs the batch the fetch brings and writes its mark before it returns', async () => {
    const t = await createTestApp();
    // The job is written by a server that does not handle its queue: it waits in the table.
    const writer = createJobs({ db: t.db, logger: quiet, polling: false });
    await writer.transaction((trx) => writer.sendInTransaction(trx, 'probe-late', { n: 1 }));
    // The table is locked, so the worker's fetch waits (as a slow fetch would) while the server stops.
    let unlock!: () => void;
    const unlocked = new Promise<void>((resolve) => (unlock = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`lock table ${sql.table(`${JOBS_SCHEMA}.job`)} in exclusive mode`.execute(trx);
      locked();
      await unlocked;
    });
    await isLocked;
    const jobs = createJobs({ db: t.db, logger: quiet, polling: true, pollingIntervalSeconds: 0.5 });
    const ran: number[] = [];
    await jobs.handle(
      'probe-late',
      async (batch) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ran.push(...batch.map((data) => (data as { n: number }).n));
      },
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stopped).toBe(false);
    unlock();
    await holder;
    await stopping;
    expect(ran).toEqual([1]);
    const state = await sql<{ state: string }>`
      select state from ${sql.table(`${JOBS_SCHEMA}.job`)} where name = 'probe-late'`.execute(t.db);
    expect(state.rows.map((row) => row.state)).toEqual(['completed']);
    await writer.stop();
  });
});

describe('the outbox as a unit of work (issue 20)', () => {
  /** A quiet server's worker (it does not poll): only a notification makes it run. */
  async function quietWorker(queue: string) {
    const t = await createTestApp();
    const jobs = createJobs({ db: t.db, logger: quiet, polling: false });
    const ran: { n: number; at: number }[] = [];
    await jobs.handle(queue, async (batch) => {
      for (const data of batch) ran.push({ ...(data as { n: number }), at: Date.now() });
    });
    return { t, jobs, ran };
  }

  it('wakes the worker once the transaction commits: the job runs at once, not a polling interval later', async () => {
    const { jobs, ran } = await quietWorker('probe-commit');
    const committed = Date.now();
    await jobs.transaction(async (trx) => {
      await jobs.sendInTransaction(trx, 'probe-commit', { n: 1 });
      await jobs.sendInTransaction(trx, 'probe-commit', { n: 2 });
    });
    await jobs.settled('probe-commit');
    await jobs.stop();
    expect(ran.map((job) => job.n).sort()).toEqual([1, 2]);
    // Within a few seconds of the commit on a loaded machine; the worker alone would never look.
    expect(Math.max(...ran.map((job) => job.at)) - committed).toBeLessThan(10_000);
  });

  it('takes every job of commits that came while it was busy, one a batch (no wake-up is lost)', async () => {
    const t = await createTestApp();
    const jobs = createJobs({ db: t.db, logger: quiet, polling: false });
    const ran: number[] = [];
    await jobs.handle(
      'probe-busy',
      async (batch) => {
        // Slow enough that the next commits' wake-ups arrive while it runs.
        await new Promise((resolve) => setTimeout(resolve, 50));
        for (const data of batch) ran.push((data as { n: number }).n);
      },
      1,
    );
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) => jobs.transaction((trx) => jobs.sendInTransaction(trx, 'probe-busy', { n }))),
    );
    await jobs.settled('probe-busy');
    await jobs.stop();
    expect(ran.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('a stampede of commits shares one watch of the queue, which still waits for every commit’s job', async () => {
    const t = await createTestApp();
    const jobs = createJobs({ db: t.db, logger: quiet, polling: false });
    const ran: number[] = [];
    await jobs.handle(
      'probe-watch',
      async (batch) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        for (const data of batch) ran.push((data as { n: number }).n);
      },
      1,
    );
    const first = jobs.settled('probe-watch');
    // Joined while the first watch runs: the same watch, not one poll loop each.
    expect(jobs.settled('probe-watch')).toBe(first);
    // Commits that come while it watches: it ends only once their jobs have run too.
    const watches = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => {
        await jobs.transaction((trx) => jobs.sendInTransaction(trx, 'probe-watch', { n }));
        return jobs.settled('probe-watch');
      }),
    );
    await Promise.all(watches);
    expect(ran.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    await jobs.stop();
  });

  it('runs nothing of a transaction that rolls back, and tells nobody', async () => {
    const { t, jobs, ran } = await quietWorker('probe-rollback');
    const hooks: string[] = [];
    jobs.onCommitted('probe-rollback', () => hooks.push('committed'));
    await expect(
      jobs.transaction(async (trx) => {
        await jobs.sendInTransaction(trx, 'probe-rollback', { n: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await jobs.settled('probe-rollback');
    await jobs.stop();
    expect(ran).toEqual([]);
    expect(hooks).toEqual([]);
    const rows = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(`${JOBS_SCHEMA}.job`)} where name = 'probe-rollback'`.execute(
      t.db,
    );
    expect(rows.rows[0]?.count).toBe(0);
  });

  it('keeps its tables in the schema the migration made', () => {
    expect(JOBS_SCHEMA).toBe(MIGRATED_SCHEMA);
  });
});
