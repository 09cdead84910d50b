import type {
  TEmailChangeRequest,
  TEmailConfirmRequest,
  TJwt,
  TMessageResponse,
  TRouteResponse,
} from '@registry/contracts';
import { API_ERRORS, API_MESSAGES, emailProblem, MAIL_TEXTS, mayAdministerAccount } from '@registry/domain';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { heldRoles, initialActiveRole, loadUserRoles } from '../../platform/role-holdings.js';
import { accessState, type AuthContext } from '../../platform/sessions.js';
import {
  emailInUse,
  findUserById,
  findUserByUserName,
  insertGeneralRole,
  invalidateTokens,
  lockUser,
  markWelcomed,
  updateUser,
} from './accounts.repository.js';
import { fullName, type AccountsDeps } from './accounts.deps.js';

export type AccountService = ReturnType<typeof createAccountService>;

/** Steps after sign-in (terms, welcome, initial records) and the administrators' account actions. */
export function createAccountService(deps: AccountsDeps) {
  const { db, clock, tenant, config, mailer, sessions } = deps;

  /** A token for the session with the user's current limited-login state (after it changed). */
  async function renewedToken(auth: AuthContext, activeRole = auth.activeRole): Promise<TJwt> {
    const user = await findUserById(db, auth.userId);
    if (user === undefined) throw notFound(API_ERRORS.userNotFound);
    const state = accessState(user, await sessions.termsUpdatedAt());
    return sessions.issue({ ...auth, ...state, activeRole, claims: sessions.claimsFor(activeRole, state) });
  }

  return {
    /**
     * Records that the signed-in user accepted the current terms; only for themself. Answers the next
     * step and a token whose claims return (the terms no longer limit the login).
     */
    async acceptTerms(auth: AuthContext, userId: number): Promise<{ body: TRouteResponse; jwt: TJwt }> {
      if (userId !== auth.userId) throw forbidden(API_ERRORS.notYourAccount);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const user = await lockUser(trx, userId);
        if (user === undefined) throw notFound(API_ERRORS.userNotFound);
        await updateUser(trx, userId, { termsAcceptedAt: now }, now);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'account.terms-accepted',
          entity: 'user',
          entityId: userId,
          before: { termsAcceptedAt: user.termsAcceptedAt },
          after: { termsAcceptedAt: now },
          at: now,
        });
      });
      const jwt = await renewedToken(auth);
      return { body: { route: auth.firstTime ? 'profile-personal' : 'default' }, jwt };
    },

    /** Sends the welcome mail the first time it is called for the user; later calls do nothing. */
    async notify(auth: AuthContext): Promise<TMessageResponse> {
      const now = clock.now();
      const user = await db.transaction().execute(async (trx) => {
        const row = await lockUser(trx, auth.userId);
        if (row === undefined) throw notFound(API_ERRORS.userNotFound);
        if (!(await markWelcomed(trx, row.id, now))) return undefined;
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'account.welcomed',
          entity: 'user',
          entityId: row.id,
          after: { welcomedAt: now },
          at: now,
        });
        return row;
      });
      if (user === undefined) return { message: API_MESSAGES.alreadyWelcomed };
      mailer.send({
        to: user.email,
        ...MAIL_TEXTS.welcome(tenant, fullName(user), `${config.publicBaseUrl}/login`),
      });
      return { message: API_MESSAGES.welcomed };
    },

    /**
     * Ensures the user's initial records: general role 100 when they hold no role at all (an account
     * created by an import may have none). Idempotent. When the session had no active role, the new one
     * becomes active and a renewed token comes back.
     */
    async seed(auth: AuthContext): Promise<{ body: TMessageResponse; jwt: TJwt | null }> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await lockUser(trx, auth.userId);
        const roles = await loadUserRoles(trx, auth.userId);
        if (heldRoles(roles).length > 0) return;
        await insertGeneralRole(trx, auth.userId, '100');
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'role.added',
          entity: 'user',
          entityId: auth.userId,
          before: { generalRoles: [] },
          after: { generalRoles: ['100'] },
          at: now,
        });
      });
      if (auth.activeRole !== null) return { body: { message: API_MESSAGES.seeded }, jwt: null };
      const activeRole = initialActiveRole(await loadUserRoles(db, auth.userId));
      await sessions.setActiveRole(auth.sessionId, activeRole);
      return { body: { message: API_MESSAGES.seeded }, jwt: await renewedToken(auth, activeRole) };
    },

    /** Unlocks an account locked by failed sign-ins (claim accounts.unlock) and clears the count. */
    async unlock(auth: AuthContext, userId: number): Promise<TMessageResponse> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const user = await lockUser(trx, userId);
        if (user === undefined) throw notFound(API_ERRORS.userNotFound);
        await updateUser(trx, userId, { userLocked: false, failedLoginCount: 0 }, now);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'account.unlocked',
          entity: 'user',
          entityId: userId,
          before: { userLocked: user.userLocked, failedLoginCount: user.failedLoginCount },
          after: { userLocked: false, failedLoginCount: 0 },
          at: now,
        });
      });
      return { message: API_MESSAGES.unlocked };
    },

    /**
     * Moves a user's sign-in name and e-mail to a new address (claim accounts.emailchange), if the actor
     * may administer that account and no other account uses the address. The user's sessions end, and both
     * addresses are told.
     */
    async emailChange(auth: AuthContext, request: TEmailChangeRequest): Promise<TMessageResponse> {
      const target = await findUserByUserName(db, request.userName);
      if (target === undefined) throw notFound(API_ERRORS.userNotFound);
      const targetRoles = await loadUserRoles(db, target.id);
      const allowed = mayAdministerAccount(
        { userId: auth.userId, activeRole: auth.activeRole },
        { userId: target.id, generalRoles: targetRoles.general },
        tenant,
      );
      if (!allowed) throw forbidden(API_ERRORS.accountNotManageable);
      const problem = emailProblem(request.email);
      if (problem !== null) throw badRequest({ email: problem });
      const email = request.email.trim();
      if (await emailInUse(db, email, target.id)) throw badRequest({ email: API_ERRORS.emailTaken });
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, target.id, { userName: email, email }, now);
        await sessions.revokeUser(trx, target.id, 'email-changed');
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'account.email-changed',
          entity: 'user',
          entityId: target.id,
          before: { userName: target.userName, email: target.email },
          after: { userName: email, email },
          at: now,
        });
      });
      const notice = MAIL_TEXTS.emailChanged(tenant, fullName(target), email);
      for (const to of new Set([target.email, email])) mailer.send({ to, ...notice });
      return { message: API_MESSAGES.emailChanged };
    },

    /** Confirms a user's account without the mailed link (claim accounts.confirm); pending links end. */
    async emailConfirm(auth: AuthContext, request: TEmailConfirmRequest): Promise<TMessageResponse> {
      const target = await findUserByUserName(db, request.userName);
      if (target === undefined) throw notFound(API_ERRORS.userNotFound);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, target.id, { isConfirmed: true }, now);
        await invalidateTokens(trx, target.id, 'confirm', now);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: 'account.confirmed',
          entity: 'user',
          entityId: target.id,
          before: { isConfirmed: target.isConfirmed },
          after: { isConfirmed: true },
          at: now,
        });
      });
      return { message: API_MESSAGES.accountConfirmed };
    },
  };
}
