import { CONFIRMATION_LINK_HOURS } from '@registry/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OneTimeCodesTable, UsersTable } from '../../db/types.js';
import { recordAudit } from '../../platform/audit.js';
import { newOneTimeCode } from '../../platform/one-time-codes.js';

export type UserRow = Selectable<UsersTable>;
export type CodePurpose = OneTimeCodesTable['purpose'];

/** Confirmation and reset links (spec 1 §9: 24 hours). */
export const LINK_LIFETIME_MS = CONFIRMATION_LINK_HOURS * 60 * 60 * 1000;

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

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

/** The account that signs in with, or receives mail at, `email`. */
export async function findUserByAddress(db: Db, email: string): Promise<UserRow | undefined> {
  const address = email.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([eb(sql<string>`lower(user_name)`, '=', address), eb(sql<string>`lower(email)`, '=', address)]),
    )
    .orderBy('id')
    .executeTakeFirst();
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
  /** Set when the account is created with its initial roles; null lets POST /api/accounts/seed give them once. */
  rolesSeededAt: Date | null;
  now: Date;
}

/** The human-facing registry id prefix: the tenant's code in capitals (AL0000123). */
export const registryIdPrefix = (tenantCode: string) => tenantCode.toUpperCase();

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
      rolesSeededAt: user.rolesSeededAt,
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

/** The columns an account change may set (updated_at is always set). */
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'userName'
    | 'email'
    | 'passwordHash'
    | 'isConfirmed'
    | 'userLocked'
    | 'failedLoginCount'
    | 'termsAcceptedAt'
    | 'rolesSeededAt'
  >
>;

export async function updateUser(db: Db, id: number, changes: UserChanges, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Changes a user and writes the audit row of the change, in the caller's transaction (DESIGN §3 "Audit"):
 * `before` holds the changed columns as they were, `after` the new values (a password hash is never
 * written to the audit: it shows as `passwordChanged`), `extra` whatever else explains the change.
 */
export async function updateUserAudited(
  trx: Db,
  change: {
    actorUserId: number | null;
    action: string;
    user: UserRow;
    changes: UserChanges;
    extra?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  const { user, changes, now } = change;
  await updateUser(trx, user.id, changes, now);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(changes) as [keyof UserChanges, unknown][]) {
    if (column === 'passwordHash') {
      after.passwordChanged = true;
      continue;
    }
    before[column] = user[column];
    after[column] = value;
  }
  await recordAudit(trx, {
    actorUserId: change.actorUserId,
    action: change.action,
    entity: 'user',
    entityId: user.id,
    before,
    after: { ...after, ...change.extra },
    at: now,
  });
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
export async function issueCode(db: Db, userId: number, purpose: CodePurpose, now: Date): Promise<string> {
  await invalidateCodes(db, userId, purpose, now);
  const { code, hash } = newOneTimeCode();
  await db
    .insertInto('oneTimeCodes')
    .values({
      userId,
      purpose,
      codeHash: hash,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
      createdAt: now,
    })
    .execute();
  return code;
}

/**
 * Uses the code if it is the user's, of this purpose, unused and unexpired: one statement, so a code
 * works once even when two requests race. True when it was used now.
 */
export async function consumeCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('oneTimeCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether this code was ever issued to the user for this purpose (used, replaced or expired alike). */
export async function wasIssued(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('oneTimeCodes')
    .select('id')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('codeHash', '=', codeHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends the user's open codes of this purpose (a new one replaces them, or the account no longer needs them). */
export async function invalidateCodes(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('oneTimeCodes')
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
