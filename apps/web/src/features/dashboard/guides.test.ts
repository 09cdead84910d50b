import {
  TENANT_CODES,
  claimsForRole,
  getTenant,
  guideContent,
  guideRolesIn,
  publicTenant,
  tenantGuideCodes,
  type GuideSectionContent,
  type PublicTenant,
  type RoleName,
} from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { canEnter, findRoute, routesForTenant } from '../../app/route-helpers';
import type { AppRoute } from '../../app/route-types';
import { appRoutes } from '../../app/routes';
import { createI18n } from '../../i18n/i18n';
import { dashboardTiles } from './dashboard-tiles';

/**
 * The role guides (packages/domain src/guides, the text of the PDFs the User Guide modal shows) against the
 * route table: a guide names only screens its readers have in the tenant, by the titles the web shows, and
 * explains every dashboard tile and profile tab they have. A feature that adds a screen without its section
 * in the guides, or a guide that names a screen its readers cannot open, fails here.
 */

/** The route table's levels from the top to the named route (the guard gathers the claims of all of them). */
function chainTo(routes: readonly AppRoute[], name: string): AppRoute[] | null {
  for (const route of routes) {
    if (route.name === name) return [route];
    const below = route.children ? chainTo(route.children, name) : null;
    if (below) return [route, ...below];
  }
  return null;
}

/** Whether the role may open the named route in the tenant: the tenant has every level, the role enters each. */
function mayOpen(name: string, role: RoleName, tenant: PublicTenant): boolean {
  const chain = chainTo(routesForTenant(appRoutes, tenant), name);
  const viewer = { signedIn: true, claims: claimsForRole(role, tenant) };
  return chain !== null && chain.every((route) => canEnter(route, viewer));
}

const sectionText = (section: GuideSectionContent) =>
  [
    section.heading,
    ...section.blocks.flatMap((block) => {
      if ('subheading' in block) return [block.subheading];
      if ('paragraph' in block) return [block.paragraph];
      if ('bullets' in block) return block.bullets;
      return block.steps;
    }),
  ].join('\n');

const cases = TENANT_CODES.flatMap((code) =>
  tenantGuideCodes(getTenant(code)).map((guide) => [code, guide] as const),
);

describe('the role guides against the route table', () => {
  it.each(cases)(
    '%s %s: names only screens its readers can open, by the titles the web shows',
    (code, guide) => {
      const tenant = publicTenant(getTenant(code));
      const { t } = createI18n(tenant);
      const content = guideContent(guide, tenant)!;
      const named = content.sections.flatMap((section) =>
        section.screens.map((screen) => ({ section, screen })),
      );
      expect(named.length).toBeGreaterThan(0);
      for (const { section, screen } of named) {
        const route = findRoute(appRoutes, screen);
        expect(route, `${section.id} names ${screen}, which is no route`).not.toBeNull();
        expect(
          content.roles.some((role) => mayOpen(screen, role, tenant)),
          `${section.id}: no reader of the ${guide} may open ${screen} in ${code}`,
        ).toBe(true);
        expect(sectionText(section), `${section.id} explains ${screen}`).toContain(t(route!.title));
      }
    },
  );

  it.each(cases)('%s %s: explains every dashboard tile and profile tab its readers have', (code, guide) => {
    const tenant = publicTenant(getTenant(code));
    const content = guideContent(guide, tenant)!;
    const explained = new Set(content.sections.flatMap((section) => section.screens));
    const dashboard = findRoute(appRoutes, 'dashboard')!;
    const profileTabs = routesForTenant(findRoute(appRoutes, 'profile')!.children ?? [], tenant);
    for (const role of guideRolesIn(guide, tenant)) {
      const tiles = dashboardTiles(dashboard, '/dashboard', { claims: claimsForRole(role, tenant), tenant });
      expect(tiles.length).toBeGreaterThan(0);
      for (const { route } of [...tiles, ...profileTabs.map((tab) => ({ route: tab }))])
        expect(explained, `the ${guide} of ${code} explains ${route.name} (role ${role})`).toContain(
          route.name,
        );
    }
  });

  it('tn explains the training records to professionals; al and jh, which have no Training tile, do not', () => {
    const screens = (code: 'al' | 'tn' | 'jh') =>
      guideContent('user-guide', getTenant(code))!.sections.flatMap((section) => section.screens);
    expect(screens('tn')).toContain('training');
    expect(screens('al')).not.toContain('training');
    expect(screens('jh')).not.toContain('training');
  });

  it('Staff Requests is explained to directors and managers where there are organizations, never in jh', () => {
    const explains = (code: 'al' | 'tn' | 'jh', guide: 'director-guide' | 'admin-guide') =>
      guideContent(guide, getTenant(code))?.sections.some((section) =>
        section.screens.includes('staff-requests'),
      ) ?? false;
    expect(explains('al', 'director-guide')).toBe(true);
    expect(explains('tn', 'admin-guide')).toBe(true);
    expect(explains('jh', 'admin-guide')).toBe(false);
    expect(guideContent('director-guide', getTenant('jh'))).toBeNull();
  });
});
