import type {
  TAccountRoleRequest,
  TAccountRolesResponse,
  TRoleSwitchResponse,
  TUserAccessPermissions,
} from '@registry/contracts';
import {
  API_ERRORS,
  CLAIMS,
  generalRoleToggleProblem,
  mayToggleOwnRole,
  manageableGeneralRoles,
  mayActOnAccount,
  organizationRoleState,
  type GeneralRole,
  type RoleName,
} from '@registry/domain';
import type { AppDeps } from '../../platform/app-types.js';
import { recordAudit } from '../../platform/audit.js';
import { forbidden } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { holdsRole, loadUserRoles } from '../../platform/role-holdings.js';
import type { AuthContext, Sessions } from '../../platform/sessions.js';
import {
  addGeneralRole,
  findAccountName,
  lockUserForRoles,
  registryEmployments,
  removeGeneralRole,
} from './roles.repository.js';

export type RolesService = ReturnType<typeof createRolesService>;

/** The active role of a session, and the general roles administrators grant (spec 1 §4, spec 2 §6). */
export function createRolesService(deps: AppDeps & { sessions: Sessions }) {
  const { db, transaction, clock, tenant, sessions } = deps;

  return {
    /**
     * GET /api/accountroles/user (User Access Permissions, spec 2 §2, §6): the user's general roles, those
     * the viewer's active role may toggle (manageableGeneralRoles), and each employment at a registry
     * organization with its organization roles held and asked for. A user outside the viewer's reach
     * (mayActOnAccount) is 404, as one who does not exist. Organization roles are granted by a user manager
     * to anyone in reach but themself (mayToggleOwnRole), where the tenant has organizations.
     */
    async accessPermissions(auth: AuthContext, userId: number): Promise<TUserAccessPermissions> {
      const fullName = await findAccountName(db, userId);
      if (fullName === undefined) throw notFound(API_ERRORS.userNotFound);
      const roles = await loadUserRoles(db, userId);
      const inReach = mayActOnAccount(
        { userId: auth.userId, activeRole: auth.activeRole },
        { userId, generalRoles: roles.general },
      );
      if (!inReach) throw notFound(API_ERRORS.userNotFound);
      const employments = tenant.features.organizations ? await registryEmployments(db, userId) : [];
      return {
        userId,
        fullName,
        generalRoles: roles.general,
        manageableRoles: auth.activeRole === null ? [] : manageableGeneralRoles(auth.activeRole, tenant),
        organizations: employments.map((employment) => {
          const state = organizationRoleState(employment.activeRoles, employment.actions);
          return {
            employmentRecordId: employment.employmentRecordId,
            organizationId: employment.organizationId,
            organizationName: employment.organizationName,
            has100Role: state.has100Role,
            has200Role: state.has200Role,
            pending100: state.pending100,
            pending200: state.pending200,
          };
        }),
        mayManageOrganizationRoles:
          tenant.features.organizations &&
          auth.claims.includes(CLAIMS.manageRoles) &&
          mayToggleOwnRole(auth.userId, userId, true),
      };
    },

    /** Makes a role the user holds active (null: none); a new token carries its claims. */
    async switchRole(auth: AuthContext, roleName: string | null): Promise<TRoleSwitchResponse> {
      // The roles came with the session check (request.auth), read in the same statement.
      if (roleName !== null && !holdsRole(auth.roles, roleName)) {
        throw forbidden(API_ERRORS.roleNotHeld);
      }
      const activeRole = roleName as RoleName | null;
      await sessions.setActiveRole(auth.sessionId, activeRole);
      const claims = sessions.claimsFor(activeRole, auth);
      const jwt = await sessions.issue({ ...auth, activeRole, claims });
      return { jwt, activeRole, claims };
    },

    /**
     * Grants (enable) or removes a general role of a user. The active role must be allowed to manage that
     * role (else 403), the user must be within the viewer's reach (else 404), and the toggle must keep the
     * user's roles consistent (else 400); all three rules are the domain's. Removing a role ends the
     * sessions in which it was active.
     */
    async toggleGeneralRole(
      auth: AuthContext,
      request: TAccountRoleRequest,
      enable: boolean,
    ): Promise<TAccountRolesResponse> {
      const manageable: readonly string[] =
        auth.activeRole === null ? [] : manageableGeneralRoles(auth.activeRole, tenant);
      if (!manageable.includes(request.roleName)) throw forbidden(API_ERRORS.roleNotManageable);
      // Separation of duties: on one's own account a role can be given up, never added.
      if (!mayToggleOwnRole(auth.userId, request.userId, enable)) throw forbidden(API_ERRORS.roleSelfGrant);
      const role = request.roleName as GeneralRole;
      const { userId } = request;
      const now = clock.now();
      return transaction(async (trx) => {
        if (!(await lockUserForRoles(trx, userId))) throw notFound(API_ERRORS.userNotFound);
        const before = await loadUserRoles(trx, userId);
        // Whose account: outside the viewer's reach (spec 2 §6) it is as if there were no such user.
        const inReach = mayActOnAccount(
          { userId: auth.userId, activeRole: auth.activeRole },
          { userId, generalRoles: before.general },
        );
        if (!inReach) throw notFound(API_ERRORS.userNotFound);
        const problem = generalRoleToggleProblem(before, role, enable);
        if (problem !== null) throw badRequest({ roleName: problem });
        if (enable) await addGeneralRole(trx, userId, role);
        else await removeGeneralRole(trx, userId, role);
        const after = await loadUserRoles(trx, userId);
        await recordAudit(trx, {
          actorUserId: auth.userId,
          action: enable ? 'role.added' : 'role.removed',
          entity: 'user',
          entityId: userId,
          before: { generalRoles: before.general },
          after: { generalRoles: after.general },
          at: now,
        });
        if (!enable && !holdsRole(after, role)) await sessions.revokeUser(trx, userId, 'role-removed', role);
        return { userId, roles: after.general };
      });
    },
  };
}
