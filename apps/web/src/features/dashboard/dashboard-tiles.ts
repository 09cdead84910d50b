import type { PublicTenant } from '@registry/domain';
import { joinPath, visibleMenuRoutes } from '../../app/route-helpers';
import type { AppRoute } from '../../app/route-types';

export interface DashboardTile {
  route: AppRoute;
  href: string;
}

/**
 * The dashboard's tiles (spec 2 "Dashboard main"): the dashboard route's children that the tenant has,
 * that are not nonMenu and whose claims the active role holds, in table order; the first child (the main
 * page itself) is skipped. New dashboard routes in the table appear as tiles by themselves.
 */
export function dashboardTiles(
  dashboard: AppRoute,
  basePath: string,
  viewer: { claims: readonly string[]; tenant: PublicTenant },
): DashboardTile[] {
  const first = dashboard.children?.[0];
  return visibleMenuRoutes(dashboard.children ?? [], { signedIn: true, ...viewer })
    .filter((route) => route.name !== first?.name)
    .map((route) => ({ route, href: joinPath(basePath, route.path) }));
}
