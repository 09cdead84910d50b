import type { GeneralRole, TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * Whose account (spec 2 §6, DESIGN §3): every call that acts on another user's account, for every viewer
 * role and every kind of target. The claim is checked first (403; and no role is added to one's own
 * account, issue 22), then the reach (404, as if there were no such user), then the rules (400). Nothing
 * changes unless the answer is 200.
 */

const VIEWERS = ['100', '250', '300', '350', '375', '400', '500', 'AdminUser'] as const;
type Viewer = (typeof VIEWERS)[number];

const TARGETS = {
  self: null,
  plain: ['100'],
  elevated: ['100', '350'],
  admin500: ['500'],
  adminUser: ['AdminUser'],
} as const satisfies Record<string, readonly GeneralRole[] | null>;
type Target = keyof typeof TARGETS;

const CALLS = ['grantRole', 'removeRole', 'unlock', 'emailConfirm', 'emailChange'] as const;
type Call = (typeof CALLS)[number];

/** A role each tenant has, that 400, 500 and AdminUser may grant, and that no target holds. */
const ROLE_TO_GRANT: Partial<Record<TenantCode, GeneralRole>> = { al: '250', tn: '300' };

type Row = [number, number, number, number, number];
const NONE: Row = [403, 403, 403, 403, 403];
const OUT: Row = [404, 404, 404, 404, 404];
// In reach. Removing role 100 is refused by the rules (400) where the account does not hold it (the
// viewer's own, an administrator's) and where an elevated user must keep it; a plain 100 loses it.
const NO_100: Row = [200, 400, 200, 200, 200];
const KEEPS_100: Row = [200, 400, 200, 200, 200];
const ALL: Row = [200, 200, 200, 200, 200];
// One's own account (issue 22): a role is never added to it (403, separation of duties); the rest as
// NO_100 (one's own role 100 cannot go while one holds an elevated role).
const SELF: Row = [403, 400, 200, 200, 200];

/** Expected status per viewer, target and call (in CALLS order): the same in al and tn. */
const EXPECTED: Record<Viewer, Record<Target, Row>> = {
  '100': { self: NONE, plain: NONE, elevated: NONE, admin500: NONE, adminUser: NONE },
  '250': { self: NONE, plain: NONE, elevated: NONE, admin500: NONE, adminUser: NONE },
  '300': { self: NONE, plain: NONE, elevated: NONE, admin500: NONE, adminUser: NONE },
  '350': { self: NONE, plain: NONE, elevated: NONE, admin500: NONE, adminUser: NONE },
  '375': { self: NONE, plain: NONE, elevated: NONE, admin500: NONE, adminUser: NONE },
  '400': { self: SELF, plain: ALL, elevated: OUT, admin500: OUT, adminUser: OUT },
  '500': { self: SELF, plain: ALL, elevated: KEEPS_100, admin500: OUT, adminUser: OUT },
  AdminUser: { self: SELF, plain: ALL, elevated: KEEPS_100, admin500: NO_100, adminUser: NO_100 },
};

const apps: Partial<Record<TenantCode, TestApp>> = {};
beforeAll(async () => {
  apps.al = await createTestApp({ config: { tenant: 'al' } });
  apps.tn = await createTestApp({ config: { tenant: 'tn' } });
});

let counter = 0;
const fresh = () => `moved-${++counter}-${Date.now()}@example.org`;

async function snapshot(t: TestApp, userId: number) {
  const [user, roles, audit, sessions] = await Promise.all([
    t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
    t.db
      .selectFrom('userGeneralRoles')
      .select('roleName')
      .where('userId', '=', userId)
      .orderBy('roleName')
      .execute(),
    t.db.selectFrom('auditLog').select('id').where('entityId', '=', String(userId)).execute(),
    t.db
      .selectFrom('sessions')
      .select(['id', 'revokedAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return { user, roles, audit: audit.length, sessions };
}

function request(
  t: TestApp,
  call: Call,
  token: string,
  target: { id: number; email: string },
  tenant: TenantCode,
) {
  const headers = bearer(token);
  switch (call) {
    case 'grantRole':
      return t.app.inject({
        method: 'POST',
        url: '/api/accountroles',
        headers,
        payload: { userId: target.id, roleName: ROLE_TO_GRANT[tenant] },
      });
    case 'removeRole':
      return t.app.inject({
        method: 'DELETE',
        url: `/api/accountroles?userId=${target.id}&roleName=100`,
        headers,
      });
    case 'unlock':
      return t.app.inject({ method: 'POST', url: `/api/accounts/unlock?userId=${target.id}`, headers });
    case 'emailConfirm':
      return t.app.inject({
        method: 'POST',
        url: '/api/accounts/emailconfirm',
        headers,
        payload: { userName: target.email },
      });
    case 'emailChange':
      return t.app.inject({
        method: 'POST',
        url: '/api/accounts/emailchange',
        headers,
        payload: { email: fresh(), userName: target.email, fullName: '' },
      });
  }
}

describe.each(['al', 'tn'] as const)('%s: acting on an account', (tenant) => {
  const cases = VIEWERS.flatMap((viewer) =>
    (Object.keys(TARGETS) as Target[]).flatMap((target) =>
      CALLS.map((call, index) => [viewer, target, call, EXPECTED[viewer][target][index]] as const),
    ),
  );

  it.each(cases)('viewer %s, target %s, %s: %i', async (viewerRole, targetKind, call, status) => {
    const t = apps[tenant]!;
    const viewer = await createUser(t, { generalRoles: [viewerRole] });
    const { token } = await signIn(t, viewer);
    const roles = TARGETS[targetKind];
    // Other targets are locked and unconfirmed, so that unlock and confirm have something to change.
    const target =
      roles === null
        ? viewer
        : await createUser(t, { generalRoles: [...roles], locked: true, confirmed: false });
    const before = await snapshot(t, target.id);

    const response = await request(t, call, token, target, tenant);
    expect(response.statusCode).toBe(status);

    const after = await snapshot(t, target.id);
    if (status !== 200) {
      expect(after).toEqual(before);
      if (status === 404) expect(response.json()).toBe('There is no such user.');
      return;
    }
    // The change happened, and its audit row with it.
    expect(after.audit).toBe(before.audit + 1);
    if (roles === null) return;
    switch (call) {
      case 'grantRole':
        expect(after.roles.map((r) => r.roleName)).toContain(ROLE_TO_GRANT[tenant]);
        break;
      case 'removeRole':
        expect(after.roles.map((r) => r.roleName)).not.toContain('100');
        break;
      case 'unlock':
        expect(after.user.userLocked).toBe(false);
        break;
      case 'emailConfirm':
        expect(after.user.isConfirmed).toBe(true);
        break;
      case 'emailChange':
        expect(after.user.userName).not.toBe(before.user.userName);
        break;
    }
  });
});

describe('bad input: 400 naming the field, nothing written', () => {
  const CONTROL = 'Must not contain control characters.';
  it.each([
    ['POST', '/api/accountroles', { userId: 'abc', roleName: '250' }, 'userId'],
    ['POST', '/api/accountroles', { userId: '{target}', roleName: '25\u00000' }, 'roleName', CONTROL],
    [
      'POST',
      '/api/accountroles',
      { userId: '{target}', roleName: '250', extra: 1 },
      'extra',
      'extra is not a known field.',
    ],
    ['DELETE', '/api/accountroles?userId={target}', undefined, 'roleName'],
    ['POST', '/api/accounts/unlock?userId=abc', undefined, 'userId'],
    ['POST', '/api/accounts/unlock', undefined, 'userId'],
    ['POST', '/api/accounts/acceptterms?userId=abc', undefined, 'userId'],
    [
      'POST',
      '/api/accounts/acceptterms?userId={viewer}&also=1',
      undefined,
      'also',
      'also is not a known field.',
    ],
    ['POST', '/api/accounts/emailconfirm', { userName: '' }, 'userName', 'E-mail is required.'],
    ['POST', '/api/accounts/emailconfirm', { userName: '{email}\u0000' }, 'userName', CONTROL],
    [
      'POST',
      '/api/accounts/emailchange',
      { email: 'a\u0000@example.org', userName: '{email}', fullName: '' },
      'email',
      CONTROL,
    ],
  ] as const)('%s %s %j', async (method, url, payload, field, message?: string) => {
    const t = apps.al!;
    const viewer = await createUser(t, { generalRoles: ['AdminUser'], termsAccepted: false });
    const { token } = await signIn(t, viewer);
    const target = await createUser(t, { locked: true, confirmed: false });
    const fill = (text: string) =>
      text
        .replace('{target}', String(target.id))
        .replace('{viewer}', String(viewer.id))
        .replace('{email}', target.email);
    const body =
      payload === undefined
        ? undefined
        : Object.fromEntries(
            Object.entries(payload).map(([key, value]) => [
              key,
              typeof value === 'string' ? fill(value) : value,
            ]),
          );
    const before = { target: await snapshot(t, target.id), viewer: await snapshot(t, viewer.id) };
    const response = await t.app.inject({ method, url: fill(url), headers: bearer(token), payload: body });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: Record<string, string> }>().errors;
    expect(Object.keys(errors)).toEqual([field]);
    if (message !== undefined) expect(errors[field]).toBe(message);
    expect({ target: await snapshot(t, target.id), viewer: await snapshot(t, viewer.id) }).toEqual(before);
  });
});
