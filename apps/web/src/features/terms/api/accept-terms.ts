import type { TRouteResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/** POST /api/accounts/acceptterms?userId=: the route to go next (a renewed token arrives in the header). */
export function postAcceptTerms(userId: number): Promise<Partial<TRouteResponse> | null> {
  return api<Partial<TRouteResponse> | null>(API_PATHS.acceptTerms, { method: 'POST', query: { userId } });
}
