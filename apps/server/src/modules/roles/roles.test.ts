import { RENEWED_TOKEN_HEADER, ZRoleSwitchResponse } from '@registry/contracts';
import {
  API_ERRORS,
  claimsForRole,
  getTenant,
  ROLE_RULE_TEXTS,
  type GeneralRole,
  type TenantCode,
} from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, tokenPayload, type TestUserOptions } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const apps = {} as Record<TenantCode, TestApp>;

beforeAll(async () => {
  apps.al = await createTestApp();
  apps.tn = await createTestApp({ config: { tenant: 'tn' } });
});

const tokens = new Map<string, string>();
/** A signed-in user whose active role is `role` (cached per tenant and role). */
async function actor(tenant: TenantCode, role: GeneralRole): Promise<string> {
  const key = `${tenant}:${role}`;
  const cached = tokens.get(key);
  if (cached !== undefined) return cached;
  const { token } = await signIn(apps[tenant], await createUser(apps[tenant], { generalRoles: [role] }));
  tokens.set(key, token);
  return token;
}

function toggle(tenant: TenantCode, token: string, enable: boolean, userId: number, roleName: string) {
  const t = apps[tenant];
  return enable
    ? t.app.inject({
        method: 'POST',
        url: '/api/accountroles',
        headers: bearer(token),
        payload: { userId, roleName },
      })
    : t.app.inject({
        method: 'DELETE',
        url: `/api/accountroles?userId=${userId}&roleName=${encodeURIComponent(roleName)}`,
        headers: bearer(token),
      });
}

async function generalRoles(tenant: TenantCode, userId: number): Promise<string[]> {
  const rows = await apps[tenant].db
    .selectFrom('userGeneralRoles')
    .select('roleName')
    .where('userId', '=', userId)
    .execute();
  return rows.map((row) => row.roleName).sort();
}

const NOT_MANAGEABLE = 'You may not manage this role.';
const NO_CLAIM = 'You do not have permission to do this.';

