import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Whether the owner has another sample record of this title (any case). */
export async function sampleTitleTaken(
  db: Db,
  record: { ownerUserId: number; recordId: number | null },
  title: string,
): Promise<boolean> {
  const found = await sql<{ found: number }>`
    select 1 as found from form_samples
    where user_id = ${record.ownerUserId} and lower(title) = lower(${title}) and id <> ${record.recordId ?? 0}
    limit 1`.execute(db);
  return found.rows.length > 0;
}
