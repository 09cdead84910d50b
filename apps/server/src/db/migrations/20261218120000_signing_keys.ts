import { sql, type Kysely } from 'kysely';

/**
 * The registry's signing keys (issue 24: certificates as Open Badges 3.0 credentials, signed as VC-JWTs):
 * an asymmetric key pair made once and shared by every server instance through the database, its public
 * half published (GET /api/certificate/jwks) so that anyone verifies a badge offline.
 * - `id`: the key's JWK thumbprint (RFC 7638), the end of its `kid`.
 * - `public_jwk`: the public key as a JWK (no private member).
 * - `private_key`: the private key (PKCS#8), encrypted at rest with AES-256-GCM under a key derived from the
 *   server's JWT secret (HKDF-SHA-256): a copy of the database alone cannot sign.
 * - `retired_at`: set when no server can use it any more (the JWT secret changed): a new key signs from
 *   then on, and the retired one stays published, so the badges it signed still verify.
 * At most one key signs at a time (the partial unique index): servers starting together make one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('algorithm', 'text', (c) => c.notNull().check(sql`algorithm in ('RS256')`))
    .addColumn('public_jwk', 'jsonb', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .execute();
  await sql`create unique index signing_keys_active_key on signing_keys (algorithm)
            where retired_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
}
