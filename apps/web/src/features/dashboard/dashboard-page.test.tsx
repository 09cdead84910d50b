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

  // Issue 21: the text names only what the role can do (its Staff Requests; Messages), nothing to come.
  it.each([
    ['200', 'al', 'Review staff role requests for your facility.'],
    [
      '200',
      'tn',
      "Approve staff role requests for your agency, verify your staff's records and review their professional development plans.",
    ],
    [
      '250',
      'al',
      'Publish your trainings and schedule their sessions, enroll participants, record attendance and submit your DHR reports. Write to early childhood professionals and directors, one by one or all at once, through Messages.',
    ],
    [
      '300',
      'tn',
      'Review your coaching requests and follow the professionals you coach. Write to the professionals you work with through Messages.',
    ],
    [
      '350',
      'al',
      'Find early childhood professionals and verify their records. Write to early childhood professionals, directors and QEAs, one by one or all at once, through Messages.',
    ],
    [
      '350',
      'jh',
      'Find early childhood professionals and verify their records. Write to early childhood professionals, one by one or all at once, through Messages.',
    ],
    [
      '375',
      'tn',
      'Find early childhood professionals and verify their records. Review the verification activity of DHS staff and run supervisor reports. Write to DHS staff and early childhood professionals through Messages.',
    ],
  ] as const)('shows role %s in %s only what it can do', async (role, tenant, text) => {
    signedInAs(role);
    renderAppAt('/dashboard', { tenant });
    expect((await screen.findByTestId('dashboard-instruction')).textContent).toBe(text);
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
    // The guides of tn's roles: it has no QEA, so no QEA guide.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/file/s/user-guide?download=true',
      '/api/file/s/director-guide?download=true',
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

describe('the guide menu', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it.each([
    ['al', ['User Guide', 'Director Guide', 'QEA Guide', 'Staff Guide', 'Admin Guide']],
    ['jh', ['User Guide', 'QEA Guide', 'Staff Guide', 'Admin Guide', 'Coach Guide']],
  ] as const)('offers in %s the guides of the roles it has', async (tenant, names) => {
    signedInAs('100');
    renderAppAt('/dashboard', { tenant });
    fireEvent.click(await screen.findByRole('button', { name: /User Guide/ }));
    const dialog = await screen.findByRole('dialog', { name: 'User Guide' });
    const menu = within(dialog).getByTestId('guide-menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(names);
  });
});

describe('Dashboard alerts', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  const alerts = [
    {
      alertId: 7,
      subject: 'Licensing renewals are due',
      message: '<p>Renew by <b>Dec 31</b></p>',
      dismissible: true,
    },
    { alertId: 8, subject: 'Storm closures', message: null, dismissible: false },
  ];

  it('shows each alert as a danger alert at the top; one with a message opens it; dismiss sends its alertId', async () => {
    storeSession({ role: '100', claims: ['dashboard', 'profile'] });
    let list = alerts;
    const api = fakeApi({
      'GET /api/accounts': { body: profileOf({ activeRole: '100' }) },
      'GET /api/alert': () => ({ body: { alerts: list } }),
      'POST /api/alert/dismiss': () => {
        list = list.filter((alert) => alert.alertId !== 7);
        return { status: 204 };
      },
    });
    renderAppAt('/dashboard', { tenant: 'al' });
    const region = await screen.findByRole('region', { name: 'Alerts' });
    const shown = within(region).getAllByTestId('dashboard-alert');
    expect(shown.map((alert) => alert.textContent)).toEqual(['Licensing renewals are due', 'Storm closures']);
    expect(shown.every((alert) => /MuiAlert-(filledError|colorError)/.test(alert.className))).toBe(true);
    // Before the heading: at the top of the dashboard.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(region.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Only the dismissible one can be dismissed; only the one with a message opens.
    expect(within(shown[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(shown[0]!).getByRole('button', { name: 'Licensing renewals are due' }));
    const dialog = await screen.findByRole('dialog', { name: 'Licensing renewals are due' });
    expect((await within(dialog).findByText('Dec 31')).tagName).toBe('B');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(
      within(shown[0]!).getByRole('button', { name: 'Dismiss the alert Licensing renewals are due' }),
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('dashboard-alert')).toHaveLength(1));
    expect(api.called('POST', '/api/alert/dismiss').map((call) => call.body)).toEqual([{ alertId: 7 }]);
  });

  it('shows nothing when there are no alerts or they cannot be read', async () => {
    storeSession({ role: '100', claims: ['dashboard', 'profile'] });
    fakeApi({
      'GET /api/accounts': { body: profileOf({ activeRole: '100' }) },
      'GET /api/alert': { status: 500, body: 'Boom' },
    });
    renderAppAt('/dashboard', { tenant: 'al' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    expect(screen.queryByTestId('dashboard-alerts')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
