import { createContext, useContext, useSyncExternalStore } from 'react';
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

/** Whether a visitor is signed in: a token is held. */
export function isSignedIn(state: SessionState): boolean {
  return state.token !== null;
}