describe('POST and DELETE /api/accountroles', () => {
  // [tenant, actor's active role, target's roles, grant (true) or remove, role, status, error text or roles after]
  const cases: [TenantCode, GeneralRole, TestUserOptions, boolean, string, number, string | string[]][] = [
    // Visibility (spec 2 §6): who may manage which general role.
    ['al', 'AdminUser', {}, true, 'AdminUser', 200, ['100', 'AdminUser']],
    ['al', 'AdminUser', {}, true, 'ApiUser', 200, ['100', 'ApiUser']],
    ['al', '500', {}, true, '400', 200, ['100', '400']],
    ['al', '500', {}, true, '500', 403, NOT_MANAGEABLE],
    ['al', '500', {}, true, 'AdminUser', 403, NOT_MANAGEABLE],
    ['al', '500', {}, true, 'ApiUser', 200, ['100', 'ApiUser']],
    ['al', '400', {}, true, '350', 200, ['100', '350']],
    ['al', '400', {}, true, '250', 200, ['100', '250']],
    ['al', '400', {}, true, '400', 403, NOT_MANAGEABLE],
    ['al', '400', {}, true, 'ApiUser', 403, NOT_MANAGEABLE],
    ['al', '400', { generalRoles: ['100', '500'] }, false, '500', 403, NOT_MANAGEABLE],
    // Roles the tenant does not have (al removes 300 and 375, tn removes 250).
    ['al', 'AdminUser', {}, true, '300', 403, NOT_MANAGEABLE],
    ['al', 'AdminUser', {}, true, '375', 403, NOT_MANAGEABLE],
    ['tn', 'AdminUser', {}, true, '250', 403, NOT_MANAGEABLE],
    ['tn', '500', {}, true, '375', 200, ['100', '375']],
    ['tn', '500', {}, true, '300', 200, ['100', '300']],
    ['al', 'AdminUser', {}, true, 'NoSuchRole', 403, NOT_MANAGEABLE],
    // Roles without the claim roles.manage.
    ['al', '100', {}, true, '350', 403, NO_CLAIM],
    ['al', '350', {}, true, '250', 403, NO_CLAIM],
    ['al', '250', {}, false, '100', 403, NO_CLAIM],
    // Toggle rules (spec 2 §6).
    ['tn', '500', { generalRoles: ['100', '375'] }, true, '350', 400, ROLE_RULE_TEXTS.staffAndSupervisor],
    ['tn', '500', { generalRoles: ['100', '350'] }, true, '375', 400, ROLE_RULE_TEXTS.staffAndSupervisor],
    ['al', '500', { generalRoles: ['100', '350'] }, false, '100', 400, ROLE_RULE_TEXTS.staffWhileElevated],
    [
      'al',
      '500',
      { generalRoles: ['100'], organizations: [['100']] },
      false,
      '100',
      400,
      ROLE_RULE_TEXTS.staffWhileElevated,
    ],
    [
      'al',
      '500',
      { generalRoles: ['100'], organizations: [['100', '200']] },
      false,
      '100',
      400,
      ROLE_RULE_TEXTS.staffWhileDirector,
    ],
    [
      'al',
      '500',
      { generalRoles: [], organizations: [['100', '200']] },
      true,
      '100',
      400,
      ROLE_RULE_TEXTS.staffWhileDirector,
    ],
    ['al', '500', {}, true, '100', 400, ROLE_RULE_TEXTS.alreadyHeld],
    ['al', '500', {}, false, '350', 400, ROLE_RULE_TEXTS.notHeld],
    ['al', '500', { generalRoles: ['100', '350'] }, false, '350', 200, ['100']],
    ['al', '500', { generalRoles: ['100'] }, false, '100', 200, []],
    ['al', '500', { generalRoles: [] }, true, '100', 200, ['100']],
  ];

  it.each(cases)(
    '%s: %s, target %j, grant=%s %s -> %i',
    async (tenant, actorRole, target, enable, roleName, status, expected) => {
      const user = await createUser(apps[tenant], target);
      const before = await generalRoles(tenant, user.id);
      const response = await toggle(tenant, await actor(tenant, actorRole), enable, user.id, roleName);
      expect(response.statusCode).toBe(status);
      if (status === 200) {
        const roles = response.json<{ userId: number; roles: string[] }>();
        expect(roles.userId).toBe(user.id);
        expect([...roles.roles].sort()).toEqual([...(expected as string[])].sort());
        expect(await generalRoles(tenant, user.id)).toEqual([...(expected as string[])].sort());
        const audit = await apps[tenant].db
          .selectFrom('auditLog')
          .selectAll()
          .where('entityId', '=', String(user.id))
          .where('action', '=', enable ? 'role.added' : 'role.removed')
          .executeTakeFirstOrThrow();
        expect(audit.before).toEqual({ generalRoles: before });
      } else {
        expect(response.json()).toEqual(status === 400 ? { errors: { roleName: expected } } : expected);
        expect(await generalRoles(tenant, user.id)).toEqual(before);
      }
    },
  );

  it('never lets a user add a role to their own account; giving one up stays possible (issue 22)', async () => {
    // [tenant, the actor's role (active), the role they try to give themselves]: each one they may manage
    // on others.
    const attempts: [TenantCode, GeneralRole, string][] = [
      ['al', '400', '350'],
      ['al', '400', '250'],
      ['al', '500', '400'],
      ['al', '500', 'ApiUser'],
      ['al', 'AdminUser', '500'],
      ['al', 'AdminUser', 'ApiUser'],
      ['tn', '500', '375'],
    ];
    for (const [tenant, role, roleName] of attempts) {
      const self = await createUser(apps[tenant], { generalRoles: [role] });
      const before = await generalRoles(tenant, self.id);
      const { token } = await signIn(apps[tenant], self);
      const response = await toggle(tenant, token, true, self.id, roleName);
      expect(response.statusCode, `${role} adding ${roleName}`).toBe(403);
      expect(response.json()).toBe(API_ERRORS.roleSelfGrant);
      expect(await generalRoles(tenant, self.id)).toEqual(before);
    }
    // Giving up a role one holds on one's own account is allowed.
    const self = await createUser(apps.al, { generalRoles: ['500', '350'] });
    const { token } = await signIn(apps.al, self);
    const before = await generalRoles('al', self.id);
    const response = await toggle('al', token, false, self.id, '350');
    expect(response.statusCode).toBe(200);
    expect(await generalRoles('al', self.id)).toEqual(before.filter((role) => role !== '350'));
  });

  it('lists the roles after a change in ROLE_ORDER', async () => {
    const user = await createUser(apps.al, { generalRoles: ['100', '250'] });
    const response = await toggle('al', await actor('al', 'AdminUser'), true, user.id, '500');
    expect(response.json()).toEqual({ userId: user.id, roles: ['100', '500', '250'] });
  });

  it('answers 401 without a token and 404 for an unknown user', async () => {
    const t = apps.al;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/accountroles',
      payload: { userId: 1, roleName: '350' },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await toggle('al', await actor('al', '500'), true, 999999, '350');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toBe('There is no such user.');
  });

  it('ends the sessions in which a removed role was active, and only those', async () => {
    const t = apps.al;
    const user = await createUser(t, { generalRoles: ['100', '350'] });
    const as350 = (await signIn(t, user)).token;
    expect(tokenPayload(as350).role).toBe('100');
    // ROLE_ORDER puts 100 first; switch one session to 350.
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/userorganizationroles/roleswitch',
      headers: bearer(as350),
      payload: { roleName: '350' },
    });
    const token350 = switched.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
    const as100 = (await signIn(t, user)).token;
    expect((await toggle('al', await actor('al', '500'), false, user.id, '350')).statusCode).toBe(200);
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) });
    expect((await profile(token350)).statusCode).toBe(401);
    expect((await profile(as100)).statusCode).toBe(200);
  });
});

