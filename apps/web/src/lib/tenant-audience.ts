import type { PublicTenant } from '@registry/domain';

/** The people the public pages name as the registry's users. */
export type AudienceKey = 'teachers' | 'caregivers' | 'directors' | 'trainers' | 'coaches' | 'agencyStaff';

/** Whether the tenant has the role a group stands for: a page never names a role the deployment lacks. */
const PRESENT: Record<AudienceKey, (tenant: PublicTenant) => boolean> = {
  teachers: () => true,
  caregivers: () => true,
  // Directors hold an organization role (200): no organizations, no directors.
  directors: (tenant) => tenant.features.organizations,
  trainers: (tenant) => tenant.generalRoles.includes('250'),
  coaches: (tenant) => tenant.features.coaches && tenant.generalRoles.includes('300'),
  agencyStaff: (tenant) => tenant.generalRoles.includes('350'),
};

/** The groups of `keys` (in their order) that exist in this tenant. */
export function tenantAudience<K extends AudienceKey>(tenant: PublicTenant, keys: readonly K[]): K[] {
  return keys.filter((key) => PRESENT[key](tenant));
}
