import type { Tenant } from '../types.js';
import { AL_COUNTIES } from './al.js';
import { TN_COUNTIES } from './tn.js';
import type { County } from './types.js';

export type { County } from './types.js';

/**
 * The county lists of the states a tenant serves, by state FIPS code (generated from the Census Bureau's
 * boundaries by apps/web/scripts/make-tenant-maps.mjs). Seeded into the counties table by a migration.
 */
export const COUNTIES_BY_STATE: Readonly<Record<string, readonly County[]>> = {
  '01': AL_COUNTIES,
  '47': TN_COUNTIES,
};

/** The counties of the tenant's state; none for a deployment that is not one state's. */
export function tenantCounties(tenant: Pick<Tenant, 'serviceArea'>): readonly County[] {
  const fips = tenant.serviceArea.stateFips;
  return fips === null ? [] : (COUNTIES_BY_STATE[fips] ?? []);
}
