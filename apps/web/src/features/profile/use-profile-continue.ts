import { useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';
import { useTenant } from '../../lib/tenant-context';
import { useSession, useSessionStore } from '../../lib/session/session-context';
import { AFTER_PROFILE, nextProfileStep, profileTabs } from './profile-tabs';

/**
 * Continue from a profile tab (spec 1 §2): on to the next tab, after the last to the dashboard. During
 * the first-time setup the setup moves on with it (the guard lets the user only onto its current tab),
 * and ends after the last tab.
 */
export function useProfileContinue(current: string): () => void {
  const tenant = useTenant();
  const navigate = useNavigate();
  const store = useSessionStore();
  const { profileSetup } = useSession();
  return () => {
    const next = nextProfileStep(current, profileTabs(tenant));
    if (profileSetup !== null) store.setProfileSetup(next === AFTER_PROFILE ? null : next);
    void navigate(pathTo(next));
  };
}
