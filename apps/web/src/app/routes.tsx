import type { AppRoute } from './route-types';

/**
 * The route table (DESIGN §1): the single source of the router, the navigation bar, document titles
 * and, from the sign-in issue on, the route guard and dashboard tiles. Unmatched paths go home.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    name: 'home',
    path: '/',
    page: () => import('../features/home/home-page').then((module) => module.HomePage),
    title: 'routes.home.title',
    instruction: 'instructions.home',
    needsSignIn: false,
    requiredClaims: [],
  },
  {
    name: 'about',
    path: '/about',
    page: () => import('../features/about/about-page').then((module) => module.AboutPage),
    title: 'routes.about.title',
    instruction: 'instructions.about',
    needsSignIn: false,
    requiredClaims: [],
  },
];
