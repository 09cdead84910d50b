import type { PublicTenant } from '@registry/domain';

/**
 * Static files each tenant ships under public/tenants/<code>/ (placeholders until the state supplies
 * its own): the same file names for every tenant, so only the folder differs.
 */
export function tenantAsset(tenant: PublicTenant, file: string): string {
  return `/tenants/${tenant.code}/${file}`;
}

/** The footer's document viewers (spec 1 §2). */
export const TENANT_DOCUMENTS = {
  stateReport: 'docs/state-report.pdf',
  trainingLegend: 'docs/training-legend.pdf',
  faq: 'docs/faq.pdf',
} as const;

export type TenantDocument = keyof typeof TENANT_DOCUMENTS;

/** The home page's map images, in the order they fade in; the first is the still one for reduced motion. */
export const HOME_MAPS = [
  { file: 'map-1.svg', alt: 'home.maps.state' },
  { file: 'map-2.svg', alt: 'home.maps.regions' },
  { file: 'map-3.svg', alt: 'home.maps.counties' },
  { file: 'map-4.svg', alt: 'home.maps.sites' },
  { file: 'map-5.svg', alt: 'home.maps.network' },
  { file: 'map-6.svg', alt: 'home.maps.countyRegions' },
] as const;
