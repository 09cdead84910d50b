// Which role guides there are, whom each is for, and which a tenant has: apart from the guides' text, so
// that the web's guide menu reads this without taking the text into its script.
import { tenantHasRole } from '../dashboard.js';
import type { RoleName } from '../roles.js';
import type { Tenant } from '../tenants/types.js';

/** The role guides (spec 2 "Dashboard main"), by their static file codes, in the guide menu's order. */
export const GUIDE_CODES = [
  'user-guide',
  'director-guide',
  'qea-guide',
  'staff-guide',
  'admin-guide',
  'coach-guide',
] as const;
export type GuideCode = (typeof GUIDE_CODES)[number];

/**
 * The roles each guide is written for: those whose User Guide modal opens it (userGuideCode), in the order
 * its text names them.
 */
export const GUIDE_ROLES: Readonly<Record<GuideCode, readonly RoleName[]>> = {
  'user-guide': ['100'],
  'director-guide': ['200'],
  'qea-guide': ['250'],
  'staff-guide': ['350', '375'],
  'admin-guide': ['400', '500', 'AdminUser'],
  'coach-guide': ['300'],
};

/** The guide's roles the tenant has. */
export function guideRolesIn(code: GuideCode, tenant: Pick<Tenant, 'generalRoles' | 'features'>): RoleName[] {
  return GUIDE_ROLES[code].filter((role) => tenantHasRole(tenant, role));
}

/**
 * The guides the tenant has: those written for a role it has (al has no coach's guide, tn no QEA's, jh no
 * director's). The others are neither made nor served nor offered.
 */
export function tenantGuideCodes(tenant: Pick<Tenant, 'generalRoles' | 'features'>): GuideCode[] {
  return GUIDE_CODES.filter((code) => guideRolesIn(code, tenant).length > 0);
}
