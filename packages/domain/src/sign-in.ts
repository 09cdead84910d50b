import { IDLE_TIMEOUT_MS } from './constants.js';

/** Where the web goes after sign-in or accepting the terms (spec 1 §2: 'default' means /dashboard). */
export const NEXT_ROUTES = ['default', 'profile-personal', 'accept-terms'] as const;
export type NextRoute = (typeof NEXT_ROUTES)[number];

/** The limited-login state of a user (spec 1 §4: first-time and terms-pending steps). */
export interface AccessState {
  /** The personal profile has not been saved yet. */
  firstTime: boolean;
  /** The terms were never accepted, or changed since the user accepted them. */
  termsPending: boolean;
}

/** First-time while the profile is not completed; terms pending when never accepted or accepted before they changed. */
export function accessState(
  user: { profileCompletedAt: Date | null; termsAcceptedAt: Date | null },
  termsUpdatedAt: Date | null,
): AccessState {
  return {
    firstTime: user.profileCompletedAt === null,
    termsPending:
      user.termsAcceptedAt === null ||
      (termsUpdatedAt !== null && user.termsAcceptedAt.getTime() < termsUpdatedAt.getTime()),
  };
}

/** The step a limited login must take first (spec 1 §2, §4), or 'default' when there is none. */
export function nextRoute(state: AccessState): NextRoute {
  if (state.firstTime) return 'profile-personal';
  if (state.termsPending) return 'accept-terms';
  return 'default';
}

/** A limited login (a step pending) carries no claims until the step is done. */
export function isLimitedLogin(state: AccessState): boolean {
  return state.firstTime || state.termsPending;
}

/**
 * Server-side session limits. A session ends after the web's idle time-out (spec 1 §9: 15 minutes without
 * a request, heartbeats included) and, whatever the browser does, 12 hours after sign-in (a working day
 * and then some; ASVS 5.0 7.3.2 asks for an absolute lifetime).
 */
export const SESSION_IDLE_TIMEOUT_MS = IDLE_TIMEOUT_MS;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Sign-in throttling (ASVS 5.0 6.3.1: guessing must stay impractical without letting a stranger lock the
 * owner out). Failures are counted per typed user name (so unknown names behave exactly like accounts) and
 * per client address; past the free attempts each further failure blocks that key for twice as long as the
 * one before, up to the cap. A block ends by itself; the owner can always reset the password by mail.
 */
export interface ThrottleRule {
  /** Failures in a row that cost nothing. */
  freeFailures: number;
  /** The block after the first failure past the free ones; doubles with each further failure. */
  firstBlockMs: number;
  maxBlockMs: number;
  /** Failures older than this are forgotten. */
  forgetAfterMs: number;
}

const MINUTE = 60 * 1000;

export const SIGN_IN_THROTTLE = {
  /** Per user name: about four guesses an hour once blocked. */
  userName: {
    freeFailures: 5,
    firstBlockMs: MINUTE,
    maxBlockMs: 15 * MINUTE,
    forgetAfterMs: 24 * 60 * MINUTE,
  },
  /**
   * Per client address: generous, because a child-care center's staff often share one public address, but
   * a single source cannot spray guesses over many user names.
   */
  address: { freeFailures: 30, firstBlockMs: MINUTE, maxBlockMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Wrong mailed codes (confirm, reset-password; issue 20), counted like sign-in failures. A code is 256
 * random bits, so guessing one is hopeless anyway; the limit keeps a client from trying. Per account
 * generous, since a stranger's wrong codes block its owner's right one while the block lasts; per client
 * address as sign-in's (a center's staff behind one address).
 */
export const CODE_GUESS_THROTTLE = {
  account: {
    freeFailures: 10,
    firstBlockMs: MINUTE,
    maxBlockMs: 15 * MINUTE,
    forgetAfterMs: 24 * 60 * MINUTE,
  },
  address: { freeFailures: 30, firstBlockMs: MINUTE, maxBlockMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Consecutive failures on one account that set the spec's locked state (NIST SP 800-63B 5.2.2: at most 100).
 * With the per-name throttle that takes about a day of guessing; a reset from the mailed link or an
 * administrator's Unlock ends it.
 */
export const LOCK_AFTER_FAILURES = 100;

/** How long the key is blocked after its `failures`-th failure in a row; 0 while the failure was free. */
export function throttleBlockMs(rule: ThrottleRule, failures: number): number {
  const past = failures - rule.freeFailures;
  if (past <= 0) return 0;
  // 2 ** 30 already exceeds any cap; the bound keeps the arithmetic finite.
  return Math.min(rule.firstBlockMs * 2 ** Math.min(past - 1, 30), rule.maxBlockMs);
}
