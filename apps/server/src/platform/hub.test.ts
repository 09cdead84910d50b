import type { AddressInfo } from 'node:net';
import type { TMessage } from '@registry/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE_ACTION } from '@registry/domain';
import { bearer, createUser, signIn } from '../../test/accounts.js';
import { addEmployment, addOrganization, addRoleAction } from '../../test/grid-records.js';
import { createLogger } from './logger.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { storeMessage } from '../modules/messages/messages.repository.js';
import { createDeliveries } from './deliveries.js';
import { HUB_SERVER_EVENTS as HUB_EVENTS } from '@registry/contracts';
import { createJobs } from './jobs.js';

/**
 * The real-time hub (spec 3 §7; issue 10): a socket authenticates with the access token and joins only its
 * own user group; events cross server instances on one database (the PostgreSQL adapter); and the outbox
 * delivers what a server committed but never delivered, through another server's worker.
 */

const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function open(url: string, token: string | undefined): Socket {
  const socket = connect(url, {
    path: '/message-hub',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

/** Resolves once the socket is connected (at once if it already is: it may have connected meanwhile). */
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const join = (socket: Socket, userId: number) =>
  socket.timeout(5000).emitWithAck('JoinUserGroup', userId) as Promise<{ ok?: boolean; error?: string }>;

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${event} within 10 s`)), 10_000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('the hub', () => {
  it('refuses a connection without a valid token, and a JoinUserGroup for someone else', async () => {
    const t = await createTestApp();
    const url = await listen(t);
    await expect(connected(open(url, undefined))).rejects.toThrow('Not signed in.');
    await expect(connected(open(url, 'not-a-token'))).rejects.toThrow('Not signed in.');
    const user = await createUser(t, { generalRoles: ['100'] });
    const { token } = await signIn(t, user);
    const socket = open(url, token);
    await connected(socket);
    expect(await join(socket, user.id + 1)).toEqual({ error: 'You can join only your own group.' });
    expect(await join(socket, user.id)).toEqual({ ok: true });
    // Logging out ends the session: the server closes the session's sockets (or the next call finds the
    // session gone and closes it). Listened for before the logout: on a loaded machine the socket can be
    // closed before the logout's answer arrives.
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    if (socket.connected) socket.emit('JoinUserGroup', user.id);
    await closed;
  });

  it('delivers a message sent through one server to a socket connected to another, live', async () => {
    const a = await createTestApp({ realtime: { adapter: 'postgres', worker: false } });
    const b = await createTestApp({ realtime: { adapter: 'postgres', worker: false } });
    const urlB = await listen(b);
    await listen(a);
    const sender = await createUser(a, { generalRoles: ['400'] });
    const reader = await createUser(a, { generalRoles: ['100'] });
    const readerToken = (await signIn(b, reader)).token;
    const socket = open(urlB, readerToken);
    await connected(socket);
    expect(await join(socket, reader.id)).toEqual({ ok: true });
    // The adapter's LISTEN on the other server is in place once it answers a heartbeat; allow a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const received = next<{ messageId: number }>(socket, HUB_EVENTS.messageReceived);
    const count = next<{ total: number }>(socket, HUB_EVENTS.messageCountChange);
    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/message/send',
      headers: bearer((await signIn(a, sender)).token),
      payload: { subject: 'Live', body: '<p>Now</p>', recipients: [String(reader.id)] },
    });
    expect(sent.statusCode).toBe(200);
    const { messageId } = sent.json<{ messageId: number }>();
    expect(await received).toEqual({ messageId });
    expect(await count).toEqual({ total: 1 });
    // The event carries the id; the body is read through the API, as its reader.
    const page = await b.app.inject({
      method: 'POST',
      url: '/api/message/list',
      headers: bearer(readerToken),
      payload: { folder: 'Inbox', filter: 'None', from: 1, to: 5 },
    });
    expect(page.json<TMessage[]>()[0]).toMatchObject({ messageId, subject: 'Live' });
  });

  it('tells a professional live that their staff request was answered: a notification and the row to reload', async () => {
    const t = await createTestApp();
    const url = await listen(t);
    const organization = await addOrganization(t);
    const director = await createUser(t, { generalRoles: ['100'] });
    await addEmployment(t, director.id, organization, [{ roleName: '100' }, { roleName: '200' }]);
    const professional = await createUser(t, { generalRoles: ['100'] });
    const employment = await addEmployment(t, professional.id, organization);
    const requestId = await addRoleAction(t, employment, '100', ROLE_ACTION.Requested);
    const socket = open(url, (await signIn(t, professional)).token);
    await connected(socket);
    await join(socket, professional.id);
    const notified = next<{ notificationId: number }>(socket, HUB_EVENTS.notificationReceived);
    const counted = next<{ total: number }>(socket, HUB_EVENTS.notificationCountChange);
    const reload = next<{ employmentRecordId: number }>(socket, HUB_EVENTS.rolePromotionActionReceived);
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/userorganizationroles/requestaction',
      headers: bearer((await signIn(t, director)).token),
      payload: { rolePromotionActionId: requestId, actionType: ROLE_ACTION.Approved },
    });
    expect(answered.statusCode).toBe(200);
    expect(await reload).toEqual({ employmentRecordId: employment });
    expect(await counted).toEqual({ total: 1 });
    const { notificationId } = await notified;
    const row = await t.db
      .selectFrom('notifications')
      .select(['userId', 'subject'])
      .where('id', '=', notificationId)
      .executeTakeFirstOrThrow();
    expect([Number(row.userId), row.subject]).toEqual([
      professional.id,
      'Your Staff Level request was approved',
    ]);
  });

  it('tells the members of a group live once its copies are written, not its sender', async () => {
    const t = await createTestApp();
    const url = await listen(t);
    const member = await createUser(t, { generalRoles: ['100'] });
    const admin = await createUser(t, { generalRoles: ['500'] });
    const socket = open(url, (await signIn(t, member)).token);
    await connected(socket);
    await join(socket, member.id);
    const received = next<{ messageId: number }>(socket, HUB_EVENTS.messageReceived);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/message/send',
      headers: bearer((await signIn(t, admin)).token),
      payload: { subject: 'To all', body: '<p>All</p>', recipients: ['ALL-100'] },
    });
    expect(sent.statusCode).toBe(200);
    expect(await received).toEqual({ messageId: sent.json<{ messageId: number }>().messageId });
  });

  it('tells every dashboard live that the alerts changed when an administrator saves one; a dismissal the person’s own', async () => {
    const t = await createTestApp();
    const url = await listen(t);
    const reader = await createUser(t, { generalRoles: ['100'] });
    const other = await createUser(t, { generalRoles: ['100'] });
    const admin = await createUser(t, { generalRoles: ['500'] });
    const readerToken = (await signIn(t, reader)).token;
    const socket = open(url, readerToken);
    const otherSocket = open(url, (await signIn(t, other)).token);
    await Promise.all([connected(socket), connected(otherSocket)]);
    await join(socket, reader.id);
    await join(otherSocket, other.id);
    const changed = next<object>(socket, HUB_EVENTS.alertsChanged);
    const otherChanged = next<object>(otherSocket, HUB_EVENTS.alertsChanged);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/form/formresponse',
      headers: bearer((await signIn(t, admin)).token),
      payload: {
        response: {
          formId: 18,
          elementResponses: [
            { formElementId: 18001, value: 'Storm closures' },
            { formElementId: 18002, value: '' },
            { formElementId: 18003, multiValue: ['100'] },
            { formElementId: 18004, value: '2026-01-01' },
            { formElementId: 18005, value: '' },
            { formElementId: 18006, value: 'true' },
          ],
        },
        primaryEntity: null,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await changed).toEqual({});
    expect(await otherChanged).toEqual({});
    // Dismissed: the person's own windows hear of it, nobody else's.
    const mine = next<object>(socket, HUB_EVENTS.alertsChanged);
    let othersTold = false;
    otherSocket.on(HUB_EVENTS.alertsChanged, () => {
      othersTold = true;
    });
    const dismissed = await t.app.inject({
      method: 'POST',
      url: '/api/alert/dismiss',
      headers: bearer(readerToken),
      payload: { alertId: saved.json<{ entityId: number }>().entityId },
    });
    expect(dismissed.statusCode).toBe(204);
    expect(await mine).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(othersTold).toBe(false);
  });

  it('delivers, through another server’s worker, what a server committed and never delivered', async () => {
    const worker = await createTestApp({
      realtime: { adapter: 'memory', worker: true, pollingIntervalSeconds: 0.5 },
    });
    const url = await listen(worker);
    const sender = await createUser(worker, { generalRoles: ['400'] });
    const reader = await createUser(worker, { generalRoles: ['100'] });
    const socket = open(url, (await signIn(worker, reader)).token);
    await connected(socket);
    await join(socket, reader.id);
    const received = next<{ messageId: number }>(socket, HUB_EVENTS.messageReceived);

    // Another server: it commits the message and its delivery job, then stops without delivering.
    const jobs = createJobs({ db: worker.db, logger: createLogger('silent'), polling: false });
    const gone = createDeliveries({ db: worker.db, jobs, hub: null });
    const messageId = await worker.db.transaction().execute(async (trx) => {
      const stored = await storeMessage(trx, {
        senderId: sender.id,
        subject: 'Committed',
        body: '<p>Before the crash</p>',
        sentAt: new Date(),
        namedIds: [reader.id],
        groupIds: [],
        audience: { roles: [], directors: false },
        replyToId: null,
      });
      await gone.enqueue(trx, { kind: 'message', messageId: stored.messageId });
      return stored.messageId;
    });
    await jobs.stop();

    expect(await received).toEqual({ messageId });
  });
});
