import { findRoutePath } from '../../app/route-helpers';
import { pathTo } from '../../app/paths';
import { appRoutes } from '../../app/routes';

/**
 * Where the Updated Terms screen goes after acceptance (spec 2): the route named in the answer; absent or
 * 'default' means 'dashboard-main'; any other route gets displayWelcome=true (and the user id it takes).
 */
export function nextRouteAfterTerms(route: string | null | undefined, userId: number): string {
  if (!route || route === 'default') return pathTo('dashboard-main');
  const pattern = findRoutePath(appRoutes, route);
  if (pattern === null) return pathTo('dashboard-main');
  return pattern.includes(':userId')
    ? pathTo(route, { userId }, { displayWelcome: true })
    : pathTo(route, {}, { userId, displayWelcome: true });
}
