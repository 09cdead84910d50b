import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.js';
import { createTestApp } from '../../test/helpers.js';
import { createDeliveries } from './deliveries.js';
import { createJobs } from './jobs.js';
import { createLogger } from './logger.js';

/**
 * notify(): one notification row per person in the caller's transaction, with the delivery job beside it
 * (nothing of either when the transaction rolls back); 'everyone' reaches every account in use.
 */
describe('notify', () => {
  async function setup() {
    const t = await createTestApp();
    const jobs = createJobs({ db: t.db, logger: createLogger('silent'), polling: false });
    const deliveries = createDeliveries({ db: t.db, jobs, hub: null });
    const waitingJobs = async () =>
      (
        await sql<{ data: { kind: string } }>`select data from pgboss.job where name = 'delivery'
                                              and state = 'created' order by created_on`.execute(t.db)
      ).rows.map((row) => row.data.kind);
    return { t, jobs, deliveries, waitingJobs };
  }
  const content = { subject: 'Maintenance tonight', body: '<p>From 10 pm.</p>', route: null, linkText: null };

  it('writes a row per person and one delivery, or nothing when the transaction rolls back', async () => {
    const { t, jobs, deliveries, waitingJobs } = await setup();
    const a = await createUser(t, { generalRoles: ['100'] });
    const b = await createUser(t, { generalRoles: ['100'] });
    const before = (await waitingJobs()).length;
    await t.db.transaction().execute((trx) => deliveries.notify(trx, [a.id, b.id], content));
    await expect(
      t.db.transaction().execute(async (trx) => {
        await deliveries.notify(trx, [a.id], { ...content, subject: 'Rolled back' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await t.db
      .selectFrom('notifications')
      .select(['userId', 'subject'])
      .where('userId', 'in', [a.id, b.id])
      .orderBy('userId')
      .execute();
    expect(rows.map((row) => [Number(row.userId), row.subject])).toEqual([
      [a.id, 'Maintenance tonight'],
      [b.id, 'Maintenance tonight'],
    ]);
    expect((await waitingJobs()).slice(before)).toEqual(['notifications']);
    await jobs.stop();
  });

  it("'everyone' reaches every account in use, and the hub tells everyone to recount", async () => {
    const { t, jobs, deliveries, waitingJobs } = await setup();
    const unconfirmed = await createUser(t, { generalRoles: ['100'], confirmed: false });
    await createUser(t, { generalRoles: ['400'] });
    await t.db
      .transaction()
      .execute((trx) => deliveries.notify(trx, 'everyone', { ...content, subject: 'To everyone' }));
    const counts = await sql<{ reached: number; inUse: number; unconfirmed: number }>`
      select (select count(*)::int from notifications where subject = 'To everyone') as reached,
             (select count(*)::int from users where is_confirmed and not api_only) as "inUse",
             (select count(*)::int from notifications where user_id = ${unconfirmed.id}) as unconfirmed`.execute(
      t.db,
    );
    expect(counts.rows[0]!.reached).toBe(counts.rows[0]!.inUse);
    expect(counts.rows[0]!.unconfirmed).toBe(0);
    expect((await waitingJobs()).at(-1)).toBe('notificationsToEveryone');
    await jobs.stop();
  });
});
