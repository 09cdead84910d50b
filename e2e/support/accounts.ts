import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seeds/demo.js';
import { mailedLink, mailsTo, sql } from './registry.js';

export { DEMO_PASSWORD };
export const demoEmail = (local: string) => `${local}@demo.registry.example`;

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
 * A confirmed account made through the real calls: register, then the link of the confirmation mail.
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
  const { userId } = (await registered.json()) as { userId: number };
  const link = new URL(await mailedLink(serverName, email, '/login'));
  const confirmed = await request.post('/api/accounts/confirm', {
    data: { userId: Number(link.searchParams.get('userId')), code: link.searchParams.get('code') },
  });
  if (!confirmed.ok()) throw new Error(`confirm: ${confirmed.status()} ${await confirmed.text()}`);
  if (options.completeProfile) {
    await sql(serverName, 'UPDATE users SET profile_completed_at = now() WHERE id = $1', [userId]);
  }
  return { ...user, userId };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'User name (e-mail)', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export { mailedLink, mailsTo, sql };
