import { GENERAL_ROLES, type RoleName } from './roles.js';
import type { Tenant } from './tenants/types.js';

/** 'Dashboard' preceded by the active role's form (spec 2 "Dashboard main"). */
export function dashboardTitle(role: RoleName | null, tenant: Tenant): string {
  switch (role) {
    case null:
    case '100':
      return 'My Dashboard';
    case '200':
      return "Director's Dashboard";
    case '250':
      return "QEA's Dashboard";
    case '300':
      return "Coach's Dashboard";
    case '350':
      return `${tenant.labels.staffRole} Dashboard`;
    case '375':
      return "DHS Supervisor's Dashboard";
    case '400':
      return 'Manager Dashboard';
    case '500':
    case 'AdminUser':
      return 'Administrator Dashboard';
    case 'ApiUser':
      return 'Dashboard';
  }
}

/** Roles whose dashboard shows the tenant's instruction text (spec 2). */
export function dashboardInstruction(role: RoleName | null, tenant: Tenant): string | null {
  if (role === '200' || role === '250' || role === '300' || role === '350' || role === '375') {
    return tenant.instructions.dashboard[role] ?? null;
  }
  return null;
}

/**
 * The guides of the roles the tenant has (each role's guide as userGuideCode gives it): the User Guide
 * menu lists no guide of a role the tenant lacks (jh: no Director Guide, it has no organizations).
 */
export function tenantGuideCodes(tenant: Pick<Tenant, 'generalRoles' | 'features'>): Set<string> {
  const roles: RoleName[] = [...GENERAL_ROLES, '200'];
  return new Set(roles.filter((role) => tenantHasRole(tenant, role)).map((role) => userGuideCode(role)));
}

/** The guide the User Guide modal opens for the active role (spec 2 "Dashboard main"). */
export function userGuideCode(role: RoleName | null): string {
  switch (role) {
    case '200':
      return 'director-guide';
    case '250':
      return 'qea-guide';
    case '300':
      return 'coach-guide';
    case '350':
    case '375':
      return 'staff-guide';
    case '400':
    case '500':
    case 'AdminUser':
      return 'admin-guide';
    case null:
    case '100':
    case 'ApiUser':
      return 'user-guide';
  }
}

/** Whether the tenant has the role: a general role it keeps, or the director role where it has organizations. */
export function tenantHasRole(tenant: Pick<Tenant, 'generalRoles' | 'features'>, role: RoleName): boolean {
  return role === '200'
    ? tenant.features.organizations
    : (tenant.generalRoles as readonly string[]).includes(role);
}

/** Display names of roles in the role switcher. */
export function roleLabel(role: RoleName, tenant: Tenant): string {
  switch (role) {
    case '100':
      return 'EC Professional';
    case '200':
      return 'Director';
    case '250':
      return 'QEA';
    case '300':
      return 'Coach';
    case '350':
      return tenant.labels.staffRole;
    case '375':
      return 'DHS Supervisor';
    case '400':
      return 'Manager';
    case '500':
      return 'Administrator';
    case 'AdminUser':
      return 'System Administrator';
    case 'ApiUser':
      return 'API User';
  }
}

/**
 * The order of a user's roles: organization roles first (director before staff), then the general roles
 * from the highest. At sign-in the first organization role becomes active (spec 1 §4), else the first role.
 */
export const ROLE_ORDER: readonly RoleName[] = [
  '200',
  '100',
  'AdminUser',
  '500',
  '400',
  '375',
  '350',
  '300',
  '250',
  'ApiUser',
];

/**
 * The role made active at sign-in (spec 1 §4 "makes the first organization role active"): the first role
 * held in an organization, else the first role held, both in ROLE_ORDER; null when the user holds none.
 */
export function firstActiveRole(
  roles: readonly { roleName: string; organizations: readonly unknown[] }[],
): string | null {
  const rank = (name: string) => {
    const index = ROLE_ORDER.indexOf(name as RoleName);
    return index === -1 ? ROLE_ORDER.length : index;
  };
  const ordered = [...roles].sort((a, b) => rank(a.roleName) - rank(b.roleName));
  return (ordered.find((role) => role.organizations.length > 0) ?? ordered[0])?.roleName ?? null;
}
