/**
 * The floor: the least a process on the same stack (Node, Fastify, pg, jose) can do to answer the
 * benchmarked calls. Each product call is measured beside it in the same run, so the figures compare
 * the product with what this machine allows rather than with a number from elsewhere.
 *
 *   GET /hello     {status:'ok'}: Fastify's own cost, no database (the floor of GET /api/health)
 *   GET /accounts  what a signed-in read minimally must do: verify the HS256 bearer token, then one
 *                  prepared query for the live session, its user and the user's general roles;
 *                  answers the profile JSON (the floor of GET /api/accounts and GET /api/auth/claims)
 *
 * Environment: DATABASE_URL (the product's database, migrated and seeded), PORT, JWT_SECRET (the
 * product's), POOL_MAX (default 10, the product's pool size). No logging, no schemas, no hooks.
 */
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const databaseUrl = required('DATABASE_URL');
const port = Number(required('PORT'));
// Imported once: given raw bytes, jose would import the key through WebCrypto on every verification.
const key = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(required('JWT_SECRET')),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.POOL_MAX ?? 10) });
pool.on('error', () => undefined);

interface ProfileRow {
  id: string;
  user_name: string;
  email: string;
  first_name: string;
  last_name: string;
  registry_id: string;
  active_role: string | null;
  roles: string[];
}

// One round trip: the session (live, not expired, the token's user), the user (not locked), the roles.
const PROFILE_SQL = `
  select u.id, u.user_name, u.email, u.first_name, u.last_name, u.registry_id, s.active_role,
    coalesce((select array_agg(g.role_name order by g.role_name) from user_general_roles g
              where g.user_id = u.id), '{}') as roles
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()
    and not u.user_locked`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const app = Fastify({ logger: false });

app.get('/hello', async () => ({ status: 'ok' }));

app.get('/accounts', async (request, reply) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const payload = token === undefined ? null : await verify(token);
  const userId = Number(payload?.sub);
  const sid = payload?.sid;
  if (typeof sid !== 'string' || !UUID.test(sid) || !Number.isSafeInteger(userId)) {
    return reply.code(401).send('Not signed in.');
  }
  // Prepared (named), as the product prepares its session statement: parsed and planned once per connection.
  const { rows } = await pool.query<ProfileRow>({
    name: 'profile',
    text: PROFILE_SQL,
    values: [sid, userId],
  });
  const row = rows[0];
  if (row === undefined) return reply.code(401).send('Not signed in.');
  return {
    id: Number(row.id),
    userName: row.user_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    registryId: row.registry_id,
    roles: row.roles.map((role) => ({ roleId: role, roleName: role, organizations: [] })),
    activeRole: row.active_role,
  };
});

async function verify(token: string) {
  try {
    return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
  } catch {
    return null;
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`floor: ${name} is required.`);
  return value;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  });
}

await app.listen({ host: '127.0.0.1', port });
process.stdout.write(`floor listening on 127.0.0.1:${port}\n`);
