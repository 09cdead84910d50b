import { TENANTS, publicTenant } from '@registry/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../app/route-types';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';
import { dashboardTiles } from './dashboard-tiles';

const route = (name: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  name,
  path: name,
  title: 'routes.home.title',
  needsSignIn: true,
  requiredClaims: [],
  ...extra,
});

describe('dashboardTiles', () => {
  const dashboard = route('dashboard', {
    path: '/dashboard',
    children: [
      route('dashboard-main', { path: '' }),
      route('training', { feature: 'trainingRoute', requiredClaims: ['training'] }),
      route('manage-users', { requiredClaims: ['users.manage'] }),
      route('hidden', { nonMenu: true }),
      route('resume', { path: 'resume/edit', requiredClaims: ['resume'] }),
    ],
  });

  it('lists the children the role may open and the tenant has, skipping the first and nonMenu ones', () => {
    const tn = publicTenant(TENANTS.tn);
    const al = publicTenant(TENANTS.al);
    const claims = ['training', 'resume'];
    expect(dashboardTiles(dashboard, '/dashboard', { claims, tenant: tn })).toEqual([
      { route: dashboard.children![1], href: '/dashboard/training' },
      { route: dashboard.children![4], href: '/dashboard/resume/edit' },
    ]);
    expect(dashboardTiles(dashboard, '/dashboard', { claims, tenant: al }).map((tile) => tile.href)).toEqual([
      '/dashboard/resume/edit',
    ]);
  });
});

function signedInAs(role: string, claims = ['dashboard', 'profile']) {
  storeSession({ role, claims });
  return fakeApi({ 'GET /api/accounts': { body: profileOf({ activeRole: role }) } });
}

describe('Dashboard main', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it.each([
    ['100', 'al', 'My Dashboard'],
    ['200', 'tn', "Director's Dashboard"],
    ['350', 'al', 'Child Care Consultant Dashboard'],
    ['350', 'tn', 'DHS Staff Dashboard'],
    ['AdminUser', 'al', 'Administrator Dashboard'],
  ] as const)('titles the dashboard of role %s in %s', async (role, tenant, title) => {
    signedInAs(role);
    renderAppAt('/dashboard', { tenant });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('shows the instruction text for 200 but not for 100', async () => {
    signedInAs('200');
    renderAppAt('/dashboard', { tenant: 'tn' });
    expect((await screen.findByTestId('dashboard-instruction')).textContent).toBe(
      TENANTS.tn.instructions.dashboard['200'],
    );
  });

  it('has no instruction text for 100', async () => {
    signedInAs('100');
    renderAppAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    expect(screen.queryByTestId('dashboard-instruction')).toBeNull();
  });

  it('builds tiles from the route table for the role’s claims, plus the User Guide tile', async () => {
    signedInAs('100');
    renderAppAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    const tiles = screen.getAllByTestId('dashboard-tile');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Profile'),
      expect.stringContaining('User Guide'),
    ]);
    // The profile's tile opens its first tab (the layout's index).
    expect(within(tiles[0]!).getByRole('link').getAttribute('href')).toBe('/dashboard/profile');
  });

  it('leaves out a tile whose claim the role lacks', async () => {
    signedInAs('100', ['dashboard']);
    renderAppAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    expect(screen.getAllByTestId('dashboard-tile').map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('User Guide'),
    ]);
  });

  it('opens the role’s guide in the User Guide modal, whose arrows scroll the guide menu by 100 px', async () => {
    signedInAs('200');
    renderAppAt('/dashboard', { tenant: 'tn' });
    fireEvent.click(await screen.findByRole('button', { name: /User Guide/ }));
    const dialog = await screen.findByRole('dialog', { name: 'User Guide' });
    expect(within(dialog).getByTitle('User Guide').getAttribute('src')).toBe('/api/file/s/director-guide');
    const links = within(dialog)
      .getAllByRole('link')
      .filter((link) => link.closest('[data-testid="guide-menu"]'));
    // The frame shows the guide inline; the links and Download save it as a file.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/file/s/user-guide?download=true',
      '/api/file/s/director-guide?download=true',
      '/api/file/s/qea-guide?download=true',
      '/api/file/s/staff-guide?download=true',
      '/api/file/s/admin-guide?download=true',
      '/api/file/s/coach-guide?download=true',
    ]);
    // The guide in the viewer is marked as the current one, and only that one.
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent),
    ).toEqual(['Director Guide']);
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/api/file/s/director-guide?download=true',
    );
    const menu = within(dialog).getByTestId('guide-menu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scroll the guides right' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scroll the guides right' }));
    expect(menu.scrollLeft).toBe(200);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scroll the guides left' }));
    expect(menu.scrollLeft).toBe(100);
  });
});
