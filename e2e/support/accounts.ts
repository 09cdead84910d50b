import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seeds/demo.js';
import { dataRoot, mailedLink, mailsTo, sql } from './registry.js';
import { E2E_SERVERS } from './servers.js';

export { DEMO_PASSWORD };
export const demoEmail = (local: string) => `${local}@demo.registry.example`;

/**
 * The password of a server's demo accounts. A dev server keeps DEMO_PASSWORD; a sit or uat server
 * generates one per data directory and writes it to DATA_DIR/demo-password, read here as an operator
 * would. (A prod server seeds no demo accounts: tests there must not sign in with them.)
 */
export function demoPassword(serverName: string): string {
  if (E2E_SERVERS.find((server) => server.name === serverName)?.env === 'prod')
    throw new Error(`${serverName} is a prod server: it seeds no demo accounts`);
  try {
    return readFileSync(path.join(dataRoot, serverName, 'demo-password'), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return DEMO_PASSWORD;
    throw error;
  }
}

/** The userId of a mailed confirmation (or reset) link: registration itself reveals nothing. */
export function linkUserId(link: string): number {
  const userId = Number(new URL(link).searchParams.get('userId'));
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`no userId in the mailed link ${link}`);
  return userId;
}

let counter = 0;
/** A new e-mail address per call, unique across runs and workers. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.registry.example`;
}

export interface TestUser {
  email: string;
  password: string;
  userId: number;
  firstName: string;
  lastName: string;
}

/**
 * A confirmed account made through the real calls: register (only its status is read: the answer names no
 * account), then the link of the confirmation mail, which also gives the userId.
 * `completeProfile` marks the profile done (its form is a later issue), so sign-in goes to the dashboard.
 */
export async function createUser(
  request: APIRequestContext,
  serverName: string,
  options: { prefix?: string; completeProfile?: boolean } = {},
): Promise<TestUser> {
  const email = uniqueEmail(options.prefix ?? 'user');
  const user = { email, password: 'Journey2026!', firstName: 'Jordan', lastName: 'Tester' };
  const registered = await request.post('/api/accounts', {
    data: { ...user, confirmPassword: user.password, acceptTerms: true },
  });
  if (registered.status() !== 201)
    throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const mailed = await mailedLink(serverName, email, '/login');
  const userId = linkUserId(mailed);
  const confirmed = await request.post('/api/accounts/confirm', {
    data: { userId, code: new URL(mailed).searchParams.get('code') },
  });
  if (!confirmed.ok()) throw new Error(`confirm: ${confirmed.status()} ${await confirmed.text()}`);
  if (options.completeProfile) {
    await sql(serverName, 'UPDATE users SET profile_completed_at = now() WHERE id = $1', [userId]);
  }
  return { ...user, userId };
}

/**
 * A person of the registry (createUser, profile complete) holding only the general role given, so the
 * sign-in makes it the active role, under a last name a test can search for.
 */
export async function createUserWithRole(
  request: APIRequestContext,
  serverName: string,
  role: string,
  options: { prefix: string; lastName: string },
): Promise<TestUser> {
  const user = await createUser(request, serverName, { prefix: options.prefix, completeProfile: true });
  await sql(serverName, 'UPDATE users SET last_name = $2, roles_seeded_at = now() WHERE id = $1', [
    user.userId,
    options.lastName,
  ]);
  await sql(serverName, 'DELETE FROM user_general_roles WHERE user_id = $1', [user.userId]);
  await sql(serverName, 'INSERT INTO user_general_roles (user_id, role_name) VALUES ($1, $2)', [
    user.userId,
    role,
  ]);
  return { ...user, lastName: options.lastName };
}

/**
 * Signs in as a user does, through the login form: only for the journeys whose subject is signing in (the
 * form, its answers and throttling, sign-in after a reset, terms pending, idle expiry); every other test
 * signs in with signIn (support/sign-in.ts).
 */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'User name (e-mail)', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export { mailedLink, mailsTo, sql };
