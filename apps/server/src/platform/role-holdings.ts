import type { TRoleEntry } from '@registry/contracts';
import {
  GENERAL_ROLES,
  ROLE_ORDER,
  firstActiveRole,
  type GeneralRole,
  type RoleHoldings,
  type RoleName,
} from '@registry/domain';
import type { Db } from '../db/database.js';

export interface OrganizationRoleRow {
  organizationId: number;
  organizationName: string;
  employmentRecordId: number;
  role: '100' | '200';
  active: boolean;
}

/** A user's roles: general roles, and organization roles through employment records. */
export interface UserRoles extends RoleHoldings {
  general: GeneralRole[];
  organization: OrganizationRoleRow[];
}

const isGeneralRole = (role: string): role is GeneralRole =>
  (GENERAL_ROLES as readonly string[]).includes(role);
const order = (role: string) => ROLE_ORDER.indexOf(role as RoleName);

/** Reads the roles of `userId` (organization roles only where the record names a registry organization). */
export async function loadUserRoles(db: Db, userId: number): Promise<UserRoles> {
  const [general, organization] = await Promise.all([
    db.selectFrom('userGeneralRoles').select('roleName').where('userId', '=', userId).execute(),
    db
      .selectFrom('organizationRoles as r')
      .innerJoin('employmentRecords as e', 'e.id', 'r.employmentRecordId')
      .innerJoin('organizations as o', 'o.id', 'e.organizationId')
      .select([
        'o.id as organizationId',
        'o.name as organizationName',
        'e.id as employmentRecordId',
        'r.roleName as role',
        'r.active',
      ])
      .where('e.userId', '=', userId)
      .orderBy('o.name')
      .orderBy('e.id')
      .execute(),
  ]);
  return {
    general: general
      .map((row) => row.roleName)
      .filter(isGeneralRole)
      .sort((a, b) => order(a) - order(b)),
    organization,
  };
}

/** Every role the user may make active, in ROLE_ORDER. */
export function heldRoles(roles: UserRoles): RoleName[] {
  const held = new Set<RoleName>(roles.general);
  for (const row of roles.organization) if (row.active) held.add(row.role);
  return ROLE_ORDER.filter((role) => held.has(role));
}

export function holdsRole(roles: UserRoles, role: string): boolean {
  return heldRoles(roles).includes(role as RoleName);
}

/** The active role at sign-in: the domain rule over the roles as the profile lists them. */
export function initialActiveRole(roles: UserRoles): RoleName | null {
  return firstActiveRole(roleEntries(roles)) as RoleName | null;
}

/** The roles as the profile lists them: one entry per role, organization roles with their organizations. */
export function roleEntries(roles: UserRoles): TRoleEntry[] {
  return heldRoles(roles).map((role) => ({
    roleId: role,
    roleName: role,
    organizations: roles.organization
      .filter((row) => row.active && row.role === role)
      .map(({ organizationId, organizationName, employmentRecordId }) => ({
        organizationId,
        organizationName,
        employmentRecordId,
      })),
  }));
}
