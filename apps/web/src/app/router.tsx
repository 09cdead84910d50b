import type { PublicTenant } from '@registry/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { routesForTenant } from './route-helpers';
import type { AppRoute } from './route-types';
import { appRoutes } from './routes';
import { AppShell } from './shell/app-shell';
import { PageLoading } from './shell/page-loading';

/** React Router objects for the table; each carries its metadata as `handle` (titles, later the guard). */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.map((route) => {
    const page = route.page;
    const object: RouteObject = { path: route.path, handle: route };
    if (page) object.lazy = async () => ({ Component: await page() });
    if (route.children) object.children = toRouteObjects(route.children);
    return object;
  });
}

/** The app's router: the tenant's routes inside the shell; anything unmatched goes home. */
export function createAppRouter(tenant: PublicTenant) {
  return createBrowserRouter([
    {
      element: <AppShell />,
      // Until the first page's code has loaded; then shell and page appear together, without a jump.
      hydrateFallbackElement: <PageLoading />,
      children: [
        ...toRouteObjects(routesForTenant(appRoutes, tenant)),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
