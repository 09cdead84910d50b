import type { TRoleEntry } from '@registry/contracts';
import {
  GENERAL_ROLES,
  ROLE_ORDER,
  firstActiveRole,
  type GeneralRole,
  type RoleHoldings,
  type RoleName,
} from '@registry/domain';
import { sql, type RawBuilder } from 'kysely';
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

/** One role row: a general role (no organization) or an organization role through an employment record. */
export interface RoleRow {
  /** role name */
  r: string;
  /** organization id, name, employment record id: null for a general role */
  o: number | null;
  n: string | null;
  e: number | null;
  /** active (general roles always) */
  a: boolean;
}

/**
 * The SQL of a user's role rows (organization roles only where the record names a registry organization),
 * for `userId` given as SQL: a value, or a column of an outer query (the session check reads them too).
 * Short column names: the rows also travel as JSON.
 */
export function roleRowsSql(userId: RawBuilder<unknown>): RawBuilder<RoleRow> {
  return sql<RoleRow>`
    select g.role_name as r, null::bigint as o, null::text as n, null::bigint as e, true as a
      from user_general_roles g
     where g.user_id = ${userId}
    union all
    select r.role_name, o.id, o.name, e.id, r.active
      from organization_roles r
      join employment_records e on e.id = r.employment_record_id
      join organizations o on o.id = e.organization_id
     where e.user_id = ${userId}`;
}

/** The roles of role rows, general ones in ROLE_ORDER and organization ones by organization name. */
export function rolesFromRows(rows: readonly RoleRow[]): UserRoles {
  const general: GeneralRole[] = [];
  const organization: OrganizationRoleRow[] = [];
  for (const row of rows) {
    if (row.o === null) {
      if (isGeneralRole(row.r)) general.push(row.r);
    } else {
      organization.push({
        organizationId: Number(row.o),
        organizationName: row.n ?? '',
        employmentRecordId: Number(row.e),
        role: row.r as '100' | '200',
        active: row.a,
      });
    }
  }
  general.sort((x, y) => order(x) - order(y));
  organization.sort(
    (x, y) =>
      x.organizationName.localeCompare(y.organizationName, 'en') ||
      x.employmentRecordId - y.employmentRecordId,
  );
  return { general, organization };
}

/** Reads the roles of `userId` in one query. */
export async function loadUserRoles(db: Db, userId: number): Promise<UserRoles> {
  const result = await roleRowsSql(sql`${userId}`).execute(db);
  return rolesFromRows(result.rows);
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
