import type { Db } from '../../db/database.js';

/** The value stored under `key`, or undefined. */
export async function findConfigurationValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('configuration').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
