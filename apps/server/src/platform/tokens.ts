import { ZTokenPayload, type TJwt, type TTokenPayload } from '@registry/contracts';
import { TOKEN_LIFETIME_SECONDS, TOKEN_REFRESH_SECONDS } from '@registry/domain';
import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  sessionId: string;
  activeRole: string | null;
  claims: readonly string[];
}

export interface TokenService {
  /** A token for the session, valid TOKEN_LIFETIME_SECONDS from `now`, and never past `notAfter` (the session's end). */
  issue(claims: TokenClaims, now: Date, notAfter: Date): Promise<TJwt>;
  /** The payload of a valid token, or null (bad signature, expired at `now`, wrong shape). */
  verify(token: string, now: Date): Promise<TTokenPayload | null>;
}

/** Signed JWTs (HS256). The token only names the session: every request still checks the session row. */
export function createTokenService(secret: string): TokenService {
  // A key object made once: jose would otherwise import the raw secret on every verification.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async issue({ userId, sessionId, activeRole, claims }, now, notAfter) {
      const iat = Math.floor(now.getTime() / 1000);
      const lifetime = Math.max(
        0,
        Math.min(TOKEN_LIFETIME_SECONDS, Math.floor(notAfter.getTime() / 1000) - iat),
      );
      const token = await new SignJWT({ sid: sessionId, role: activeRole, Permission: [...claims] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetime)
        .sign(key);
      return {
        auth_token: token,
        expires_in: lifetime,
        refresh_at: Math.min(TOKEN_REFRESH_SECONDS, lifetime),
      };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        const parsed = ZTokenPayload.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
