import type { Db } from '../../db/database.js';

/** Locks the user row for the transaction, so two role changes for one user run one after the other. */
export async function lockUserForRoles(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function addGeneralRole(db: Db, userId: number, roleName: string): Promise<void> {
  await db.insertInto('userGeneralRoles').values({ userId, roleName }).execute();
}

export async function removeGeneralRole(db: Db, userId: number, roleName: string): Promise<void> {
  await db
    .deleteFrom('userGeneralRoles')
    .where('userId', '=', userId)
    .where('roleName', '=', roleName)
    .execute();
}
