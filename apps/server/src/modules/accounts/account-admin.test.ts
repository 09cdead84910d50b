import type { GeneralRole, TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { mailsIn } from '../../../test/mail.js';

const apps = {} as Record<TenantCode, TestApp>;

beforeAll(async () => {
  apps.al = await createTestApp();
  apps.tn = await createTestApp({ config: { tenant: 'tn' } });
  apps.jh = await createTestApp({ config: { tenant: 'jh' } });
});

async function tokenFor(t: TestApp, role: GeneralRole) {
  return (await signIn(t, await createUser(t, { generalRoles: [role] }))).token;
}

function emailChange(t: TestApp, token: string | undefined, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/emailchange',
    headers: token === undefined ? {} : bearer(token),
    payload,
  });
}

let n = 0;
const fresh = () => `changed-${++n}-${Date.now()}@example.org`;

describe('POST /api/accounts/emailchange', () => {
  it.each([
    ['al', '400', 200],
    ['al', '500', 200],
    ['al', 'AdminUser', 200],
    ['tn', '400', 200],
    ['tn', '500', 200],
    ['tn', 'AdminUser', 200],
    ['jh', '500', 403],
    ['jh', 'AdminUser', 403],
    ['al', '350', 403],
    ['al', '100', 403],
    ['tn', '375', 403],
  ] as const)('%s, active role %s: %i', async (tenant, role, status) => {
    const t = apps[tenant];
    const target = await createUser(t);
    const email = fresh();
    const response = await emailChange(t, await tokenFor(t, role), {
      email,
      userName: target.email,
      fullName: 'Test User',
    });
    expect(response.statusCode).toBe(status);
    const row = await t.db
      .selectFrom('users')
      .select(['userName', 'email'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(
      status === 200 ? { userName: email, email } : { userName: target.email, email: target.email },
    );
  });

  it("moves the sign-in e-mail, tells both addresses, and ends the user's sessions", async () => {
    const t = apps.al;
    const target = await createUser(t, { firstName: 'Rosa', lastName: 'Parks' });
    const { token: targetToken } = await signIn(t, target);
    const email = fresh();
    const response = await emailChange(t, await tokenFor(t, '500'), {
      email: ` ${email} `,
      userName: target.email.toUpperCase(),
      fullName: 'Rosa Parks',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The e-mail address has been changed.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(targetToken) })).statusCode,
    ).toBe(401);
    expect((await login(t, target.email)).statusCode).toBe(400);
    expect((await login(t, email)).statusCode).toBe(200);
    await t.mailer.flush();
    const notices = mailsIn(t.config.dataDir).filter((mail) =>
      mail.subject.includes('e-mail address was changed'),
    );
    const recipients = notices.map((mail) => mail.to);
    expect(recipients.some((to) => to.includes(target.email))).toBe(true);
    expect(recipients.some((to) => to.includes(email))).toBe(true);
    expect(notices.find((mail) => mail.to.includes(email))?.text).toContain(`Hello Rosa Parks`);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', String(target.id))
      .where('action', '=', 'account.email-changed')
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ userName: target.email, email: target.email });
    expect(audit.after).toEqual({ userName: email, email });
  });

  it('refuses an address another account uses, a malformed one, and an unknown user', async () => {
    const t = apps.al;
    const admin = await tokenFor(t, '500');
    const target = await createUser(t);
    const other = await createUser(t);
    const taken = await emailChange(t, admin, {
      email: other.email.toUpperCase(),
      userName: target.email,
      fullName: '',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ errors: { email: 'An account with this e-mail already exists.' } });
    const malformed = await emailChange(t, admin, {
      email: 'not-an-address',
      userName: target.email,
      fullName: '',
    });
    expect(malformed.json()).toEqual({ errors: { email: 'Enter a valid e-mail address.' } });
    const unknown = await emailChange(t, admin, {
      email: fresh(),
      userName: 'nobody@example.org',
      fullName: '',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toBe('There is no such user.');
  });

  it('answers 404 to a manager naming an administrator, as if there were no such user', async () => {
    const t = apps.al;
    const administrator = await createUser(t, { generalRoles: ['500'] });
    const response = await emailChange(t, await tokenFor(t, '400'), {
      email: fresh(),
      userName: administrator.email,
      fullName: '',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toBe('There is no such user.');
  });

  it('answers 401 without a token', async () => {
    const response = await emailChange(apps.al, undefined, {
      email: fresh(),
      userName: 'a@example.org',
      fullName: '',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/accounts/emailconfirm', () => {
  const confirmUser = (t: TestApp, token: string | undefined, userName: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/emailconfirm',
      headers: token === undefined ? {} : bearer(token),
      payload: { userName },
    });

  it('confirms an account for an administrator, not for others', async () => {
    const t = apps.al;
    const target = await createUser(t, { confirmed: false });
    expect((await confirmUser(t, undefined, target.email)).statusCode).toBe(401);
    const refused = await confirmUser(t, await tokenFor(t, '100'), target.email);
    expect(refused.statusCode).toBe(403);
    expect(Object.keys((await login(t, target.email)).json<{ errors: object }>().errors)).toEqual([
      'unconfirmed',
    ]);
    const response = await confirmUser(t, await tokenFor(t, '400'), target.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The account has been confirmed.' });
    expect((await login(t, target.email)).statusCode).toBe(200);
    expect((await confirmUser(t, await tokenFor(t, '400'), 'nobody@example.org')).statusCode).toBe(404);
  });
});
