import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte code for a mailed link (base64url) and the SHA-256 that is stored instead of it. */
export function newOneTimeCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashOneTimeCode(code) };
}

export function hashOneTimeCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
