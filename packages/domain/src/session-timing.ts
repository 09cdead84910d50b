import { EXPIRY_CHECK_MS, IDLE_TIMEOUT_MS } from './constants.js';

/**
 * The web session's clock-driven rules (spec 1 §4, §9), as pure functions of the session's times and
 * "now": the token's lifetime and refresh time count from its receipt, input within the last expiry check
 * keeps the user active, a due refresh waits while the user is idle, and IDLE_TIMEOUT_MS without input
 * ends the session. Every time is epoch milliseconds, every duration milliseconds.
 */
export interface SessionTimes {
  /** A token is held. */
  signedIn: boolean;
  /** The last user input (typing the password at login counts). */
  lastInputAt: number;
  tokenReceivedAt: number | null;
  /** The token's lifetime after receipt. */
  expiresIn: number | null;
  /** When after receipt the token is refreshed (the heartbeat). */
  refreshAt: number | null;
  /** No input within the last expiry check. */
  idle: boolean;
}

/** What the periodic check does: nothing, a heartbeat, or end the session (expired token, or idle). */
export type SessionCheckAction = 'none' | 'refresh' | 'expired' | 'idle';

export interface SessionCheckDecision {
  action: SessionCheckAction;
  /** Whether the user now counts as idle. */
  idle: boolean;
}

/** The token times of a fresh token: the server's seconds times 1000, counted from its receipt (spec 1 §9). */
export function receivedTokenTimes(
  expiresInSeconds: number,
  refreshAtSeconds: number,
  now: number,
): Pick<SessionTimes, 'tokenReceivedAt' | 'expiresIn' | 'refreshAt'> {
  return { tokenReceivedAt: now, expiresIn: expiresInSeconds * 1000, refreshAt: refreshAtSeconds * 1000 };
}

/** The token has reached its refresh time. */
export function isRefreshDue(times: SessionTimes, now: number): boolean {
  return (
    times.tokenReceivedAt !== null &&
    times.refreshAt !== null &&
    now >= times.tokenReceivedAt + times.refreshAt
  );
}

/** The token has reached the end of its lifetime. */
export function isTokenExpired(times: SessionTimes, now: number): boolean {
  return (
    times.tokenReceivedAt !== null &&
    times.expiresIn !== null &&
    now >= times.tokenReceivedAt + times.expiresIn
  );
}

/**
 * The periodic check (every EXPIRY_CHECK_MS): the idle time-out first, then the token's expiry; otherwise
 * the idle flag follows the last input, and an active user past the refresh time gets a heartbeat.
 */
export function checkSession(times: SessionTimes, now: number): SessionCheckDecision {
  if (!times.signedIn) return { action: 'none', idle: times.idle };
  const quiet = now - times.lastInputAt;
  if (quiet >= IDLE_TIMEOUT_MS) return { action: 'idle', idle: true };
  if (isTokenExpired(times, now)) return { action: 'expired', idle: times.idle };
  const idle = quiet > EXPIRY_CHECK_MS;
  return { action: !idle && isRefreshDue(times, now) ? 'refresh' : 'none', idle };
}

/**
 * User input at `now`: an idle user becomes active again, and a refresh that came due while they were away
 * happens at once.
 */
export function activityDecision(times: SessionTimes, now: number): { wasIdle: boolean; refresh: boolean } {
  if (!times.idle) return { wasIdle: false, refresh: false };
  return { wasIdle: true, refresh: times.signedIn && isRefreshDue(times, now) };
}
