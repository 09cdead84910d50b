import { EVERYONE_CLAIMS, reportOptions, type PublicTenant } from '@registry/domain';
import type { AppRoute, MenuViewer } from './route-types';

/** Whether a React Router match's handle is an entry of the route table. */
export function isAppRoute(handle: unknown): handle is AppRoute {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'name' in handle;
}

/**
 * The routes a tenant has: an entry whose feature flag is off, or whose report screen lists no report in
 * the tenant, disappears together with its children.
 */
export function routesForTenant(routes: readonly AppRoute[], tenant: PublicTenant): AppRoute[] {
  return routes
    .filter((route) => !route.feature || tenant.features[route.feature])
    .filter((route) => !route.reportScreen || reportOptions(tenant, route.reportScreen).length > 0)
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

/** A child's absolute path under its parent's ('/login' + 'register'); an index child ('') is the parent's. */
export function joinPath(parent: string, child: string): string {
  if (child === '') return parent;
  if (child.startsWith('/')) return child;
  return `${parent === '/' ? '' : parent}/${child}`;
}

/** The absolute path pattern of the route named `name` ('/dashboard/profile/personal'), or null. */
export function findRoutePath(routes: readonly AppRoute[], name: string, parent = ''): string | null {
  for (const route of routes) {
    const path = parent ? joinPath(parent, route.path) : route.path;
    if (route.name === name) return path;
    if (route.children) {
      const found = findRoutePath(route.children, name, path);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The route named `name`, at any depth, or null. */
export function findRoute(routes: readonly AppRoute[], name: string): AppRoute | null {
  for (const route of routes) {
    if (route.name === name) return route;
    const found = route.children ? findRoute(route.children, name) : null;
    if (found) return found;
  }
  return null;
}

/**
 * The absolute paths of the pages a visitor who is not signed in can open without parameters: the ones
 * the build pre-renders (home, about, the sign-in screens that are tabs).
 */
export function prerenderablePaths(routes: readonly AppRoute[], tenant: PublicTenant, parent = ''): string[] {
  return routesForTenant(routes, tenant).flatMap((route) => {
    if (route.needsSignIn || route.path.includes(':')) return [];
    const path = parent ? joinPath(parent, route.path) : route.path;
    if (route.children) return prerenderablePaths(route.children, tenant, path);
    return route.nonMenu ? [] : [path];
  });
}

/** A signed-in page the build draws a frame of, and the claims its frame is drawn with. */
export interface FramePath {
  path: string;
  /** The claims its route levels require: all of them held by every signed-in role (EVERYONE_CLAIMS). */
  claims: readonly string[];
  /** Drawn once per role (AppRoute framePerRole), with that role's claims instead. */
  perRole: boolean;
}

/**
 * The signed-in pages without parameters that every role may open (the dashboard, the profile's tabs, the
 * inboxes): the ones the build draws a frame of (apps/web/build/prerender-pages.ts), the shell with the
 * page's heading and instruction, sent before the app's script has run.
 */
export function framePaths(
  routes: readonly AppRoute[],
  tenant: PublicTenant,
  parent = '',
  claims: readonly string[] = [],
): FramePath[] {
  return routesForTenant(routes, tenant).flatMap((route) => {
    const path = parent ? joinPath(parent, route.path) : route.path;
    const required = [...claims, ...route.requiredClaims];
    if (!route.needsSignIn || route.nonMenu || route.path.includes(':')) return [];
    if (!required.every((claim) => EVERYONE_CLAIMS.includes(claim as (typeof EVERYONE_CLAIMS)[number])))
      return [];
    if (route.children) return framePaths(route.children, tenant, path, required);
    return [{ path, claims: [...new Set(required)], perRole: route.framePerRole === true }];
  });
}
