import type { TEmailChangeRequest, TEmailConfirmRequest, TMessageResponse } from '@registry/contracts';
import {
  API_ERRORS,
  API_MESSAGES,
  emailProblem,
  MAIL_TEXTS,
  mayActOnAccount,
  NOTIFICATION_TEXTS,
} from '@registry/domain';
import type { ServiceDeps } from '../../platform/app-types.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { loadUserRoles } from '../../platform/role-holdings.js';
import type { AuthContext } from '../../platform/sessions.js';
import type { Db } from '../../db/database.js';
import {
  emailInUse,
  findUserByUserName,
  fullName,
  invalidateCodes,
  lockUser,
  updateUserAudited,
  type UserRow,
} from './accounts.repository.js';
import type { CredentialsService } from './credentials.service.js';

export type AccountAdminService = ReturnType<typeof createAccountAdminService>;

/**
 * What administrators do to another user's account (spec 2 §6, Manage Users): unlock, confirm, change the
 * sign-in e-mail. The route requires the claim; each call here first asks whose account it is
 * (mayActOnAccount), and a target outside the viewer's reach answers 404 like an unknown one (DESIGN §3).
 */
export function createAccountAdminService(deps: ServiceDeps & { credentials: CredentialsService }) {
  const { transaction, clock, tenant, mail, sessions, credentials, deliveries } = deps;

  /** The target, locked for the transaction, if it exists and is within the viewer's reach; else 404. */
  async function targetInReach(trx: Db, auth: AuthContext, userId: number | undefined): Promise<UserRow> {
    const user = userId === undefined ? undefined : await lockUser(trx, userId);
    if (user === undefined) throw notFound(API_ERRORS.userNotFound);
    const roles = await loadUserRoles(trx, user.id);
    const inReach = mayActOnAccount(
      { userId: auth.userId, activeRole: auth.activeRole },
      { userId: user.id, generalRoles: roles.general },
    );
    if (!inReach) throw notFound(API_ERRORS.userNotFound);
    return user;
  }

  /** The id of the account signing in with `userName` (any case), if any. */
  async function idOf(trx: Db, userName: string): Promise<number | undefined> {
    return (await findUserByUserName(trx, userName))?.id;
  }

  return {
    /** Unlocks an account locked by failed sign-ins and forgets the failures. */
    async unlock(auth: AuthContext, userId: number): Promise<TMessageResponse> {
      const now = clock.now();
      const user = await transaction(async (trx) => {
        const target = await targetInReach(trx, auth, userId);
        await updateUserAudited(trx, {
          actorUserId: auth.userId,
          action: 'account.unlocked',
          user: target,
          changes: { userLocked: false, failedLoginCount: 0 },
          now,
        });
        return target;
      });
      await credentials.forgive(user.userName);
      return { message: API_MESSAGES.unlocked };
    },

    /**
     * Moves a user's sign-in name and e-mail to a new address, if no other account uses it. The user's
     * sessions end, and both addresses are told.
     */
    async emailChange(auth: AuthContext, request: TEmailChangeRequest): Promise<TMessageResponse> {
      const now = clock.now();
      const email = request.email.trim();
      await transaction(async (trx) => {
        const user = await targetInReach(trx, auth, await idOf(trx, request.userName));
        const problem = emailProblem(request.email);
        if (problem !== null) throw badRequest({ email: problem });
        if (await emailInUse(trx, email, user.id)) throw badRequest({ email: API_ERRORS.emailTaken });
        await updateUserAudited(trx, {
          actorUserId: auth.userId,
          action: 'account.email-changed',
          user,
          changes: { userName: email, email },
          now,
        });
        await sessions.revokeUser(trx, user.id, 'email-changed');
        // Both addresses are told, once the change is committed (the mails are written with it).
        const notice = MAIL_TEXTS.emailChanged(tenant, fullName(user), email);
        for (const to of new Set([user.email, email])) await mail.enqueue(trx, { to, ...notice });
      });
      return { message: API_MESSAGES.emailChanged };
    },

    /** Confirms a user's account without the mailed link; pending confirmation links end. */
    async emailConfirm(auth: AuthContext, request: TEmailConfirmRequest): Promise<TMessageResponse> {
      const now = clock.now();
      await transaction(async (trx) => {
        const user = await targetInReach(trx, auth, await idOf(trx, request.userName));
        await updateUserAudited(trx, {
          actorUserId: auth.userId,
          action: 'account.confirmed',
          user,
          changes: { isConfirmed: true },
          now,
        });
        await invalidateCodes(trx, user.id, 'confirm', now);
        await deliveries.notify(trx, [user.id], NOTIFICATION_TEXTS.accountConfirmed(tenant.productName));
      });
      return { message: API_MESSAGES.accountConfirmed };
    },
  };
}
