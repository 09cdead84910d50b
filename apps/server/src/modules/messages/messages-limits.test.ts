import { MESSAGE_ERRORS } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { testClock } from '../../../test/clock.js';
import { createTestApp, TEST_RATE_LIMITS, type TestApp } from '../../../test/helpers.js';

/**
 * Issue 20: nothing limited how many messages a user sent. Sends count per user and minute; sends to a
 * group ('ALL-...', which reach thousands) count against a lower limit of their own. Past either, 429
 * with Retry-After and a text that says how long to wait; nothing is written.
 */

const PER_MINUTE = 3;
const GROUPS_PER_MINUTE = 1;
const clock = testClock(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1000));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: {
      rateLimits: {
        ...TEST_RATE_LIMITS,
        messagesPerMinute: PER_MINUTE,
        groupMessagesPerMinute: GROUPS_PER_MINUTE,
      },
    },
  });
});

const send = (token: string, recipients: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/message/send',
    headers: bearer(token),
    payload: { subject: 'Hello', body: '<p>Hello</p>', recipients },
  });

async function sentBy(userId: number): Promise<number> {
  const row = await t.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('senderId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('sending messages, per user and minute', () => {
  it('refuses the send past the limit with 429, Retry-After and a clear text; another user goes on', async () => {
    const sender = await createUser(t, { generalRoles: ['400'] });
    const reader = await createUser(t, { generalRoles: ['100'] });
    const token = (await signIn(t, sender)).token;
    const statuses = [];
    for (let i = 0; i <= PER_MINUTE; i++) statuses.push((await send(token, [String(reader.id)])).statusCode);
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
    const refused = await send(token, [String(reader.id)]);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toBe(MESSAGE_ERRORS.tooManyMessages(retryAfter));
    expect(await sentBy(sender.id)).toBe(PER_MINUTE);

    const other = await createUser(t, { generalRoles: ['400'] });
    expect((await send((await signIn(t, other)).token, [String(reader.id)])).statusCode).toBe(200);

    clock.advance(retryAfter * 1000);
    expect((await send(token, [String(reader.id)])).statusCode).toBe(200);
    expect(await sentBy(sender.id)).toBe(PER_MINUTE + 1);
  });

  it('limits sends to a group lower, with a text of their own', async () => {
    const admin = await createUser(t, { generalRoles: ['500'] });
    const reader = await createUser(t, { generalRoles: ['100'] });
    const token = (await signIn(t, admin)).token;
    expect((await send(token, ['ALL-100'])).statusCode).toBe(200);
    const refused = await send(token, ['ALL-100']);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(refused.json()).toBe(MESSAGE_ERRORS.tooManyGroupMessages(retryAfter));
    // A message to one person is still within the sender's own limit.
    expect((await send(token, [String(reader.id)])).statusCode).toBe(200);
    expect(await sentBy(admin.id)).toBe(2);
    clock.advance(retryAfter * 1000);
    expect((await send(token, ['ALL-100'])).statusCode).toBe(200);
  });
});
