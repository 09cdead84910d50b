import type { TJwt, TLoginErrorKey, TNextRoute, TProfileResponse, TRoleEntry } from '@registry/contracts';
import { EXPIRY_CHECK_MS, IDLE_TIMEOUT_MS, TEXTS, firstActiveRole } from '@registry/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api, bindApiAuth, isApiError, failureText } from '../api';
import {
  getClaims,
  getHeartbeat,
  getProfile,
  postLogin,
  postLogout,
  postRoleSwitch,
  type LoginAnswer,
} from './session-api';
import { readToken } from './token';

/** Every session request has one of these statuses (spec 1 §4). */
export type RequestStatus = 'empty' | 'attempting' | 'succeeded' | 'error';
export type SessionRequest = 'login' | 'heartbeat' | 'profile' | 'claims' | 'roleSwitch';

/** The session state of spec 1 §3; times are epoch milliseconds, durations milliseconds. */
export interface SessionState {
  token: string | null;
  userId: number | null;
  profile: TProfileResponse | null;
  roles: readonly TRoleEntry[];
  claims: readonly string[];
  /** The roles held through an organization (employment record). */
  userOrganizationRoles: readonly TRoleEntry[];
  activeRole: string | null;
  activeRoleId: string | null;
  firstTime: boolean;
  termsPending: boolean;
  tokenReceivedAt: number | null;
  /** The token's lifetime after receipt (the server's seconds times 1000). */
  expiresIn: number | null;
  /** When after receipt the token is refreshed (the server's seconds times 1000). */
  refreshAt: number | null;
  /** No user input within the last expiry check: a due refresh waits for the user's return. */
  idle: boolean;
  quickSight: boolean;
  /** The last session ended by Logout or idleness (not by a 401): the guard then goes plainly home. */
  endedOnPurpose: boolean;
  requests: Readonly<Record<SessionRequest, RequestStatus>>;
}

export type LoginLimitedRoute = Exclude<TNextRoute, 'default'>;

export type LoginResult =
  | { ok: true; route: TNextRoute; userId: number }
  | { ok: false; message: string; errorKey: TLoginErrorKey | null };

/** What a periodic check did: nothing, a heartbeat, or a logout (expired token, or the user went idle). */
export type CheckOutcome = 'none' | 'refresh' | 'expired' | 'idle';

export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionState;
  login(userName: string, password: string): Promise<LoginResult>;
  /**
   * Best-effort POST /api/auth/logout, then forget everything (token, cookie, flags, cached data).
   * `onPurpose`: the user logged out or went idle (not a 401).
   */
  logout(options?: { onPurpose?: boolean }): void;
  heartbeat(): Promise<void>;
  /** GET /api/accounts; a failure ends the session and is reported (spec 1 §8). */
  loadProfile(): Promise<boolean>;
  loadClaims(): Promise<void>;
  switchRole(roleName: string | null): Promise<boolean>;
  clearTermsPending(): void;
  clearFirstTime(): void;
  /** User input (mouse, key, touch, scroll): ends idleness, refreshing the token if due. */
  markActivity(now?: number): void;
  /** The periodic check of spec 1 §4 (every EXPIRY_CHECK_MS). */
  check(now?: number): CheckOutcome;
  /** Stops answering for the api client (tests create many stores). */
  dispose(): void;
}

export interface SessionStoreOptions {
  storage: Storage;
  queryClient: QueryClient;
  /** Shows a failure the user must see (profile load): the app's error toast. */
  onError: (message: string) => void;
  /** Text of a failure without a response (network down). */
  networkText: string;
  now?: () => number;
}

export const TOKEN_KEY = 'registry.token';
export const SESSION_KEY = 'registry.session';
export const ADMIN_COOKIE = 'admin';
/** The user name that gets the admin cookie (spec 1 §4). */
export const ADMIN_USER_NAME = 'AdminUser';

const NO_REQUESTS: SessionState['requests'] = {
  login: 'empty',
  heartbeat: 'empty',
  profile: 'empty',
  claims: 'empty',
  roleSwitch: 'empty',
};

export const SIGNED_OUT: SessionState = {
  token: null,
  userId: null,
  profile: null,
  roles: [],
  claims: [],
  userOrganizationRoles: [],
  activeRole: null,
  activeRoleId: null,
  firstTime: false,
  termsPending: false,
  tokenReceivedAt: null,
  expiresIn: null,
  refreshAt: null,
  idle: false,
  quickSight: false,
  endedOnPurpose: false,
  requests: NO_REQUESTS,
};

