import type { PublicTenant } from '@registry/domain';
import { findRoute, routesForTenant } from '../../app/route-helpers';
import type { AppRoute } from '../../app/route-types';
import { appRoutes } from '../../app/routes';

/** Where the profile's sequence ends (spec 1 §2: "after the last goes to the dashboard main route"). */
export const AFTER_PROFILE = 'dashboard-main';

/** The profile's record tabs (spec 1 §2): each names its entity in the route table. */
export type RecordTabName =
  | 'profile-employment'
  | 'profile-education'
  | 'profile-certification'
  | 'profile-community-service'
  | 'profile-membership';

/** The profile's tabs the tenant has, in their sequence: the profile route's children in table order. */
export function profileTabs(tenant: PublicTenant): AppRoute[] {
  return routesForTenant(findRoute(appRoutes, 'profile')?.children ?? [], tenant);
}

/** The route Continue leads to from a tab: the next tab, or the dashboard after the last. */
export function nextProfileStep(current: string, tabs: readonly AppRoute[]): string {
  const index = tabs.findIndex((tab) => tab.name === current);
  return (index >= 0 ? tabs[index + 1]?.name : undefined) ?? AFTER_PROFILE;
}
