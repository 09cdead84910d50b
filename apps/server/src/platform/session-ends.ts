import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { pgPool, type Db } from '../db/database.js';
import { SESSION_ENDED_CHANNEL } from '../db/notify-channels.js';

/** The longest wait before listening again after the connection was lost. */
const MAX_RETRY_MS = 30_000;

export interface SessionEnds {
  /** Settles once the first attempt to listen is over (listening, or failed and retrying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Hears of revoked sessions from PostgreSQL (the trigger of migration 20261205100000 NOTIFYs a session's
 * id when its revocation commits), on a connection of its own beside the pool: every server hears every
 * revocation, whichever server made it. `onListening` runs each time listening starts (the first time and
 * after a lost connection): a revocation made meanwhile was not heard, so the caller checks again what it
 * holds. The connection is kept: lost, it is made again, 1 second later, then up to 30 seconds apart.
 */
export function listenForEndedSessions(options: {
  db: Db;
  logger: FastifyBaseLogger;
  onEnded: (sessionId: string) => void;
  onListening: () => void;
}): SessionEnds {
  const { logger } = options;
  const config = pgPool(options.db).options;
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 1000;
  let retry: NodeJS.Timeout | undefined;

  function lost(which: pg.Client, error?: Error): void {
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    if (client !== which && client !== null) return;
    client = null;
    if (closed || retry !== undefined) return;
    logger.warn({ err: error }, 'Listening for ended sessions stopped; trying again');
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  async function listen(): Promise<void> {
    const next = new pg.Client(config);
    client = next;
    next.on('notification', (message) => {
      if (message.channel === SESSION_ENDED_CHANNEL && message.payload) options.onEnded(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${SESSION_ENDED_CHANNEL}`);
    } catch (error) {
      lost(next, error instanceof Error ? error : undefined);
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    retryMs = 1000;
    options.onListening();
  }

  return {
    ready: listen(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      open?.removeAllListeners();
      await open?.end().catch(() => undefined);
    },
  };
}
