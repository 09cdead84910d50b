import { useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';
import { useTenant } from '../../lib/tenant-context';
import { useSessionSelector, useSessionStore } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { AFTER_PROFILE, nextProfileStep, profileTabs } from './profile-tabs';

const selectProfileSetup = (session: SessionState) => session.profileSetup;

/**
 * Continue from a profile tab (spec 1 §2): on to the next tab, after the last to the dashboard. During
 * the first-time setup the setup moves on with it (the guard lets the user only onto its current tab),
 * and ends after the last tab.
 */
export function useProfileContinue(current: string): () => void {
  const tenant = useTenant();
  const navigate = useNavigate();
  const store = useSessionStore();
  const profileSetup = useSessionSelector(selectProfileSetup);
  return () => {
    const next = nextProfileStep(current, profileTabs(tenant));
    if (profileSetup !== null) store.setProfileSetup(next === AFTER_PROFILE ? null : next);
    void navigate(pathTo(next));
  };
}
