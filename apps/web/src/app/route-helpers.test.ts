import { TENANTS, publicTenant } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { canEnter, documentTitle, framePaths, routesForTenant, visibleMenuRoutes } from './route-helpers';
import type { AppRoute } from './route-types';
import { appRoutes } from './routes';

const al = publicTenant(TENANTS.al);
const tn = publicTenant(TENANTS.tn);

const route = (name: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  name,
  path: `/${name}`,
  title: 'routes.home.title',
  needsSignIn: false,
  requiredClaims: [],
  ...extra,
});

const table: AppRoute[] = [
  route('home'),
  route('about'),
  route('login', {
    nonMenu: true,
    children: [route('form', { path: '' }), route('register'), route('reset', { nonMenu: true })],
  }),
  route('dashboard', {
    needsSignIn: true,
    children: [
      route('training', { needsSignIn: true, feature: 'trainingRoute' }),
      route('career', { needsSignIn: true, feature: 'career' }),
      route('manage-users', { needsSignIn: true, requiredClaims: ['users.manage'] }),
    ],
  }),
  route('feedback', { needsSignIn: true, feature: 'feedback' }),
];

const names = (routes: readonly AppRoute[]) => routes.map((entry) => entry.name);

describe('routesForTenant', () => {
  it('removes a route whose tenant feature is off, at any depth', () => {
    const forAl = routesForTenant(table, al);
    expect(names(forAl)).toEqual(['home', 'about', 'login', 'dashboard']);
    expect(names(forAl.find((entry) => entry.name === 'dashboard')!.children!)).toEqual([
      'career',
      'manage-users',
    ]);
  });

  it('keeps it for a tenant that has the feature', () => {
    const forTn = routesForTenant(table, tn);
    expect(names(forTn)).toContain('feedback');
    expect(names(forTn.find((entry) => entry.name === 'dashboard')!.children!)).toEqual([
      'training',
      'career',
      'manage-users',
    ]);
  });
});

describe('visibleMenuRoutes', () => {
  it('shows a visitor the public menu routes only: nonMenu and sign-in routes are hidden', () => {
    expect(names(visibleMenuRoutes(table, { signedIn: false, claims: [], tenant: tn }))).toEqual([
      'home',
      'about',
    ]);
  });

  it('adds the signed-in routes the tenant has', () => {
    expect(names(visibleMenuRoutes(table, { signedIn: true, claims: [], tenant: al }))).toEqual([
      'home',
      'about',
      'dashboard',
    ]);
    expect(names(visibleMenuRoutes(table, { signedIn: true, claims: [], tenant: tn }))).toEqual([
      'home',
      'about',
      'dashboard',
      'feedback',
    ]);
  });

  it('lists a parent’s children the same way (tabs, tiles)', () => {
    const login = table.find((entry) => entry.name === 'login')!;
    expect(names(visibleMenuRoutes(login.children!, { signedIn: false, claims: [], tenant: al }))).toEqual([
      'form',
      'register',
    ]);
    const dashboard = table.find((entry) => entry.name === 'dashboard')!;
    expect(
      names(visibleMenuRoutes(dashboard.children!, { signedIn: true, claims: ['users.manage'], tenant: al })),
    ).toEqual(['career', 'manage-users']);
  });

  it('shows a visitor Home and About from the real table', () => {
    expect(names(visibleMenuRoutes(appRoutes, { signedIn: false, claims: [], tenant: al }))).toEqual([
      'home',
      'about',
    ]);
  });
});

describe('canEnter', () => {
  it('needs sign-in and every required claim', () => {
    const manage = route('manage', { needsSignIn: true, requiredClaims: ['users.manage', 'users.view'] });
    expect(canEnter(manage, { signedIn: false, claims: ['users.manage', 'users.view'] })).toBe(false);
    expect(canEnter(manage, { signedIn: true, claims: ['users.manage'] })).toBe(false);
    expect(canEnter(manage, { signedIn: true, claims: ['users.view', 'users.manage', 'x'] })).toBe(true);
  });
});

describe('documentTitle', () => {
  it("is '{page title} | {product name}'", () => {
    expect(documentTitle('About', 'Tennessee Professional Archive of Learning')).toBe(
      'About | Tennessee Professional Archive of Learning',
    );
    expect(documentTitle(null, 'EC Registry')).toBe('EC Registry');
  });
});

describe('framePaths', () => {
  it('lists the signed-in pages every role may open, the dashboard drawn per role', () => {
    for (const code of ['al', 'tn', 'jh'] as const) {
      const frames = framePaths(appRoutes, publicTenant(TENANTS[code]));
      expect(frames.map((frame) => frame.path)).toEqual([
        '/dashboard',
        '/dashboard/profile/personal',
        '/dashboard/profile/employment',
        '/dashboard/profile/education',
        '/dashboard/profile/certification',
        '/dashboard/profile/community-service',
        '/dashboard/profile/membership',
        '/dashboard/messages',
        '/dashboard/notifications',
      ]);
      expect(frames.filter((frame) => frame.perRole).map((frame) => frame.path)).toEqual(['/dashboard']);
      expect(frames.find((frame) => frame.path === '/dashboard/messages')?.claims).toEqual([
        'dashboard',
        'messages',
      ]);
    }
  });
});
