import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, tokenPayload } from '../../test/accounts.js';
import { testClock } from '../../test/clock.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { LAST_SEEN_RESOLUTION_MS } from './sessions.js';

const clock = testClock();
let t: TestApp;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ clock });
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const heartbeat = async (token: string) => {
  const response = await get('/api/auth/heartbeat', token);
  return {
    status: response.statusCode,
    jwt:
      response.statusCode === 200
        ? response.json<{ jwt: { auth_token: string; expires_in: number } }>().jwt
        : null,
  };
};

describe('server-side session limits', () => {
  it('ends a session idle for the time-out (15 minutes), whatever the token says', async () => {
    const { token } = await signIn(t, await createUser(t));
    clock.advance(SESSION_IDLE_TIMEOUT_MS + LAST_SEEN_RESOLUTION_MS + 1000);
    expect((await get('/api/accounts', token)).statusCode).toBe(401);
    // A heartbeat cannot revive it.
    expect((await heartbeat(token)).status).toBe(401);
  });

  it('keeps a session alive while requests come, heartbeats or any other', async () => {
    const { token } = await signIn(t, await createUser(t));
    for (let step = 0; step < 6; step += 1) {
      clock.advance(10 * MINUTE);
      expect((await heartbeat(token)).status).toBe(200);
    }
    for (let step = 0; step < 6; step += 1) {
      clock.advance(10 * MINUTE);
      expect((await get('/api/accounts', token)).statusCode).toBe(200);
    }
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { token } = await signIn(t, await createUser(t));
    const sid = tokenPayload(token).sid;
    const lastSeen = async () =>
      (
        await t.db.selectFrom('sessions').select('lastSeenAt').where('id', '=', sid).executeTakeFirstOrThrow()
      ).lastSeenAt.getTime();
    const start = await lastSeen();
    clock.advance(30 * 1000);
    await get('/api/accounts', token);
    expect(await lastSeen()).toBe(start);
    clock.advance(31 * 1000);
    await get('/api/accounts', token);
    expect(await lastSeen()).toBe(clock.now().getTime());
  });

  it('ends every session 12 hours after sign-in, busy or not; its tokens never outlive it', async () => {
    const { token } = await signIn(t, await createUser(t));
    const signedInAt = clock.now().getTime();
    let current = token;
    let last: { status: number; jwt: { auth_token: string; expires_in: number } | null } = {
      status: 0,
      jwt: null,
    };
    while (clock.now().getTime() + 10 * MINUTE < signedInAt + SESSION_ABSOLUTE_LIFETIME_MS) {
      clock.advance(10 * MINUTE);
      last = await heartbeat(current);
      expect(last.status).toBe(200);
      current = last.jwt!.auth_token;
    }
    // The last renewal expires with the session, not 5 hours later.
    const endsIn = Math.round((signedInAt + SESSION_ABSOLUTE_LIFETIME_MS - clock.now().getTime()) / 1000);
    expect(last.jwt!.expires_in).toBe(endsIn);
    const payload = tokenPayload(current);
    expect(payload.exp * 1000).toBeLessThanOrEqual(signedInAt + SESSION_ABSOLUTE_LIFETIME_MS);
    clock.advance(endsIn * 1000 + 1000);
    expect((await heartbeat(current)).status).toBe(401);
    expect((await get('/api/accounts', current)).statusCode).toBe(401);
  });
});
