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
