import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../api';

/** POST logout with the token the session is about to forget. */
export function postLogout(token: string): Promise<unknown> {
  return api<unknown>(API_PATHS.logout, { method: 'POST', token });
}
