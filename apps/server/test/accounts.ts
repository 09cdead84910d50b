import { randomBytes } from 'node:crypto';
import type { TLoginResponse } from '@registry/contracts';
import type { GeneralRole } from '@registry/domain';
import { createPasswordHasher } from '../src/platform/passwords.js';
import { TEST_PASSWORD_HASHING, type TestApp } from './helpers.js';

/** Satisfies every tenant's policy (al: 8+, upper, lower, digit). */
export const PASSWORD = 'Sunflower42';

const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);
let passwordHash: Promise<string> | undefined;

export interface TestUserOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  generalRoles?: GeneralRole[];
  /** One organization (and employment record) per entry, holding these organization roles. */
  organizations?: ('100' | '200')[][];
  confirmed?: boolean;
  profileCompleted?: boolean;
  termsAccepted?: boolean;
  locked?: boolean;
  /** false: a brand-new account that POST /api/accounts/seed has not given its initial roles yet. */
  rolesSeeded?: boolean;
  /** null: an account created by an administrator, without a password. */
  password?: string | null;
  now?: Date;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  organizationIds: number[];
}

/** Arranges an account directly in the database (what an earlier registration or an import would leave). */
export async function createUser(t: TestApp, options: TestUserOptions = {}): Promise<TestUser> {
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.org`;
  const password = options.password === undefined ? PASSWORD : options.password;
  const hash =
    password === null
      ? null
      : password === PASSWORD
        ? await (passwordHash ??= hasher.hash(PASSWORD))
        : await hasher.hash(password);
  const now = options.now ?? new Date();
  const user = await t.db
    .insertInto('users')
    .values({
      userName: email,
      email,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      registryId: `T${randomBytes(6).toString('hex')}`,
      passwordHash: hash,
      isConfirmed: options.confirmed ?? true,
      userLocked: options.locked ?? false,
      termsAcceptedAt: (options.termsAccepted ?? true) ? now : null,
      profileCompletedAt: (options.profileCompleted ?? true) ? now : null,
      rolesSeededAt: (options.rolesSeeded ?? true) ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const roleName of options.generalRoles ?? ['100']) {
    await t.db.insertInto('userGeneralRoles').values({ userId: user.id, roleName }).execute();
  }
  const organizationIds: number[] = [];
  for (const roles of options.organizations ?? []) {
    const organization = await t.db
      .insertInto('organizations')
      .values({
        name: `Org ${randomBytes(4).toString('hex')}`,
        county: 'Montgomery',
        kind: 'facility',
        region: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    organizationIds.push(organization.id);
    const record = await t.db
      .insertInto('employmentRecords')
      .values({
        userId: user.id,
        organizationId: organization.id,
        employerName: 'Org',
        isRegistryOrganization: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const roleName of roles) {
      await t.db
        .insertInto('organizationRoles')
        .values({ employmentRecordId: record.id, roleName })
        .execute();
    }
  }
  return { id: user.id, email, password: password ?? '', organizationIds };
}

/** A client address of its own per call unless one is given, so the per-address throttle counts only where a test means it to. */
export const someAddress = () => `10.${randomBytes(3).join('.')}`;

export function login(
  t: TestApp,
  userName: string,
  password: string = PASSWORD,
  remoteAddress: string = someAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userName, password },
    remoteAddress,
  });
}

/** Signs in through the route and answers the login body and the token. */
export async function signIn(t: TestApp, user: { email: string; password?: string }) {
  const response = await login(t, user.email, user.password || PASSWORD);
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json<TLoginResponse>();
  return { body, token: body.jwt.auth_token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The payload of a token (not verified: the server's answers are what the tests check). */
export function tokenPayload(token: string): {
  sub: string;
  sid: string;
  role: string | null;
  Permission: string[];
  exp: number;
  iat: number;
} {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}
