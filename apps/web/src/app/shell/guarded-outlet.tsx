import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { SessionState } from '../../lib/session/session-state';
import { shallowEqual, useSessionSelector } from '../../lib/session/session-context';
import { guardRoute } from '../guard';
import { HOME_PATH } from '../paths';
import { isAppRoute } from '../route-helpers';

/** What the guard asks of the session: the page renders again only when one of these changes. */
const guardInputs = (session: SessionState) => ({
  signedIn: session.token !== null,
  firstTime: session.firstTime,
  termsPending: session.termsPending,
  profileSetup: session.profileSetup,
  claims: session.claims,
  userId: session.userId,
  endedOnPurpose: session.endedOnPurpose,
});

/** The page of the matched route if the guard lets the visitor in, otherwise the guard's redirect. */
export function GuardedOutlet() {
  const { endedOnPurpose, ...inputs } = useSessionSelector(guardInputs, shallowEqual);
  const location = useLocation();
  const matched = useMatches()
    .map((match) => match.handle)
    .filter(isAppRoute);
  const decision = guardRoute(matched, location.pathname + location.search, inputs);
  if (!decision.allow) {
    // A session ended on purpose (Logout, idleness) leaves for home; keeping the page in `redirect`
    // would only bring the next person who signs in on this browser back to it.
    return <Navigate to={endedOnPurpose ? HOME_PATH : decision.redirect} replace />;
  }
  return <Outlet />;
}
