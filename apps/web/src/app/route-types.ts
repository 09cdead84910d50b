import type { ComponentType } from 'react';
import type { EntityType, PublicTenant, ReportScreen } from '@registry/domain';
import type { EnResources } from '../i18n/en';

/** i18n key of a route's title: routes.<name>.title. */
export type RouteTitleKey = `routes.${keyof EnResources['routes'] & string}.title`;
/** i18n key of a route's instruction text: instructions.<name>. */
export type RouteInstructionKey = `instructions.${keyof EnResources['instructions'] & string}`;
/** A key of tenant.features: a tenant whose flag is false does not have the route at all. */
export type TenantFeature = keyof PublicTenant['features'];

/**
 * One entry of the route table. The router, the navigation bar, the login tabs, the document title, the
 * route guard and the dashboard tiles all read this metadata; nothing keeps a second list of routes. The
 * page of a route is not here but in route-pages.ts, by name, so that the table imports no page.
 */
export interface AppRoute {
  /** Unique name ('home', 'dashboard-main', 'profile-personal'): redirect targets and tiles use it. */
  name: string;
  /** Absolute at the top level ('/about'); relative below a parent ('register'); '' for an index child. */
  path: string;
  title: RouteTitleKey;
  instruction?: RouteInstructionKey;
  /** Visitors who are not signed in are sent home (the guard's job). */
  needsSignIn: boolean;
  /** Claims the user must hold; the guard gathers them over all matched levels. */
  requiredClaims: readonly string[];
  /** Reachable, but never listed in menus, tabs or tiles. */
  nonMenu?: boolean;
  feature?: TenantFeature;
  /**
   * The entity whose records the page lists (a profile record tab, the training page): its grid and form
   * come from the entity (packages/domain ENTITY_FORMS), not from numbers of the page's own.
   */
  entity?: EntityType;
  /**
   * The report screen the page shows (issue 27): the tenant has the route only where that screen lists a
   * report (packages/domain reportOptions).
   */
  reportScreen?: ReportScreen;
  /**
   * The page shows each role something else before its data (the dashboard): the build draws its frame
   * once per role instead of once for every role (route-helpers framePaths).
   */
  framePerRole?: boolean;
  children?: readonly AppRoute[];
}

/** Who is looking, as menus need it. */
export interface MenuViewer {
  signedIn: boolean;
  claims: readonly string[];
  tenant: PublicTenant;
}

/**
 * Loads a page's code on first visit (its own chunk); the router waits for it before showing the route,
 * so the old page stays until the new one is ready.
 */
export type PageLoader = () => Promise<ComponentType>;
