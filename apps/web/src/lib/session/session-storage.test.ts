import type { TProfileResponse } from '@registry/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeJwt, profileOf, storeSession } from '../../test/fake-api';
import { loginOk, setupSessionStore, token100 } from '../../test/session-store-setup';
import { SIGNED_OUT } from './session-state';
import { ROLE_COOKIE } from '@registry/domain';
import { SESSION_KEY, TOKEN_KEY, persistSession, restoreSession } from './session-storage';

describe('session storage', () => {
  it('restores a session from storage after a reload', async () => {
    fakeApi({
      'POST /api/auth/login': loginOk({ route: 'profile-personal' }),
      'GET /api/accounts': { body: profileOf() },
    });
    const first = setupSessionStore();
    await first.store.login('pat@example.org', 'x');
    first.store.dispose();
    const second = setupSessionStore();
    const state = second.store.getSnapshot();
    expect(state.token).toBe(token100);
    expect(state.firstTime).toBe(true);
    expect(state.userId).toBe(7);
    expect(state.claims).toEqual(['dashboard', 'profile']);
    expect(state.expiresIn).toBe(18_000_000);
  });

  it('keeps the active role, and only the role, in the role cookie while signed in', async () => {
    const roleCookie = () =>
      document.cookie
        .split('; ')
        .find((part) => part.startsWith(`${ROLE_COOKIE}=`))
        ?.slice(ROLE_COOKIE.length + 1);
    fakeApi({
      'POST /api/auth/login': loginOk({ route: 'profile-personal' }),
      'GET /api/accounts': { body: profileOf() },
    });
    const { store } = setupSessionStore();
    await store.login('pat@example.org', 'x');
    expect(roleCookie()).toBe('100');
    expect(document.cookie).not.toContain(token100);
    persistSession(window.sessionStorage, { ...store.getSnapshot(), activeRole: '200' });
    expect(roleCookie()).toBe('200');
    persistSession(window.sessionStorage, SIGNED_OUT);
    expect(roleCookie()).toBeUndefined();
    store.dispose();
  });

  it('restores nothing without a token, and forgets the session when the state has none', () => {
    expect(restoreSession(window.sessionStorage)).toBe(SIGNED_OUT);
    window.sessionStorage.setItem(TOKEN_KEY, token100);
    window.sessionStorage.setItem(SESSION_KEY, '{}');
    persistSession(window.sessionStorage, SIGNED_OUT);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('takes role and claims from the token over what was kept beside it, and survives an unreadable rest', () => {
    const director = fakeJwt({ sub: '9', role: '200', Permission: ['dashboard'] });
    window.sessionStorage.setItem(TOKEN_KEY, director);
    window.sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ activeRole: '100', userId: 7, termsPending: true }),
    );
    expect(restoreSession(window.sessionStorage)).toMatchObject({
      token: director,
      userId: 7,
      activeRole: '200',
      claims: ['dashboard'],
      termsPending: true,
    });

    window.sessionStorage.setItem(SESSION_KEY, '{not json');
    expect(restoreSession(window.sessionStorage)).toMatchObject({
      token: director,
      userId: 9,
      activeRole: '200',
      termsPending: false,
    });
  });

  it('keeps the token and the session times, but not the profile or the request statuses', () => {
    persistSession(window.sessionStorage, {
      ...SIGNED_OUT,
      token: token100,
      userId: 7,
      profile: profileOf() as TProfileResponse,
      tokenReceivedAt: 5,
      expiresIn: 18_000_000,
      refreshAt: 900_000,
      requests: { ...SIGNED_OUT.requests, login: 'succeeded' },
    });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(token100);
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? '')).toEqual({
      userId: 7,
      activeRole: null,
      activeRoleId: null,
      firstTime: false,
      termsPending: false,
      profileSetup: null,
      tokenReceivedAt: 5,
      expiresIn: 18_000_000,
      refreshAt: 900_000,
    });
  });

  it("keeps the first-time setup's profile tab across a reload, and forgets it at logout", () => {
    fakeApi({ 'POST /api/auth/logout': { status: 204 } });
    storeSession({ userId: 7 });
    const first = setupSessionStore();
    first.store.setProfileSetup('profile-education');
    first.store.dispose();
    const second = setupSessionStore();
    expect(second.store.getSnapshot().profileSetup).toBe('profile-education');
    second.store.logout();
    expect(second.store.getSnapshot().profileSetup).toBeNull();
  });
});
