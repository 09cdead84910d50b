import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.js';
import { createTestApp } from '../../test/helpers.js';
import { linkIn, mailsIn } from '../../test/mail.js';
import { createJobs } from './jobs.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail.js';
import { createMailOutbox, MAIL_QUEUE, openMail, sealMail } from './mail-outbox.js';
import { JOBS_SCHEMA } from './jobs.js';

/**
 * The account mails on the job queue (issue 10): written in the transaction of their change, sealed in the
 * job table, sent after the commit, and sent by another server's worker when the server that committed
 * them stops first.
 */

const jobsTable = sql.table(`${JOBS_SCHEMA}.job`);

describe('the mail outbox', () => {
  it('seals a mail so that the job holds neither its address nor its link, and opens it again', () => {
    const key = randomBytes(32);
    const message = {
      to: 'ada@example.org',
      subject: 'Reset',
      text: 'https://example.org/reset?code=s3cret',
    };
    const sealed = sealMail(key, message);
    expect(JSON.stringify(sealed)).not.toMatch(/ada|s3cret|Reset/);
    expect(openMail(key, sealed)).toEqual(message);
    // Another key (a changed secret) or a changed byte does not open it.
    expect(() => openMail(randomBytes(32), sealed)).toThrow();
    const flipped = Buffer.from(sealed.data, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openMail(key, { ...sealed, data: flipped.toString('base64') })).toThrow();
  });

  it('sends a forgotten-password mail after the commit; its job row keeps no code', async () => {
    const t = await createTestApp();
    const user = await createUser(t, { firstName: 'Ada' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgotpassword',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    await t.mailer.flush();
    const [mail] = mailsIn(t.config.dataDir).filter((candidate) => candidate.to.includes(user.email));
    const code = linkIn(mail!.text).searchParams.get('code')!;
    expect(code.length).toBeGreaterThan(10);
    const rows = await sql<{ data: unknown; state: string }>`
      select data, state from ${jobsTable} where name = ${MAIL_QUEUE}`.execute(t.db);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) {
      const text = JSON.stringify(row.data);
      expect(text).not.toContain(code);
      expect(text).not.toContain(user.email);
    }
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const t = await createTestApp();
    const jobs = createJobs({ db: t.db, logger: createLogger('silent'), polling: false });
    const mailer = createMailer({
      smtpUrl: undefined,
      dataDir: t.config.dataDir,
      from: { name: 'Registry', address: 'no-reply@example.org' },
      logger: createLogger('silent'),
    });
    const outbox = createMailOutbox({ jobs, mailer, secret: t.config.jwtSecret });
    await outbox.start();
    const to = `rolled-back-${randomBytes(4).toString('hex')}@example.org`;
    await expect(
      jobs.transaction(async (trx) => {
        await outbox.enqueue(trx, { to, subject: 'Never', text: 'never sent' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await jobs.settled(MAIL_QUEUE);
    await mailer.flush();
    expect(mailsIn(t.config.dataDir).filter((mail) => mail.to.includes(to))).toEqual([]);
    await jobs.stop();
  });

  it('is sent by another server’s worker when the server that committed it stops before sending', async () => {
    const worker = await createTestApp({
      realtime: { adapter: 'memory', worker: true, pollingIntervalSeconds: 0.5 },
    });
    // Another server of the same registry (the same secret): it commits a mail, then stops unsent.
    const jobs = createJobs({ db: worker.db, logger: createLogger('silent'), polling: false });
    const unsent = createMailer({
      smtpUrl: undefined,
      dataDir: `${worker.config.dataDir}-gone`,
      from: { name: 'Registry', address: 'no-reply@example.org' },
      logger: createLogger('silent'),
    });
    const gone = createMailOutbox({ jobs, mailer: unsent, secret: worker.config.jwtSecret });
    const to = `after-the-crash-${randomBytes(4).toString('hex')}@example.org`;
    await worker.db
      .transaction()
      .execute((trx) =>
        gone.enqueue(trx, { to, subject: 'Your account is locked', text: 'https://example.org/x' }),
      );
    await jobs.stop();
    await expect
      .poll(() => mailsIn(worker.config.dataDir).filter((mail) => mail.to.includes(to)).length, {
        timeout: 10_000,
      })
      .toBe(1);
    // Its polling worker stops here: the tests below run their own workers on this database.
    await worker.app.close();
  });

  it('retries a send that failed, without resending the mails beside it', async () => {
    const t = await createTestApp();
    // A worker that also looks every half second: the retry, made due below, is taken without a commit.
    const jobs = createJobs({
      db: t.db,
      logger: createLogger('silent'),
      polling: true,
      pollingIntervalSeconds: 0.5,
    });
    const sent: string[] = [];
    let failures = 1;
    const flaky = {
      ...t.mailer,
      deliver: async (message: { to: string }) => {
        if (message.to.startsWith('flaky') && failures-- > 0) throw new Error('SMTP is down');
        sent.push(message.to);
      },
    };
    const outbox = createMailOutbox({ jobs, mailer: flaky, secret: t.config.jwtSecret });
    await outbox.start();
    const suffix = randomBytes(4).toString('hex');
    await jobs.transaction(async (trx) => {
      await outbox.enqueue(trx, { to: `steady-${suffix}@example.org`, subject: 'a', text: 'a' });
      await outbox.enqueue(trx, { to: `flaky-${suffix}@example.org`, subject: 'b', text: 'b' });
    });
    // pg-boss marks a failed job for its retry after the handler settles, without waiting itself.
    await expect
      .poll(
        async () =>
          (
            await sql<{ state: string }>`select state from ${jobsTable}
              where name = ${MAIL_QUEUE} and state = 'retry'`.execute(t.db)
          ).rows.length,
        { timeout: 10_000 },
      )
      .toBe(1);
    await jobs.settled(MAIL_QUEUE);
    expect(sent.filter((to) => to.endsWith(`${suffix}@example.org`))).toEqual([
      `steady-${suffix}@example.org`,
    ]);
    // pg-boss retries the failed one after its delay (5 s): here, the retry made due at once.
    await sql`update ${jobsTable} set start_after = now() where name = ${MAIL_QUEUE} and state = 'retry'`.execute(
      t.db,
    );
    await expect
      .poll(() => sent.filter((to) => to.endsWith(`${suffix}@example.org`)), { timeout: 10_000 })
      .toEqual([`steady-${suffix}@example.org`, `flaky-${suffix}@example.org`]);
    await jobs.stop();
  });
});
