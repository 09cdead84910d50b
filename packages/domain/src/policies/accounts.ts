import { ADMIN_LEVEL_ROLES, isRoleIn, type RoleName } from '../roles.js';

/** Who is acting: the signed-in user and the role active in their session. */
export interface AccountViewer {
  userId: number;
  activeRole: RoleName | null;
}

/** Whose account it is: the user and the general roles they hold. */
export interface AccountTarget {
  userId: number;
  generalRoles: readonly string[];
}

/**
 * A general role above the professional: any general role but 100. ApiUser counts, because an
 * integration account is no manager's to change (spec 2 §6 hides it from 400).
 */
export function isElevatedRole(role: string): boolean {
  return role !== '100';
}

/**
 * Whether the viewer may act on the target's account at all (spec 2 §6, Manage Users: "the viewer is
 * AdminUser, or it is the viewer's own row, or the target has no elevated role, or the viewer holds 500 and
 * the target lacks 500-or-higher"). This is the "whose" half of every call on another account (role changes,
 * unlock, confirm, e-mail change, and the Manage Users row actions); the "which role" half is the route's
 * claim. "Holds" means the role active in the session, the role the viewer's claims come from.
 */
export function mayActOnAccount(viewer: AccountViewer, target: AccountTarget): boolean {
  if (viewer.userId === target.userId) return true;
  if (viewer.activeRole === 'AdminUser') return true;
  if (!target.generalRoles.some(isElevatedRole)) return true;
  if (viewer.activeRole === '500')
    return !target.generalRoles.some((role) => isRoleIn(ADMIN_LEVEL_ROLES, role));
  return false;
}
