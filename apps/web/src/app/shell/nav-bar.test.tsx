import { TEXTS } from '@registry/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeJwt, profileOf, storeSession } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

const roles = [
  { roleId: 'r100', roleName: '100', organizations: [] },
  {
    roleId: 'r200',
    roleName: '200',
    organizations: [
      { organizationId: 1, organizationName: 'Sunrise Learning Center', employmentRecordId: 3 },
      { organizationId: 2, organizationName: 'Little Oaks', employmentRecordId: 4 },
    ],
  },
  { roleId: 'r500', roleName: '500', organizations: [] },
];

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

async function openUserMenu() {
  const [button] = await screen.findAllByTestId('user-menu-button');
  await waitFor(() => expect(button!.textContent).toBe('Pat Lee'));
  fireEvent.click(button!);
  return screen.findByRole('dialog', { name: 'My Account' });
}

describe('navigation bar, signed in', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows Home, the role’s routes and Logout, not Log In', async () => {
    storeSession({ role: '100' });
    fakeApi({ 'GET /api/accounts': { body: profileOf() } });
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = mainNav();
    // The bell and the envelope are named by their labels (their counts could not be read here).
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual(['Home', 'About', 'Dashboard', 'Notifications', 'Messages']);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  it('hides the dashboard while the login is limited', async () => {
    storeSession({ role: '100', termsPending: true });
    fakeApi({
      'GET /api/accounts': { body: profileOf() },
      'GET /api/configuration': { body: 'x', json: true },
    });
    renderAppAt('/accept-terms/7');
    await screen.findByRole('heading', { level: 1, name: 'Updated User Agreement' });
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows Name, Username and the Registry ID under the tenant’s label', async () => {
    storeSession({ role: '100' });
    fakeApi({ 'GET /api/accounts': { body: profileOf() } });
    renderAppAt('/', { tenant: 'tn' });
    const menu = await openUserMenu();
    const terms = within(menu)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(menu)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Name', 'Username', 'PAL ID']);
    expect(values).toEqual(['Pat Lee', 'pat.lee@example.org', 'AL-000123']);
    expect(within(menu).queryByTestId('role-switcher')).toBeNull();
  });

  it('breaks a long address only at its punctuation and keeps the full text as its title', async () => {
    storeSession({ role: '100' });
    const userName = 'patricia.leeanne-washington@childcare.alabama.gov';
    fakeApi({ 'GET /api/accounts': { body: profileOf({ userName }) } });
    renderAppAt('/');
    const menu = await openUserMenu();
    const value = within(menu).getByTitle(userName);
    expect(value.textContent).toBe(userName);
    // A break opportunity after each '.', '-' and '@', none inside a word.
    expect(value.querySelectorAll('wbr')).toHaveLength(5);
    expect(value.innerHTML).toContain('patricia.<wbr>leeanne-<wbr>washington@<wbr>childcare.<wbr>');
  });

  it('lists each role, an organization role with its number of organizations, and switches the active role', async () => {
    const director = fakeJwt({ sub: '7', role: '200', Permission: ['dashboard', 'profile'] });
    storeSession({ role: '100' });
    const server = fakeApi({
      'GET /api/accounts': { body: profileOf({ roles }) },
      'POST /api/userorganizationroles/roleswitch': {
        body: {
          jwt: { auth_token: director, expires_in: 18000, refresh_at: 900 },
          activeRole: '200',
          claims: ['dashboard', 'profile'],
        },
      },
      'GET /api/auth/claims': { body: { role: '200', claims: ['dashboard', 'profile'] } },
    });
    const app = renderAppAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    const menu = await openUserMenu();
    const switcher = within(menu).getByTestId('role-switcher');
    const items = within(switcher).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      // Only organization roles count organizations; none is no count at all.
      'EC Professional',
      'Director2 organizations',
      'Administrator',
    ]);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');

    fireEvent.click(items[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: "Director's Dashboard" })).toBeTruthy();
    expect(server.called('POST', '/api/userorganizationroles/roleswitch')[0]?.body).toEqual({
      roleName: '200',
    });
    expect(app.session.getSnapshot().activeRoleId).toBe('r200');
  });

  it('logs out: best-effort POST, no token, back home with Log In', async () => {
    storeSession({ role: '100' });
    const server = fakeApi({
      'GET /api/accounts': { body: profileOf() },
      'POST /api/auth/logout': { body: { message: 'ok' } },
    });
    const app = renderAppAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    fireEvent.click(within(mainNav()).getByRole('button', { name: 'Logout' }));
    expect(await within(mainNav()).findByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(app.location()).toBe('/');
    expect(app.session.getSnapshot().token).toBeNull();
    expect(server.called('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('sends a visitor from a signed-in page home with the redirect, and Log In keeps it', async () => {
    fakeApi({});
    const app = renderAppAt('/dashboard/profile/personal');
    await screen.findByRole('heading', { level: 1 });
    expect(app.location()).toBe('/?redirect=%2Fdashboard%2Fprofile%2Fpersonal');
    expect(within(mainNav()).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fdashboard%2Fprofile%2Fpersonal',
    );
  });
});

describe('session keeper', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after 15 minutes without input logs out, alerts that the session expired and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    storeSession({ role: '100' });
    fakeApi({ 'GET /api/accounts': { body: profileOf() }, 'POST /api/auth/logout': { body: {} } });
    const app = renderAppAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15 * 60 * 1000 + 5000);
    });
    const alert = await screen.findByRole('dialog', { name: TEXTS.sessionExpiredTitle });
    expect(within(alert).getByText(TEXTS.sessionExpired)).toBeTruthy();
    expect(app.session.getSnapshot().token).toBeNull();
    expect(app.router.state.location.pathname).toBe('/');
  });
});
