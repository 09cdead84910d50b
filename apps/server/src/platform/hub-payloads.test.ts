import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { HUB_CLIENT_EVENTS } from '@registry/contracts';
import { createUser, signIn, type TestUser } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/**
 * Issue 20: any signed-in user could stop the server by sending the hub a payload its handler did not
 * expect (`JoinUserGroup` with `{ toString: '1' }` threw in an async handler: an unhandled rejection, and
 * Node ends the process). Every event a client may send is checked against its schema; a malformed one
 * is answered with an error (when the client asked for an answer), and the server goes on answering.
 */

const CLIENT_EVENTS = Object.values(HUB_CLIENT_EVENTS);

const MALFORMED: [string, unknown[]][] = [
  ['an object with toString', [{ toString: '1' }]],
  ['an object with valueOf', [{ valueOf: '1', toString: 1 }]],
  ['an array of such objects', [[{ toString: '1' }, { toString: '2' }]]],
  ['a huge string', ['9'.repeat(400_000)]],
  ['a number out of range', [1e308]],
  ['a negative number', [-1]],
  ['null', [null]],
  ['nothing', []],
  ['two payloads', [1, 2]],
  ['a nested object', [{ a: { b: { c: [1, 2, { d: null }] } } }]],
];

let t: TestApp;
let url: string;
let user: TestUser;
let token: string;
const sockets: Socket[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  user = await createUser(t, { generalRoles: ['100'] });
  token = (await signIn(t, user)).token;
});

afterAll(() => {
  process.off('unhandledRejection', onRejection);
  for (const socket of sockets) socket.disconnect();
});

async function open(): Promise<Socket> {
  const socket = connect(url, {
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
  return socket;
}

/** The server still answers: over HTTP, and a well-formed JoinUserGroup on a new socket. */
async function stillAnswers(): Promise<void> {
  const health = await fetch(`${url}/api/health`);
  expect(health.status).toBe(200);
  const socket = await open();
  expect(await socket.timeout(5000).emitWithAck('JoinUserGroup', user.id)).toEqual({ ok: true });
}

describe('malformed hub payloads', () => {
  it.each(CLIENT_EVENTS)('%s: every malformed payload is refused with an error answer', async (event) => {
    const socket = await open();
    for (const [, args] of MALFORMED) {
      // Without an answer asked for, and with a last argument that is no function: nothing to answer.
      socket.emit(event, ...args);
      socket.emit(event, ...args, 'not a function');
      const answer: unknown = await socket.timeout(5000).emitWithAck(event, ...args);
      expect(answer).toEqual({ error: expect.any(String) as string });
    }
    // The socket is still served: a well-formed call on it is answered.
    expect(await socket.timeout(5000).emitWithAck('LeaveUserGroup', user.id)).toEqual({ ok: true });
    await stillAnswers();
    expect(rejections).toEqual([]);
  });

  it('a payload above the transport limit closes that connection only', async () => {
    const socket = await open();
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    socket.emit('JoinUserGroup', 'x'.repeat(2_000_000));
    await closed;
    await stillAnswers();
    expect(rejections).toEqual([]);
  });
});
