import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { SESSION_KEY } from '../../lib/session/session-storage';
import { renderAppAt } from '../../test/render';

// These pages load lazily and page through several requests; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const institution = [gridColumn('institutionName', { columnName: 'Institution' })];

function serve(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/accounts': { body: profileOf() },
    ...fakeGrid({ columns: institution, rows: [gridRow(11, { institutionName: 'Auburn University' })] }),
    ...handlers,
  });
}

/** A signed-in professional; with `setup`, in the first-time setup at that tab. */
function signedIn(setup: string | null = null) {
  storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile'] });
  if (setup !== null) {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY)!) as Record<string, unknown>;
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...stored, profileSetup: setup }));
  }
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the profile tabs (spec 1 §2)', () => {
  it('lists the six tabs in their numbered sequence; /dashboard/profile opens the first', async () => {
    signedIn();
    serve();
    const app = renderAppAt('/dashboard/profile');
    await waitFor(() => expect(app.location()).toBe('/dashboard/profile/personal'), { timeout: 5000 });
    const tabs = within(await screen.findByRole('navigation', { name: 'Profile sections' }));
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1. Personal Information', '/dashboard/profile/personal'],
      ['2. Employment', '/dashboard/profile/employment'],
      ['3. Education', '/dashboard/profile/education'],
      ['4. Certification/Credential', '/dashboard/profile/certification'],
      ['5. Community Service', '/dashboard/profile/community-service'],
      ['6. Membership', '/dashboard/profile/membership'],
    ]);
    expect(tabs.getByRole('link', { name: '1. Personal Information' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows a record tab as its grid, for the person, with its form; Continue goes on, after the last to the dashboard', async () => {
    signedIn();
    const api = serve();
    const app = renderAppAt('/dashboard/profile/education');
    await heading('Education');
    await screen.findByRole('table', { name: 'Your Education records' });
    expect(gridRequests(api.calls)[0]).toMatchObject({
      entityTypeId: 4,
      formId: 2,
      primaryEntity: { id: 7, entityTypeId: 1 },
      from: 1,
      to: 5,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/profile/certification'));
    await heading('Certification/Credential');
    await waitFor(() => expect(gridRequests(api.calls).at(-1)).toMatchObject({ entityTypeId: 7, formId: 5 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Community Service');
    await waitFor(() => expect(gridRequests(api.calls).at(-1)).toMatchObject({ entityTypeId: 5, formId: 3 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Membership');
    await waitFor(() => expect(gridRequests(api.calls).at(-1)).toMatchObject({ entityTypeId: 6, formId: 4 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('during the first-time setup: the step instead of the tabs, no Dashboard, other routes back to the step, Continue moves it on', async () => {
    signedIn('profile-education');
    serve();
    const app = renderAppAt('/dashboard/profile/education');
    await heading('Education');
    expect(screen.getByText('Step 3 of 6: Education')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Profile sections' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();

    // Navigation within the profile (and to the dashboard) is blocked until they Continue. The guard sends
    // them back once the page asked for has loaded: on a loaded machine that takes more than waitFor's
    // default second (it failed so in the full suite, twice, at 1 s and at 5 s).
    const settled = { timeout: 15_000 };
    await app.router.navigate('/dashboard/profile/personal');
    await waitFor(() => expect(app.location()).toBe('/dashboard/profile/education'), settled);
    await app.router.navigate('/dashboard');
    await waitFor(() => expect(app.location()).toBe('/dashboard/profile/education'), settled);

    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }, settled));
    await waitFor(() => expect(app.location()).toBe('/dashboard/profile/certification'), settled);
    expect(app.session.getSnapshot().profileSetup).toBe('profile-certification');
  }, 45_000);

  it('ends the setup after the last tab: the dashboard and its link come back', async () => {
    signedIn('profile-membership');
    serve();
    const app = renderAppAt('/dashboard/profile/membership');
    await heading('Membership');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(app.session.getSnapshot().profileSetup).toBeNull();
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });
});
