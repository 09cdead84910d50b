import { z } from 'zod';
import { ZNextRoute } from './accounts.js';
import { zText } from './common.js';

/** The token as the spec's client reads it: seconds, multiplied by 1000 on the client. */
export const ZJwt = z.object({ auth_token: z.string(), expires_in: z.number(), refresh_at: z.number() });
export type TJwt = z.infer<typeof ZJwt>;

/** POST /api/auth/login */
export const ZLoginRequest = z
  .object({
    userName: zText().trim().min(1, 'User name is required.').max(254),
    password: zText().min(1, 'Password is required.').max(200),
  })
  .strict();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  jwt: ZJwt,
  route: ZNextRoute,
  apiOnly: z.boolean(),
  userId: z.number(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * Keys of the login failure `{ errors: { <key>: message } }`, so the web can offer the right next step
 * (resend the confirmation mail for `unconfirmed`).
 */
export const LOGIN_ERROR_KEYS = ['credentials', 'unconfirmed', 'locked'] as const;
export type TLoginErrorKey = (typeof LOGIN_ERROR_KEYS)[number];

/** GET /api/auth/heartbeat: a renewed token (also in the RENEWED_TOKEN_HEADER header). */
export const ZHeartbeatResponse = z.object({ jwt: ZJwt });
export type THeartbeatResponse = z.infer<typeof ZHeartbeatResponse>;

/** GET /api/auth/claims */
export const ZClaimsResponse = z.object({ role: z.string().nullable(), claims: z.array(z.string()) });
export type TClaimsResponse = z.infer<typeof ZClaimsResponse>;

/** The payload of the signed token (spec 1 §3: an id, a role claim and a Permission claim). */
export const ZTokenPayload = z.object({
  sub: z.string(),
  sid: z.string(),
  role: z.string().nullable(),
  Permission: z.array(z.string()),
  exp: z.number(),
  iat: z.number(),
});
export type TTokenPayload = z.infer<typeof ZTokenPayload>;
