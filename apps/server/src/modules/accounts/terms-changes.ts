import { NOTIFICATION_TEXTS } from '@registry/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../platform/app-types.js';
import type { Deliveries } from '../../platform/deliveries.js';

/** The terms' configuration row (platform/sessions.ts reads its updated_at) and the mark of the last notice. */
const TERMS_KEY = 'TermsAndConditionsText';
export const TERMS_NOTICE_KEY = 'TermsChangeNotified';

/** How often a server's worker looks for changed terms. */
export const TERMS_CHECK_MS = 60_000;

export type TermsChanges = ReturnType<typeof createTermsChanges>;

/**
 * The "terms changed" notification (issue 10): the terms are the configuration row TermsAndConditionsText,
 * and a change of them is a newer updated_at (what makes everyone's acceptance pending: spec 1 §4). A
 * worker looks now and then; when the terms are newer than the last notice, every account in use is
 * notified (one statement, through the outbox), and the notice's mark moves to the terms' time, in one
 * transaction with the terms' row locked: two servers never notify twice. The first look of a new
 * registry only sets the mark (its first terms changed nothing).
 */
export function createTermsChanges(
  deps: Pick<AppDeps, 'db' | 'tenant' | 'transaction'> & { deliveries: Deliveries },
) {
  const { transaction, deliveries, tenant } = deps;
  return {
    /** Notifies everyone of terms changed since the last notice; whether it did. */
    async check(): Promise<boolean> {
      const notified = await transaction(async (trx) => {
        const terms = await sql<{ updatedAt: Date }>`
          select updated_at as "updatedAt" from configuration where key = ${TERMS_KEY} for update`.execute(
          trx,
        );
        const changedAt = terms.rows[0]?.updatedAt;
        if (changedAt === undefined) return false;
        const mark = await trx
          .selectFrom('configuration')
          .select('value')
          .where('key', '=', TERMS_NOTICE_KEY)
          .executeTakeFirst();
        if (mark !== undefined && new Date(mark.value).getTime() >= changedAt.getTime()) return false;
        await trx
          .insertInto('configuration')
          .values({
            key: TERMS_NOTICE_KEY,
            value: changedAt.toISOString(),
            description: 'When everyone was last told that the terms changed (set by the server).',
          })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: changedAt.toISOString() }))
          .execute();
        if (mark === undefined) return false;
        await deliveries.notify(trx, 'everyone', NOTIFICATION_TEXTS.termsChanged(tenant.labels.termsTitle));
        return true;
      });
      return notified;
    },
  };
}
