import { TEXTS } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeJwt, profileOf } from '../../test/fake-api';
import { T0, loginOk, setupSessionStore, token100 } from '../../test/session-store-setup';
import { ADMIN_COOKIE, TOKEN_KEY } from './session-storage';

describe('sign-in flow', () => {
  it('login stores the token, its times in ms, the role and claims from the token, and the profile', async () => {
    const server = fakeApi({ 'POST /api/auth/login': loginOk(), 'GET /api/accounts': { body: profileOf() } });
    const { store } = setupSessionStore();
    const result = await store.login('pat.lee@example.org', 'Secret123');
    expect(result).toEqual({ ok: true, route: 'default', userId: 7 });
    const state = store.getSnapshot();
    expect(state.token).toBe(token100);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(token100);
    expect(state.tokenReceivedAt).toBe(T0);
    expect(state.expiresIn).toBe(18_000_000);
    expect(state.refreshAt).toBe(900_000);
    expect(state.activeRole).toBe('100');
    expect(state.activeRoleId).toBe('r100');
    expect(state.claims).toEqual(['dashboard', 'profile']);
    expect(state.profile?.fullName).toBe('Pat Lee');
    expect(state.requests.login).toBe('succeeded');
    expect(server.called('GET', '/api/accounts')[0]?.authorization).toBe(`Bearer ${token100}`);
    expect(document.cookie).not.toContain(`${ADMIN_COOKIE}=`);
  });

  it('sets the admin cookie for AdminUser and clears it at logout', async () => {
    const server = fakeApi({
      'POST /api/auth/login': loginOk(),
      'GET /api/accounts': { body: profileOf() },
      'POST /api/auth/logout': { body: { message: 'ok' } },
    });
    const { store } = setupSessionStore();
    await store.login('AdminUser', 'Secret123');
    expect(document.cookie).toContain(`${ADMIN_COOKIE}=true`);
    store.logout();
    expect(document.cookie).not.toContain(`${ADMIN_COOKIE}=`);
    expect(store.getSnapshot().token).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(server.called('POST', '/api/auth/logout')[0]?.authorization).toBe(`Bearer ${token100}`);
  });

  it('marks a limited login: profile-personal sets first-time, accept-terms sets terms pending', async () => {
    fakeApi({
      'POST /api/auth/login': loginOk({ route: 'accept-terms' }),
      'GET /api/accounts': { body: profileOf() },
    });
    const { store } = setupSessionStore();
    expect(await store.login('pat.lee@example.org', 'x')).toMatchObject({ ok: true, route: 'accept-terms' });
    expect(store.getSnapshot().termsPending).toBe(true);
    expect(store.getSnapshot().firstTime).toBe(false);
  });

  it('refuses an apiOnly login and a login without jwt, keeping no token', async () => {
    fakeApi({ 'POST /api/auth/login': loginOk({ apiOnly: true }) });
    const { store } = setupSessionStore();
    expect(await store.login('api@example.org', 'x')).toEqual({
      ok: false,
      message: TEXTS.notFrontEnd,
      errorKey: null,
    });
    expect(store.getSnapshot().token).toBeNull();

    fakeApi({ 'POST /api/auth/login': { body: { route: 'default', apiOnly: false, userId: 7 } } });
    expect(await store.login('pat@example.org', 'x')).toMatchObject({ ok: false, message: TEXTS.noJwt });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('reports a login failure with its text and key', async () => {
    fakeApi({
      'POST /api/auth/login': {
        status: 400,
        body: { errors: { unconfirmed: 'Your account is not confirmed.' } },
      },
    });
    const { store } = setupSessionStore();
    expect(await store.login('pat@example.org', 'x')).toEqual({
      ok: false,
      message: 'Your account is not confirmed.',
      errorKey: 'unconfirmed',
    });
    expect(store.getSnapshot().requests.login).toBe('error');
  });

  it('ends the session when the profile cannot be loaded, saying why', async () => {
    fakeApi({
      'POST /api/auth/login': loginOk(),
      'GET /api/accounts': { status: 500, body: { errors: { server: 'boom' } } },
    });
    const { store, onError } = setupSessionStore();
    expect(await store.login('pat@example.org', 'x')).toMatchObject({
      ok: false,
      message: TEXTS.profileError,
    });
    expect(store.getSnapshot().token).toBeNull();
    expect(onError).toHaveBeenCalledWith(TEXTS.profileError);

    fakeApi({ 'POST /api/auth/login': loginOk(), 'GET /api/accounts': { status: 404, body: '' } });
    await store.login('pat@example.org', 'x');
    expect(onError).toHaveBeenLastCalledWith(TEXTS.profileUnavailable);
  });

  it('keeps the session when leaving the page cuts the profile request off; a failure otherwise ends it', async () => {
    let leaving = true;
    let answer: 'profile' | 'cut off' | 'empty' = 'profile';
    const server = fakeApi({
      'POST /api/auth/login': loginOk(),
      'GET /api/accounts': () => {
        if (answer === 'cut off') throw new TypeError('Failed to fetch');
        return { body: answer === 'empty' ? '' : profileOf() };
      },
      'POST /api/auth/logout': { body: { message: 'ok' } },
    });
    const { store, onError } = setupSessionStore(T0, () => leaving);
    await store.login('pat@example.org', 'x');

    // A reload or a link out while the profile loads: the browser cuts the request off, or hands the
    // leaving page an empty answer. The next page loads the profile with the same session.
    for (const cut of ['cut off', 'empty'] as const) {
      answer = cut;
      expect(await store.loadProfile()).toBe(false);
      expect(store.getSnapshot().token).toBe(token100);
      expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(token100);
    }
    expect(server.called('POST', '/api/auth/logout')).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();

    // The same failure on a page the user stays on is a failed profile request (spec 1 §4).
    leaving = false;
    answer = 'cut off';
    expect(await store.loadProfile()).toBe(false);
    expect(store.getSnapshot().token).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(server.called('POST', '/api/auth/logout')).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(TEXTS.profileError);
  });

  it('switches role: the new token, role, id and claims, then fresh profile and claims', async () => {
    const director = fakeJwt({ sub: '7', role: '200', Permission: ['dashboard', 'records.verify'] });
    const roles = [
      { roleId: 'r100', roleName: '100', organizations: [] },
      {
        roleId: 'r200',
        roleName: '200',
        organizations: [{ organizationId: 1, organizationName: 'Sunrise', employmentRecordId: 3 }],
      },
    ];
    const server = fakeApi({
      'POST /api/auth/login': loginOk(),
      'GET /api/accounts': { body: profileOf({ roles }) },
      'POST /api/userorganizationroles/roleswitch': {
        body: {
          jwt: { auth_token: director, expires_in: 18000, refresh_at: 900 },
          activeRole: '200',
          claims: ['dashboard', 'records.verify'],
        },
      },
      'GET /api/auth/claims': { body: { role: '200', claims: ['dashboard', 'records.verify'] } },
    });
    const { store } = setupSessionStore();
    await store.login('pat@example.org', 'x');
    expect(await store.switchRole('200')).toBe(true);
    expect(server.called('POST', '/api/userorganizationroles/roleswitch')[0]?.body).toEqual({
      roleName: '200',
    });
    const state = store.getSnapshot();
    expect(state.activeRole).toBe('200');
    expect(state.activeRoleId).toBe('r200');
    expect(state.claims).toEqual(['dashboard', 'records.verify']);
    expect(state.userOrganizationRoles.map((entry) => entry.roleName)).toEqual(['200']);
    expect(server.called('GET', '/api/accounts')).toHaveLength(2);
    expect(server.called('GET', '/api/auth/claims')).toHaveLength(1);
  });
});
