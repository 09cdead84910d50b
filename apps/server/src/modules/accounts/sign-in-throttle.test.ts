import { API_ERRORS, getTenant, LOCK_AFTER_FAILURES, SIGN_IN_THROTTLE } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, PASSWORD, signIn, someAddress } from '../../../test/accounts.js';
import { testClock } from '../../../test/clock.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { linkIn, mailsIn } from '../../../test/mail.js';

const clock = testClock();
let t: TestApp;
const al = getTenant('al');
const MINUTE = 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ clock });
});

const CREDENTIALS = { errors: { credentials: API_ERRORS.credentials } };
const LOCKED = { errors: { locked: API_ERRORS.locked(al.contact.helpDeskEmail) } };
const WRONG = 'Wrong-password1';
const FREE = SIGN_IN_THROTTLE.userName.freeFailures;

async function userRow(id: number) {
  return t.db
    .selectFrom('users')
    .select(['userLocked', 'failedLoginCount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Fails `count` times for the user name, each from a new address (only the name's count grows). */
async function fail(userName: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    expect((await login(t, userName, WRONG)).json()).toEqual(CREDENTIALS);
  }
}

describe('sign-in answers reveal nothing', () => {
  it('unknown name, wrong password and a locked account with a wrong password: one answer, one argon2 verify each', async () => {
    const user = await createUser(t);
    const locked = await createUser(t, { locked: true });
    const noPassword = await createUser(t, { password: null });
    const answers = [];
    for (const [userName, password] of [
      ['nobody-at-all@example.org', PASSWORD],
      [user.email, WRONG],
      [locked.email, WRONG],
      [noPassword.email, WRONG],
    ] as const) {
      const before = t.argon2.verify;
      const response = await login(t, userName, password);
      expect(t.argon2.verify - before).toBe(1);
      answers.push({ status: response.statusCode, body: response.json() as unknown });
    }
    expect(answers).toEqual(Array(4).fill({ status: 400, body: CREDENTIALS }));
  });

  it('tells the locked state only to whoever knows the password', async () => {
    const locked = await createUser(t, { locked: true });
    expect((await login(t, locked.email, WRONG)).json()).toEqual(CREDENTIALS);
    expect((await login(t, locked.email)).json()).toEqual(LOCKED);
  });
});

describe('throttling per user name', () => {
  it(`lets ${FREE} failures pass, then blocks the name for a minute, known or not, with Retry-After`, async () => {
    const user = await createUser(t);
    const unknown = 'never-registered@example.org';
    for (const name of [user.email, unknown]) {
      await fail(name, FREE + 1);
      const before = t.argon2.verify;
      // Blocked: even the right password is not looked at.
      const blocked = await login(t, name.toUpperCase(), PASSWORD);
      expect(t.argon2.verify).toBe(before);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('60');
      expect(blocked.json()).toBe(API_ERRORS.signInThrottled(1));
    }
    expect(await userRow(user.id)).toEqual({ userLocked: false, failedLoginCount: FREE + 1 });

    clock.advance(MINUTE + 1000);
    expect((await login(t, user.email)).statusCode).toBe(200);
    // A success forgets the name's failures and the account's count.
    expect(await userRow(user.id)).toEqual({ userLocked: false, failedLoginCount: 0 });
    await fail(user.email, FREE);
    expect((await login(t, user.email)).statusCode).toBe(200);
  });

  it('doubles the block with each further failure, up to 15 minutes', async () => {
    const user = await createUser(t);
    await fail(user.email, FREE + 1);
    const waits: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      const blocked = await login(t, user.email, WRONG);
      waits.push(String(blocked.headers['retry-after']));
      clock.advance(Number(blocked.headers['retry-after']) * 1000 + 1000);
      expect((await login(t, user.email, WRONG)).json()).toEqual(CREDENTIALS);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);
    clock.advance(15 * MINUTE + 1000);
    expect((await login(t, user.email)).statusCode).toBe(200);
  });
});

describe('throttling per client address', () => {
  it('blocks an address that fails over many names, not the others', async () => {
    const address = someAddress();
    const freeFromAddress = SIGN_IN_THROTTLE.address.freeFailures;
    for (let i = 0; i <= freeFromAddress; i += 1) {
      expect((await login(t, `spray-${i}@example.org`, WRONG, address)).statusCode).toBe(400);
    }
    const user = await createUser(t);
    const blocked = await login(t, user.email, PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toBe(API_ERRORS.signInThrottled(1));
    expect((await login(t, user.email, PASSWORD, someAddress())).statusCode).toBe(200);
  });
});

describe('the locked state', () => {
  it(`locks at the ${LOCK_AFTER_FAILURES}th failure in a row: sessions end, the owner is mailed, a reset unlocks`, async () => {
    const user = await createUser(t, { firstName: 'Lena' });
    const { token } = await signIn(t, user);
    // The first 99 failures, as a day of throttled guessing would leave them.
    await t.db
      .updateTable('users')
      .set({ failedLoginCount: LOCK_AFTER_FAILURES - 1 })
      .where('id', '=', user.id)
      .execute();
    expect((await login(t, user.email, WRONG)).json()).toEqual(CREDENTIALS);
    expect(await userRow(user.id)).toEqual({ userLocked: true, failedLoginCount: LOCK_AFTER_FAILURES });
    // Locking ends the live session at once.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('revokedReason')
      .where('userId', '=', user.id)
      .execute();
    expect(sessions.map((s) => s.revokedReason)).toEqual(['locked']);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', String(user.id))
      .execute();
    expect(audit.map((a) => a.action)).toContain('account.locked');
    await t.mailer.flush();
    const notice = mailsIn(t.config.dataDir).filter((m) => m.to.includes(user.email));
    expect(notice.map((m) => m.subject)).toEqual([`Your ${al.productName} account is locked`]);
    expect(notice[0]?.text).toContain('Hello Lena');

    // The owner resets the password from the mail: the account is unlocked and signs in.
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgotpassword',
      payload: { email: user.email },
    });
    await t.mailer.flush();
    const mail = mailsIn(t.config.dataDir)
      .filter((m) => m.to.includes(user.email))
      .at(-1);
    const link = linkIn(mail?.text ?? '');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/resetpassword',
      payload: {
        userId: link.searchParams.get('userId'),
        code: link.searchParams.get('code'),
        password: 'Brand-new2026',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await userRow(user.id)).toEqual({ userLocked: false, failedLoginCount: 0 });
    expect((await login(t, user.email, 'Brand-new2026')).statusCode).toBe(200);
  });

  it("an administrator's Unlock ends the lock and the name's block; the old sessions stay ended", async () => {
    const user = await createUser(t, { locked: true });
    await fail(user.email, FREE + 1);
    expect((await login(t, user.email)).statusCode).toBe(429);
    const admin = await signIn(t, await createUser(t, { generalRoles: ['500'] }));
    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/unlock?userId=${user.id}`,
      headers: bearer(admin.token),
    });
    expect(unlocked.json()).toEqual({ message: 'The account has been unlocked.' });
    expect((await login(t, user.email)).statusCode).toBe(200);
  });
});

describe('POST /api/accounts/sendconfemail', () => {
  it('checks the password under the same throttle as sign-in', async () => {
    const user = await createUser(t, { confirmed: false });
    const resend = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/sendconfemail',
        payload: { userName: user.email, password },
        remoteAddress: someAddress(),
      });
    for (let i = 0; i <= FREE; i += 1) expect((await resend(WRONG)).json()).toEqual(CREDENTIALS);
    const blocked = await resend(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    // Sign-in shares the count.
    expect((await login(t, user.email)).statusCode).toBe(429);
  });
});
