import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** At most `max` per key in each fixed window of `windowMs`. */
export interface WindowRule {
  max: number;
  windowMs: number;
}

/** Rows of windows older than this are swept (the longest window in use is an hour). */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export type WindowLimit = ReturnType<typeof createWindowLimit>;

/**
 * Counts per key in fixed windows, in the database (rate_windows), so that every server counts against
 * one total (issue 20: reset mails per target address, messages per user). `take` counts one more and
 * says whether it fits, in one statement: concurrent takes never let more than `max` through. A take
 * refused is not counted. A mechanism only: callers choose keys (hashed when they hold an address) and
 * answer the refusal.
 */
export function createWindowLimit(db: Db) {
  let lastSweep = 0;
  return {
    /** 0 when this one fits in the key's window (and is counted); else the milliseconds until the window ends. */
    async take(key: string, rule: WindowRule, now: Date): Promise<number> {
      const time = now.getTime();
      const start = Math.floor(time / rule.windowMs) * rule.windowMs;
      const startAt = new Date(start);
      const result = await sql<{ hits: number }>`
        insert into rate_windows as w (key, window_start, hits) values (${key}, ${startAt}, 1)
        on conflict (key) do update
          set hits = case when w.window_start = excluded.window_start then w.hits + 1 else 1 end,
              window_start = excluded.window_start
          where w.window_start <> excluded.window_start or w.hits < ${rule.max}
        returning hits`.execute(db);
      if (time - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = time;
        await db
          .deleteFrom('rateWindows')
          .where('windowStart', '<', new Date(time - KEEP_MS))
          .execute();
      }
      return result.rows.length > 0 ? 0 : start + rule.windowMs - time;
    },
  };
}

/**
 * A key naming a typed address without holding it: its SHA-256 (trimmed, lower-cased), so neither the
 * table nor a log line that shows the key reveals the address.
 */
export function addressKey(prefix: string, address: string): string {
  return `${prefix}:${createHash('sha256').update(address.trim().toLowerCase(), 'utf8').digest('hex')}`;
}
