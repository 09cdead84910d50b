import type { TProfileResponse, TRoleEntry } from '@registry/contracts';

/** Every session request has one of these statuses (spec 1 §4). */
export type RequestStatus = 'empty' | 'attempting' | 'succeeded' | 'error';
export type SessionRequest = 'login' | 'heartbeat' | 'profile' | 'claims' | 'roleSwitch';

/** The session state of spec 1 §3; times are epoch milliseconds, durations milliseconds. */
export interface SessionState {
  token: string | null;
  userId: number | null;
  profile: TProfileResponse | null;
  roles: readonly TRoleEntry[];
  claims: readonly string[];
  /** The roles held through an organization (employment record). */
  userOrganizationRoles: readonly TRoleEntry[];
  activeRole: string | null;
  activeRoleId: string | null;
  firstTime: boolean;
  termsPending: boolean;
  /**
   * The profile tab a first-time user is at while the setup goes on past the personal tab (spec 1 §2):
   * the route name the user may be on until they Continue; null when no setup is going on.
   */
  profileSetup: string | null;
  tokenReceivedAt: number | null;
  /** The token's lifetime after receipt (the server's seconds times 1000). */
  expiresIn: number | null;
  /** When after receipt the token is refreshed (the server's seconds times 1000). */
  refreshAt: number | null;
  /** No user input within the last expiry check: a due refresh waits for the user's return. */
  idle: boolean;
  quickSight: boolean;
  /** The last session ended by Logout or idleness (not by a 401): the guard then goes plainly home. */
  endedOnPurpose: boolean;
  requests: Readonly<Record<SessionRequest, RequestStatus>>;
}

const NO_REQUESTS: SessionState['requests'] = {
  login: 'empty',
  heartbeat: 'empty',
  profile: 'empty',
  claims: 'empty',
  roleSwitch: 'empty',
};

export const SIGNED_OUT: SessionState = {
  token: null,
  userId: null,
  profile: null,
  roles: [],
  claims: [],
  userOrganizationRoles: [],
  activeRole: null,
  activeRoleId: null,
  firstTime: false,
  termsPending: false,
  profileSetup: null,
  tokenReceivedAt: null,
  expiresIn: null,
  refreshAt: null,
  idle: false,
  quickSight: false,
  endedOnPurpose: false,
  requests: NO_REQUESTS,
};
