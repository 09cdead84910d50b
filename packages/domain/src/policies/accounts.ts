import type { GeneralRole, RoleName } from '../roles.js';
import type { Tenant } from '../tenants/types.js';
import { manageableGeneralRoles } from './roles.js';

/**
 * Whether the active role may change another user's account (e-mail change): only an account whose every
 * general role the actor could manage, or the actor's own (spec 2 §6: "Permissions and User Records
 * actions show for a target user when the viewer is AdminUser, or it is the viewer's own row, or the
 * target has no elevated role, or the viewer holds 500 and the target lacks 500-or-higher"). Without this
 * a manager could move an administrator's sign-in e-mail to an address they own.
 */
export function mayAdministerAccount(
  actor: { userId: number; activeRole: RoleName | null },
  target: { userId: number; generalRoles: readonly GeneralRole[] },
  tenant: Tenant,
): boolean {
  if (actor.userId === target.userId) return true;
  if (actor.activeRole === null) return false;
  const manageable = manageableGeneralRoles(actor.activeRole, tenant);
  if (manageable.length === 0) return false;
  return target.generalRoles.every((role) => manageable.includes(role));
}
