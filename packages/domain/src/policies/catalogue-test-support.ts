/** Builders for the training catalogue's policy tests (courses, sessions, enrollments). */
import { claimsForRole } from '../claims.js';
import type { RecordPermissions } from '../entities/entity-policy.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';

export const ME = 1;
export const ANOTHER_TRAINER = 2;
export const A_PROFESSIONAL = 3;

/** Every role a session may have active. */
export const ROLES: RoleName[] = [
  '100',
  '200',
  '250',
  '300',
  '350',
  '375',
  '400',
  '500',
  'AdminUser',
  'ApiUser',
];

/** The roles that read every catalogue. */
export const ADMINISTRATORS: readonly string[] = ['400', '500', 'AdminUser'];

/** The viewer (user ME) as a session of the role has it in the tenant (its claims). */
export function viewerAs(role: RoleName | null, tenantCode: TenantCode) {
  const tenant = getTenant(tenantCode);
  return {
    userId: ME,
    activeRole: role,
    claims: role === null ? [] : claimsForRole(role, tenant),
    directorOrganizationIds: [],
  };
}

/** A target as the policies' reach reads it: only the owner's id matters. */
export const owner = (userId: number) => ({ userId, generalRoles: ['250'], staffOrganizationIds: [] });

/** Flags as a compact string: V(iew) E(dit) D(isable) X (delete); '-' where not allowed. */
export const code = (flags: RecordPermissions) =>
  [
    flags.canView ? 'V' : '-',
    flags.canEdit ? 'E' : '-',
    flags.canDisable ? 'D' : '-',
    flags.canDelete ? 'X' : '-',
  ].join('');

/** Whose record the viewer (ME) looks at. */
export type Target = 'own' | 'another trainer’s';
export const ownerOf = (target: Target) => (target === 'own' ? ME : ANOTHER_TRAINER);

/** The same flags in every state of `states` (a role that reads everything, or nothing). */
export function everyState<S extends string>(
  states: Readonly<Record<S, unknown>>,
  flags: string,
): Record<S, string> {
  return Object.fromEntries(Object.keys(states).map((state) => [state, flags])) as Record<S, string>;
}

/** A roles x targets table's rows in each tenant that has trainers (al and jh), for it.each. */
export function inTrainerTenants<R extends readonly unknown[]>(
  table: readonly R[],
): (readonly ['al' | 'jh', ...R])[] {
  return table.flatMap((row) => (['al', 'jh'] as const).map((t) => [t, ...row] as const));
}
