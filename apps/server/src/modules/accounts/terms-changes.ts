import { NOTIFICATION_TEXTS } from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import type { Deliveries } from '../../platform/deliveries.js';
import { lastTermsNotice, lockTermsChangedAt, markTermsNotice } from './terms-changes.repository.js';

export { TERMS_NOTICE_KEY } from './terms-changes.repository.js';

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
        const changedAt = await lockTermsChangedAt(trx);
        if (changedAt === undefined) return false;
        const mark = await lastTermsNotice(trx);
        if (mark !== undefined && mark.getTime() >= changedAt.getTime()) return false;
        await markTermsNotice(trx, changedAt);
        if (mark === undefined) return false;
        await deliveries.notify(trx, 'everyone', NOTIFICATION_TEXTS.termsChanged(tenant.labels.termsTitle));
        return true;
      });
      return notified;
    },
  };
}
