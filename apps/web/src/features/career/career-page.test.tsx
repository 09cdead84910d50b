import type { TLatticePlacement } from '@registry/contracts';
import { claimsForRole, DEFAULT_LATTICE_REQUIREMENTS, getTenant, type TenantCode } from '@registry/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { gridColumn } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

const PLACEMENT = (training: 'training' | 'calendar'): TLatticePlacement => ({
  userId: 3,
  all: {
    level: 2,
    nextLevel: 3,
    missing: [
      { kind: 'credential', text: 'a CDA credential', route: 'profile-certification' },
      { kind: 'training', text: '12 more training hours in total', route: training },
    ],
  },
  verified: { level: 1, nextLevel: 2, missing: [] },
  facts: { trainingHours: 33, verifiedTrainingHours: 20, experienceYears: 3, verifiedExperienceYears: 3 },
  current: { id: 9, level: 2, verified: true, rejected: false, verificationStatus: null },
});

function serve(tenant: TenantCode, handlers: Record<string, FakeHandler> = {}) {
  storeSession({ userId: 3, role: '100', claims: claimsForRole('100', getTenant(tenant)) });
  return fakeApi({
    'GET /api/accounts': { body: profileOf({ id: 3, activeRole: '100' }) },
    'GET /api/career/requirements': {
      body: { levels: DEFAULT_LATTICE_REQUIREMENTS[tenant === 'tn' ? 'tn' : 'al'] },
    },
    'GET /api/career/placement': { body: PLACEMENT(tenant === 'tn' ? 'training' : 'calendar') },
    'POST /api/grid': {
      body: { gridData: [], columns: [gridColumn('careerLatticeLevel')], message: 'No Data' },
    },
    'POST /api/grid/summary': { body: { total: 0, totalCapped: false, maxUpdatedDate: null } },
    ...handlers,
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the career lattice (spec 3 §2 /dashboard/career)', () => {
  it('Info describes the eight levels from the tenant’s requirements', async () => {
    serve('al');
    renderAppAt('/dashboard/career', { tenant: 'al' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Career Lattice' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByTestId('career-level-8')).toBeTruthy();
    const info = screen.getByTestId('career-info');
    expect(
      within(info)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(DEFAULT_LATTICE_REQUIREMENTS.al.map((level) => level.title));
    expect(within(screen.getByTestId('career-level-3')).getByText(/Requires: a CDA credential/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lattice' }).getAttribute('href')).toBe(
      '/dashboard/career/lattice',
    );
  });

  it('Lattice: Current Level with its icon, what the records support and what is missing, linked (al: the calendar)', async () => {
    serve('al');
    renderAppAt('/dashboard/career/lattice', { tenant: 'al' });
    const header = await screen.findByText('Current Level: 2');
    expect(header.getAttribute('data-testid')).toBe('current-level');
    expect(within(header).getByTitle('Approved')).toBeTruthy();
    expect((await screen.findByTestId('lattice-supported')).textContent).toBe('The records support Level 2.');
    expect(screen.getByTestId('lattice-verified-supported').textContent).toBe(
      'Verified records alone support Level 1.',
    );
    expect(screen.getByText('Missing for Level 3:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'a CDA credential' }).getAttribute('href')).toBe(
      '/dashboard/profile/certification',
    );
    expect(screen.getByRole('link', { name: '12 more training hours in total' }).getAttribute('href')).toBe(
      '/dashboard/calendar',
    );
    expect(await screen.findByRole('button', { name: 'Add New' })).toBeTruthy();
  });

  it('tn: training hours link to the training records', async () => {
    serve('tn');
    renderAppAt('/dashboard/career/lattice', { tenant: 'tn' });
    expect(
      (await screen.findByRole('link', { name: '12 more training hours in total' })).getAttribute('href'),
    ).toBe('/dashboard/training');
  });

  it('jh has no career lattice: the route is not there', async () => {
    serve('jh');
    renderAppAt('/dashboard/career/lattice', { tenant: 'jh' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('current-level')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'Career Lattice' })).toBeNull();
  });
});

describe('Career Lattice Requirements (administrators)', () => {
  it('shows the eight levels, and saves a change with PUT; the server’s answer is told', async () => {
    storeSession({ userId: 5, role: '500', claims: claimsForRole('500', getTenant('al')) });
    const api = fakeApi({
      'GET /api/accounts': { body: profileOf({ id: 5, activeRole: '500' }) },
      'GET /api/career/requirements': { body: { levels: DEFAULT_LATTICE_REQUIREMENTS.al } },
      'PUT /api/career/requirements': (call) => ({
        body: {
          levels: (call.body as { levels: unknown[] }).levels,
          message: "The career lattice's requirements were saved. Everyone's placement is being recomputed.",
        },
      }),
    });
    renderAppAt('/dashboard/lattice-requirements', { tenant: 'al' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Career Lattice Requirements' }),
    ).toBeTruthy();
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
    expect(save.hasAttribute('disabled')).toBe(true);
    const levelTwo = screen.getByTestId('level-2');
    const hours = within(levelTwo).getByRole('spinbutton', { name: 'Training hours in total' });
    expect((hours as HTMLInputElement).value).toBe('30');
    fireEvent.change(hours, { target: { value: '36' } });
    fireEvent.click(save);
    expect(await screen.findByText(/Everyone's placement is being recomputed/)).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    const sent = (put?.body as { levels: { level: number; trainingHours: number }[] }).levels;
    expect(sent).toHaveLength(8);
    expect(sent.find((level) => level.level === 2)?.trainingHours).toBe(36);
    expect(sent.find((level) => level.level === 1)?.trainingHours).toBe(12);
  });

  it('is not there for a professional', async () => {
    serve('al');
    renderAppAt('/dashboard/lattice-requirements', { tenant: 'al' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Career Lattice Requirements' })).toBeNull();
  });
});
