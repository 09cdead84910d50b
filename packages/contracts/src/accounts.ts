import { NEXT_ROUTES } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

const ZEmail = zText().trim().min(1, 'E-mail is required.').max(254);
const ZUserId = z.coerce.number().int().positive();
const ZCode = zText().trim().min(1, 'code is required.').max(200);

/** POST /api/accounts: register. `acceptTerms` records the terms acceptance made on the register form. */
export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: zText().min(1, 'Password is required.').max(200),
    confirmPassword: zText().max(200),
    firstName: zText().max(100),
    lastName: zText().max(100),
    acceptTerms: z.literal(true, { error: 'The terms must be viewed and accepted.' }),
  })
  .strict();
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;
/** The same for a new address and a taken one, so registration never tells whether an address holds an account. */
export const ZRegisterResponse = z.object({ email: z.string(), message: z.string() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** POST /api/accounts/confirm. With `code`, the account has no password yet: the user goes on to reset it. */
export const ZConfirmRequest = z.object({ userId: ZUserId, code: ZCode }).strict();
export type TConfirmRequest = z.infer<typeof ZConfirmRequest>;
/**
 * The confirmed account. `code`: it has no password yet, so it goes on to set one. `alreadyConfirmed`:
 * the link was genuine but had been used (or the account was confirmed otherwise), so nothing changed.
 */
export const ZConfirmResponse = z.object({
  id: z.number(),
  email: z.string(),
  code: z.string().optional(),
  alreadyConfirmed: z.boolean().optional(),
});
export type TConfirmResponse = z.infer<typeof ZConfirmResponse>;

/** POST /api/accounts/sendconfemail: resend the confirmation mail; the password proves the sender owns it. */
export const ZSendConfirmationRequest = z
  .object({ userName: ZEmail, password: zText().min(1, 'Password is required.').max(200) })
  .strict();
export type TSendConfirmationRequest = z.infer<typeof ZSendConfirmationRequest>;

/** POST /api/accounts/forgotpassword: answers the same whether or not the e-mail exists. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail }).strict();
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** POST /api/accounts/resetpassword */
export const ZResetPasswordRequest = z
  .object({ userId: ZUserId, code: ZCode, password: zText().min(1, 'Password is required.').max(200) })
  .strict();
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** Every plain success: a short text the web may show. */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** A query naming a user: acceptterms, unlock. */
export const ZUserIdQuery = z.object({ userId: ZUserId }).strict();
export type TUserIdQuery = z.infer<typeof ZUserIdQuery>;

/** Where the web goes next after sign-in or accepting terms (spec 1 §2: 'default' means /dashboard). */
export const ZNextRoute = z.enum(NEXT_ROUTES);
export type TNextRoute = z.infer<typeof ZNextRoute>;
export const ZRouteResponse = z.object({ route: ZNextRoute });
export type TRouteResponse = z.infer<typeof ZRouteResponse>;

/** POST /api/accounts/emailchange (400, 500, AdminUser; tn and al): the user `userName` gets login e-mail `email`. */
export const ZEmailChangeRequest = z
  .object({ email: ZEmail, userName: ZEmail, fullName: zText().trim().max(200) })
  .strict();
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

/** POST /api/accounts/emailconfirm: an administrator confirms a user's account. */
export const ZEmailConfirmRequest = z.object({ userName: ZEmail }).strict();
export type TEmailConfirmRequest = z.infer<typeof ZEmailConfirmRequest>;

/** GET /api/accounts/pilotcheck: whether enrollment in the pilot is closed, and the notice to show. */
export const ZPilotCheckResponse = z.object({ pilotClosed: z.boolean(), notice: z.string().nullable() });
export type TPilotCheckResponse = z.infer<typeof ZPilotCheckResponse>;

export const ZOrganizationRef = z.object({
  organizationId: z.number(),
  organizationName: z.string(),
  employmentRecordId: z.number(),
});
export type TOrganizationRef = z.infer<typeof ZOrganizationRef>;

/** A role the user holds, with the organizations it is held in (empty for general roles). */
export const ZRoleEntry = z.object({
  roleId: z.string(),
  roleName: z.string(),
  organizations: z.array(ZOrganizationRef),
});
export type TRoleEntry = z.infer<typeof ZRoleEntry>;

/** GET /api/accounts: the signed-in user's profile. */
export const ZProfileResponse = z.object({
  id: z.number(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  registryId: z.string(),
  firstTime: z.boolean(),
  termsPending: z.boolean(),
  roles: z.array(ZRoleEntry),
  activeRole: z.string().nullable(),
});
export type TProfileResponse = z.infer<typeof ZProfileResponse>;
