import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { HUB_PATH } from '@registry/contracts/paths';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { pgPool, type Db } from '../db/database.js';
import {
  HUB_CLIENT_EVENTS,
  ZHubClientArguments,
  type HubAnswer,
  type HubClientEvent,
  type HubClientPayloads,
  type HubServerEvent,
  type HubServerPayloads,
  type HubServerToClient,
  type TTokenPayload,
} from '@registry/contracts';
import { API_ERRORS, heldAudienceRoles, MESSAGE_GROUPS } from '@registry/domain';
import type { Clock } from './clock.js';
import { listenForEndedSessions } from './session-ends.js';
import type { AuthContext, Sessions } from './sessions.js';

/**
 * The rooms: one per user (JoinUserGroup), one per distribution group, one for everyone signed in, and
 * one per session (joined on connecting, kept until the socket closes: what a revocation closes).
 */
export const userRoom = (userId: number) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const groupRoom = (groupId: string) => `group:${groupId}`;
export const EVERYONE_ROOM = 'everyone';

/**
 * The longest a connection goes without checking its session again. A revocation closes it at once (see
 * session-ends.ts) and the session's own end (idle or absolute) when it comes; this is the safety net.
 */
const SESSION_CHECK_MS = 60_000;

export type Hub = ReturnType<typeof createHub>;

interface SocketData {
  auth: AuthContext;
  /** The verified token's payload: its session is checked again, whatever the token's own expiry. */
  payload: TTokenPayload;
  idle: boolean;
}

/** What a client sends, as it arrives: anything at all, until its schema has checked it. */
type RawClientEvents = { [E in HubClientEvent]: (...args: unknown[]) => void };
type HubSocket = Socket<RawClientEvents, HubServerToClient, Record<string, never>, SocketData>;

/** A client event's handler: its checked payload in, the answer out (none: nothing to answer). */
type Handler<E extends HubClientEvent> = (
  socket: HubSocket,
  payload: HubClientPayloads[E],
) => Promise<HubAnswer | undefined> | HubAnswer | undefined;

/**
 * The real-time hub at /message-hub (spec 3 §7, §8; DESIGN §2 "real-time"): socket.io on the server's own
 * HTTP server. A connection authenticates with the access token (handshake `auth.token`) against its
 * session, and ends when the session does: at once when it is revoked (logout, lock, password reset ...:
 * PostgreSQL tells every server, session-ends.ts), when it reaches its idle or absolute end, and on a
 * call that finds it gone (checked at least every minute besides). JoinUserGroup joins
 * the caller's own user room only (with the rooms of the distribution groups their roles put them in,
 * and everyone's); LeaveUserGroup leaves them; IdleStatus records the app's idle flag. With `adapter:
 * 'postgres'` (several servers on one database) every emit reaches the sockets of every server through
 * PostgreSQL's NOTIFY.
 */
