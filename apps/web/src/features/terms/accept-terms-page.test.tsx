import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeJwt, profileOf, storeSession } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';
import { nextRouteAfterTerms } from './next-route';

describe('nextRouteAfterTerms', () => {
  it("goes to dashboard-main for an absent or 'default' route", () => {
    expect(nextRouteAfterTerms(undefined, 7)).toBe('/dashboard');
    expect(nextRouteAfterTerms('default', 7)).toBe('/dashboard');
  });

  it('sends any other route with displayWelcome=true', () => {
    expect(nextRouteAfterTerms('profile-personal', 7)).toBe(
      '/dashboard/profile/personal?userId=7&displayWelcome=true',
    );
  });
});

describe('Updated Terms screen', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    storeSession({ userId: 7, termsPending: true });
  });

  const serverWith = (route: string | null) =>
    fakeApi({
      'GET /api/accounts': { body: profileOf({ termsPending: true }) },
      'GET /api/configuration': { body: '<p>Updated <strong>terms</strong> text.</p>', json: true },
      'POST /api/accounts/acceptterms': {
        body: route === null ? {} : { route },
        headers: { 'x-auth-token': fakeJwt({ sub: '7', role: '100', Permission: ['dashboard', 'profile'] }) },
      },
      'POST /api/accounts/notify': { body: { message: 'ok' } },
      'POST /api/accounts/seed': { body: { message: 'ok' } },
    });

  it('shows the terms and refuses Submit unticked; the message clears when the box is clicked', async () => {
    const server = serverWith('default');
    renderAppAt('/accept-terms/7');
    expect(await screen.findByText('terms')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('User Agreement must be read and accepted.')).toBeTruthy();
    expect(server.called('POST', '/api/accounts/acceptterms')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I Accept the User Agreement' }));
    expect(screen.queryByText('User Agreement must be read and accepted.')).toBeNull();
  });

  it('cannot be left before acceptance', async () => {
    serverWith('default');
    const app = renderAppAt('/accept-terms/7');
    await screen.findByText('terms');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    fireEvent.click(within(nav).getByRole('link', { name: 'About' }));
    expect(await screen.findByText('User Agreement must be read and accepted.')).toBeTruthy();
    expect(app.location()).toBe('/accept-terms/7');
  });

  it('accepts, clears the flag, calls notify then seed, and goes to the dashboard for default', async () => {
    const server = serverWith('default');
    const app = renderAppAt('/accept-terms/7');
    await screen.findByText('terms');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I Accept the User Agreement' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(app.session.getSnapshot().termsPending).toBe(false);
    expect(server.called('POST', '/api/accounts/acceptterms')[0]?.query.get('userId')).toBe('7');
    const order = server.calls
      .map((call) => call.path)
      .filter((path) => /notify|seed|acceptterms/.test(path));
    expect(order).toEqual(['/api/accounts/acceptterms', '/api/accounts/notify', '/api/accounts/seed']);
  });

  it('goes to another named route with displayWelcome=true', async () => {
    serverWith('profile-personal');
    const app = renderAppAt('/accept-terms/7');
    await screen.findByText('terms');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I Accept the User Agreement' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(app.location()).toBe('/dashboard/profile/personal?userId=7&displayWelcome=true'),
    );
  });

  it('shows the failure text of the terms request', async () => {
    fakeApi({
      'GET /api/accounts': { body: profileOf() },
      'GET /api/configuration': {
        status: 404,
        body: "There is no configuration value named 'TermsAndConditionsText'.",
        json: true,
      },
    });
    renderAppAt('/accept-terms/7');
    expect(
      await screen.findByText("There is no configuration value named 'TermsAndConditionsText'."),
    ).toBeTruthy();
  });
});
