import { EXPIRY_CHECK_MS, IDLE_TIMEOUT_MS, TEXTS } from '@registry/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeJwt, profileOf } from '../../test/fake-api';
import { api } from '../api';
import { ADMIN_COOKIE, TOKEN_KEY, createSessionStore } from './session-store';

const T0 = 1_700_000_000_000;
const token100 = fakeJwt({ sub: '7', role: '100', Permission: ['dashboard', 'profile'] });

function setup(start = T0) {
  let now = start;
  const onError = vi.fn();
  const queryClient = new QueryClient();
  const store = createSessionStore({
    storage: window.sessionStorage,
    queryClient,
    onError,
    networkText: 'offline',
    now: () => now,
  });
  return { store, onError, queryClient, setNow: (value: number) => (now = value) };
}

const loginOk = (extra: Record<string, unknown> = {}) => ({
  body: {
    jwt: { auth_token: token100, expires_in: 18000, refresh_at: 900 },
    route: 'default',
    apiOnly: false,
    userId: 7,
    ...extra,
  },
});

describe('session store', () => {
  it('login stores the token, its times in ms, the role and claims from the token, and the profile', async () => {
    const server = fakeApi({ 'POST /api/auth/login': loginOk(), 'GET /api/accounts': { body: profileOf() } });
    const { store } = setup();
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
    const { store } = setup();
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
    const { store } = setup();
    expect(await store.login('pat.lee@example.org', 'x')).toMatchObject({ ok: true, route: 'accept-terms' });
    expect(store.getSnapshot().termsPending).toBe(true);
    expect(store.getSnapshot().firstTime).toBe(false);
  });

  it('refuses an apiOnly login and a login without jwt, keeping no token', async () => {
    fakeApi({ 'POST /api/auth/login': loginOk({ apiOnly: true }) });
    const { store } = setup();
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
    const { store } = setup();
    expect(await store.login('pat@example.org', 'x')).toEqual({
      ok: false,
      message: 'Your account is not confirmed.',
      errorKey: 'unconfirmed',
    });
    expect(store.getSnapshot().requests.login).toBe('error');
  });

  it('replaces the stored token when a response carries x-auth-token, and logs out on 401', async () => {
    const renewed = fakeJwt({ sub: '7', role: '200', Permission: ['dashboard', 'records.verify'] });
    fakeApi({
      'POST /api/auth/login': loginOk(),
      'GET /api/accounts': { body: profileOf() },
      'GET /api/thing': { body: { ok: true }, headers: { 'x-auth-token': renewed } },
      'GET /api/gone': { status: 401, body: 'Not signed in.' },
    });
    const { store } = setup();
    await store.login('pat@example.org', 'x');
    await api('/api/thing');
    expect(store.getSnapshot().token).toBe(renewed);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(renewed);
    expect(store.getSnapshot().claims).toEqual(['dashboard', 'records.verify']);
    await api('/api/gone').catch(() => undefined);
    expect(store.getSnapshot().token).toBeNull();
  });

  it('logs out when the token is past its expiry', async () => {
    fakeApi({ 'POST /api/auth/login': loginOk(), 'GET /api/accounts': { body: profileOf() } });
    const { store, setNow } = setup();
    await store.login('pat@example.org', 'x');
    const expiry = T0 + 18_000_000;
    // Keep the user active so that idleness is not what ends the session.
    store.markActivity(expiry - 1000);
    setNow(expiry - 1000);
    expect(store.getSnapshot().token).not.toBeNull();
    expect(store.check(expiry)).toBe('expired');
    expect(store.getSnapshot().token).toBeNull();
  });

  it('calls the heartbeat once past the refresh time while the user is active, and stores the new token', async () => {
    const next = fakeJwt({ sub: '7', role: '100', Permission: ['dashboard', 'profile'], exp: 5_000_000_000 });
    const server = fakeApi({
      'POST /api/auth/login': loginOk(),
      'GET /api/accounts': { body: profileOf() },
      'GET /api/auth/heartbeat': { body: { jwt: { auth_token: next, expires_in: 18000, refresh_at: 900 } } },
    });
    const { store, setNow } = setup();
    await store.login('pat@example.org', 'x');
    const due = T0 + 900_000;
    store.markActivity(due - 2000);
    expect(store.check(due - 1000)).toBe('none');
    setNow(due);
    expect(store.check(due)).toBe('refresh');
    await vi.waitFor(() => expect(store.getSnapshot().token).toBe(next));
    expect(server.called('GET', '/api/auth/heartbeat')).toHaveLength(1);
    expect(store.getSnapshot().tokenReceivedAt).toBe(due);
  });

  it('waits with a due refresh while the user is idle, and refreshes on their return', async () => {
    const server = fakeApi({
      'POST /api/auth/login': loginOk(),
      'GET /api/accounts': { body: profileOf() },
      'GET /api/auth/heartbeat': {
        body: { jwt: { auth_token: token100, expires_in: 18000, refresh_at: 900 } },
      },
    });
    const { store } = setup();
    await store.login('pat@example.org', 'x');
    const due = T0 + 900_000;
    store.markActivity(due - 10 * EXPIRY_CHECK_MS);
    expect(store.check(due)).toBe('none');
    expect(store.getSnapshot().idle).toBe(true);
    expect(server.called('GET', '/api/auth/heartbeat')).toHaveLength(0);
    store.markActivity(due + 1000);
    expect(store.getSnapshot().idle).toBe(false);
    await vi.waitFor(() => expect(server.called('GET', '/api/auth/heartbeat')).toHaveLength(1));
  });

  it('logs out after IDLE_TIMEOUT_MS without input', async () => {
    fakeApi({ 'POST /api/auth/login': loginOk(), 'GET /api/accounts': { body: profileOf() } });
    const { store } = setup();
    await store.login('pat@example.org', 'x');
    expect(store.check(T0 + IDLE_TIMEOUT_MS - 1)).not.toBe('idle');
    expect(store.getSnapshot().token).not.toBeNull();
    expect(store.check(T0 + IDLE_TIMEOUT_MS)).toBe('idle');
    expect(store.getSnapshot().token).toBeNull();
  });

  it('ends the session when the profile cannot be loaded, saying why', async () => {
    fakeApi({
      'POST /api/auth/login': loginOk(),
      'GET /api/accounts': { status: 500, body: { errors: { server: 'boom' } } },
    });
    const { store, onError } = setup();
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
    const { store } = setup();
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

  it('restores a session from storage after a reload', async () => {
    fakeApi({
      'POST /api/auth/login': loginOk({ route: 'profile-personal' }),
      'GET /api/accounts': { body: profileOf() },
    });
    const first = setup();
    await first.store.login('pat@example.org', 'x');
    first.store.dispose();
    const second = setup();
    const state = second.store.getSnapshot();
    expect(state.token).toBe(token100);
    expect(state.firstTime).toBe(true);
    expect(state.userId).toBe(7);
    expect(state.claims).toEqual(['dashboard', 'profile']);
    expect(state.expiresIn).toBe(18_000_000);
  });
});
