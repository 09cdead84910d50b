import type { TJwt } from '@registry/contracts';
import {
  activityDecision,
  checkSession,
  receivedTokenTimes,
  type SessionCheckAction,
  type SessionTimes,
} from '@registry/domain';
import type { QueryClient } from '@tanstack/react-query';
import { bindApiAuth } from '../api';
import { getHeartbeat } from './api/heartbeat';
import { createSignInFlow, type SignInFlow } from './session-sign-in';
import { SIGNED_OUT, type RequestStatus, type SessionRequest, type SessionState } from './session-state';
import { persistSession, restoreSession, setAdminCookie } from './session-storage';
import { readToken } from './token';

/** What a periodic check did: nothing, a heartbeat, or a logout (expired token, or the user went idle). */
export type CheckOutcome = SessionCheckAction;

export interface SessionStore extends SignInFlow {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionState;
  heartbeat(): Promise<void>;
  clearTermsPending(): void;
  clearFirstTime(): void;
  /**
   * The first-time setup goes on through the profile tabs (spec 1 §2): the user stays on `step` (a route
   * name) until they Continue; null ends it.
   */
  setProfileSetup(step: string | null): void;
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
  /**
   * Whether the page is being left (lib/page-leaving): a profile request the browser cuts off then ends
   * nothing, or a reload or a link out in that moment would sign the user out.
   */
  leaving?: () => boolean;
  /** The state to start from instead of the one in storage (the build's frames of signed-in pages). */
  initial?: SessionState;
}

/**
 * The session (spec 1 §3-4) outside React, like the toast store: the api client, the periodic check and
 * the pages all reach the same state. It is kept in storage (session-storage), signed in and out by the
 * sign-in flow (session-sign-in), and timed by the pure rules of packages/domain (session-timing).
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { storage, queryClient, onError, networkText } = options;
  const clock = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let state: SessionState = options.initial ?? restoreSession(storage);
  let lastInputAt = clock();
  let disposed = false;

  function set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    persistSession(storage, state);
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
      ...receivedTokenTimes(jwt.expires_in, jwt.refresh_at, clock()),
      idle: false,
    });
  }

  function clearAll(endedOnPurpose = false): void {
    setAdminCookie(false);
    state = { ...SIGNED_OUT, endedOnPurpose };
    persistSession(storage, state);
    queryClient.clear();
    listeners.forEach((listener) => listener());
  }

  function times(): SessionTimes {
    return {
      signedIn: Boolean(state.token),
      lastInputAt,
      tokenReceivedAt: state.tokenReceivedAt,
      expiresIn: state.expiresIn,
      refreshAt: state.refreshAt,
      idle: state.idle,
    };
  }

  const flow = createSignInFlow({
    state: () => state,
    set,
    setStatus,
    storeJwt,
    clearAll,
    noteInput: () => {
      lastInputAt = clock();
    },
    check: () => store.check(),
    queryClient,
    onError,
    networkText,
    leaving: options.leaving ?? (() => false),
  });

  const store: SessionStore = {
    ...flow,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,

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

    clearTermsPending() {
      if (state.termsPending) set({ termsPending: false });
    },

    clearFirstTime() {
      if (state.firstTime) set({ firstTime: false });
    },

    setProfileSetup(step) {
      if (state.profileSetup !== step) set({ profileSetup: step });
    },

    markActivity(now = clock()) {
      lastInputAt = now;
      const { wasIdle, refresh } = activityDecision(times(), now);
      if (!wasIdle) return;
      set({ idle: false });
      // Returning from idle refreshes the token if it is due.
      if (refresh) void store.heartbeat();
    },

    check(now = clock()) {
      const { action, idle } = checkSession(times(), now);
      switch (action) {
        case 'idle':
          set({ idle: true });
          store.logout({ onPurpose: true });
          break;
        case 'expired':
          store.logout({ onPurpose: true });
          break;
        case 'refresh':
        case 'none':
          if (idle !== state.idle) set({ idle });
          if (action === 'refresh') void store.heartbeat();
          break;
      }
      return action;
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
