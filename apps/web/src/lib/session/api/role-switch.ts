import type { TRoleSwitchResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../api';

/** POST roleswitch: a new token for another of the user's roles. */
export function postRoleSwitch(roleName: string | null): Promise<TRoleSwitchResponse> {
  return api<TRoleSwitchResponse>(API_PATHS.roleSwitch, { method: 'POST', body: { roleName } });
}
