import { z } from 'zod';
import { ZJwt } from './auth.js';
import { zText } from './common.js';

/** POST /api/userorganizationroles/roleswitch: only to a role the user holds; null clears the active role. */
export const ZRoleSwitchRequest = z.object({ roleName: zText().max(20).nullable() }).strict();
export type TRoleSwitchRequest = z.infer<typeof ZRoleSwitchRequest>;
export const ZRoleSwitchResponse = z.object({
  jwt: ZJwt,
  activeRole: z.string().nullable(),
  claims: z.array(z.string()),
});
export type TRoleSwitchResponse = z.infer<typeof ZRoleSwitchResponse>;

/** POST /api/accountroles (body) and DELETE /api/accountroles (query): a general role of a user. */
export const ZAccountRoleRequest = z
  .object({ userId: z.coerce.number().int().positive(), roleName: zText().max(20) })
  .strict();
export type TAccountRoleRequest = z.infer<typeof ZAccountRoleRequest>;
export const ZAccountRolesResponse = z.object({ userId: z.number(), roles: z.array(z.string()) });
export type TAccountRolesResponse = z.infer<typeof ZAccountRolesResponse>;

/** GET /api/accountroles/user?userId=: a user's roles as User Access Permissions shows them (spec 2 §6). */
export const ZAccountRolesQuery = z
  .object({ userId: z.coerce.number().int().positive().max(999_999_999_999) })
  .strict();
export const ZUserAccessPermissions = z.object({
  userId: z.number(),
  fullName: z.string(),
  /** The general roles held. */
  generalRoles: z.array(z.string()),
  /** The general roles the viewer may grant or remove here (spec 2 §6, less the tenant's drops). */
  manageableRoles: z.array(z.string()),
  /** One row per employment at a registry organization, with the organization roles held or asked for. */
  organizations: z.array(
    z.object({
      employmentRecordId: z.number(),
      organizationId: z.number(),
      organizationName: z.string(),
      has100Role: z.boolean(),
      has200Role: z.boolean(),
      pending100: z.boolean(),
      pending200: z.boolean(),
    }),
  ),
  /** Whether the viewer may grant and remove organization roles of this user. */
  mayManageOrganizationRoles: z.boolean(),
});
export type TUserAccessPermissions = z.infer<typeof ZUserAccessPermissions>;
