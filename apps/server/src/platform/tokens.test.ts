import { createHmac, createSecretKey } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, verifyHs256 } from './tokens.js';

const SECRET = 'test-secret-that-is-at-least-32-characters';
const key = createSecretKey(Buffer.from(SECRET, 'utf8'));
const now = new Date('2026-11-23T12:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);

const claims = {
  userId: 7,
  sessionId: '5b1f2c3d-0000-4000-8000-000000000001',
  activeRole: '100',
  claims: ['profile'],
};

async function signed(header: Record<string, unknown>, payload: Record<string, unknown>, secret = SECRET) {
  return new SignJWT(payload)
    .setProtectedHeader(header as { alg: string })
    .sign(new TextEncoder().encode(secret));
}

/** Signs by hand, for headers jose will not sign (an unknown crit extension). */
function handSigned(header: Record<string, unknown>, payload: Record<string, unknown>) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

describe('tokens', () => {
  it('verify what issue signed, until it expires (never past the session end)', async () => {
    const tokens = createTokenService(SECRET);
    const end = new Date(now.getTime() + 60 * 1000);
    const jwt = await tokens.issue(claims, now, end);
    expect(jwt.expires_in).toBe(60);
    expect(await tokens.verify(jwt.auth_token, now)).toMatchObject({
      sub: '7',
      sid: claims.sessionId,
      role: '100',
    });
    expect(await tokens.verify(jwt.auth_token, new Date(end.getTime() - 1000))).not.toBeNull();
    expect(await tokens.verify(jwt.auth_token, end)).toBeNull();
  });

  it.each([
    [
      'another secret',
      () => signed({ alg: 'HS256' }, { exp: seconds + 60 }, 'another-secret-that-is-32-characters-long'),
    ],
    ['alg none', async () => new UnsecuredJWT({ exp: seconds + 60 }).encode()],
    ['alg HS512', () => signed({ alg: 'HS512' }, { exp: seconds + 60 })],
    ['a crit header', async () => handSigned({ alg: 'HS256', crit: ['x'], x: 1 }, { exp: seconds + 60 })],
    ['no exp', () => signed({ alg: 'HS256' }, {})],
    ['exp now', () => signed({ alg: 'HS256' }, { exp: seconds })],
    ['nbf in the future', () => signed({ alg: 'HS256' }, { exp: seconds + 60, nbf: seconds + 30 })],
    ['another typ', () => signed({ alg: 'HS256', typ: 'at+jwt' }, { exp: seconds + 60 })],
  ])('refuse a token with %s', async (_case, make) => {
    expect(verifyHs256(await make(), key, now)).toBeNull();
  });

  it('accepts a hand-signed HS256 token (the check above fails for its header, not the signing)', () => {
    expect(verifyHs256(handSigned({ alg: 'HS256' }, { exp: seconds + 60 }), key, now)).toEqual({
      exp: seconds + 60,
    });
  });

  it('refuses a token whose payload was changed after signing, and malformed ones', async () => {
    const good = await signed({ alg: 'HS256', typ: 'JWT' }, { exp: seconds + 60, role: '100' });
    expect(verifyHs256(good, key, now)).toMatchObject({ role: '100' });
    const [header, , signature] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ exp: seconds + 60, role: 'AdminUser' })).toString(
      'base64url',
    );
    expect(verifyHs256(`${header}.${forged}.${signature}`, key, now)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', `${header}.!!.${signature}`, `${header}..${signature}`]) {
      expect(verifyHs256(bad, key, now)).toBeNull();
    }
  });
});
