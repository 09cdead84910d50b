import { createHash } from 'node:crypto';
import { throttleBlockMs, type ThrottleRule } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A key and the rule that governs it. */
export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

/**
 * The key of a typed user name: its SHA-256, so the table never holds an address, and unknown names are
 * counted exactly like accounts (the throttle tells nobody which names exist).
 */
export function userNameKey(userName: string, rule: ThrottleRule): ThrottleKey {
  const digest = createHash('sha256').update(userName.trim().toLowerCase(), 'utf8').digest('hex');
  return { key: `name:${digest}`, rule };
}

export function addressKey(address: string, rule: ThrottleRule): ThrottleKey {
  return { key: `ip:${address}`, rule };
}

/**
 * Failed attempts per key with a block that grows and ends by itself (the rules are the domain's
 * SIGN_IN_THROTTLE). A mechanism only: the sign-in service decides which keys an attempt counts against.
 */
export function createSignInThrottle(db: Db) {
  return {
    /** Milliseconds until every key is free again; 0 when none is blocked. */
    async blockedForMs(keys: readonly ThrottleKey[], now: Date): Promise<number> {
      const rows = await db
        .selectFrom('signInThrottle')
        .select(['blockedUntil'])
        .where(
          'key',
          'in',
          keys.map((k) => k.key),
        )
        .where('blockedUntil', '>', now)
        .execute();
      return Math.max(0, ...rows.map((row) => (row.blockedUntil?.getTime() ?? 0) - now.getTime()));
    },

    /**
     * Counts a failure against every key, in one statement per key so concurrent failures all count:
     * failures older than the rule's memory start the count again.
     */
    async recordFailure(keys: readonly ThrottleKey[], now: Date): Promise<void> {
      for (const { key, rule } of keys) {
        const forgetBefore = new Date(now.getTime() - rule.forgetAfterMs);
        const row = await db
          .insertInto('signInThrottle')
          .values({ key, failures: 1, lastFailureAt: now, blockedUntil: null })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet({
              failures: sql<number>`case when sign_in_throttle.last_failure_at < ${forgetBefore} then 1 else sign_in_throttle.failures + 1 end`,
              lastFailureAt: now,
            }),
          )
          .returning('failures')
          .executeTakeFirstOrThrow();
        const blockMs = throttleBlockMs(rule, row.failures);
        if (blockMs > 0) {
          await db
            .updateTable('signInThrottle')
            .set({ blockedUntil: new Date(now.getTime() + blockMs) })
            .where('key', '=', key)
            .execute();
        }
      }
    },

    /** Forgets the keys' failures (a successful sign-in, a password reset). */
    async clear(keys: readonly ThrottleKey[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .deleteFrom('signInThrottle')
        .where(
          'key',
          'in',
          keys.map((k) => k.key),
        )
        .execute();
    },

    /** Removes rows nobody remembers any more (called now and then, not per request). */
    async sweep(olderThan: Date): Promise<void> {
      await db.deleteFrom('signInThrottle').where('lastFailureAt', '<', olderThan).execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
