import { ZTokenPayload, type TJwt, type TTokenPayload } from '@registry/contracts';
import { TOKEN_LIFETIME_SECONDS, TOKEN_REFRESH_SECONDS } from '@registry/domain';
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  sessionId: string;
  activeRole: string | null;
  claims: readonly string[];
}

export interface TokenService {
  /** A token for the session, valid TOKEN_LIFETIME_SECONDS from `now`, and never past `notAfter` (the session's end). */
  issue(claims: TokenClaims, now: Date, notAfter: Date): Promise<TJwt>;
  /** The payload of a valid token, or null (bad signature, expired at `now`, wrong shape). Synchronous. */
  verify(token: string, now: Date): TTokenPayload | null;
}

/** Signed JWTs (HS256). The token only names the session: every request still checks the session row. */
export function createTokenService(secret: string): TokenService {
  // A key object made once: signing would otherwise import the raw secret every time.
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
    verify(token, now) {
      const payload = verifyHs256(token, key, now);
      if (payload === null) return null;
      const parsed = ZTokenPayload.safeParse(payload);
      return parsed.success ? parsed.data : null;
    },
  };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The payload of a compact HS256 JWT whose signature, algorithm and times hold at `now`, or null. Written
 * out with node:crypto (synchronous HMAC, constant-time comparison) because jose's WebCrypto path was a
 * sixth of a signed-in request's time; it checks what jose's jwtVerify checks for our tokens: exactly
 * `alg: HS256` (never `none` or another algorithm), no `crit` extensions, `exp` in the future, `nbf` (if
 * any) reached. Signing stays with jose.
 */
export function verifyHs256(token: string, key: KeyObject, now: Date): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (header === null || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  if (header.typ !== undefined && header.typ !== 'JWT') return null;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const payload = decodeJson(payloadPart);
  if (payload === null) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= seconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) return null;
  return payload;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
