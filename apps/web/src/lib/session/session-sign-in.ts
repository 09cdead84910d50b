import type { TJwt, TLoginErrorKey, TNextRoute, TRoleEntry } from '@registry/contracts';
import { TEXTS, firstActiveRole, type SessionCheckAction } from '@registry/domain';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, failureText } from '../api';
import { afterLeaving } from '../page-leaving';
import { getClaims } from './api/claims';
import { postLogin, type LoginAnswer } from './api/login';
import { postLogout } from './api/logout';
import { getProfile } from './api/profile';
import { getQuickSightEnabled } from './api/quick-sight';
import { postRoleSwitch } from './api/role-switch';
import type { RequestStatus, SessionRequest, SessionState } from './session-state';
import { setAdminCookie } from './session-storage';
import { readToken } from './token';

export type LoginLimitedRoute = Exclude<TNextRoute, 'default'>;

export type LoginResult =
  | { ok: true; route: TNextRoute; userId: number }
  | { ok: false; message: string; errorKey: TLoginErrorKey | null };

/** The user name that gets the admin cookie (spec 1 §4). */
export const ADMIN_USER_NAME = 'AdminUser';

/** Signing in and out and acting in a role (spec 1 §4), with the profile and claims they load. */
export interface SignInFlow {
  login(userName: string, password: string): Promise<LoginResult>;
  /**
   * Best-effort POST /api/auth/logout, then forget everything (token, cookie, flags, cached data).
   * `onPurpose`: the user logged out or went idle (not a 401).
   */
  logout(options?: { onPurpose?: boolean }): void;
  /**
   * GET /api/accounts; a failure ends the session and is reported (spec 1 §4, §8), unless the page is being
   * left and the browser cut the request off.
   */
  loadProfile(): Promise<boolean>;
  loadClaims(): Promise<void>;
  switchRole(roleName: string | null): Promise<boolean>;
}

/** What the sign-in flow needs of the session store it belongs to. */
export interface SignInContext {
  state(): SessionState;
  set(patch: Partial<SessionState>): void;
  setStatus(request: SessionRequest, status: RequestStatus): void;
  /** Keeps a new token with its times; role and claims come from its payload. */
  storeJwt(jwt: TJwt): void;
  /** Forgets everything: admin cookie, state, storage, cached data. */
  clearAll(endedOnPurpose?: boolean): void;
  /** Typing the password was user input. */
  noteInput(): void;
  /** The periodic check, run once at sign-in. */
  check(): SessionCheckAction;
  queryClient: QueryClient;
  /** Shows a failure the user must see (profile load): the app's error toast. */
  onError: (message: string) => void;
  /** Text of a failure without a response (network down). */
  networkText: string;
  /** The page is being left: its requests are cut off by the browser, not failed by the server. */
  leaving(): boolean;
}

function loginErrorKey(body: unknown): TLoginErrorKey | null {
  if (body === null || typeof body !== 'object') return null;
  const errors = (body as { errors?: unknown }).errors;
  if (errors === null || typeof errors !== 'object') return null;
  for (const key of ['unconfirmed', 'locked', 'credentials'] as const) {
    if (key in errors) return key;
  }
  return null;
}

function activeRoleId(activeRole: string | null, roles: readonly TRoleEntry[]): string | null {
  return roles.find((entry) => entry.roleName === activeRole)?.roleId ?? null;
}

