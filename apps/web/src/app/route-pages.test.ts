import { describe, expect, it } from 'vitest';
import { findRoute } from './route-helpers';
import { routePages } from './route-pages';
import type { AppRoute } from './route-types';
import { appRoutes } from './routes';

function allRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('routePages', () => {
  it('maps only names of the route table', () => {
    for (const name of Object.keys(routePages)) expect(findRoute(appRoutes, name)?.name).toBe(name);
  });

  it('has a page for every route without children', () => {
    const leaves = allRoutes(appRoutes).filter((route) => !route.children);
    expect(leaves.filter((route) => !(route.name in routePages)).map((route) => route.name)).toEqual([]);
  });

  it('loads a component for each page', async () => {
    for (const load of Object.values(routePages)) expect(typeof (await load())).toBe('function');
  });
});