/** The part of the state kept in session storage besides the token, so a reload keeps the session. */
type Persisted = Pick<
  SessionState,
  | 'userId'
  | 'activeRole'
  | 'activeRoleId'
  | 'firstTime'
  | 'termsPending'
  | 'tokenReceivedAt'
  | 'expiresIn'
  | 'refreshAt'
>;

function setAdminCookie(on: boolean): void {
  document.cookie = on
    ? `${ADMIN_COOKIE}=true; path=/; SameSite=Strict`
    : `${ADMIN_COOKIE}=; path=/; Max-Age=0; SameSite=Strict`;
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

/**
 * The session (spec 1 §3-4) outside React, like the toast store: the api client, the periodic check and
 * the pages all reach the same state. The token lives in session storage; role and claims are read from it.
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { storage, queryClient, onError, networkText } = options;
  const clock = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let state: SessionState = restore();
  let lastInputAt = clock();
  let disposed = false;

  function restore(): SessionState {
    const token = storage.getItem(TOKEN_KEY);
    if (!token) return SIGNED_OUT;
    let persisted: Partial<Persisted>;
    try {
      persisted = JSON.parse(storage.getItem(SESSION_KEY) ?? '{}') as Partial<Persisted>;
    } catch {
      persisted = {};
    }
    const read = readToken(token);
    return {
      ...SIGNED_OUT,
      ...persisted,
      token,
      userId: persisted.userId ?? read?.userId ?? null,
      activeRole: read?.role ?? persisted.activeRole ?? null,
      claims: read?.claims ?? [],
    };
  }

  function persist(): void {
    if (!state.token) {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(SESSION_KEY);
      return;
    }
    const persisted: Persisted = {
      userId: state.userId,
      activeRole: state.activeRole,
      activeRoleId: state.activeRoleId,
      firstTime: state.firstTime,
      termsPending: state.termsPending,
      tokenReceivedAt: state.tokenReceivedAt,
      expiresIn: state.expiresIn,
      refreshAt: state.refreshAt,
    };
    storage.setItem(TOKEN_KEY, state.token);
    storage.setItem(SESSION_KEY, JSON.stringify(persisted));
  }

  function set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    persist();
    listeners.forEach((listener) => listener());
  }

  function setStatus(request: SessionRequest, status: RequestStatus): void {
    set({ requests: { ...state.requests, [request]: status } });
  }

  /** A new token: role and claims come from its payload. */
  function tokenPatch(token: string): Partial<SessionState> {
    const read = readToken(token);
    return {
      token,
      activeRole: read ? read.role : state.activeRole,
      claims: read ? read.claims : state.claims,
    };
  }

  function storeJwt(jwt: TJwt): void {
    set({
      ...tokenPatch(jwt.auth_token),
      tokenReceivedAt: clock(),
      expiresIn: jwt.expires_in * 1000,
      refreshAt: jwt.refresh_at * 1000,
      idle: false,
    });
  }

  function activeRoleId(activeRole: string | null, roles: readonly TRoleEntry[]): string | null {
    return roles.find((entry) => entry.roleName === activeRole)?.roleId ?? null;
  }

  function clearAll(endedOnPurpose = false): void {
    setAdminCookie(false);
    state = { ...SIGNED_OUT, endedOnPurpose };
    persist();
    queryClient.clear();
    listeners.forEach((listener) => listener());
  }

  async function loadQuickSight(): Promise<void> {
    try {
      const value = await api<string>('/api/configuration', { query: { key: 'QuickSightEnabled' } });
      if (state.token) set({ quickSight: value === 'True' });
    } catch {
      // A flag that was never set (404) means off.
    }
  }

  const store: SessionStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,

    async login(userName, password) {
      // Login first clears the token and its cookie (spec 1 §4). Typing the password was user input.
      clearAll();
      lastInputAt = clock();
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
      if (store.check() !== 'none' && !state.token) return refuse(TEXTS.sessionExpired);

      if (!(await store.loadProfile())) {
        setStatus('login', 'error');
        return { ok: false, message: TEXTS.profileError, errorKey: null };
      }
      // Restore context: with no active role yet, the first organization role becomes active (a limited
      // login has no role to act in until its step is done).
      if (state.activeRole === null && state.roles.length > 0 && !state.firstTime && !state.termsPending) {
        await store.switchRole(firstActiveRole(state.roles));
      }
      void loadQuickSight();
      setStatus('login', 'succeeded');
      return { ok: true, route, userId: userId ?? state.profile?.id ?? 0 };
    },

    logout({ onPurpose = false } = {}) {
      const token = state.token;
      if (token) void postLogout(token).catch(() => undefined);
      clearAll(onPurpose);
    },

    async heartbeat() {
      if (!state.token || state.requests.heartbeat === 'attempting') return;
      setStatus('heartbeat', 'attempting');
      try {
        const { jwt } = await getHeartbeat();
        if (!state.token) return;
        storeJwt(jwt);
        setStatus('heartbeat', 'succeeded');
      } catch {
        if (state.token) setStatus('heartbeat', 'error');
      }
    },

    async loadProfile() {
      if (!state.token) return false;
      setStatus('profile', 'attempting');
      try {
        const profile = await getProfile();
        if (!state.token) return false;
        if (!profile || typeof profile !== 'object') {
          store.logout();
          onError(TEXTS.profileUnavailable);
          return false;
        }
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
        const unauthorized = isApiError(error) && error.status === 401;
        store.logout();
        if (!unauthorized) {
          const empty = isApiError(error) && (error.body === null || error.body === '');
          onError(empty ? TEXTS.profileUnavailable : TEXTS.profileError);
        }
        return false;
      }
    },

    async loadClaims() {
      if (!state.token) return;
      setStatus('claims', 'attempting');
      try {
        const { role, claims } = await getClaims();
        if (!state.token) return;
        set({
          activeRole: role,
          activeRoleId: activeRoleId(role, state.roles),
          claims,
          requests: { ...state.requests, claims: 'succeeded' },
        });
      } catch {
        if (state.token) setStatus('claims', 'error');
      }
    },

    async switchRole(roleName) {
      if (!state.token) return false;
      setStatus('roleSwitch', 'attempting');
      try {
        const answer = await postRoleSwitch(roleName);
        if (!state.token) return false;
        storeJwt(answer.jwt);
        // An absent role clears the active role (spec 1 §4).
        set({
          activeRole: answer.activeRole,
          activeRoleId: activeRoleId(answer.activeRole, state.roles),
          claims: answer.claims,
        });
        await Promise.all([store.loadProfile(), store.loadClaims()]);
        // Data fetched for the previous role may differ for this one.
        void queryClient.invalidateQueries();
        setStatus('roleSwitch', 'succeeded');
        return true;
      } catch {
        // Failed role requests: the busy state stops, no message (spec 1 §8).
        if (state.token) setStatus('roleSwitch', 'error');
        return false;
      }
    },

    clearTermsPending() {
      if (state.termsPending) set({ termsPending: false });
    },

    clearFirstTime() {
      if (state.firstTime) set({ firstTime: false });
    },

    markActivity(now = clock()) {
      lastInputAt = now;
      if (!state.idle) return;
      set({ idle: false });
      // Returning from idle refreshes the token if it is due.
      if (state.token && state.tokenReceivedAt !== null && state.refreshAt !== null) {
        if (now >= state.tokenReceivedAt + state.refreshAt) void store.heartbeat();
      }
    },

    check(now = clock()) {
      if (!state.token) return 'none';
      const quiet = now - lastInputAt;
      if (quiet >= IDLE_TIMEOUT_MS) {
        set({ idle: true });
        store.logout({ onPurpose: true });
        return 'idle';
      }
      const received = state.tokenReceivedAt;
      if (received !== null && state.expiresIn !== null && now >= received + state.expiresIn) {
        store.logout({ onPurpose: true });
        return 'expired';
      }
      const idle = quiet > EXPIRY_CHECK_MS;
      if (idle !== state.idle) set({ idle });
      if (!idle && received !== null && state.refreshAt !== null && now >= received + state.refreshAt) {
        void store.heartbeat();
        return 'refresh';
      }
      return 'none';
    },

    dispose() {
      disposed = true;
      bindApiAuth(null);
    },
  };

  bindApiAuth({
    token: () => (disposed ? null : state.token),
    renewed: (token) => {
      if (!disposed && state.token && token !== state.token) set(tokenPatch(token));
    },
    unauthorized: () => {
      if (!disposed && state.token) store.logout();
    },
  });

  return store;
}
