import type { TProfileResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../api';

/** GET /api/accounts: the signed-in user's profile, roles and organizations. */
export function getProfile(): Promise<TProfileResponse | null> {
  return api<TProfileResponse | null>(API_PATHS.accounts);
}
