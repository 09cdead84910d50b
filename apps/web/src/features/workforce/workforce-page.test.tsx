import type { TWorkforceSummary } from '@registry/contracts';
import { claimsForRole, getTenant, type TenantCode } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

const MONTHS = ['2031-05', '2031-06'];
const SUMMARY: TWorkforceSummary = {
  professionalsByCounty: [
    { county: 'Anderson', professionals: 1234 },
    { county: 'Bedford', professionals: 3 },
    { county: 'Unknown', professionals: 17 },
  ],
  professionalsByLevel: [
    { level: 'No level', professionals: 500 },
    { level: 'Level 2', professionals: 42 },
  ],
  trainingHoursByMonth: MONTHS.map((month, i) => ({ month, hours: [18.5, 0][i]! })),
  verificationTurnaround: [
    { month: '2031-05', verified: 11, medianDays: 5.5, p90Days: 9.1 },
    { month: '2031-06', verified: 0, medianDays: null, p90Days: null },
  ],
  registrationsVsSeats: MONTHS.map((month, i) => ({ month, registrations: [14, 0][i]!, seats: [25, 0][i]! })),
  refreshedAt: '2031-06-15T17:00:00.000Z',
};

function serve(tenant: TenantCode, role = '500') {
  storeSession({ userId: 3, role, claims: claimsForRole(role as '500', getTenant(tenant)) });
  return fakeApi({
    'GET /api/accounts': { body: profileOf({ id: 3, activeRole: role }) },
    'GET /api/workforce/summary': { body: SUMMARY },
    'GET /api/workforce/export': {
      body: 'County,Professionals\nAnderson,1234\nBedford,fewer than 10\n',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="professionals-by-county_20310615T120000.csv"',
      },
    },
  });
}

/** A table's rows as the cells' texts, the header row first. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the workforce dashboard (/dashboard/workforce)', () => {
  it("shows each chart's numbers in a table with a caption and headers", async () => {
    serve('tn');
    renderAppAt('/dashboard/workforce', { tenant: 'tn' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workforce' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const county = await screen.findByRole('table', { name: 'Professionals by county: the numbers' });
    expect(cellsOf(county)).toEqual([
      ['County', 'Professionals'],
      ['Anderson', '1,234'],
      ['Bedford', '3'],
      ['Unknown', '17'],
    ]);
    expect(
      cellsOf(screen.getByRole('table', { name: 'Professionals by career lattice level: the numbers' })),
    ).toEqual([
      ['Level', 'Professionals'],
      ['No level', '500'],
      ['Level 2', '42'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Training hours by month: the numbers' }))).toEqual([
      ['Month', 'Hours'],
      ['2031-05', '18.5'],
      ['2031-06', '0'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Verification turnaround: the numbers' }))).toEqual([
      ['Month', 'Verified', 'Median days', '90th percentile days'],
      ['2031-05', '11', '5.5', '9.1'],
      ['2031-06', '0', '–', '–'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Registrations and seats: the numbers' }))).toEqual([
      ['Month', 'Registrations', 'Seats'],
      ['2031-05', '14', '25'],
      ['2031-06', '0', '0'],
    ]);
    // Each chart is drawn (an SVG beside its table).
    for (const chart of ['professionalsByCounty', 'trainingHoursByMonth', 'verificationTurnaround'])
      expect(screen.getByTestId(`workforce-${chart}`).querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('workforce-refreshed').textContent).toBe(
      'Figures as of Jun 15, 2031, 12:00 PM',
    );
  });

  it("Download CSV calls the chart's export and saves the file under the server's name", async () => {
    const api = serve('tn');
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:workforce');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAppAt('/dashboard/workforce', { tenant: 'tn' });
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Download CSV: Professionals by county' },
        { timeout: 10_000 },
      ),
    );
    await waitFor(() => expect(saved).toEqual(['professionals-by-county_20310615T120000.csv']));
    const calls = api.called('GET', '/api/workforce/export');
    expect(calls.map((call) => call.query.get('chart'))).toEqual(['professionalsByCounty']);
  });

  it('jh: no career lattice, said instead of the levels chart', async () => {
    serve('jh', 'AdminUser');
    renderAppAt('/dashboard/workforce', { tenant: 'jh' });
    const levels = await screen.findByTestId('workforce-professionalsByLevel', {}, { timeout: 10_000 });
    expect(within(levels).getByText('This registry has no career lattice.')).toBeTruthy();
    expect(within(levels).queryByRole('table')).toBeNull();
  });

  it('a role without the dashboard does not get it (100)', async () => {
    const api = serve('tn', '100');
    renderAppAt('/dashboard/workforce', { tenant: 'tn' });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Workforce' })).toBeNull());
    expect(api.called('GET', '/api/workforce/summary')).toEqual([]);
  });
});
