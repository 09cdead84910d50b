import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { HUB_PATH } from '@registry/contracts/paths';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { pgPool, type Db } from '../db/database.js';
import type { TTokenPayload } from '@registry/contracts';
import { heldAudienceRoles, MESSAGE_GROUPS } from '@registry/domain';
import type { AuthContext, Sessions } from './sessions.js';

/** The hub's events (spec 3 §7): ids and counts, never bodies. */
export const HUB_EVENTS = {
  messageReceived: 'MessageReceived',
  messageCountChange: 'MessageCountChange',
  notificationReceived: 'NotificationReceived',
  notificationCountChange: 'NotificationCountChange',
  rolePromotionActionReceived: 'RolePromotionActionReceived',
  /** Ours, beside the spec's five: the alerts changed; dashboards read theirs again (no payload). */
  alertsChanged: 'AlertsChanged',
} as const;
export type HubEvent = (typeof HUB_EVENTS)[keyof typeof HUB_EVENTS];

/** The rooms: one per user (JoinUserGroup), one per distribution group, one for everyone signed in. */
export const userRoom = (userId: number) => `user:${userId}`;
export const groupRoom = (groupId: string) => `group:${groupId}`;
export const EVERYONE_ROOM = 'everyone';

/** How often a connection checks that its session still holds (logout, lock, expiry end it). */
const SESSION_CHECK_MS = 60_000;

export type Hub = ReturnType<typeof createHub>;

interface SocketData {
  auth: AuthContext;
  /** The verified token's payload: its session is checked again, whatever the token's own expiry. */
  payload: TTokenPayload;
  idle: boolean;
}

/**
 * The real-time hub at /message-hub (spec 3 §7, §8; DESIGN §2 "real-time"): socket.io on the server's own
 * HTTP server. A connection authenticates with the access token (handshake `auth.token`) against its
 * session; it ends when the session does (checked every minute and on each call). JoinUserGroup joins
 * the caller's own user room only (with the rooms of the distribution groups their roles put them in,
 * and everyone's); LeaveUserGroup leaves them; IdleStatus records the app's idle flag. With `adapter:
 * 'postgres'` (several servers on one database) every emit reaches the sockets of every server through
 * PostgreSQL's NOTIFY.
 */
export function createHub(options: {
  server: HttpServer;
  sessions: Sessions;
  db: Db;
  logger: FastifyBaseLogger;
  adapter: 'memory' | 'postgres';
}) {
  const { sessions, logger } = options;
  const io = new Server(options.server, {
    path: HUB_PATH,
    serveClient: false,
    // The web is served by this server: same origin.
    cors: { origin: false },
  });
  if (options.adapter === 'postgres')
    io.adapter(
      createAdapter(pgPool(options.db), {
        tableName: 'socket_io_attachments',
        errorHandler: (error: Error) => logger.error({ err: error }, 'The hub adapter failed'),
      }),
    );

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string' || token === '') return next(new Error('Not signed in.'));
    const payload = sessions.verify(token);
    if (payload === null) return next(new Error('Not signed in.'));
    sessions
      .resume(payload)
      .then((auth) => {
        if (auth === null) return next(new Error('Not signed in.'));
        (socket.data as SocketData) = { auth, payload, idle: false };
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error('Not signed in.')));
  });

  /**
   * The session behind the socket still holds (not revoked, not ended, not idle: an open socket alone does
   * not count as activity); otherwise the socket is closed.
   */
  async function stillSignedIn(socket: Socket): Promise<boolean> {
    const data = socket.data as SocketData;
    const auth = await sessions.resume(data.payload, { touch: false }).catch(() => null);
    if (auth === null) {
      socket.disconnect(true);
      return false;
    }
    data.auth = auth;
    return true;
  }

  io.on('connection', (socket) => {
    const timer = setInterval(() => void stillSignedIn(socket), SESSION_CHECK_MS);
    timer.unref();
    socket.on('disconnect', () => clearInterval(timer));

    socket.on('JoinUserGroup', async (userId: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => undefined;
      if (!(await stillSignedIn(socket))) return;
      const { auth } = socket.data as SocketData;
      if (Number(userId) !== auth.userId) return reply({ error: 'You can join only your own group.' });
      await socket.join([userRoom(auth.userId), EVERYONE_ROOM, ...groupRoomsOf(auth)]);
      reply({ ok: true });
    });
    socket.on('LeaveUserGroup', async (userId: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => undefined;
      const { auth } = socket.data as SocketData;
      if (Number(userId) !== auth.userId) return reply({ error: 'You can leave only your own group.' });
      for (const room of [...socket.rooms]) if (room !== socket.id) await socket.leave(room);
      reply({ ok: true });
    });
    socket.on('IdleStatus', (idle: unknown) => {
      (socket.data as SocketData).idle = idle === true;
    });
  });

  return {
    io,
    /** Emits to one user's sockets (on every server). */
    toUser(userId: number, event: HubEvent, payload: object): void {
      io.to(userRoom(userId)).emit(event, payload);
    },
    /** Emits to the members of a distribution group, but one user (the sender). */
    toGroup(groupId: string, event: HubEvent, payload: object, exceptUserId?: number): void {
      const target = io.to(groupRoom(groupId));
      (exceptUserId === undefined ? target : target.except(userRoom(exceptUserId))).emit(event, payload);
    },
    toEveryone(event: HubEvent, payload: object): void {
      io.to(EVERYONE_ROOM).emit(event, payload);
    },
    /**
     * Closes the sockets and the adapter (its LISTEN connection). Not io.close(): that closes the HTTP
     * server as well, which Fastify closes itself.
     */
    async close(): Promise<void> {
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
    },
  };
}

/** The distribution groups a user's roles put them in (MESSAGE_GROUPS' audiences: a general role, or 200). */
function groupRoomsOf(auth: AuthContext): string[] {
  const held: readonly string[] = heldAudienceRoles(auth.roles);
  return Object.entries(MESSAGE_GROUPS)
    .filter(([, group]) => held.includes(group.generalRole ?? '200'))
    .map(([id]) => groupRoom(id));
}
