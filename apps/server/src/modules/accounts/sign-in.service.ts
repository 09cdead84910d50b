import type {
  TClaimsResponse,
  TJwt,
  TLoginErrorKey,
  TLoginRequest,
  TLoginResponse,
  TProfileResponse,
} from '@registry/contracts';
import { API_ERRORS } from '@registry/domain';
import { recordAudit } from '../../platform/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { initialActiveRole, loadUserRoles, roleEntries } from '../../platform/role-holdings.js';
import { accessState, nextRoute, type AuthContext } from '../../platform/sessions.js';
import { findUserById, findUserByUserName, recordFailedLogin, updateUser } from './accounts.repository.js';
import { fullName, LOCK_AFTER_FAILURES, type AccountsDeps } from './accounts.deps.js';

const loginError = (key: TLoginErrorKey, message: string) => badRequest({ [key]: message });

export type SignInService = ReturnType<typeof createSignInService>;

/** Sign-in, the session's token, and the signed-in user's profile and claims (spec 1 §4, §7). */
export function createSignInService(deps: AccountsDeps) {
  const { db, clock, tenant, passwords, sessions } = deps;
  const locked = () => loginError('locked', API_ERRORS.locked(tenant.contact.helpDeskEmail));

  return {
    /**
     * Checks the password (argon2id; a dummy check for unknown users, so both take as long), counts
     * failures (the fifth in a row locks the account), and opens a session whose active role is the first
     * organization role, else the first general role. A first-time or terms-pending user gets a limited
     * token (no claims) and the route of the step to take.
     */
    async login(request: TLoginRequest): Promise<TLoginResponse> {
      const user = await findUserByUserName(db, request.userName);
      const matches = await passwords.verify(user?.passwordHash, request.password);
      if (user === undefined) throw loginError('credentials', API_ERRORS.credentials);
      if (user.userLocked) throw locked();
      const now = clock.now();
      if (!matches) {
        const lockedNow = await db.transaction().execute(async (trx) => {
          const result = await recordFailedLogin(trx, user.id, LOCK_AFTER_FAILURES, now);
          if (result.userLocked) {
            await recordAudit(trx, {
              actorUserId: null,
              action: 'account.locked',
              entity: 'user',
              entityId: user.id,
              before: { userLocked: false },
              after: { userLocked: true, failedLoginCount: result.failedLoginCount },
              at: now,
            });
          }
          return result.userLocked;
        });
        throw lockedNow ? locked() : loginError('credentials', API_ERRORS.credentials);
      }
      if (!user.isConfirmed) throw loginError('unconfirmed', API_ERRORS.unconfirmed);

      const roles = await loadUserRoles(db, user.id);
      const activeRole = initialActiveRole(roles);
      const state = accessState(user, await sessions.termsUpdatedAt());
      const sessionId = await db.transaction().execute(async (trx) => {
        if (user.failedLoginCount > 0) await updateUser(trx, user.id, { failedLoginCount: 0 }, now);
        return sessions.start(trx, user.id, activeRole);
      });
      const jwt = await sessions.issue({
        userId: user.id,
        sessionId,
        activeRole,
        claims: sessions.claimsFor(activeRole, state),
        ...state,
      });
      return { jwt, route: nextRoute(state), apiOnly: user.apiOnly, userId: user.id };
    },

    /** Ends the session: its token stops working at once. */
    async logout(auth: AuthContext): Promise<void> {
      await sessions.revoke(auth.sessionId, 'logout');
    },

    /** A new token for the same session, whose expiry moves on. */
    async heartbeat(auth: AuthContext): Promise<TJwt> {
      await sessions.extend(auth.sessionId);
      return sessions.issue(auth);
    },

    claims(auth: AuthContext): TClaimsResponse {
      return { role: auth.activeRole, claims: auth.claims };
    },

    /** The signed-in user's account and roles. */
    async profile(auth: AuthContext): Promise<TProfileResponse> {
      const user = await findUserById(db, auth.userId);
      if (user === undefined) throw notFound(API_ERRORS.userNotFound);
      const roles = await loadUserRoles(db, user.id);
      return {
        id: user.id,
        userName: user.userName,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        fullName: fullName(user),
        registryId: user.registryId,
        firstTime: auth.firstTime,
        termsPending: auth.termsPending,
        roles: roleEntries(roles),
        activeRole: auth.activeRole,
      };
    },
  };
}
