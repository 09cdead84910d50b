import { CLAIMS, type TenantCode } from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

// These pages load lazily and page through several requests; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const columns = [
  gridColumn('fullName', { columnName: 'Name' }),
  gridColumn('userName', { columnName: 'Email' }),
  gridColumn('registryId', { columnName: 'Registry ID' }),
  gridColumn('titlePosition', { columnName: 'Title/Position' }),
  gridColumn('organizationName', { columnName: 'Organization' }),
];
const rows = [
  gridRow(
    41,
    {
      fullName: 'Rosa Diaz',
      userName: 'rosa@example.org',
      registryId: 'AL-41',
      titlePosition: 'Lead Teacher',
      organizationName: 'Sunshine Academy',
    },
    { canEdit: false, canDelete: false, canView: false },
  ),
];

function serve(handlers: Record<string, FakeHandler> = {}) {
  storeSession({
    userId: 9,
    role: '350',
    claims: ['dashboard', 'profile', CLAIMS.searchUsers, CLAIMS.verifyRecords],
  });
  return fakeApi({
    'GET /api/accounts': { body: profileOf({ id: 9, activeRole: '350' }) },
    'GET /api/userorganizationroles/agencysearch': (call) => ({
      body: call.query.get('searchString')?.startsWith('Su') ? [{ key: '5', value: 'Sunshine Academy' }] : [],
    }),
    ...fakeGrid({ columns, rows }),
    ...handlers,
  });
}

const open = async (tenant: TenantCode = 'al') => {
  const app = renderAppAt('/dashboard/search-users', { tenant });
  await screen.findByRole('heading', { level: 1, name: 'Search Users' }, { timeout: 5000 });
  return app;
};

const typeInto = (name: string, text: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value: text } });

async function pickAgency(label: string) {
  typeInto(label, 'Su');
  fireEvent.click(await screen.findByRole('option', { name: 'Sunshine Academy' }));
  return screen.findByRole('table', { name: 'Users' });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Search Users', () => {
  it('searches by agency by default; the grid opens on a pick, closes when cleared, and shows Title/Position', async () => {
    const api = serve();
    await open();
    expect(screen.getByText('Find an EC professional and view his/her records.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Search by Facility' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Search by User Name' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Search by County' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();

    const table = await pickAgency('Facility');
    expect(await within(table).findByText('Rosa Diaz')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Title/Position' })).toBeTruthy();
    expect(gridRequests(api.calls).at(-1)).toMatchObject({
      entityTypeId: 1,
      altGridId: 'search-users',
      defaultFilters: [{ filterColumn: 'organizationId', operation: 'Contains', value: '5' }],
    });

    // Clearing the chosen agency (its text emptied) closes the grid.
    typeInto('Facility', '');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Users' })).toBeNull());
  });

  it('changing the search type clears the term and the agency and closes the grid; by name hides Title/Position', async () => {
    const api = serve();
    await open();
    await pickAgency('Facility');

    fireEvent.click(screen.getByRole('radio', { name: 'Search by User Name' }));
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
    const name = screen.getByRole('textbox', { name: 'User Name' });
    expect((name as HTMLInputElement).value).toBe('');
    fireEvent.change(name, { target: { value: 'Diaz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Rosa Diaz')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Title/Position' })).toBeNull();
    expect(gridRequests(api.calls).at(-1)!.defaultFilters).toEqual([
      { filterColumn: 'SearchableName', operation: 'Contains', value: 'Diaz' },
    ]);

    // Clearing the name closes the results.
    fireEvent.change(name, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Users' })).toBeNull());

    fireEvent.change(name, { target: { value: 'Diaz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.click(screen.getByRole('radio', { name: 'Search by Facility' }));
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Facility' }) as HTMLInputElement).value).toBe('');
  });

  it('needs two characters, and says No matches found. for nothing found or a failed search', async () => {
    const api = serve();
    await open();
    typeInto('Facility', 'S');
    expect(await screen.findByText('Two or more characters are required for search')).toBeTruthy();
    typeInto('Facility', 'Zz');
    expect(await screen.findByText('No matches found.')).toBeTruthy();
    expect(
      api
        .called('GET', '/api/userorganizationroles/agencysearch')
        .map((call) => call.query.get('searchString')),
    ).toEqual(['Zz']);
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Search by User Name' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'User Name' }), { target: { value: 'D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Two or more characters are required for search')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
  });

  it('a failed agency search clears the choice and the results and says No matches found.', async () => {
    let fail = false;
    serve({
      'GET /api/userorganizationroles/agencysearch': () =>
        fail ? { status: 500, body: 'boom' } : { body: [{ key: '5', value: 'Sunshine Academy' }] },
    });
    await open();
    await pickAgency('Facility');
    fail = true;
    typeInto('Facility', 'Sunx');
    expect(await screen.findByText('No matches found.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Users' })).toBeNull());
  });

  it('by county: a county without agencies says so; a county agency opens the grid', async () => {
    const api = serve({
      'GET /api/userorganizationroles/countysearch': {
        body: [
          { key: '01073', value: 'Jefferson' },
          { key: '01089', value: 'Madison' },
        ],
      },
      'GET /api/userorganizationroles/searchagencybycounty': (call) => ({
        body: call.query.get('countyId') === '01089' ? [{ key: '8', value: 'Little Steps' }] : [],
      }),
    });
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Search by County' }));
    typeInto('County', 'Je');
    fireEvent.click(await screen.findByRole('option', { name: 'Jefferson' }));
    expect(await screen.findByText('No facilities found in Jefferson county.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();

    typeInto('County', 'Ma');
    fireEvent.click(await screen.findByRole('option', { name: 'Madison' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Facility in Madison County' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Little Steps' }));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Rosa Diaz')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Title/Position' })).toBeNull();
    expect(gridRequests(api.calls).at(-1)!.defaultFilters).toEqual([
      { filterColumn: 'organizationId', operation: 'Contains', value: '8' },
    ]);
  });

  it('tn: Training Report downloads the PDF under its name, then says Download successful.', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = serve({
      'GET /api/accounts/trainingreport': {
        body: { file: btoa('%PDF-1.7'), fileName: 'TNPAL_TrainingReport_SunshineAcademy_RosaDiaz.pdf' },
      },
    });
    await open('tn');
    await pickAgency('Agency');
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Rosa Diaz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Training Report' }));
    const alert = await screen.findByRole('dialog', { name: 'Download successful.' });
    expect(within(alert).getByText('Check your Downloads folder for a PDF of the report.')).toBeTruthy();
    expect(saved).toEqual(['TNPAL_TrainingReport_SunshineAcademy_RosaDiaz.pdf']);
    const call = api.called('GET', '/api/accounts/trainingreport')[0]!;
    expect(call.query.get('username')).toBe('rosa@example.org');
    expect(call.query.get('organizationId')).toBe('5');
  });

  it('al has no Training Report; Verification Actions opens the person’s records', async () => {
    serve();
    await open('al');
    await pickAgency('Facility');
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Rosa Diaz' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Verification Actions']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Verification Actions' }));
    const records = await screen.findByRole('dialog', { name: 'User Records: Rosa Diaz' });
    expect(within(records).getByRole('button', { name: 'Education' })).toBeTruthy();
    expect(within(records).queryByRole('button', { name: 'Membership' })).toBeNull();
  });

  it('jh, without organizations, searches by name only', async () => {
    serve();
    await open('jh');
    // One way to search: no choice offered, the name box at once.
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'User Name' })).toBeTruthy();
  });
});
