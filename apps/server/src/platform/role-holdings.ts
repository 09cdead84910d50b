import type { TRoleEntry } from '@registry/contracts';
import {
  GENERAL_ROLES,
  ROLE_ORDER,
  firstActiveRole,
  type GeneralRole,
  type RoleHoldings,
  type RoleName,
} from '@registry/domain';
import { sql } from 'kysely';
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

/**
 * Reads the roles of `userId` in one query (organization roles only where the record names a registry
 * organization): general roles have no organization columns.
 */
export async function loadUserRoles(db: Db, userId: number): Promise<UserRoles> {
  const rows = await sql<{
    role: string;
    organizationId: number | null;
    organizationName: string | null;
    employmentRecordId: number | null;
    active: boolean;
  }>`
    select g.role_name as role, null::bigint as "organizationId", null::text as "organizationName",
           null::bigint as "employmentRecordId", true as active
      from user_general_roles g
     where g.user_id = ${userId}
    union all
    select r.role_name, o.id, o.name, e.id, r.active
      from organization_roles r
      join employment_records e on e.id = r.employment_record_id
      join organizations o on o.id = e.organization_id
     where e.user_id = ${userId}
     order by "organizationName" nulls first, "employmentRecordId"
  `.execute(db);
  const general: GeneralRole[] = [];
  const organization: OrganizationRoleRow[] = [];
  for (const row of rows.rows) {
    if (row.organizationId === null) {
      if (isGeneralRole(row.role)) general.push(row.role);
    } else {
      organization.push({
        organizationId: Number(row.organizationId),
        organizationName: row.organizationName ?? '',
        employmentRecordId: Number(row.employmentRecordId),
        role: row.role as '100' | '200',
        active: row.active,
      });
    }
  }
  return { general: general.sort((a, b) => order(a) - order(b)), organization };
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
