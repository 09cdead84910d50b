import { CLAIMS } from '@registry/domain';
import type { AppRoute } from './route-types';

/**
 * The route table (DESIGN §1): data only, the single source of the router, the navigation bar, the login
 * tabs, the dashboard tiles, document titles and the route guard. It imports no page, so any page or
 * shell part may read it without an import cycle; the pages are mapped by route name in route-pages.ts,
 * which only the router reads. Unmatched paths go home.
 */
const ROUTE_TABLE = [
  {
    name: 'home',
    path: '/',
    title: 'routes.home.title',
    instruction: 'instructions.home',
    needsSignIn: false,
    requiredClaims: [],
  },
  {
    name: 'about',
    path: '/about',
    title: 'routes.about.title',
    instruction: 'instructions.about',
    needsSignIn: false,
    requiredClaims: [],
  },
  {
    // The container of the sign-in screens; its tabs are its children that are not nonMenu.
    name: 'login',
    path: '/login',
    title: 'routes.login.title',
    needsSignIn: false,
    requiredClaims: [],
    nonMenu: true,
    children: [
      {
        name: 'login-form',
        path: '',
        title: 'routes.loginForm.title',
        needsSignIn: false,
        requiredClaims: [],
      },
      {
        name: 'register',
        path: 'register',
        title: 'routes.register.title',
        needsSignIn: false,
        requiredClaims: [],
      },
      {
        name: 'forgot-password',
        path: 'forgot-password',
        title: 'routes.forgotPassword.title',
        needsSignIn: false,
        requiredClaims: [],
      },
      {
        name: 'reset-password',
        path: 'reset-password',
        title: 'routes.resetPassword.title',
        needsSignIn: false,
        requiredClaims: [],
        nonMenu: true,
      },
    ],
  },
  {
    name: 'accept-terms',
    path: '/accept-terms/:userId',
    title: 'routes.acceptTerms.title',
    needsSignIn: true,
    requiredClaims: [],
    nonMenu: true,
  },
  {
    name: 'profile-accept-terms',
    path: '/profile/accept-terms/:userId',
    title: 'routes.acceptTerms.title',
    needsSignIn: true,
    requiredClaims: [],
    nonMenu: true,
  },
  {
    // Its children that the active role may enter are the dashboard tiles (the first, the main page, skipped).
    name: 'dashboard',
    path: '/dashboard',
    title: 'routes.dashboard.title',
    needsSignIn: true,
    requiredClaims: [CLAIMS.dashboard],
    children: [
      {
        name: 'dashboard-main',
        path: '',
        title: 'routes.dashboardMain.title',
        needsSignIn: true,
        requiredClaims: [],
      },
      {
        name: 'profile-personal',
        path: 'profile/personal',
        title: 'routes.profilePersonal.title',
        instruction: 'instructions.profilePersonal',
        needsSignIn: true,
        requiredClaims: [CLAIMS.profile],
      },
    ],
  },
] as const satisfies readonly AppRoute[];

export const appRoutes: readonly AppRoute[] = ROUTE_TABLE;

/** The names of the routes in a (nested) table type. */
type NamesOf<Routes> = Routes extends readonly (infer Route)[]
  ? Route extends { name: infer Name; children: infer Children }
    ? Name | NamesOf<Children>
    : Route extends { name: infer Name }
      ? Name
      : never
  : never;

/** The names of the routes without children: each shows a page of its own. */
type LeafNamesOf<Routes> = Routes extends readonly (infer Route)[]
  ? Route extends { children: infer Children }
    ? LeafNamesOf<Children>
    : Route extends { name: infer Name }
      ? Name
      : never
  : never;

/** Every route name of the table. */
export type RouteName = NamesOf<typeof ROUTE_TABLE>;
/** The names that must have a page (a parent without one renders its children alone). */
export type LeafRouteName = LeafNamesOf<typeof ROUTE_TABLE>;
