import { al } from './al.js';
import { jh } from './jh.js';
import { tn } from './tn.js';
import type { PublicTenant, Tenant, TenantCode } from './types.js';

export type { PublicTenant, Tenant, TenantCode } from './types.js';
export { DIRECTOR_REPORTS, adminReports } from './reports.js';
export { COUNTIES_BY_STATE, tenantCounties, type County } from './counties/index.js';

export const TENANTS: Readonly<Record<TenantCode, Tenant>> = { al, tn, jh };
export const TENANT_CODES = Object.keys(TENANTS) as TenantCode[];

export function isTenantCode(value: string): value is TenantCode {
  return Object.hasOwn(TENANTS, value);
}

export function getTenant(code: TenantCode): Tenant {
  return TENANTS[code];
}

/** What the server hands the web at boot. */
export function publicTenant(tenant: Tenant): PublicTenant {
  return JSON.parse(JSON.stringify(tenant)) as PublicTenant;
}
