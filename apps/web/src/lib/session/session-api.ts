import type {
  TClaimsResponse,
  THeartbeatResponse,
  TLoginRequest,
  TLoginResponse,
  TProfileResponse,
  TRoleSwitchResponse,
} from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../api';

/**
 * The calls of the session itself (spec 1 §7); the paths are the contracts'. Types only come from the
 * contracts package, which keeps zod out of the web bundle.
 */
export const SESSION_PATHS = {
  login: API_PATHS.login,
  logout: API_PATHS.logout,
  heartbeat: API_PATHS.heartbeat,
  claims: API_PATHS.claims,
  profile: API_PATHS.accounts,
  roleSwitch: API_PATHS.roleSwitch,
} as const;

/** The login answer as it may arrive: the spec's client checks for a missing jwt itself. */
export type LoginAnswer = Partial<TLoginResponse> | null;

export function postLogin(request: TLoginRequest): Promise<LoginAnswer> {
  return api<LoginAnswer>(SESSION_PATHS.login, { method: 'POST', body: request, token: null });
}

export function postLogout(token: string): Promise<unknown> {
  return api<unknown>(SESSION_PATHS.logout, { method: 'POST', token });
}

export function getHeartbeat(): Promise<THeartbeatResponse> {
  return api<THeartbeatResponse>(SESSION_PATHS.heartbeat);
}

export function getClaims(): Promise<TClaimsResponse> {
  return api<TClaimsResponse>(SESSION_PATHS.claims);
}

export function getProfile(): Promise<TProfileResponse | null> {
  return api<TProfileResponse | null>(SESSION_PATHS.profile);
}

export function postRoleSwitch(roleName: string | null): Promise<TRoleSwitchResponse> {
  return api<TRoleSwitchResponse>(SESSION_PATHS.roleSwitch, { method: 'POST', body: { roleName } });
}
