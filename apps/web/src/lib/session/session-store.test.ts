import { EXPIRY_CHECK_MS, IDLE_TIMEOUT_MS } from '@registry/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeJwt, profileOf } from '../../test/fake-api';
import { T0, loginOk, setupSessionStore, token100 } from '../../test/session-store-setup';
import { api } from '../api';
import { TOKEN_KEY } from './session-storage';

// The store's own part: tokens renewed or refused by any answer, and the periodic check (expiry, refresh,
// idleness) applying the decisions of packages/domain/src/session-timing.ts.
describe('session store', () => {
  it('replaces the stored token when a response carries x-auth-token, and logs out on 401', async () => {
    const renewed = fakeJwt({ sub: '7', role: '200', Permission: ['dashboard', 'records.verify'] });
    fakeApi({
      'POST /api/auth/login': loginOk(),
      'GET /api/accounts': { body: profileOf() },
      'GET /api/thing': { body: { ok: true }, headers: { 'x-auth-token': renewed } },
      'GET /api/gone': { status: 401, body: 'Not signed in.' },
    });
    const { store } = setupSessionStore();
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
    const { store, setNow } = setupSessionStore();
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
    const { store, setNow } = setupSessionStore();
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
    const { store } = setupSessionStore();
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
    const { store } = setupSessionStore();
    await store.login('pat@example.org', 'x');
    expect(store.check(T0 + IDLE_TIMEOUT_MS - 1)).not.toBe('idle');
    expect(store.getSnapshot().token).not.toBeNull();
    expect(store.check(T0 + IDLE_TIMEOUT_MS)).toBe('idle');
    expect(store.getSnapshot().token).toBeNull();
  });
});
