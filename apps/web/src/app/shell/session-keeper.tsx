import { EXPIRY_CHECK_MS, TEXTS } from '@registry/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useSession, useSessionStore } from '../../lib/session/session-context';
import { HOME_PATH } from '../paths';

/** What counts as user input for idle detection. */
const INPUT_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/** Navigation state of a move caused by a logout: screens that block leaving let it through. */
export const LOGGED_OUT_STATE = { loggedOut: true } as const;

export function isLogoutNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { loggedOut?: unknown }).loggedOut === true;
}

/**
 * Keeps the session alive and honest (spec 1 §4): loads the profile of a restored session, notes user
 * input, and every EXPIRY_CHECK_MS checks expiry, refresh and idleness. A session that ends for
 * inactivity or expiry shows 'Your session has expired due to inactivity.' and goes home.
 */
export function SessionKeeper() {
  const store = useSessionStore();
  const { token, requests } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const signedIn = token !== null;

  useEffect(() => {
    if (signedIn && requests.profile === 'empty') void store.loadProfile();
  }, [signedIn, requests.profile, store]);

  useEffect(() => {
    const onInput = () => store.markActivity();
    const options = { capture: true, passive: true };
    INPUT_EVENTS.forEach((event) => window.addEventListener(event, onInput, options));
    return () => INPUT_EVENTS.forEach((event) => window.removeEventListener(event, onInput, options));
  }, [store]);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      const outcome = store.check();
      if (outcome === 'idle' || outcome === 'expired') {
        void navigate(HOME_PATH, { state: LOGGED_OUT_STATE });
        void dialogs.alert(TEXTS.sessionExpired, { title: TEXTS.sessionExpiredTitle });
      }
    }, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [signedIn, store, navigate, dialogs]);

  return null;
}
