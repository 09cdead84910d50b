/** What the web reads from the signed token (spec 1 §3): the user id, the role and the Permission claims. */
export interface TokenClaims {
  userId: number | null;
  role: string | null;
  claims: string[];
  /** Expiry in seconds since the epoch, or null when absent. */
  exp: number | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The payload of a JWT, read without verifying it: the server verifies every request; the client only
 * needs the role and claims to decide what to show. A token that cannot be read yields null.
 */
export function readToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const data = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const permission = data.Permission;
    const claims = Array.isArray(permission)
      ? permission.filter((claim): claim is string => typeof claim === 'string')
      : typeof permission === 'string'
        ? [permission]
        : [];
    const sub = Number(data.sub);
    return {
      userId: Number.isInteger(sub) && sub > 0 ? sub : null,
      role: typeof data.role === 'string' ? data.role : null,
      claims,
      exp: typeof data.exp === 'number' ? data.exp : null,
    };
  } catch {
    return null;
  }
}