describe('POST /api/userorganizationroles/roleswitch', () => {
  const switchRole = (token: string, roleName: string | null) =>
    apps.al.app.inject({
      method: 'POST',
      url: '/api/userorganizationroles/roleswitch',
      headers: bearer(token),
      payload: { roleName },
    });

  it('makes a held role active, with its claims in a new token', async () => {
    const t = apps.al;
    const user = await createUser(t, { generalRoles: ['100', '350'], organizations: [['100', '200']] });
    const { token } = await signIn(t, user);
    expect(tokenPayload(token).role).toBe('200');
    const response = await switchRole(token, '350');
    expect(response.statusCode).toBe(200);
    const body = ZRoleSwitchResponse.strict().parse(response.json());
    const claims = claimsForRole('350', getTenant('al'));
    expect(body.activeRole).toBe('350');
    expect(body.claims).toEqual(claims);
    expect(tokenPayload(body.jwt.auth_token)).toMatchObject({
      role: '350',
      Permission: claims,
      sid: tokenPayload(token).sid,
    });
    expect(response.headers[RENEWED_TOKEN_HEADER]).toBe(body.jwt.auth_token);
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/auth/claims',
      headers: bearer(body.jwt.auth_token),
    });
    expect(seen.json()).toEqual({ role: '350', claims });
    // The organization role works the same way.
    expect((await switchRole(token, '200')).json()).toMatchObject({ activeRole: '200' });
  });

  it("refuses a role the user does not hold (403) and keeps the session's role", async () => {
    const t = apps.al;
    const { token } = await signIn(t, await createUser(t, { generalRoles: ['100'] }));
    for (const role of ['500', '200', 'AdminUser']) {
      const response = await switchRole(token, role);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toBe('You do not hold this role.');
    }
    const claims = await t.app.inject({ method: 'GET', url: '/api/auth/claims', headers: bearer(token) });
    expect(claims.json<{ role: string }>().role).toBe('100');
  });

  it('clears the active role with null (no claims)', async () => {
    const { token } = await signIn(apps.al, await createUser(apps.al));
    expect((await switchRole(token, null)).json()).toMatchObject({ activeRole: null, claims: [] });
  });

  it('answers 401 without a token and 400 for a malformed body', async () => {
    const t = apps.al;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/userorganizationroles/roleswitch',
      payload: { roleName: '100' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await signIn(t, await createUser(t));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/userorganizationroles/roleswitch',
          headers: bearer(token),
          payload: { role: '100' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
