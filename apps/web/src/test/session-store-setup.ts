import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createSessionStore } from '../lib/session/session-store';
import { fakeJwt } from './fake-api';

/** The moment the tests' clock starts at. */
export const T0 = 1_700_000_000_000;
export const token100 = fakeJwt({ sub: '7', role: '100', Permission: ['dashboard', 'profile'] });

/**
 * A session store over session storage whose clock the test moves by hand; `leaving` says whether the page
 * is being left (never, unless given).
 */
export function setupSessionStore(start = T0, leaving?: () => boolean) {
  let now = start;
  const onError = vi.fn();
  const queryClient = new QueryClient();
  const store = createSessionStore({
    storage: window.sessionStorage,
    queryClient,
    onError,
    networkText: 'offline',
    now: () => now,
    ...(leaving ? { leaving } : {}),
  });
  return { store, onError, queryClient, setNow: (value: number) => (now = value) };
}

/** A successful POST /api/auth/login answer for token100 (18000 s lifetime, refresh after 900 s). */
export const loginOk = (extra: Record<string, unknown> = {}) => ({
  body: {
    jwt: { auth_token: token100, expires_in: 18000, refresh_at: 900 },
    route: 'default',
    apiOnly: false,
    userId: 7,
    ...extra,
  },
});
