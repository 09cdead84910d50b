import type {
  TClaimsResponse,
  TJwt,
  TLoginErrorKey,
  TLoginRequest,
  TLoginResponse,
  TProfileResponse,
} from '@registry/contracts';
import { accessState, API_ERRORS, nextRoute } from '@registry/domain';
import type { ServiceDeps } from '../../platform/app-types.js';
import { badRequest } from '../../platform/errors.js';
import { initialActiveRole, loadUserRoles, roleEntries } from '../../platform/role-holdings.js';
import type { AuthContext } from '../../platform/sessions.js';
import { fullName, updateUser } from './accounts.repository.js';
import type { CredentialsService } from './credentials.service.js';

const loginError = (key: TLoginErrorKey, message: string) => badRequest({ [key]: message });

export type SignInService = ReturnType<typeof createSignInService>;

/** Sign-in, the session's token, and the signed-in user's profile and claims (spec 1 §4, §7). */
export function createSignInService(deps: ServiceDeps & { credentials: CredentialsService }) {
  const { db, transaction, clock, tenant, sessions, credentials } = deps;

  return {
    /**
     * Checks the name and password (throttled; see CredentialsService) and opens a session whose active
     * role is the first organization role, else the first general role. Unknown name, wrong password and
     * a locked account with a wrong password give one answer; only the right password learns that the
     * account is locked or unconfirmed. A first-time or terms-pending user gets a limited token (no
     * claims) and the route of the step to take.
     */
    async login(request: TLoginRequest, clientAddress: string): Promise<TLoginResponse> {
      const user = await credentials.verify(request.userName, request.password, clientAddress);
      if (user === null) throw loginError('credentials', API_ERRORS.credentials);
      if (user.userLocked) throw loginError('locked', API_ERRORS.locked(tenant.contact.helpDeskEmail));
      if (!user.isConfirmed) throw loginError('unconfirmed', API_ERRORS.unconfirmed);

      const now = clock.now();
      const roles = await loadUserRoles(db, user.id);
      const activeRole = initialActiveRole(roles);
      const state = accessState(user, await sessions.termsUpdatedAt());
      const session = await transaction(async (trx) => {
        if (user.failedLoginCount > 0) await updateUser(trx, user.id, { failedLoginCount: 0 }, now);
        return sessions.start(trx, user.id, activeRole);
      });
      const jwt = await sessions.issue({
        userId: user.id,
        ...session,
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

    /** A new token for the same session; the session counts as active now. It never outlives the session. */
    async heartbeat(auth: AuthContext): Promise<TJwt> {
      await sessions.touch(auth.sessionId);
      return sessions.issue(auth);
    },

    claims(auth: AuthContext): TClaimsResponse {
      return { role: auth.activeRole, claims: auth.claims };
    },

    /** The signed-in user's account (read with the session) and roles. */
    async profile(auth: AuthContext): Promise<TProfileResponse> {
      const { account: user, roles } = auth;
      return {
        id: auth.userId,
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
