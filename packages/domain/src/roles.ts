/** General (account-level) roles a user may hold; spec 2 §6. */
export const GENERAL_ROLES = [
  '100',
  '250',
  '300',
  '350',
  '375',
  '400',
  '500',
  'ApiUser',
  'AdminUser',
] as const;
export type GeneralRole = (typeof GENERAL_ROLES)[number];

/** Organization roles, held per organization through an employment record. */
export const ORGANIZATION_ROLES = ['100', '200'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** Every role name that can be the active role. */
export type RoleName = GeneralRole | '200';

/** Role request action types of spec 1 §4 (role action ids 1, 2, 3, 4, 10 of §9). */
export const ROLE_ACTION = { Requested: 1, Approved: 2, Rejected: 3, Removed: 4, Withdrawn: 10 } as const;

/**
 * Role lists the rules name, each once (DESIGN §3 "Roles, claims, policies"): a rule that needs "the
 * administrators" or "the agency staff" reads it here.
 */
/** The administrator level: 500 and AdminUser (spec 2 §6, Manage Users). */
export const ADMIN_LEVEL_ROLES = ['500', 'AdminUser'] as const satisfies readonly GeneralRole[];
/** The agency roles that verify professionals' records and reach them (spec 3 §6: 350 and 375). */
export const AGENCY_ROLES = ['350', '375'] as const satisfies readonly GeneralRole[];
/** The roles that see Disable/Enable and Include Disabled on every grid (spec 3 §6). */
export const MANAGES_DISABLED_ROWS: readonly RoleName[] = ['AdminUser', '400', '500'];

/** Whether a role is one of a named list (readonly tuples of literals take any role name here). */
export function isRoleIn(list: readonly string[], role: string | null): boolean {
  return role !== null && list.includes(role);
}
