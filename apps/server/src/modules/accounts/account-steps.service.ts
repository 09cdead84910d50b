import type { TJwt, TMessageResponse, TRouteResponse } from '@registry/contracts';
import { accessState, API_ERRORS, API_MESSAGES, MAIL_TEXTS } from '@registry/domain';
import type { ServiceDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { heldRoles, initialActiveRole, loadUserRoles } from '../../platform/role-holdings.js';
import type { AuthContext } from '../../platform/sessions.js';
import {
  findUserById,
  fullName,
  insertGeneralRole,
  lockUser,
  markWelcomed,
  updateUser,
  updateUserAudited,
} from './accounts.repository.js';

export type AccountStepsService = ReturnType<typeof createAccountStepsService>;

/** The steps after sign-in, each on the signed-in user's own account: terms, welcome mail, initial records. */
export function createAccountStepsService(deps: ServiceDeps) {
  const { db, transaction, clock, tenant, config, mail, sessions } = deps;

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
      await transaction(async (trx) => {
        const user = await lockUser(trx, userId);
        if (user === undefined) throw notFound(API_ERRORS.userNotFound);
        await updateUserAudited(trx, {
          actorUserId: auth.userId,
          action: 'account.terms-accepted',
          user,
          changes: { termsAcceptedAt: now },
          now,
        });
      });
      const jwt = await renewedToken(auth);
      return { body: { route: auth.firstTime ? 'profile-personal' : 'default' }, jwt };
    },

    /** Sends the welcome mail the first time it is called for the user; later calls do nothing. */
    async notify(auth: AuthContext): Promise<TMessageResponse> {
      const now = clock.now();
      const user = await transaction(async (trx) => {
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
        await mail.enqueue(trx, {
          to: row.email,
          ...MAIL_TEXTS.welcome(tenant, fullName(row), `${config.publicBaseUrl}/login`),
        });
        return row;
      });
      if (user === undefined) return { message: API_MESSAGES.alreadyWelcomed };
      return { message: API_MESSAGES.welcomed };
    },

    /**
     * Gives a brand-new account its initial records once: general role 100 when it holds no role (an
     * account created by an import may have none). An account that was seeded before, or whose role 100
     * an administrator removed, gets nothing. When the session had no active role, the new one becomes
     * active and a renewed token comes back.
     */
    async seed(auth: AuthContext): Promise<{ body: TMessageResponse; jwt: TJwt | null }> {
      const now = clock.now();
      const granted = await transaction(async (trx) => {
        const user = await lockUser(trx, auth.userId);
        if (user === undefined) throw notFound(API_ERRORS.userNotFound);
        if (user.rolesSeededAt !== null) return false;
        await updateUser(trx, auth.userId, { rolesSeededAt: now }, now);
        const roles = await loadUserRoles(trx, auth.userId);
        if (heldRoles(roles).length > 0) return false;
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
        return true;
      });
      if (!granted || auth.activeRole !== null) return { body: { message: API_MESSAGES.seeded }, jwt: null };
      const activeRole = initialActiveRole(await loadUserRoles(db, auth.userId));
      await sessions.setActiveRole(auth.sessionId, activeRole);
      return { body: { message: API_MESSAGES.seeded }, jwt: await renewedToken(auth, activeRole) };
    },
  };
}