/** The sign-in flow over a session store's state: every step reads the state afresh after each await. */
export function createSignInFlow(session: SignInContext): SignInFlow {
  const { set, setStatus, storeJwt, clearAll, queryClient, onError, networkText } = session;
  const signedIn = () => Boolean(session.state().token);

  async function loadQuickSight(): Promise<void> {
    try {
      const quickSight = await getQuickSightEnabled();
      if (signedIn()) set({ quickSight });
    } catch {
      // A flag that was never set (404) means off.
    }
  }

  const flow: SignInFlow = {
    async login(userName, password) {
      // Login first clears the token and its cookie (spec 1 §4). Typing the password was user input.
      clearAll();
      session.noteInput();
      setStatus('login', 'attempting');
      let answer: LoginAnswer;
      try {
        answer = await postLogin({ userName, password });
      } catch (error) {
        setStatus('login', 'error');
        return {
          ok: false,
          message: failureText(error, networkText),
          errorKey: isApiError(error) ? loginErrorKey(error.body) : null,
        };
      }
      const refuse = (message: string): LoginResult => {
        clearAll();
        setStatus('login', 'error');
        return { ok: false, message, errorKey: null };
      };
      if (answer?.apiOnly) return refuse(TEXTS.notFrontEnd);
      if (!answer?.jwt?.auth_token) return refuse(TEXTS.noJwt);

      const route: TNextRoute = answer.route ?? 'default';
      storeJwt(answer.jwt);
      const userId = answer.userId ?? readToken(answer.jwt.auth_token)?.userId ?? null;
      set({ userId, firstTime: route === 'profile-personal', termsPending: route === 'accept-terms' });
      setAdminCookie(userName === ADMIN_USER_NAME);
      if (session.check() !== 'none' && !signedIn()) return refuse(TEXTS.sessionExpired);

      if (!(await flow.loadProfile())) {
        setStatus('login', 'error');
        return { ok: false, message: TEXTS.profileError, errorKey: null };
      }
      // Restore context: with no active role yet, the first organization role becomes active (a limited
      // login has no role to act in until its step is done).
      const state = session.state();
      if (state.activeRole === null && state.roles.length > 0 && !state.firstTime && !state.termsPending) {
        await flow.switchRole(firstActiveRole(state.roles));
      }
      void loadQuickSight();
      setStatus('login', 'succeeded');
      return { ok: true, route, userId: userId ?? session.state().profile?.id ?? 0 };
    },

    logout({ onPurpose = false } = {}) {
      const token = session.state().token;
      if (token) void postLogout(token).catch(() => undefined);
      clearAll(onPurpose);
    },

    async loadProfile() {
      if (!signedIn()) return false;
      setStatus('profile', 'attempting');
      /** A failed profile request ends the session (spec 1 §4), saying why unless it was a 401. */
      const fail = async (text: string | null): Promise<false> => {
        // Unless the page is being left (a reload, a link out): the browser cut the request off, and the
        // next page loads the profile with the same session.
        if (await afterLeaving(session.leaving)) return false;
        flow.logout();
        if (text !== null) onError(text);
        return false;
      };
      try {
        const profile = await getProfile();
        if (!signedIn()) return false;
        if (!profile || typeof profile !== 'object') return fail(TEXTS.profileUnavailable);
        const state = session.state();
        const activeRole = state.activeRole ?? profile.activeRole;
        set({
          profile,
          userId: profile.id,
          roles: profile.roles,
          userOrganizationRoles: profile.roles.filter((entry) => entry.organizations.length > 0),
          activeRole,
          activeRoleId: activeRoleId(activeRole, profile.roles),
          requests: { ...state.requests, profile: 'succeeded' },
        });
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 401) return fail(null);
        const empty = isApiError(error) && (error.body === null || error.body === '');
        return fail(empty ? TEXTS.profileUnavailable : TEXTS.profileError);
      }
    },

    async loadClaims() {
      if (!signedIn()) return;
      setStatus('claims', 'attempting');
      try {
        const { role, claims } = await getClaims();
        if (!signedIn()) return;
        const state = session.state();
        set({
          activeRole: role,
          activeRoleId: activeRoleId(role, state.roles),
          claims,
          requests: { ...state.requests, claims: 'succeeded' },
        });
      } catch {
        if (signedIn()) setStatus('claims', 'error');
      }
    },

    async switchRole(roleName) {
      if (!signedIn()) return false;
      setStatus('roleSwitch', 'attempting');
      try {
        const answer = await postRoleSwitch(roleName);
        if (!signedIn()) return false;
        storeJwt(answer.jwt);
        // An absent role clears the active role (spec 1 §4).
        set({
          activeRole: answer.activeRole,
          activeRoleId: activeRoleId(answer.activeRole, session.state().roles),
          claims: answer.claims,
        });
        await Promise.all([flow.loadProfile(), flow.loadClaims()]);
        // Data fetched for the previous role may differ for this one.
        void queryClient.invalidateQueries();
        setStatus('roleSwitch', 'succeeded');
        return true;
      } catch {
        // Failed role requests: the busy state stops, no message (spec 1 §8).
        if (signedIn()) setStatus('roleSwitch', 'error');
        return false;
      }
    },
  };
  return flow;
}
