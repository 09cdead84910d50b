import { CLAIMS } from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

// These pages load lazily and page through several requests; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const item = (entityId: number, name: string, ageDays: number, identifier: string | null) => ({
  entityTypeId: 7,
  entityId,
  formId: 5,
  verificationType: 'Certification/Credential',
  primaryEntityId: 40 + entityId,
  primaryEntityName: name,
  identifier,
  requestedAt: '2026-11-10T15:00:00Z',
  ageDays,
});

function serve(handlers: Record<string, FakeHandler>) {
  storeSession({
    userId: 9,
    role: '350',
    claims: ['dashboard', 'profile', CLAIMS.verifyRecords, CLAIMS.verificationHistory],
  });
  return fakeApi({ 'GET /api/accounts': { body: profileOf({ id: 9, activeRole: '350' }) }, ...handlers });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Verification Queue', () => {
  it('shows the counts by age band and the requests oldest first with their age; one opens the person’s records', async () => {
    const api = serve({
      'GET /api/verification/queue': {
        body: {
          total: 7,
          bands: { under3: 1, from3to14: 2, over14: 4 },
          items: [item(1, 'Rosa Diaz', 21, 'CDA'), item(2, 'Sam Hill', 1, null)],
        },
      },
      ...fakeGrid({ columns: [gridColumn('credentialName', { columnName: 'Credential' })], rows: [] }),
    });
    renderAppAt('/dashboard/verification-queue', { tenant: 'al' });
    await screen.findByRole('heading', { level: 1, name: 'Verification Queue' }, { timeout: 5000 });
    const under3 = await screen.findByTestId('queue-band-under3');
    expect(under3.textContent).toBe('Under 3 days1');
    expect(screen.getByTestId('queue-band-from3to14').textContent).toBe('3-14 days2');
    expect(screen.getByTestId('queue-band-over14').textContent).toBe('Over 14 days4');
    const [rosa, sam] = screen.getAllByTestId('queue-item');
    expect(rosa!.textContent).toContain('Rosa Diaz');
    expect(rosa!.textContent).toContain('Certification/Credential: CDA');
    expect(rosa!.textContent).toContain('21 days');
    expect(sam!.textContent).toContain('1 day');
    expect(api.called('GET', '/api/verification/queue')[0]!.query.get('from')).toBe('1');
    expect(api.called('GET', '/api/verification/queue')[0]!.query.get('to')).toBe('5');
    // Seven requests: the pager is there.
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verification Actions for Rosa Diaz' }));
    const records = await screen.findByRole('dialog', { name: 'User Records: Rosa Diaz' });
    // The request's record type is open at once.
    await within(records).findByRole('table', { name: 'Certification/Credential records of Rosa Diaz' });
    await waitFor(() =>
      expect(gridRequests(api.calls)[0]).toMatchObject({ entityTypeId: 7, primaryEntity: { id: 41 } }),
    );
  });

  it('an empty queue says so', async () => {
    serve({
      'GET /api/verification/queue': {
        body: { total: 0, bands: { under3: 0, from3to14: 0, over14: 0 }, items: [] },
      },
    });
    renderAppAt('/dashboard/verification-queue', { tenant: 'al' });
    expect(
      await screen.findByText('No verification requests are waiting.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe('Verification History', () => {
  it('each row opens its history modal, titled by type, person and identifier, History open', async () => {
    const api = serve({
      ...fakeGrid({
        columns: [
          gridColumn('verificationType', { columnName: 'Verification Type' }),
          gridColumn('primaryEntityName', { columnName: 'Name' }),
          gridColumn('identifier', { columnName: 'Identifier' }),
        ],
        rows: [
          gridRow(
            301,
            {
              verificationType: 'Education',
              primaryEntityName: 'Rosa Diaz',
              identifier: 'Auburn University',
              entityTypeId: 4,
              entityId: 12,
              primaryEntityId: 41,
              formId: 2,
            },
            { canView: false, canEdit: false, canDelete: false },
          ),
        ],
      }),
      'GET /api/verification/history': {
        body: [
          {
            actionUser: { name: 'Dana Fox' },
            lastChangeDateTime: '2026-11-20T15:00:00Z',
            actionType: 'Approved',
            agencyName: 'DHR',
            comments: 'Transcript checked.',
          },
        ],
      },
    });
    renderAppAt('/dashboard/verification-history', { tenant: 'al' });
    await screen.findByRole('heading', { level: 1, name: 'Verification History' }, { timeout: 5000 });
    expect(gridRequests(api.calls)[0]).toMatchObject({ entityTypeId: 15 });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Education' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'View Verification Action History' }));
    const modal = await screen.findByRole('dialog', {
      name: 'Education Verification History Details for Rosa Diaz - Auburn University',
    });
    expect(await within(modal).findByText('Transcript checked.')).toBeTruthy();
    const history = api.called('GET', '/api/verification/history')[0]!;
    expect(history.query.get('entityTypeId')).toBe('4');
    expect(history.query.get('entityId')).toBe('12');
  });
});
