import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, exportJWK } from 'jose';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import {
  activeSigningKey,
  insertSigningKey,
  publishedSigningKeys,
  retireSigningKey,
  type SigningKeyRow,
} from './certificates.repository.js';

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * RS256 with a 2048-bit RSA key: the one algorithm the Open Badges 3.0 specification requires every
 * verifier of a VC-JWT to support ("alg MUST be RS256 as a minimum"; others "limit interoperability"),
 * and the JWT stack its conformance certification names.
 */
export const SIGNING_ALGORITHM = 'RS256';
const MODULUS_BITS = 2048;
const HKDF_INFO = 'registry signing key v1';

/** The key that signs: its JWK thumbprint (the end of its kid) and its private half. */
export interface SigningKey {
  id: string;
  privateKey: KeyObject;
}

/** A public key as published (RFC 7517), its kid the address that publishes it. */
export interface PublishedKey {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
}

/** The key that wraps a private key at rest: HKDF-SHA-256 of the JWT secret, salted with the key's id. */
function wrappingKey(secret: string, id: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, id, HKDF_INFO, 32));
}

/** AES-256-GCM of the PKCS#8 PEM: iv.tag.ciphertext, each base64url; the id is authenticated with it. */
export function sealPrivateKey(pem: string, secret: string, id: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret, id), iv);
  cipher.setAAD(Buffer.from(id));
  const ciphertext = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** The private key sealed by sealPrivateKey; null when it cannot be opened (another secret sealed it). */
export function openPrivateKey(sealed: string, secret: string, id: string): KeyObject | null {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (iv === undefined || tag === undefined || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret, id), iv);
    decipher.setAAD(Buffer.from(id));
    decipher.setAuthTag(tag);
    const pem = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    return createPrivateKey(pem);
  } catch {
    return null;
  }
}

/** A new RSA key pair as a row to store: its thumbprint, its public JWK, its private key sealed. */
async function newKeyRow(secret: string): Promise<SigningKeyRow> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: MODULUS_BITS });
  const jwk = await exportJWK(createPublicKey(privateKey));
  const publicJwk = { kty: 'RSA', n: String(jwk.n), e: String(jwk.e) };
  const id = await calculateJwkThumbprint(publicJwk, 'sha256');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { id, publicJwk, privateKey: sealPrivateKey(pem, secret, id) };
}

export type SigningKeys = ReturnType<typeof createSigningKeys>;

/**
 * The registry's signing key, shared by every server through the database (signing_keys): made by the
 * first server that needs it (servers racing make one: the partial unique index keeps the first), read
 * and opened once per server. When the key in use cannot be opened, the JWT secret changed: it is
 * retired (kept published, so the badges it signed still verify) and a new one made.
 */
export function createSigningKeys(deps: { db: Db; secret: string; clock: Clock; keySetUrl: string }) {
  const { db, secret, clock, keySetUrl } = deps;
  let current: Promise<SigningKey> | null = null;

  async function load(): Promise<SigningKey> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await activeSigningKey(db);
      if (row !== undefined) {
        const privateKey = openPrivateKey(row.privateKey, secret, row.id);
        if (privateKey !== null) return { id: row.id, privateKey };
        await retireSigningKey(db, row.id, clock.now());
      }
      await insertSigningKey(db, await newKeyRow(secret));
    }
    throw new Error('No signing key could be made or opened.');
  }

  return {
    /** The key that signs now (made on first use). */
    current(): Promise<SigningKey> {
      current ??= load().catch((error: unknown) => {
        current = null;
        throw error;
      });
      return current;
    },
    /** The kid of a key: the address of the key set that publishes it, and its thumbprint. */
    kid: (id: string) => `${keySetUrl}#${id}`,
    /** Every key ever used, as a JWK Set's keys. */
    async published(): Promise<PublishedKey[]> {
      const rows = await publishedSigningKeys(db);
      return rows.map((row) => ({
        kty: 'RSA',
        kid: `${keySetUrl}#${row.id}`,
        alg: SIGNING_ALGORITHM,
        use: 'sig',
        n: String(row.publicJwk.n),
        e: String(row.publicJwk.e),
      }));
    },
  };
}
