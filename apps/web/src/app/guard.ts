import { hasClaims } from '@registry/domain';
import { HOME_PATH, REDIRECT_PARAM, pathTo } from './paths';
import type { AppRoute } from './route-types';

/** What the guard needs to know about the visitor. */
export interface GuardSession {
  signedIn: boolean;
  firstTime: boolean;
  termsPending: boolean;
  /** The profile tab a first-time setup holds the user on (a route name), or null. */
  profileSetup?: string | null;
  claims: readonly string[];
  userId: number | null;
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/** Route names the limited-login rules know. */
export const GUARD_NAMES = {
  login: 'login',
  profilePersonal: 'profile-personal',
  acceptTerms: ['accept-terms', 'profile-accept-terms'],
} as const;

const allow: GuardDecision = { allow: true };
const redirect = (to: string): GuardDecision => ({ allow: false, redirect: to });

/**
 * The route guard of spec 1 §4, as a pure function of the matched route levels (outermost first, empty
 * when nothing matched), the full target (path and search) and the session:
 * 1. an unmatched route goes home;
 * 2. a route needing sign-in, or any route while first-time or terms-pending, sends a visitor who is not
 *    signed in to the root with `redirect` holding the target (the root itself passes);
 * 3. a signed-in first-time user goes to profile-personal;
 * 4. one with terms pending goes to accept-terms (the login screens and the other limited step pass,
 *    so a user with both flags is never bounced between the two);
 * 4a. during the first-time setup that follows the personal tab (spec 1 §2: "navigation within the
 *    profile is blocked"), a route needing sign-in other than the setup's current tab goes to that tab;
 * 5. the claims required by all matched levels must all be held, otherwise home; the limited step's own
 *    route is exempt, because a limited token carries no claims until the step is done;
 * 6. anything else passes.
 */
export function guardRoute(
  matched: readonly AppRoute[],
  target: string,
  session: GuardSession,
): GuardDecision {
  if (matched.length === 0) return redirect(HOME_PATH);

  const names = new Set(matched.map((route) => route.name));
  const atLogin = names.has(GUARD_NAMES.login);
  const atProfilePersonal = names.has(GUARD_NAMES.profilePersonal);
  const atAcceptTerms = GUARD_NAMES.acceptTerms.some((name) => names.has(name));
  const needsSignIn = matched.some((route) => route.needsSignIn);
  const limited = session.firstTime || session.termsPending;

  if (!session.signedIn) {
    const atRoot = target === HOME_PATH || target.startsWith(`${HOME_PATH}?`);
    if (needsSignIn || (limited && !atRoot)) {
      return redirect(`${HOME_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`);
    }
  } else {
    const userId = session.userId ?? 0;
    if (session.firstTime && !atLogin && !atProfilePersonal && !(session.termsPending && atAcceptTerms)) {
      return redirect(pathTo(GUARD_NAMES.profilePersonal, {}, { userId }));
    }
    if (session.termsPending && !atLogin && !atAcceptTerms && !(session.firstTime && atProfilePersonal)) {
      return redirect(pathTo(GUARD_NAMES.acceptTerms[0], { userId }));
    }
    const step = session.profileSetup ?? null;
    if (step !== null && needsSignIn && !atLogin && !names.has(step)) return redirect(pathTo(step));
  }

  const atLimitedStep =
    session.signedIn && ((session.firstTime && atProfilePersonal) || (session.termsPending && atAcceptTerms));
  if (atLimitedStep) return allow;
  const required = matched.flatMap((route) => route.requiredClaims);
  if (!hasClaims(session.claims, required)) return redirect(HOME_PATH);
  return allow;
}
