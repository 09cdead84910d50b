import type { THeartbeatResponse } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../api';

/** GET heartbeat: keeps the session alive and renews the token (spec 1 §9). */
export function getHeartbeat(): Promise<THeartbeatResponse> {
  return api<THeartbeatResponse>(API_PATHS.heartbeat);
}
