import type { TOrganizationRolesResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/**
 * GET /api/userorganizationroles?employmentRecordId=: an employment's active roles and pending requests
 * (the request a withdrawal names). Read at the moment of the action, not cached.
 */
export function getOrganizationRoles(employmentRecordId: number): Promise<TOrganizationRolesResponse> {
  return api<TOrganizationRolesResponse>(API_PATHS.organizationRoles, { query: { employmentRecordId } });
}
