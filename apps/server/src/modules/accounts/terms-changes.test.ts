import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.js';
import { createTestApp } from '../../../test/helpers.js';
import { createDeliveries } from '../../platform/deliveries.js';
import { createJobs } from '../../platform/jobs.js';
import { createLogger } from '../../platform/logger.js';
import { createTermsChanges, TERMS_NOTICE_KEY } from './terms-changes.js';

/** "Terms changed" (issue 10): everyone in use is notified once per change of the terms, by one server. */
describe('the terms changed notification', () => {
  it('notifies every account in use once per change, never for the first terms, once among servers', async () => {
    const t = await createTestApp({ config: { tenant: 'al' } });
    const jobs = createJobs({ db: t.db, logger: createLogger('silent'), polling: false });
    const deliveries = createDeliveries({ db: t.db, jobs, hub: null });
    await deliveries.start();
    const terms = createTermsChanges({
      db: t.db,
      transaction: jobs.transaction,
      deliveries,
      tenant: t.tenant,
    });
    const person = await createUser(t);
    const unconfirmed = await createUser(t, { confirmed: false });
    const noticesOf = async (userId: number) =>
      (
        await t.db
          .selectFrom('notifications')
          .select(['subject', 'body'])
          .where('userId', '=', userId)
          .execute()
      ).filter((row) => row.subject === 'Updated User Agreement');

    // The registry's first look: the terms it started with changed nothing.
    await t.db.deleteFrom('configuration').where('key', '=', TERMS_NOTICE_KEY).execute();
    expect(await terms.check()).toBe(false);
    expect(await noticesOf(person.id)).toEqual([]);
    expect(await terms.check()).toBe(false);

    // The terms change: everyone in use is told, once, even when two servers look at the same moment.
    const change = () =>
      sql`update configuration set updated_at = now() + interval '1 minute' * (select count(*) + 1 from notifications)
          where key = 'TermsAndConditionsText'`.execute(t.db);
    await change();
    const looks = await Promise.all([terms.check(), terms.check()]);
    expect(looks.filter(Boolean)).toHaveLength(1);
    expect(await noticesOf(person.id)).toEqual([
      {
        subject: 'Updated User Agreement',
        body: '<p>The registry has updated its User Agreement. You will be asked to read and accept the updated User Agreement the next time you sign in.</p>',
      },
    ]);
    expect(await noticesOf(unconfirmed.id)).toEqual([]);
    expect(await terms.check()).toBe(false);

    // A later change: told again.
    await change();
    expect(await terms.check()).toBe(true);
    expect(await noticesOf(person.id)).toHaveLength(2);
    await jobs.stop();
  });
});
