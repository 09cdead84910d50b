import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/** POST /api/accounts/seed: the user's initial records, after acceptance (no payload). */
export function postSeed(): Promise<unknown> {
  return api<unknown>(API_PATHS.seed, { method: 'POST' });
}
