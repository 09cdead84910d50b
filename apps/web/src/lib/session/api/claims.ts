import type { TClaimsResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../api';

/** GET /api/auth/claims: the active role and its claims. */
export function getClaims(): Promise<TClaimsResponse> {
  return api<TClaimsResponse>(API_PATHS.claims);
}
