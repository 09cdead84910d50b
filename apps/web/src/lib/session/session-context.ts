import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { SessionState } from './session-state';
import type { SessionStore } from './session-store';

export const SessionContext = createContext<SessionStore | null>(null);

/** The session store: login, logout, role switch, the periodic check. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionContext>');
  return store;
}

/** The current session state; the component renders again whenever it changes. */
export function useSession(): SessionState {
  const store = useSessionStore();
  // A pre-rendered page is hydrated only for a visitor without a session: the same snapshot as on the server.
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * A part of the session state; the component renders again only when that part changes (by `equal`,
 * default Object.is; `shallowEqual` for an object of parts). The shell and the pages read the session
 * this way: the session changes several times while a page starts (the profile asked for, then
 * received), and a component that read all of it re-rendered everything under it each time, on a phone
 * a long task each (docs/decisions/web-app.md). `select` should be stable (a module-level function).
 */
export function useSessionSelector<T>(
  select: (state: SessionState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useSessionStore();
  const getSelection = useMemo(() => {
    let last: { state: SessionState; value: T } | null = null;
    return () => {
      const state = store.getSnapshot();
      if (last?.state === state) return last.value;
      const value = select(state);
      last = { state, value: last !== null && equal(last.value, value) ? last.value : value };
      return last.value;
    };
  }, [store, select, equal]);
  return useSyncExternalStore(store.subscribe, getSelection, getSelection);
}

/** Whether two objects hold the same values (Object.is) under the same keys. */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** Whether a visitor is signed in: a token is held. */
export function isSignedIn(state: SessionState): boolean {
  return state.token !== null;
}
