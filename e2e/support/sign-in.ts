import type { Page } from '@playwright/test';
import { ZLoginResponse, type TNextRoute } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { ROLE_COOKIE, receivedTokenTimes } from '@registry/domain';
import { SIGNED_OUT, type SessionState } from '../../apps/web/src/lib/session/session-state';
import { persistSession } from '../../apps/web/src/lib/session/session-storage';
import { readToken } from '../../apps/web/src/lib/session/token';
import { untilLive } from './app-live.js';

/** Who signs in: a TestUser, or a demo account with its server's password. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * Where the login form sends a user after the login answers `route` (apps/web/src/features/auth/after-login.ts):
 * a limited login to its step, anyone else to the dashboard.
 */
function afterLogin(route: TNextRoute, userId: number): string {
  switch (route) {
    case 'profile-personal':
      return `/dashboard/profile/personal?userId=${userId}`;
    case 'accept-terms':
      return `/accept-terms/${userId}`;
    case 'default':
      return '/dashboard';
  }
}

/** A page at the app's origin that is not the app: somewhere to write the tab's session storage. */
const STORAGE_PAGE = '/e2e-session-storage';

/**
 * Signs in without the login form, for every test whose subject is not signing in: POST /api/auth/login
 * (the login form's call), then the session kept where the app keeps it, the tab's session storage, written
 * by the app's own persistSession as the login flow leaves it (token, role and claims from the token, the
 * limited-login flags, the token's times by the page's clock), then on to where the login form goes after
 * that answer, or to `to`. The app loads the profile itself, as after a reload. (The sign-in journeys, whose
 * subject is the login form, sign in with signInThroughForm.)
 */
export async function signIn(page: Page, account: Credentials, options: { to?: string } = {}): Promise<void> {
  const answer = await page.request.post(API_PATHS.login, {
    data: { userName: account.email, password: account.password },
  });
  if (!answer.ok()) throw new Error(`sign-in of ${account.email}: ${answer.status()} ${await answer.text()}`);
  const login = ZLoginResponse.parse(await answer.json());
  if (login.apiOnly) throw new Error(`${account.email} is API-only: the front end refuses it`);
  const token = readToken(login.jwt.auth_token);
  // The login flow switches to the first role itself when the token names none (the server always names one).
  if ((token?.role ?? null) === null && login.route === 'default')
    throw new Error(`the token of ${account.email} names no role`);

  // A blank document of the app's origin, answered here (the app is not loaded twice): its tab's storage.
  await page.route(STORAGE_PAGE, (route) => route.fulfill({ contentType: 'text/plain', body: '' }));
  try {
    await page.goto(STORAGE_PAGE);
    const now = await page.evaluate(() => Date.now());
    const state: SessionState = {
      ...SIGNED_OUT,
      token: login.jwt.auth_token,
      userId: login.userId,
      activeRole: token?.role ?? null,
      claims: token?.claims ?? [],
      firstTime: login.route === 'profile-personal',
      termsPending: login.route === 'accept-terms',
      ...receivedTokenTimes(login.jwt.expires_in, login.jwt.refresh_at, now),
    };
    const kept = new Map<string, string>();
    persistSession(
      {
        getItem: (key) => kept.get(key) ?? null,
        setItem: (key, value) => void kept.set(key, value),
        removeItem: (key) => void kept.delete(key),
        clear: () => kept.clear(),
        key: (index) => [...kept.keys()][index] ?? null,
        get length() {
          return kept.size;
        },
      },
      state,
    );
    await page.evaluate(
      (entries) => {
        sessionStorage.clear();
        for (const [key, value] of entries) sessionStorage.setItem(key, value);
      },
      [...kept],
    );
    // The role cookie the app keeps beside the session (it picks the frame of the role's dashboard).
    if (state.activeRole !== null)
      await page.context().addCookies([{ name: ROLE_COOKIE, value: state.activeRole, url: page.url() }]);
  } finally {
    await page.unroute(STORAGE_PAGE);
  }
  // Live before the test acts, on any page (one of a browser of its own too, whose goto does not wait).
  await page.goto(options.to ?? afterLogin(login.route, login.userId));
  await untilLive(page);
}
