import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session/session-context';
import { HOME_PATH } from '../paths';
import { LOGGED_OUT_STATE } from './session-keeper';

/**
 * Logout: end the session on purpose (the guard then sends a signed-in page plainly home) and go home
 * with the logout state, which screens that block leaving let through.
 */
export function useLogout(): () => void {
  const store = useSessionStore();
  const navigate = useNavigate();
  return useCallback(() => {
    store.logout({ onPurpose: true });
    void navigate(HOME_PATH, { state: LOGGED_OUT_STATE });
  }, [navigate, store]);
}
