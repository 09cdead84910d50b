import { randomBytes } from 'node:crypto';
import { API_ERRORS, CODE_GUESS_THROTTLE } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, someAddress } from '../../../test/accounts.js';
import { HOUR, testClock } from '../../../test/clock.js';
import { createTestApp, TEST_RATE_LIMITS, type TestApp } from '../../../test/helpers.js';
import { linkIn, mailsIn } from '../../../test/mail.js';

/**
 * Issue 20: reset mails to one address were limited per client address only (twelve client addresses:
 * twelve mails to the victim), and guessing the mailed codes of confirm and reset-password had no limit
 * of its own. Reset mails are limited per target address too; wrong codes count per client address and
 * per account, each blocked with a 429 that says for how long (Retry-After).
 */

const RESET_MAILS = 3;
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: { rateLimits: { ...TEST_RATE_LIMITS, resetMailsPerAddress: RESET_MAILS } },
  });
});

const forgot = (email: string, remoteAddress = someAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/forgotpassword',
    payload: { email },
    remoteAddress,
  });
const confirm = (userId: number, code: string, remoteAddress = someAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/confirm',
    payload: { userId, code },
    remoteAddress,
  });
const reset = (userId: number, code: string, remoteAddress = someAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/resetpassword',
    payload: { userId, code, password: 'Meadowlark77' },
    remoteAddress,
  });
const wrongCode = () => randomBytes(32).toString('base64url');

async function mailsTo(email: string) {
  await t.mailer.flush();
  return mailsIn(t.config.dataDir).filter((mail) => mail.to.includes(email));
}

describe('reset mails per target address', () => {
  it('twelve client addresses get the victim three mails, then 429 with Retry-After until the hour ends', async () => {
    const victim = await createUser(t);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await forgot(victim.email));
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array<number>(RESET_MAILS).fill(200),
      ...Array<number>(12 - RESET_MAILS).fill(429),
    ]);
    const refused = answers.at(-1)!;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toBe(API_ERRORS.resetMailsThrottled(Math.ceil(retryAfter / 60)));
    expect(await mailsTo(victim.email)).toHaveLength(RESET_MAILS);
    // The same for an address without an account: the limit tells nobody which addresses exist.
    const nobody = `nobody-${randomBytes(4).toString('hex')}@example.org`;
    const unknown = [];
    for (let i = 0; i <= RESET_MAILS; i++) unknown.push((await forgot(nobody)).statusCode);
    expect(unknown).toEqual([...Array<number>(RESET_MAILS).fill(200), 429]);
    // The case of the typed address changes nothing.
    expect((await forgot(victim.email.toUpperCase())).statusCode).toBe(429);
    clock.advance(HOUR);
    expect((await forgot(victim.email)).statusCode).toBe(200);
    expect(await mailsTo(victim.email)).toHaveLength(RESET_MAILS + 1);
  });
});

describe('guessing codes', () => {
  const free = CODE_GUESS_THROTTLE.account.freeFailures;

  it('confirm: wrong codes for one account from many addresses are blocked, the right one too until the block ends', async () => {
    const user = await createUser(t, { confirmed: false });
    // The free failures, and the one that starts the block, are answered as failures (as at sign-in).
    const statuses = [];
    for (let i = 0; i <= free; i++) statuses.push((await confirm(user.id, wrongCode())).statusCode);
    expect(statuses).toEqual(Array<number>(free + 1).fill(400));
    const blocked = await confirm(user.id, wrongCode());
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(blocked.json()).toBe(API_ERRORS.codeGuessThrottled(Math.ceil(retryAfter / 60)));
    // Another account is not blocked by them.
    const other = await createUser(t, { confirmed: false });
    expect((await confirm(other.id, wrongCode())).statusCode).toBe(400);
    // Once it ends, the next wrong code blocks again, for longer.
    clock.advance(retryAfter * 1000);
    expect((await confirm(user.id, wrongCode())).statusCode).toBe(400);
    const again = await confirm(user.id, wrongCode());
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(retryAfter);
    const row = await t.db
      .selectFrom('users')
      .select('isConfirmed')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.isConfirmed).toBe(false);
  });

  it('reset-password: wrong codes for one account are blocked, and the mailed code works once the block ends', async () => {
    const user = await createUser(t);
    expect((await forgot(user.email)).statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    const code = linkIn(mail!.text).searchParams.get('code')!;
    const statuses = [];
    for (let i = 0; i <= free; i++) statuses.push((await reset(user.id, wrongCode())).statusCode);
    expect(statuses).toEqual(Array<number>(free + 1).fill(400));
    const blocked = await reset(user.id, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toBe(
      API_ERRORS.codeGuessThrottled(Math.ceil(Number(blocked.headers['retry-after']) / 60)),
    );
    clock.advance(Number(blocked.headers['retry-after']) * 1000);
    const done = await reset(user.id, code);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('one client address guessing over many accounts is blocked', async () => {
    const address = someAddress();
    const perAddress = CODE_GUESS_THROTTLE.address.freeFailures;
    const statuses = [];
    for (let i = 0; i <= perAddress + 1; i++) {
      const user = await createUser(t, { confirmed: false });
      statuses.push((await (i % 2 ? reset : confirm)(user.id, wrongCode(), address)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(perAddress + 1).fill(400), 429]);
    // Another client address goes on.
    const user = await createUser(t, { confirmed: false });
    expect((await confirm(user.id, wrongCode())).statusCode).toBe(400);
  });
});
