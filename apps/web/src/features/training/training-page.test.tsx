import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRequests, gridRow, summaryRequests } from '../../test/fake-grid';
import { renderAppAt, renderWithProviders } from '../../test/render';
import { TrainingPage } from './training-page';

// These pages load lazily and page through several requests; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const columns = [
  gridColumn('trainingName', { columnName: 'Training' }),
  gridColumn('hours', { columnName: 'Hours', type: 'number', formatNumber: true }),
  gridColumn('coreKnowledgeArea', { columnName: 'Core Knowledge Area' }),
];
const rows = [
  gridRow(
    1,
    { trainingName: 'Safe Sleep', hours: '2.00', coreKnowledgeArea: 'Health, Safety and Nutrition' },
    {
      verified: true,
      canDelete: false,
    },
  ),
  gridRow(
    2,
    { trainingName: 'Early Literacy', hours: 1.5, coreKnowledgeArea: 'Curriculum' },
    {
      verificationStatus: 'Requested',
      canDelete: false,
      canEdit: false,
    },
  ),
];

function serve() {
  storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile', 'training'] });
  return fakeApi({
    'GET /api/accounts': { body: profileOf() },
    ...fakeGrid({
      columns,
      rows,
      // The server's sums of these rows (the training grid's aggregates).
      aggregates: [
        { key: 'Health, Safety and Nutrition', count: 1, sums: { hours: 2, verifiedHours: 2 } },
        { key: 'Curriculum', count: 1, sums: { hours: 1.5, verifiedHours: 0 } },
      ],
    }),
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('/dashboard/training (spec 3 §2)', () => {
  it('in tn: the person’s training records with the verified icon, no Add New and no Delete', async () => {
    const api = serve();
    renderAppAt('/dashboard/training', { tenant: 'tn' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Training' }, { timeout: 5000 }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your training records' });
    await within(table).findByText('Safe Sleep');
    expect(gridRequests(api.calls)[0]).toMatchObject({
      entityTypeId: 3,
      formId: 7,
      primaryEntity: { id: 7, entityTypeId: 1 },
    });
    expect(
      within(table)
        .getAllByRole('img')
        .map((icon) => icon.textContent),
    ).toEqual(['Approved', 'Requested']);
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Safe Sleep' })).toBeTruthy();
  });

  it('shows the Master Training Record on View: hours by core knowledge area, verified apart; Hide closes it', async () => {
    const api = serve();
    renderAppAt('/dashboard/training', { tenant: 'tn' });
    const panel = await screen.findByTestId('master-training-record', {}, { timeout: 5000 });
    const toggle = within(panel).getByRole('button', { name: /Master Training Record/ });
    expect(toggle.textContent).toContain('View');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Hide');
    const table = await within(panel).findByRole('table', { name: 'Training hours by core knowledge area' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Core Knowledge AreaRecordsHoursVerified Hours',
      'Curriculum11.50',
      'Health, Safety and Nutrition122',
      'Total23.52',
    ]);
    expect(within(panel).getByText('2 training records.')).toBeTruthy();
    // Added up on the server over every record: the grid's summary with its aggregates, no page of rows.
    expect(summaryRequests(api.calls)).toContainEqual(
      expect.objectContaining({
        entityTypeId: 3,
        primaryEntity: { id: 7, entityTypeId: 1 },
        aggregates: true,
      }),
    );
    expect(gridRequests(api.calls).every((request) => request.to - request.from < 100)).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(within(panel).queryByRole('table')).toBeNull());
  });

  it('is no route where the tenant has none (al) or the role lacks the claim', async () => {
    serve();
    const al = renderAppAt('/dashboard/training', { tenant: 'al' });
    await waitFor(() => expect(al.location()).toBe('/'));
    al.unmount();
    storeSession({ userId: 7, role: '200', claims: ['dashboard', 'profile'] });
    const director = renderAppAt('/dashboard/training', { tenant: 'tn' });
    await waitFor(() => expect(director.location()).toBe('/'));
  });

  it('offers Add New where the tenant lets users add training records', async () => {
    serve();
    const router = createMemoryRouter([{ path: '/', element: <TrainingPage /> }]);
    renderWithProviders(<RouterProvider router={router} />, { route: false, tenant: 'jh' });
    expect(await screen.findByRole('button', { name: 'Add New' })).toBeTruthy();
  });
});