export function createHub(options: {
  server: HttpServer;
  sessions: Sessions;
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  adapter: 'memory' | 'postgres';
}) {
  const { sessions, logger, clock } = options;
  const io = new Server<RawClientEvents, HubServerToClient, Record<string, never>, SocketData>(
    options.server,
    {
      path: HUB_PATH,
      serveClient: false,
      // The web is served by this server: same origin.
      cors: { origin: false },
    },
  );
  if (options.adapter === 'postgres')
    io.adapter(
      createAdapter(pgPool(options.db), {
        tableName: 'socket_io_attachments',
        errorHandler: (error: Error) => logger.error({ err: error }, 'The hub adapter failed'),
      }),
    );

  io.use((socket, next) => {
    const refuse = () => next(new Error('Not signed in.'));
    try {
      const token: unknown = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token !== 'string' || token === '') return refuse();
      const payload = sessions.verify(token);
      if (payload === null) return refuse();
      sessions.resume(payload).then(
        (auth) => {
          if (auth === null) return refuse();
          socket.data = { auth, payload, idle: false };
          next();
        },
        (error: unknown) => {
          logger.error({ err: error }, 'Checking a hub connection failed');
          refuse();
        },
      );
    } catch (error) {
      logger.error({ err: error }, 'Checking a hub connection failed');
      refuse();
    }
  });

  /**
   * The session behind the socket still holds (not revoked, not ended, not idle: an open socket alone does
   * not count as activity); otherwise the socket is closed.
   */
  async function stillSignedIn(socket: HubSocket): Promise<boolean> {
    const auth = await sessions.resume(socket.data.payload, { touch: false }).catch(() => null);
    if (auth === null) {
      socket.disconnect(true);
      return false;
    }
    socket.data.auth = auth;
    return true;
  }

  /**
   * Listens to a client event: its arguments are checked against the event's schema (contracts) before
   * the handler sees them, and whatever the handler does, a failure is logged and answered, never thrown
   * out of the listener (an unhandled rejection would end the process). The answer goes to the client's
   * callback when it sent one (the last argument, when it is a function).
   */
  function listen<E extends HubClientEvent>(socket: HubSocket, event: E, handler: Handler<E>): void {
    const listener = (...args: unknown[]) => {
      const last = args.at(-1);
      const callback = typeof last === 'function' ? (last as (answer: HubAnswer) => void) : undefined;
      if (callback !== undefined) args.pop();
      const answer = (value: HubAnswer | undefined) => {
        if (value !== undefined) callback?.(value);
      };
      const parsed = ZHubClientArguments[event].safeParse(args);
      if (!parsed.success) return answer({ error: API_ERRORS.hubPayloadInvalid });
      const payload = parsed.data[0] as HubClientPayloads[E];
      new Promise<HubAnswer | undefined>((resolve) => resolve(handler(socket, payload)))
        .then(answer, (error: unknown) => {
          logger.error({ err: error, event, userId: socket.data.auth.userId }, 'A hub event failed');
          answer({ error: API_ERRORS.internal });
        })
        .catch((error: unknown) => logger.error({ err: error, event }, 'Answering a hub event failed'));
    };
    // A generic event name does not narrow socket.io's listener type; the listener takes anything.
    socket.on(event as HubClientEvent, listener);
  }

  const handlers: { [E in HubClientEvent]: Handler<E> } = {
    async JoinUserGroup(socket, userId) {
      if (!(await stillSignedIn(socket))) return undefined;
      const { auth } = socket.data;
      if (userId !== auth.userId) return { error: API_ERRORS.hubOwnGroupOnly };
      await socket.join([userRoom(auth.userId), EVERYONE_ROOM, ...groupRoomsOf(auth)]);
      return { ok: true };
    },
    async LeaveUserGroup(socket, userId) {
      const { auth } = socket.data;
      if (userId !== auth.userId) return { error: API_ERRORS.hubLeaveOwnGroupOnly };
      const kept = [socket.id, sessionRoom(auth.sessionId)];
      for (const room of [...socket.rooms]) if (!kept.includes(room)) await socket.leave(room);
      return { ok: true };
    },
    IdleStatus(socket, idle) {
      socket.data.idle = idle;
      return { ok: true };
    },
  };

  io.on('connection', (socket) => {
    void socket.join(sessionRoom(socket.data.auth.sessionId));
    // The session is checked again when it would end by itself (idle or absolute), at the latest a minute on.
    let timer: NodeJS.Timeout | undefined;
    const watch = () => {
      const endsIn = socket.data.auth.activeUntil.getTime() - clock.now().getTime();
      timer = setTimeout(
        () => void stillSignedIn(socket).then((open) => open && watch()),
        Math.min(Math.max(endsIn, 0), SESSION_CHECK_MS),
      );
      timer.unref();
    };
    watch();
    socket.on('disconnect', () => clearTimeout(timer));
    for (const event of Object.values(HUB_CLIENT_EVENTS))
      listen(socket, event, handlers[event] as Handler<typeof event>);
  });

  // A revoked session's sockets close at once, on every server: each hears the revocation from PostgreSQL.
  const ends = listenForEndedSessions({
    db: options.db,
    logger,
    onEnded: (sessionId) => io.local.in(sessionRoom(sessionId)).disconnectSockets(true),
    // Revocations made while nobody listened were not heard: every open socket checks its session.
    onListening: () => {
      for (const socket of io.of('/').sockets.values()) void stillSignedIn(socket);
    },
  });

  return {
    io,
    /** Settles once the hub listens for revoked sessions (or has tried, and keeps trying). */
    ready: ends.ready,
    /** Emits to one user's sockets (on every server). */
    toUser<E extends HubServerEvent>(userId: number, event: E, payload: HubServerPayloads[E]): void {
      emit(io.to(userRoom(userId)), event, payload);
    },
    /** Emits to the members of a distribution group, but one user (the sender). */
    toGroup<E extends HubServerEvent>(
      groupId: string,
      event: E,
      payload: HubServerPayloads[E],
      exceptUserId?: number,
    ): void {
      const target = io.to(groupRoom(groupId));
      emit(exceptUserId === undefined ? target : target.except(userRoom(exceptUserId)), event, payload);
    },
    toEveryone<E extends HubServerEvent>(event: E, payload: HubServerPayloads[E]): void {
      emit(io.to(EVERYONE_ROOM), event, payload);
    },
    /**
     * Closes the sockets and the adapter (its LISTEN connection). Not io.close(): that closes the HTTP
     * server as well, which Fastify closes itself.
     */
    async close(): Promise<void> {
      await ends.close();
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
    },
  };
}

/** socket.io's emit, typed by the contracts' event map (its own overloads do not narrow a generic event). */
function emit<E extends HubServerEvent>(
  target: { emit(event: E, ...args: Parameters<HubServerToClient[E]>): boolean },
  event: E,
  payload: HubServerPayloads[E],
): void {
  target.emit(event, ...([payload] as Parameters<HubServerToClient[E]>));
}

/** The distribution groups a user's roles put them in (MESSAGE_GROUPS' audiences: a general role, or 200). */
function groupRoomsOf(auth: AuthContext): string[] {
  const held: readonly string[] = heldAudienceRoles(auth.roles);
  return Object.entries(MESSAGE_GROUPS)
    .filter(([, group]) => held.includes(group.generalRole ?? '200'))
    .map(([id]) => groupRoom(id));
}
