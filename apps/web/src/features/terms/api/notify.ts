import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/** POST /api/accounts/notify: the welcome mail, after acceptance (no payload). */
export function postNotify(): Promise<unknown> {
  return api<unknown>(API_PATHS.notify, { method: 'POST' });
}
