import type { PublicTenant } from '@registry/domain';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  Navigate,
  type RouteObject,
} from 'react-router';
import { HOME_PATH } from './paths';
import { routesForTenant } from './route-helpers';
import { routePages } from './route-pages';
import type { AppRoute, PageLoader } from './route-types';
import { nextTask } from '../lib/next-task';
import { appRoutes } from './routes';
import { AppShell } from './shell/app-shell';
import { PageLoading } from './shell/page-loading';

/** Pages by route name, as route-pages.ts maps them. */
export type RoutePages = Readonly<Partial<Record<string, PageLoader>>>;

/**
 * React Router objects for the table; each carries its metadata as `handle` (titles, the guard) and
 * loads its page from `pages` lazily, in its own chunk.
 */
export function toRouteObjects(routes: readonly AppRoute[], pages: RoutePages = routePages): RouteObject[] {
  return routes.map((route) => {
    const page = pages[route.name];
    const lazy = page ? async () => ({ Component: await page() }) : undefined;
    // An index child ('' without children) is the parent's own page.
    if (route.path === '' && !route.children) {
      return lazy ? { index: true, handle: route, lazy } : { index: true, handle: route };
    }
    const object: RouteObject = { path: route.path, handle: route };
    if (lazy) object.lazy = lazy;
    if (route.children) object.children = toRouteObjects(route.children, pages);
    return object;
  });
}

/**
 * The tenant's routes inside the shell. An unmatched path matches only the catch-all, which has no
 * handle: the guard (rule 1) sends it home, and the catch-all's own element is the same redirect, so
 * the router never meets a leaf without an element.
 */
export function appRouteObjects(tenant: PublicTenant): RouteObject[] {
  return [
    {
      element: <AppShell />,
      // Until the first page's code has loaded; then shell and page appear together, without a jump.
      hydrateFallbackElement: <PageLoading />,
      children: [
        ...toRouteObjects(routesForTenant(appRoutes, tenant)),
        { path: '*', element: <Navigate to={HOME_PATH} replace /> },
      ],
    },
  ];
}

/** The app's router; tests pass `initialEntries` for an in-memory history. */
export function createAppRouter(tenant: PublicTenant, options: { initialEntries?: string[] } = {}) {
  if (options.initialEntries) {
    return createMemoryRouter(appRouteObjects(tenant), { initialEntries: options.initialEntries });
  }
  return createBrowserRouter(appRouteObjects(tenant));
}

/**
 * The browser router for a page whose markup was pre-rendered: the matched routes' code is loaded first,
 * so the first render is the page itself (as on the server) and not the loading fallback.
 */
export async function createHydratingRouter(tenant: PublicTenant, pathname: string) {
  const routes = appRouteObjects(tenant);
  await resolveLazyMatches(routes, pathname);
  return createBrowserRouter(routes);
}

/**
 * Replaces each matched route's `lazy` by what it loads, in place. Each route's load starts in a task of
 * its own (they load in parallel all the same): starting one adds a module preload per chunk the route
 * needs, each the start of a fetch, and a profile tab's four routes at once held a phone's main thread for
 * 50 ms.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads: Promise<void>[] = [];
  for (const { route } of matches) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') continue;
    if (loads.length > 0) await nextTask();
    const load = lazy().then((loaded) => {
      Object.assign(route, loaded);
      route.lazy = undefined;
    });
    // Failing while a later route waits for its task: reported by Promise.all below, not as unhandled.
    load.catch(() => undefined);
    loads.push(load);
  }
  await Promise.all(loads);
}
