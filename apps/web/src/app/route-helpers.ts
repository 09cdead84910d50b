import type { PublicTenant } from '@registry/domain';
import type { AppRoute, MenuViewer } from './route-types';

/** The routes a tenant has: an entry whose feature flag is off disappears together with its children. */
export function routesForTenant(routes: readonly AppRoute[], tenant: PublicTenant): AppRoute[] {
  return routes
    .filter((route) => !route.feature || tenant.features[route.feature])
    .map((route) =>
      route.children ? { ...route, children: routesForTenant(route.children, tenant) } : route,
    );
}

/** Whether a viewer may open this one route level (sign-in and its own claims). */
export function canEnter(route: AppRoute, viewer: Pick<MenuViewer, 'signedIn' | 'claims'>): boolean {
  if (route.needsSignIn && !viewer.signedIn) return false;
  return route.requiredClaims.every((claim) => viewer.claims.includes(claim));
}

/**
 * The entries of a menu: of `routes` (the top level, or one route's children), those the tenant has,
 * not flagged nonMenu, that the viewer may enter, in table order.
 */
export function visibleMenuRoutes(routes: readonly AppRoute[], viewer: MenuViewer): AppRoute[] {
  return routesForTenant(routes, viewer.tenant).filter((route) => !route.nonMenu && canEnter(route, viewer));
}

/** The browser tab's title: '{page title} | {product name}', or the product name alone. */
export function documentTitle(pageTitle: string | null | undefined, productName: string): string {
  return pageTitle ? `${pageTitle} | ${productName}` : productName;
}
