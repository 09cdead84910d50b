import type { AddressInfo } from 'node:net';
import { HUB_SERVER_EVENTS } from '@registry/contracts';
import { LOCK_AFTER_FAILURES } from '@registry/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, signIn, tokenPayload, type TestUser } from '../../test/accounts.js';
import { testClock, type TestClock } from '../../test/clock.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createTokenService } from './tokens.js';

/**
 * Issue 20: a socket kept receiving messages after its session logged out (the hub looked again only on
 * the socket's next call, or a minute later). Logout, a lock, any other revocation and the session's own
 * end disconnect that session's sockets at once, on every server, and no other session's.
 */

let t: TestApp;
let clock: TestClock;
let url: string;
const sockets: Socket[] = [];

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  clock = testClock();
  t = await createTestApp({ clock });
  url = await listen(t);
});

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

/** A connected socket that has joined its user's group. */
async function joined(at: string, user: TestUser, token: string): Promise<Socket> {
  const socket = connect(at, {
    path: '/message-hub',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  expect(await socket.timeout(5000).emitWithAck('JoinUserGroup', user.id)).toEqual({ ok: true });
  return socket;
}

/** Resolves when the server closes the socket; fails after `ms` (the socket sends nothing meanwhile). */
function closedWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already closed');
    const timer = setTimeout(() => reject(new Error(`The socket was still open after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

function sendMessage(app: TestApp, token: string, to: TestUser) {
  return app.app.inject({
    method: 'POST',
    url: '/api/message/send',
    headers: bearer(token),
    payload: { subject: 'After', body: '<p>After</p>', recipients: [String(to.id)] },
  });
}

describe('sockets of an ended session', () => {
  it('logout closes that session’s sockets at once; another session of the same user keeps receiving', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const sender = await createUser(t, { generalRoles: ['400'] });
    const first = (await signIn(t, user)).token;
    const second = (await signIn(t, user)).token;
    const ending = await joined(url, user, first);
    const staying = await joined(url, user, second);
    const heardAfterLogout: unknown[] = [];
    ending.on(HUB_SERVER_EVENTS.messageReceived, (payload) => heardAfterLogout.push(payload));

    const closed = closedWithin(ending, 2000);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect(out.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');

    const received = new Promise((resolve) => staying.once(HUB_SERVER_EVENTS.messageReceived, resolve));
    const sent = await sendMessage(t, (await signIn(t, sender)).token, user);
    expect(sent.statusCode).toBe(200);
    expect(await received).toEqual({ messageId: sent.json<{ messageId: number }>().messageId });
    expect(staying.connected).toBe(true);
    expect(ending.connected).toBe(false);
    expect(heardAfterLogout).toEqual([]);
    // Nor can the ended session's token open a new one.
    await expect(joined(url, user, first)).rejects.toThrow('Not signed in.');
  });

  it('a lock (failed sign-ins) closes every socket of the account at once', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const socket = await joined(url, user, (await signIn(t, user)).token);
    await t.db
      .updateTable('users')
      .set({ failedLoginCount: LOCK_AFTER_FAILURES - 1 })
      .where('id', '=', user.id)
      .execute();
    const closed = closedWithin(socket, 2000);
    expect((await login(t, user.email, 'Wrong-password-1')).statusCode).toBe(400);
    expect(await closed).toBe('io server disconnect');
  });

  it('a session that reaches its end closes its sockets when it ends, without a call from them', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const { token } = await signIn(t, user);
    const sessionId = tokenPayload(token).sid;
    const { expiresAt } = await t.db
      .selectFrom('sessions')
      .select('expiresAt')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    // The session's last moments, kept active (as the web's heartbeat keeps it), with a token renewed then.
    clock.set(new Date(expiresAt.getTime() - 1500));
    await t.db.updateTable('sessions').set({ lastSeenAt: clock.now() }).where('id', '=', sessionId).execute();
    const fresh = (
      await createTokenService(t.config.jwtSecret).issue(
        { userId: user.id, sessionId, activeRole: '100', claims: [] },
        clock.now(),
        expiresAt,
      )
    ).auth_token;
    const socket = await joined(url, user, fresh);
    const closed = closedWithin(socket, 3000);
    clock.advance(2000);
    expect(await closed).toBe('io server disconnect');
    clock.set(new Date());
  });

  it('logout through one server closes the session’s socket on another', async () => {
    const a = await createTestApp({ realtime: { adapter: 'postgres', worker: false } });
    const b = await createTestApp({ realtime: { adapter: 'postgres', worker: false } });
    const urlB = await listen(b);
    const user = await createUser(a, { generalRoles: ['100'] });
    const { token } = await signIn(a, user);
    const socket = await joined(urlB, user, token);
    const closed = closedWithin(socket, 3000);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });
});
