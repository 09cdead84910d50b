import type { TRouteResponse } from '@registry/contracts';
import { api } from '../../../lib/api';

export const ACCEPT_TERMS_PATH = '/api/accounts/acceptterms';
export const NOTIFY_PATH = '/api/accounts/notify';
export const SEED_PATH = '/api/accounts/seed';

/** POST /api/accounts/acceptterms?userId=: the route to go next (a renewed token arrives in the header). */
export function postAcceptTerms(userId: number): Promise<Partial<TRouteResponse> | null> {
  return api<Partial<TRouteResponse> | null>(ACCEPT_TERMS_PATH, { method: 'POST', query: { userId } });
}

/** POST /api/accounts/notify: after acceptance (no payload). */
export function postNotify(): Promise<unknown> {
  return api<unknown>(NOTIFY_PATH, { method: 'POST' });
}

/** POST /api/accounts/seed: after acceptance (no payload). */
export function postSeed(): Promise<unknown> {
  return api<unknown>(SEED_PATH, { method: 'POST' });
}
