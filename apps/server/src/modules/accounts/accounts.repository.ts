import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OneTimeTokensTable, UsersTable } from '../../db/types.js';
import { newOneTimeCode } from '../../platform/one-time-codes.js';
import { LINK_LIFETIME_MS } from './accounts.deps.js';

export type UserRow = Selectable<UsersTable>;
export type TokenPurpose = OneTimeTokensTable['purpose'];

/** User names and e-mails compare regardless of case (unique index on lower(user_name)). */
export async function findUserByUserName(db: Db, userName: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(user_name)`, '=', userName.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user, locked for this transaction so concurrent changes to them wait. */
export async function lockUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Whether another account signs in with, or receives mail at, `email`. */
export async function emailInUse(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const address = email.trim().toLowerCase();
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([eb(sql<string>`lower(user_name)`, '=', address), eb(sql<string>`lower(email)`, '=', address)]),
    );
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  isConfirmed: boolean;
  termsAcceptedAt: Date | null;
  profileCompletedAt?: Date | null;
  now: Date;
}

/** Inserts a user with the next registry id (`<prefix>0000123`); answers the id and registry id. */
export async function insertUser(
  db: Db,
  user: NewUser,
  registryIdPrefix: string,
): Promise<{ id: number; registryId: string }> {
  return db
    .insertInto('users')
    .values({
      userName: user.email,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      registryId: sql<string>`${registryIdPrefix} || lpad(nextval('registry_id_seq')::text, 7, '0')`,
      passwordHash: user.passwordHash,
      isConfirmed: user.isConfirmed,
      termsAcceptedAt: user.termsAcceptedAt,
      profileCompletedAt: user.profileCompletedAt ?? null,
      createdAt: user.now,
      updatedAt: user.now,
    })
    .returning(['id', 'registryId'])
    .executeTakeFirstOrThrow();
}

export async function insertGeneralRole(db: Db, userId: number, roleName: string): Promise<void> {
  await db
    .insertInto('userGeneralRoles')
    .values({ userId, roleName })
    .onConflict((conflict) => conflict.columns(['userId', 'roleName']).doNothing())
    .execute();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      UserRow,
      | 'userName'
      | 'email'
      | 'passwordHash'
      | 'isConfirmed'
      | 'userLocked'
      | 'failedLoginCount'
      | 'termsAcceptedAt'
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Counts a failed sign-in and locks the account when the count reaches `lockAfter`, in one statement so
 * concurrent failures cannot skip the lock.
 */
export async function recordFailedLogin(
  db: Db,
  id: number,
  lockAfter: number,
  now: Date,
): Promise<{ failedLoginCount: number; userLocked: boolean }> {
  return db
    .updateTable('users')
    .set({
      failedLoginCount: sql<number>`failed_login_count + 1`,
      userLocked: sql<boolean>`user_locked or failed_login_count + 1 >= ${lockAfter}`,
      updatedAt: now,
    })
    .where('id', '=', id)
    .returning(['failedLoginCount', 'userLocked'])
    .executeTakeFirstOrThrow();
}

/** Sets welcomed_at once; true when this call set it. */
export async function markWelcomed(db: Db, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ welcomedAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('welcomedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A new single-use code for a mailed link, valid LINK_LIFETIME_MS: the user's open codes of this purpose
 * end, the code's hash is stored, and the code itself (only ever sent in the mail) is returned.
 */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<string> {
  await invalidateTokens(db, userId, purpose, now);
  const { code, hash } = newOneTimeCode();
  await db
    .insertInto('oneTimeTokens')
    .values({
      userId,
      purpose,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
      createdAt: now,
    })
    .execute();
  return code;
}

/**
 * Uses the token if it is the user's, of this purpose, unused and unexpired: one statement, so a code
 * works once even when two requests race. True when it was used now.
 */
export async function consumeToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends the user's open tokens of this purpose (a new one replaces them). */
export async function invalidateTokens(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

export async function findConfigurationValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('configuration').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
