import type { TLoginRequest, TLoginResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../api';

/** The login answer as it may arrive: the spec's client checks for a missing jwt itself. */
export type LoginAnswer = Partial<TLoginResponse> | null;

/** POST /api/auth/login, without the session's token (login starts afresh). */
export function postLogin(request: TLoginRequest): Promise<LoginAnswer> {
  return api<LoginAnswer>(API_PATHS.login, { method: 'POST', body: request, token: null });
}
