import type { GeneralRole, RoleName } from '../roles.js';
import type { Tenant } from '../tenants/types.js';

/** Roles above the professional: holding one keeps general role 100 on. */
export const ELEVATED_ROLES: readonly GeneralRole[] = ['250', '300', '350', '375', '400', '500', 'AdminUser'];

/** General roles hidden from each managing role (spec 2 §6 "Role management visibility"). */
const HIDDEN_FROM: Partial<Record<RoleName, readonly GeneralRole[]>> = {
  AdminUser: [],
  '500': ['AdminUser', '500'],
  '400': ['AdminUser', '500', '400', 'ApiUser'],
};

/** The general roles the active role may see and toggle on another user; none for other roles. */
export function manageableGeneralRoles(activeRole: RoleName, tenant: Tenant): GeneralRole[] {
  const hidden = HIDDEN_FROM[activeRole];
  if (hidden === undefined) return [];
  return tenant.generalRoles.filter((role) => !hidden.includes(role));
}

export interface OrganizationRoleHolding {
  organizationId: number;
  role: '100' | '200';
  active: boolean;
}

export interface RoleHoldings {
  general: readonly GeneralRole[];
  organization: readonly OrganizationRoleHolding[];
}

export const ROLE_RULE_TEXTS = {
  staffWhileElevated: 'Role 100 cannot be removed while the user holds elevated or organization roles.',
  staffWhileDirector: 'Role 100 cannot be changed while the user holds an active organization role 200.',
  staffAndSupervisor: 'A user cannot hold both roles 350 and 375.',
  directorNeedsStaff: 'Organization role 200 requires organization role 100 in that organization.',
  staffUnderDirector:
    'Organization role 100 cannot be removed while organization role 200 is active in that organization.',
  alreadyHeld: 'The user already holds this role.',
  notHeld: 'The user does not hold this role.',
} as const;

/**
 * Separation of duties (issue 22): on one's own account a role can be given up, never added. The reach
 * rule of spec 2 §6 includes one's own row, so without this a 400 could give itself 350 and a 500 itself
 * 400 and ApiUser: the first thing an auditor of a state system checks.
 */
export function mayToggleOwnRole(actorUserId: number, targetUserId: number, enable: boolean): boolean {
  return !enable || actorUserId !== targetUserId;
}

/** Why general role `role` may not be turned on (enable) or off for this user; null when it may (spec 2 §6). */
export function generalRoleToggleProblem(
  holdings: RoleHoldings,
  role: GeneralRole,
  enable: boolean,
): string | null {
  const held = holdings.general.includes(role);
  if (enable && held) return ROLE_RULE_TEXTS.alreadyHeld;
  if (!enable && !held) return ROLE_RULE_TEXTS.notHeld;
  const activeOrg = holdings.organization.filter((o) => o.active);
  if (role === '100') {
    if (activeOrg.some((o) => o.role === '200')) return ROLE_RULE_TEXTS.staffWhileDirector;
    if (!enable && (holdings.general.some((r) => ELEVATED_ROLES.includes(r)) || activeOrg.length > 0)) {
      return ROLE_RULE_TEXTS.staffWhileElevated;
    }
  }
  if (
    enable &&
    ((role === '350' && holdings.general.includes('375')) ||
      (role === '375' && holdings.general.includes('350')))
  ) {
    return ROLE_RULE_TEXTS.staffAndSupervisor;
  }
  return null;
}

/** Why an organization role may not be turned on or off in `organizationId`; null when it may. */
export function organizationRoleToggleProblem(
  holdings: RoleHoldings,
  organizationId: number,
  role: '100' | '200',
  enable: boolean,
): string | null {
  const inOrg = holdings.organization.filter((o) => o.organizationId === organizationId && o.active);
  const held = inOrg.some((o) => o.role === role);
  if (enable && held) return ROLE_RULE_TEXTS.alreadyHeld;
  if (!enable && !held) return ROLE_RULE_TEXTS.notHeld;
  if (enable && role === '200' && !inOrg.some((o) => o.role === '100'))
    return ROLE_RULE_TEXTS.directorNeedsStaff;
  if (!enable && role === '100' && inOrg.some((o) => o.role === '200'))
    return ROLE_RULE_TEXTS.staffUnderDirector;
  return null;
}
