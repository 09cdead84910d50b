import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The terms' configuration row (platform/sessions.ts reads its updated_at) and the mark of the last notice. */
const TERMS_KEY = 'TermsAndConditionsText';
export const TERMS_NOTICE_KEY = 'TermsChangeNotified';

/** When the terms last changed, the row locked until the transaction ends; undefined: no terms. */
export async function lockTermsChangedAt(trx: Db): Promise<Date | undefined> {
  const terms = await sql<{ updatedAt: Date }>`
    select updated_at as "updatedAt" from configuration where key = ${TERMS_KEY} for update`.execute(trx);
  return terms.rows[0]?.updatedAt;
}

/** When everyone was last told that the terms changed; undefined: never (a new registry). */
export async function lastTermsNotice(trx: Db): Promise<Date | undefined> {
  const mark = await trx
    .selectFrom('configuration')
    .select('value')
    .where('key', '=', TERMS_NOTICE_KEY)
    .executeTakeFirst();
  return mark === undefined ? undefined : new Date(mark.value);
}

/** Moves the notice's mark to the terms' time. */
export async function markTermsNotice(trx: Db, changedAt: Date): Promise<void> {
  await trx
    .insertInto('configuration')
    .values({
      key: TERMS_NOTICE_KEY,
      value: changedAt.toISOString(),
      description: 'When everyone was last told that the terms changed (set by the server).',
    })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: changedAt.toISOString() }))
    .execute();
}
