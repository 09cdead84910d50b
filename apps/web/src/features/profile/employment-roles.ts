import {
  offeredRoleActions,
  type GridRow,
  type OfferedRoleActions,
  type OrganizationRoleName,
  type OrganizationRoleState,
} from '@registry/domain';

/** An employment row's organization roles as its flags give them (spec 3 §3 row flags). */
export function roleStateOf(row: GridRow): OrganizationRoleState {
  return {
    has100Role: row.has100Role === true,
    has200Role: row.has200Role === true,
    pending100: row.pending100 === true,
    pending200: row.pending200 === true,
    rejected100: row.rejected100 === true,
    rejected200: row.rejected200 === true,
    removed100: row.removed100 === true,
    removed200: row.removed200 === true,
  };
}

/** Whether the row's organization is one of the registry's (spec 1 §6: role actions only for those). */
export function isRegistryEmployment(row: GridRow): boolean {
  return row.isRegistryOrganization === true;
}

/**
 * What the row offers its person on `today` (YYYY-MM-DD in the tenant's time zone): offeredRoleActions of
 * packages/domain over the row's flags and its End Date.
 */
export function rowRoleActions(row: GridRow, today: string): OfferedRoleActions {
  const endDate = typeof row.endDate === 'string' && row.endDate !== '' ? row.endDate : null;
  return offeredRoleActions(
    roleStateOf(row),
    { isRegistryOrganization: isRegistryEmployment(row), endDate },
    today,
  );
}

export type RoleStatus = 'approved' | 'requested' | 'rejected' | 'removed';

/** Where one role stands: held, asked for, refused, or ended; null when it never was. */
export function roleStatus(state: OrganizationRoleState, role: OrganizationRoleName): RoleStatus | null {
  const suffix = role === '100' ? '100' : '200';
  if (state[`has${suffix}Role`]) return 'approved';
  if (state[`pending${suffix}`]) return 'requested';
  if (state[`rejected${suffix}`]) return 'rejected';
  if (state[`removed${suffix}`]) return 'removed';
  return null;
}

/** Whether the row has a role history worth showing (a request was ever made). */
export function hasRoleHistory(row: GridRow): boolean {
  if (typeof row.requestCount === 'number' && row.requestCount > 0) return true;
  const state = roleStateOf(row);
  return roleStatus(state, '100') !== null || roleStatus(state, '200') !== null;
}
