import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardSession } from './guard';
import { findRoute } from './route-helpers';
import type { AppRoute } from './route-types';
import { appRoutes } from './routes';

/** The matched levels of a route of the real table, outermost first. */
function levels(...names: string[]): AppRoute[] {
  return names.map((name) => {
    const route = findRoute(appRoutes, name);
    if (!route) throw new Error(`no route ${name}`);
    return route;
  });
}

const visitor: GuardSession = {
  signedIn: false,
  firstTime: false,
  termsPending: false,
  claims: [],
  userId: null,
};
const member: GuardSession = {
  signedIn: true,
  firstTime: false,
  termsPending: false,
  claims: ['dashboard', 'profile'],
  userId: 42,
};

describe('guardRoute (spec 1 §4)', () => {
  it('sends an unmatched route home', () => {
    expect(guardRoute([], '/no/such/page', member)).toEqual({ allow: false, redirect: '/' });
  });

  it('sends a visitor from a route needing sign-in to the root with the full target in redirect', () => {
    expect(
      guardRoute(
        levels('dashboard', 'profile', 'profile-personal'),
        '/dashboard/profile/personal?tab=2',
        visitor,
      ),
    ).toEqual({
      allow: false,
      redirect: '/?redirect=%2Fdashboard%2Fprofile%2Fpersonal%3Ftab%3D2',
    });
  });

  it('sends a visitor from any route to the root while first-time or terms-pending', () => {
    const stale = { ...visitor, termsPending: true };
    expect(guardRoute(levels('about'), '/about', stale)).toEqual({
      allow: false,
      redirect: '/?redirect=%2Fabout',
    });
    expect(guardRoute(levels('home'), '/', stale)).toEqual({ allow: true });
  });

  it('sends a signed-in first-time user to profile-personal with the user id', () => {
    const firstTime = { ...member, firstTime: true };
    expect(guardRoute(levels('dashboard', 'dashboard-main'), '/dashboard', firstTime)).toEqual({
      allow: false,
      redirect: '/dashboard/profile/personal?userId=42',
    });
    expect(
      guardRoute(
        levels('dashboard', 'profile', 'profile-personal'),
        '/dashboard/profile/personal',
        firstTime,
      ),
    ).toEqual({
      allow: true,
    });
  });

  it('lets a first-time user open profile-personal with the limited token, which carries no claims', () => {
    const limited = { ...member, firstTime: true, claims: [] };
    expect(
      guardRoute(levels('dashboard', 'profile', 'profile-personal'), '/dashboard/profile/personal', limited),
    ).toEqual({
      allow: true,
    });
    expect(
      guardRoute(levels('dashboard', 'profile', 'profile-personal'), '/dashboard/profile/personal', {
        ...member,
        claims: [],
      }),
    ).toEqual({
      allow: false,
      redirect: '/',
    });
  });

  it('sends a signed-in user with terms pending to accept-terms, but not from it or from login', () => {
    const pending = { ...member, termsPending: true };
    expect(guardRoute(levels('about'), '/about', pending)).toEqual({
      allow: false,
      redirect: '/accept-terms/42',
    });
    expect(guardRoute(levels('accept-terms'), '/accept-terms/42', pending)).toEqual({ allow: true });
    expect(guardRoute(levels('profile-accept-terms'), '/profile/accept-terms/42', pending)).toEqual({
      allow: true,
    });
    expect(guardRoute(levels('login', 'login-form'), '/login', pending)).toEqual({ allow: true });
  });

  it('never bounces a user with both flags between the two limited steps', () => {
    const both = { ...member, firstTime: true, termsPending: true };
    expect(guardRoute(levels('accept-terms'), '/accept-terms/42', both)).toEqual({ allow: true });
    expect(
      guardRoute(levels('dashboard', 'profile', 'profile-personal'), '/dashboard/profile/personal', both),
    ).toEqual({
      allow: true,
    });
  });

  it('needs every claim gathered from all matched levels, otherwise home', () => {
    const route = levels('dashboard', 'profile', 'profile-personal');
    expect(guardRoute(route, '/dashboard/profile/personal', { ...member, claims: ['profile'] })).toEqual({
      allow: false,
      redirect: '/',
    });
    expect(guardRoute(route, '/dashboard/profile/personal', { ...member, claims: ['dashboard'] })).toEqual({
      allow: false,
      redirect: '/',
    });
    expect(guardRoute(route, '/dashboard/profile/personal', member)).toEqual({ allow: true });
  });

  it('keeps a user in the first-time setup on its profile tab until they Continue (spec 1 §2)', () => {
    const setup = { ...member, profileSetup: 'profile-education' };
    const education = levels('dashboard', 'profile', 'profile-education');
    expect(guardRoute(education, '/dashboard/profile/education', setup)).toEqual({ allow: true });
    expect(
      guardRoute(levels('dashboard', 'profile', 'profile-personal'), '/dashboard/profile/personal', setup),
    ).toEqual({ allow: false, redirect: '/dashboard/profile/education' });
    expect(guardRoute(levels('dashboard', 'dashboard-main'), '/dashboard', setup)).toEqual({
      allow: false,
      redirect: '/dashboard/profile/education',
    });
    // Public pages and the login screens stay open.
    expect(guardRoute(levels('about'), '/about', setup)).toEqual({ allow: true });
    expect(guardRoute(levels('login', 'login-form'), '/login', setup)).toEqual({ allow: true });
    expect(
      guardRoute(levels('dashboard', 'dashboard-main'), '/dashboard', { ...member, profileSetup: null }),
    ).toEqual({ allow: true });
  });

  it('lets anyone through a route that needs nothing', () => {
    expect(guardRoute(levels('about'), '/about', visitor)).toEqual({ allow: true });
    expect(guardRoute(levels('login', 'register'), '/login/register', visitor)).toEqual({ allow: true });
  });
});
