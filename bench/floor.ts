/**
 * The floor: the least a process on the same stack (Node, Fastify, pg, jose) can do to answer the
 * benchmarked calls. Each product call is measured beside it in the same run, so the figures compare
 * the product with what this machine allows rather than with a number from elsewhere.
 *
 *   GET /hello     {status:'ok'}: Fastify's own cost, no database (the floor of GET /api/health)
 *   GET /accounts  what a signed-in read minimally must do: verify the HS256 bearer token, then one
 *                  prepared query for the live session, its user and the user's general roles;
 *                  answers the profile JSON (the floor of GET /api/accounts and GET /api/auth/claims)
 *   POST /save     what saving the personal form minimally must do (the floor of POST
 *                  /api/form/formresponse, bench/forms-save.ts): verify the token, check the session,
 *                  then one transaction writing the user's names, the profile row and an audit row
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

/** The personal form's values as the bench sends them, already checked (the floor checks nothing). */
interface SaveBody {
  firstName: string;
  lastName: string;
  profile: Record<string, string | string[] | null>;
}

// The profile columns the personal form writes (apps/server/src/modules/forms/entities/user.ts).
const PROFILE_COLUMNS = [
  'middle_name',
  'phone',
  'alternate_phone',
  'address_line1',
  'address_line2',
  'city',
  'state_code',
  'zip_code',
  'county_fips',
  'date_of_birth',
  'preferred_language',
  'languages_spoken',
  'ethnicity',
  'races',
  'gender',
  'gender_description',
  'highest_education',
] as const;
const UPSERT_PROFILE_SQL = `
  insert into user_profiles (user_id, form_id, form_version, ${PROFILE_COLUMNS.join(', ')}, updated_at)
  values ($1, 1, 1, ${PROFILE_COLUMNS.map((_, index) => `$${index + 2}`).join(', ')}, now())
  on conflict (user_id) do update set ${PROFILE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')},
    updated_at = now()`;

app.post('/save', async (request, reply) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const payload = token === undefined ? null : await verify(token);
  const userId = Number(payload?.sub);
  const sid = payload?.sid;
  if (typeof sid !== 'string' || !UUID.test(sid) || !Number.isSafeInteger(userId)) {
    return reply.code(401).send('Not signed in.');
  }
  const body = request.body as SaveBody;
  const client = await pool.connect();
  try {
    const { rows } = await client.query({ name: 'profile', text: PROFILE_SQL, values: [sid, userId] });
    if (rows.length === 0) return reply.code(401).send('Not signed in.');
    await client.query('begin');
    await client.query({
      name: 'names',
      text: 'update users set first_name = $2, last_name = $3, updated_at = now() where id = $1',
      values: [userId, body.firstName, body.lastName],
    });
    await client.query({
      name: 'upsert-profile',
      text: UPSERT_PROFILE_SQL,
      values: [userId, ...PROFILE_COLUMNS.map((column) => body.profile[column] ?? null)],
    });
    await client.query({
      name: 'audit',
      text: `insert into audit_log (actor_user_id, action, entity, entity_id, after, at)
             values ($1, 'form.save', 'User', $2, $3, now())`,
      values: [userId, String(userId), JSON.stringify(body)],
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { entityId: userId };
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
