import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { createJobs } from './jobs.js';
import { createLogger } from './logger.js';
import { JOBS_SCHEMA } from '../db/migrations/20261129110000_jobs_and_hub.js';

describe('a job that throws (issue 20)', () => {
  it('is logged and failed for a retry; the worker goes on', async () => {
    const t = await createTestApp();
    const written: string[] = [];
    const logger = createLogger('info', { destination: { write: (line: string) => written.push(line) } });
    const jobs = createJobs({ db: t.db, logger, pollingIntervalSeconds: 0.5 });
    const seen: unknown[] = [];
    await jobs.handle(
      'probe',
      (batch) => {
        seen.push(...batch);
        throw new Error('the handler broke');
      },
      true,
      1,
    );
    await t.db.transaction().execute((trx) => jobs.sendInTransaction(trx, 'probe', { n: 1 }));
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
