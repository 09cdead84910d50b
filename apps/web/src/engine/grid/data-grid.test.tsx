import type { TenantCode } from '@registry/domain';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, storeSession, type FakeHandler } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { stubWindowWidth } from '../../test/match-media';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './data-grid';
import type { DataGridProps } from './types';

// These pages load lazily and page through several requests; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const columns = [
  gridColumn('institutionName', {
    columnName: 'Institution',
    initialSort: true,
    initialSortDirection: 'Ascending',
  }),
  gridColumn('endDate', { columnName: 'End Date', type: 'date', formatDate: true }),
  gridColumn('creditHours', { columnName: 'Credit Hours', type: 'number', formatNumber: true }),
  gridColumn('updatedAt', {
    columnName: 'Updated',
    type: 'datetime',
    isTimeStamp: true,
    showTime: true,
    filterable: false,
  }),
  gridColumn('notes', { columnName: 'Notes', allowHtml: true, sortable: false, filterable: false }),
  gridColumn('completed', { columnName: 'Completed', type: 'boolean' }),
  gridColumn('internalCode', { columnName: 'Internal Code', hidden: true }),
];

function rows(count: number) {
  return Array.from({ length: count }, (_, index) =>
    gridRow(index + 1, {
      institutionName: `College ${index + 1}`,
      endDate: '2024-05-10',
      creditHours: 1234.5,
      updatedAt: '2026-12-02T03:30:00Z',
      notes:
        '<p>Dean’s list<script>window.hacked = true</script><img src=x onerror="window.hacked=true"></p>',
      completed: true,
      internalCode: 'SECRET',
    }),
  );
}

function serve(grid: Record<string, FakeHandler>, handlers: Record<string, FakeHandler> = {}, role = '100') {
  storeSession({ userId: 7, role, claims: ['dashboard', 'profile'] });
  return fakeApi({ ...grid, ...handlers });
}

function renderGrid(props: Partial<DataGridProps> = {}, tenant: TenantCode = 'al') {
  const grid = (
    <DataGrid
      title="Education Records"
      entityTypeId={4}
      formId={2}
      recordName="Education"
      primaryEntity={{ id: 7, entityTypeId: 1 }}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '/', element: grid }]);
  return renderWithProviders(<RouterProvider router={router} />, { route: false, tenant });
}

const table = () => screen.getByRole('table', { name: 'Education Records' });
const status = () => screen.getByRole('status');

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('DataGrid: columns, cells and the table', () => {
  it('shows the server’s columns by their formats, hides hidden ones, cleans HTML, counts rows for assistive technology', async () => {
    serve(fakeGrid({ columns, rows: rows(3) }));
    renderGrid();
    const cells = await screen.findAllByRole('cell');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Institution',
      'End Date',
      'Credit Hours',
      'Updated',
      'Notes',
      'Completed',
      'Actions',
    ]);
    // The HTML cell shows once the sanitizer has loaded (lib/use-sanitizer).
    await waitFor(() => expect(cells[4]?.textContent).toBe('Dean’s list'));
    expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'College 1',
      '05/10/2024',
      '1,234.5',
      '12/01/2026, 9:30 PM',
      'Dean’s list',
      'Yes',
    ]);
    expect(document.body.textContent).not.toContain('SECRET');
    expect(table().querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // Three rows and the header row; each row knows its place.
    expect(table().getAttribute('aria-rowcount')).toBe('4');
    expect(
      within(table())
        .getAllByRole('row')
        .map((row) => row.getAttribute('aria-rowindex')),
    ).toEqual(['1', '2', '3', '4']);
    await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));
  });

  it('sorts by a header button: the initial sort marked, then ascending and descending as asked', async () => {
    const api = serve(fakeGrid({ columns, rows: rows(3) }));
    renderGrid();
    await screen.findAllByRole('cell');
    const institution = within(table()).getByRole('columnheader', { name: 'Institution' });
    expect(institution.getAttribute('aria-sort')).toBe('ascending');
    // The first request leaves the order to the server's initial sort.
    expect(gridRequests(api.calls)[0]!.sortInfo).toEqual([]);
    const endDate = within(table()).getByRole('columnheader', { name: 'End Date' });
    fireEvent.click(within(endDate).getByRole('button', { name: 'End Date' }));
    await waitFor(() =>
      expect(gridRequests(api.calls).at(-1)!.sortInfo).toEqual([
        { sortColumn: 'endDate', sortDirection: 'Ascending' },
      ]),
    );
    expect(endDate.getAttribute('aria-sort')).toBe('ascending');
    expect(institution.getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(endDate).getByRole('button', { name: 'End Date' }));
    await waitFor(() =>
      expect(gridRequests(api.calls).at(-1)!.sortInfo).toEqual([
        { sortColumn: 'endDate', sortDirection: 'Descending' },
      ]),
    );
    // Not sortable: no button.
    expect(
      within(within(table()).getByRole('columnheader', { name: 'Notes' })).queryByRole('button'),
    ).toBeNull();
  });

  it("says 'No Data' when nothing matches, in the table and in the status", async () => {
    serve(fakeGrid({ columns, rows: [] }));
    renderGrid();
    expect(await within(table()).findByText('No Data')).toBeTruthy();
    expect(status().textContent).toBe('No Data');
    expect(table().getAttribute('aria-rowcount')).toBe('1');
  });

  it('shows the status icons of verification with their text alternatives', async () => {
    serve(
      fakeGrid({
        columns: [gridColumn('institutionName', { columnName: 'Institution' })],
        rows: [
          gridRow(1, { institutionName: 'A' }, { verificationStatus: 'Requested' }),
          gridRow(2, { institutionName: 'B' }, { verified: true }),
          gridRow(3, { institutionName: 'C' }, { rejected: true }),
          gridRow(4, { institutionName: 'D' }),
        ],
      }),
    );
    renderGrid({ verification: true });
    await screen.findAllByRole('cell');
    const icons = within(table()).getAllByRole('img');
    expect(icons.map((icon) => icon.textContent)).toEqual(['Requested', 'Approved', 'Rejected']);
    expect(within(table()).getByRole('columnheader', { name: 'Verification' })).toBeTruthy();
  });

  it("puts the icons in front of the server's Verification column (one column, not two), whose text filter takes Equals where the server says so", async () => {
    const api = serve(
      fakeGrid({
        columns: [
          gridColumn('institutionName', { columnName: 'Institution' }),
          gridColumn('verification', { columnName: 'Verification', filterOperations: ['None', 'Equals'] }),
        ],
        rows: [
          gridRow(
            1,
            { institutionName: 'A', verification: 'Requested' },
            { verificationStatus: 'Requested' },
          ),
          gridRow(2, { institutionName: 'B', verification: 'Not Verified' }),
        ],
      }),
    );
    renderGrid({ verification: true });
    await screen.findAllByRole('cell');
    expect(within(table()).getAllByRole('columnheader', { name: 'Verification' })).toHaveLength(1);
    const [requested, notVerified] = within(table()).getAllByRole('row').slice(1);
    expect(within(requested!).getByRole('img').textContent).toBe('Requested');
    expect(requested!.textContent).toContain('Requested');
    expect(within(notVerified!).queryByRole('img')).toBeNull();
    expect(notVerified!.textContent).toContain('Not Verified');

    const search = screen.getByRole('search', { name: 'Filter Education Records' });
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Verification equals' }), {
      target: { value: 'Requested' },
    });
    await waitFor(() =>
      expect(gridRequests(api.calls).at(-1)!.filterInfo).toEqual([
        { filterColumn: 'verification', operation: 'Equals', value: 'Requested' },
      ]),
    );
  });
});

describe('DataGrid: the pager (spec 2 §9)', () => {
  it("pages with at most 5 links, says 'Displaying X through Y of Z' in a live region, and offers 5, 25 then 50", async () => {
    const api = serve(fakeGrid({ columns, rows: rows(40) }));
    renderGrid();
    await waitFor(() => expect(status().textContent).toBe('Displaying 1 through 5 of 40'));
    expect(gridRequests(api.calls)[0]).toMatchObject({ from: 1, to: 5, entityTypeId: 4, formId: 2 });
    const pages = screen.getByRole('navigation', { name: 'Education Records: pages' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(status().textContent).toBe('Displaying 11 through 15 of 40'));
    expect(gridRequests(api.calls).at(-1)).toMatchObject({ from: 11, to: 15 });
    expect(within(table()).getAllByRole('row')[1]!.getAttribute('aria-rowindex')).toBe('12');
    fireEvent.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(status().textContent).toBe('Displaying 36 through 40 of 40'));
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['4', '5', '6', '7', '8']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    const sizes = within(await screen.findByRole('listbox'));
    expect(sizes.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '25', '50']);
    fireEvent.click(sizes.getByRole('option', { name: '25' }));
    await waitFor(() => expect(status().textContent).toBe('Displaying 1 through 25 of 40'));
    expect(gridRequests(api.calls).at(-1)).toMatchObject({ from: 1, to: 25 });
  });

  it('shows no pager for 5 rows or fewer (the words are still announced)', async () => {
    serve(fakeGrid({ columns, rows: rows(5) }));
    renderGrid();
    await waitFor(() => expect(status().textContent).toBe('Displaying 1 through 5 of 5'));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
  });

  it("says 'more than N' past the summary's cap: the row count unknown, no Last page", async () => {
    serve(fakeGrid({ columns, rows: rows(30), total: 10_000, capped: true }));
    renderGrid();
    await waitFor(() => expect(status().textContent).toBe('Displaying 1 through 5 of more than 10000'));
    expect(table().getAttribute('aria-rowcount')).toBe('-1');
    const pages = screen.getByRole('navigation', { name: 'Education Records: pages' });
    expect(within(pages).queryByRole('button', { name: 'Last page' })).toBeNull();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeTruthy();
  });
});

describe('DataGrid: filters (spec 3 §7)', () => {
  it('filters text by Contains, numbers by Equals, dates Before, On or After within 1900..2200, booleans; back to page 1', async () => {
    const api = serve(fakeGrid({ columns, rows: rows(12) }));
    renderGrid();
    const search = await screen.findByRole('search', { name: 'Filter Education Records' });
    const pages = await screen.findByRole('navigation', { name: 'Education Records: pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(gridRequests(api.calls).at(-1)).toMatchObject({ from: 6 }));

    fireEvent.change(within(search).getByRole('searchbox', { name: 'Institution contains' }), {
      target: { value: ' Auburn ' },
    });
    fireEvent.change(within(search).getByRole('textbox', { name: 'Credit Hours equals' }), {
      target: { value: '12' },
    });
    fireEvent.mouseDown(within(search).getByRole('combobox', { name: 'End Date: before, on or after' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'After' }));
    fireEvent.change(within(search).getByLabelText('End Date'), { target: { value: '2020-01-31' } });
    fireEvent.mouseDown(within(search).getByRole('combobox', { name: 'Completed' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'No' }));
    await waitFor(() =>
      expect(gridRequests(api.calls).at(-1)!.filterInfo).toEqual([
        { filterColumn: 'institutionName', operation: 'Contains', value: 'Auburn' },
        { filterColumn: 'endDate', operation: 'GreaterThan', value: '2020-01-31' },
        { filterColumn: 'creditHours', operation: 'Equals', value: '12' },
        { filterColumn: 'completed', operation: 'Equals', value: 'false' },
      ]),
    );
    expect(gridRequests(api.calls).at(-1)).toMatchObject({ from: 1, to: 5 });
    expect(api.called('POST', '/api/grid/summary').at(-1)!.body).toMatchObject({
      filterInfo: gridRequests(api.calls).at(-1)!.filterInfo,
    });

    // A date outside 1900-01-01..2200-12-31 is not sent, and the field says why.
    const date = within(search).getByLabelText('End Date');
    expect(date.getAttribute('min')).toBe('1900-01-01');
    expect(date.getAttribute('max')).toBe('2200-12-31');
    fireEvent.change(date, { target: { value: '1899-12-31' } });
    expect(await within(search).findByText('Enter a date from 01/01/1900 through 12/31/2200.')).toBeTruthy();
    await waitFor(() =>
      expect(
        gridRequests(api.calls)
          .at(-1)!
          .filterInfo.map((filter) => filter.filterColumn),
      ).toEqual(['institutionName', 'creditHours', 'completed']),
    );
    fireEvent.click(within(search).getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(gridRequests(api.calls).at(-1)!.filterInfo).toEqual([]));
  });
});

describe('DataGrid: row actions from the flags (spec 3 §6)', () => {
  const one = [gridColumn('institutionName', { columnName: 'Institution' })];

  it('offers View, Edit and Delete as the flags say, named by the row; Delete asks first and reloads', async () => {
    const api = serve(
      fakeGrid({
        columns: one,
        rows: [
          gridRow(1, { institutionName: 'Auburn' }, { canEdit: false, canDelete: false }),
          gridRow(2, { institutionName: 'Troy' }),
        ],
      }),
      { 'POST /api/grid/delete': { body: { deleted: true } } },
    );
    renderGrid();
    await screen.findAllByRole('cell');
    expect(screen.getByRole('button', { name: 'View Auburn' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Auburn' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Auburn' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Troy' })).toBeTruthy();
    // No Disable for role 100 on education.
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Include Disabled' })).toBeNull();

    const loads = gridRequests(api.calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete Troy' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please Confirm' });
    expect(confirm.textContent).toContain('Are you sure you want to delete?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.called('POST', '/api/grid/delete')).toHaveLength(1));
    expect(api.called('POST', '/api/grid/delete')[0]!.body).toEqual({
      entityTypeId: 4,
      entityId: 2,
      primaryEntityId: 7,
    });
    await waitFor(() => expect(gridRequests(api.calls).length).toBeGreaterThan(loads));
  });

  it('role 100 sees the icon legend', async () => {
    serve(fakeGrid({ columns: one, rows: [gridRow(1, { institutionName: 'Auburn' })] }));
    renderGrid();
    const legend = await screen.findByRole('region', { name: 'What the icons mean' });
    // An h2: the grid sits under the page's h1, and heading levels go down one at a time.
    expect(within(legend).getByRole('heading', { level: 2, name: 'What the icons mean' })).toBeTruthy();
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'View: open the record to read it.',
      'Edit: open the record to change it.',
      'Delete: remove the record. You are asked first.',
    ]);
  });

  it.each([
    // tn's Training: records from sessions or TrainTN are locked, and tn users do not delete training.
    ['nothing but View (tn training)', [{ canEdit: false, canDelete: false }], ['View']],
    [
      'View and Edit, no Delete',
      [{ canDelete: false }, { canEdit: false, canDelete: false }],
      ['View', 'Edit'],
    ],
    [
      'View and Delete of another row',
      [{ canEdit: false, canDelete: false }, { canEdit: false }],
      ['View', 'Delete'],
    ],
  ] as const)('the legend explains only the icons the rows show: %s', async (_name, flags, icons) => {
    serve(
      fakeGrid({
        columns: one,
        rows: flags.map((rowFlags, index) =>
          gridRow(index + 1, { institutionName: `College ${index + 1}` }, rowFlags),
        ),
      }),
    );
    renderGrid();
    const legend = await screen.findByRole('region', { name: 'What the icons mean' });
    const items = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(':')[0]);
    expect(items).toEqual(icons);
    // The same icons as the rows' buttons, no more.
    const shown = new Set(
      within(table())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')?.split(' ')[0]),
    );
    expect(items.every((icon) => shown.has(icon))).toBe(true);
  });

  it('the legend explains Disable and Enable where role 100 has them (certifications in tn)', async () => {
    serve(
      fakeGrid({
        columns: one,
        rows: [
          gridRow(1, { institutionName: 'CDA' }, { canDisable: true }),
          gridRow(2, { institutionName: 'License' }, { canDisable: true, disabled: true, canEdit: false }),
        ],
      }),
    );
    renderGrid({ entityTypeId: 7, formId: 5 }, 'tn');
    const legend = await screen.findByRole('region', { name: 'What the icons mean' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]),
    ).toEqual(['View', 'Edit', 'Disable', 'Enable', 'Delete']);
    expect(screen.getByRole('button', { name: 'Disable CDA' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable License' })).toBeTruthy();
  });

  it('shows no legend for a grid without rows: there is no icon to explain', async () => {
    serve(fakeGrid({ columns: one, rows: [] }));
    renderGrid();
    await screen.findAllByText('No Data');
    expect(screen.queryByRole('region', { name: 'What the icons mean' })).toBeNull();
  });

  it('Disable (asked first) and Enable (at once) with Include Disabled, for 500, without the legend', async () => {
    const api = serve(
      fakeGrid({
        columns: one,
        rows: [
          gridRow(1, { institutionName: 'Auburn' }, { canDisable: true }),
          gridRow(2, { institutionName: 'Troy' }, { canDisable: true, disabled: true }),
        ],
      }),
      { 'POST /api/grid/disable': { body: { disabled: true } } },
      '500',
    );
    renderGrid();
    await screen.findAllByRole('cell');
    expect(screen.queryByRole('region', { name: 'What the icons mean' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include Disabled' }));
    await waitFor(() => expect(gridRequests(api.calls).at(-1)!.includeDisabled).toBe(true));
    expect(within(screen.getAllByTestId('grid-row')[1]!).getByText('Disabled')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Disable Auburn' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please Confirm' });
    expect(confirm.textContent).toContain('Are you sure you want to disable?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.called('POST', '/api/grid/disable')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Enable Troy' }));
    await waitFor(() => expect(api.called('POST', '/api/grid/disable')).toHaveLength(2));
    expect(api.called('POST', '/api/grid/disable').map((call) => call.body)).toEqual([
      { disable: true, entityTypeId: 4, entityId: 1, primaryEntityId: 7 },
      { disable: false, entityTypeId: 4, entityId: 2, primaryEntityId: 7 },
    ]);
  });

  it('role 100 disables certifications (entity type 7) in tn only', async () => {
    serve(fakeGrid({ columns: one, rows: [gridRow(1, { institutionName: 'CDA' }, { canDisable: true })] }));
    const { unmount } = renderGrid({ entityTypeId: 7, formId: 5 }, 'tn');
    expect(await screen.findByRole('button', { name: 'Disable CDA' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Include Disabled' })).toBeTruthy();
    unmount();
    renderGrid({ entityTypeId: 7, formId: 5 }, 'al');
    await screen.findAllByRole('cell');
    expect(screen.queryByRole('button', { name: 'Disable CDA' })).toBeNull();
  });
});

describe('DataGrid: the record form in the modal', () => {
  const one = [gridColumn('institutionName', { columnName: 'Institution' })];
  const form = (entityId: number | null, value: string | null) => ({
    id: 2,
    version: 1,
    entityTypeId: 4,
    name: 'Education',
    entityId,
    readOnly: false,
    elements: [
      {
        id: 2001,
        type: 'text',
        subtype: 'plain',
        stimulus: 'Institution',
        value,
        multiValue: null,
        visible: true,
        required: true,
        readOnly: false,
        rejected: false,
        maxLength: 180,
        width: 12,
        offset: 0,
        regex: null,
        warningMessage: null,
        tooltip: null,
        choices: [],
        choiceGroups: [],
        arguments: {},
        sequence: 1,
      },
    ],
    arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
  });

  it('Add New opens a new record for the person; a save closes the modal and loads the grid again', async () => {
    const api = serve(fakeGrid({ columns: one, rows: [gridRow(1, { institutionName: 'Auburn' })] }), {
      'POST /api/form': { body: form(null, null) },
      'POST /api/form/formresponse': {
        body: { formId: 2, version: 1, entityId: 9, profileCompleted: false },
      },
    });
    renderGrid();
    fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Education' });
    // The form engine loads with the first record opened.
    await waitFor(() => expect(api.called('POST', '/api/form')).toHaveLength(1));
    expect(api.called('POST', '/api/form')[0]!.body).toEqual({
      formId: 2,
      entities: [{ id: 7, entityTypeId: 1 }],
      primaryEntity: null,
    });
    fireEvent.change(await within(modal).findByRole('textbox', { name: /Institution/ }), {
      target: { value: 'Troy University' },
    });
    const loads = gridRequests(api.calls).length;
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Education' })).toBeNull());
    expect(api.called('POST', '/api/form/formresponse')[0]!.body).toMatchObject({
      entities: [{ id: 7, entityTypeId: 1 }],
      primaryEntity: null,
    });
    await waitFor(() => expect(gridRequests(api.calls).length).toBeGreaterThan(loads));
    expect(await screen.findByText('The record was saved.')).toBeTruthy();
  });

  it('Edit opens the row’s record in edit mode; closing with changes asks first', async () => {
    const api = serve(fakeGrid({ columns: one, rows: [gridRow(3, { institutionName: 'Auburn' })] }), {
      'POST /api/form': { body: form(3, 'Auburn') },
    });
    renderGrid();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Auburn' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit Education' });
    // The form engine loads with the first record opened.
    await waitFor(() => expect(api.called('POST', '/api/form')).toHaveLength(1));
    expect(api.called('POST', '/api/form')[0]!.body).toEqual({
      formId: 2,
      entities: [],
      primaryEntity: { id: 3, entityTypeId: 4 },
    });
    fireEvent.change(await within(modal).findByRole('textbox', { name: /Institution/ }), {
      target: { value: 'Auburn University' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    const warning = await screen.findByRole('dialog', { name: 'Unsaved Data Warning' });
    expect(warning.textContent).toContain('Are you sure you want to close without saving?');
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved Data Warning' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit Education' })).toBeTruthy();
  });

  it('View opens it in view mode; Add New hidden when the screen says so', async () => {
    serve(fakeGrid({ columns: one, rows: [gridRow(3, { institutionName: 'Auburn' }, { canEdit: false })] }), {
      'POST /api/form': { body: form(3, 'Auburn') },
    });
    renderGrid({ addNew: false });
    fireEvent.click(await screen.findByRole('button', { name: 'View Auburn' }));
    const modal = await screen.findByRole('dialog', { name: 'Education' });
    expect(await within(modal).findByText('Auburn')).toBeTruthy();
    expect(within(modal).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
  });
});

describe('DataGrid: downloads of every matching row', () => {
  const one = [gridColumn('institutionName', { columnName: 'Institution' })];

  function catchDownloads() {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    return saved;
  }

  it('CSV: POST /api/form/flatfile with the grid’s filters, saved under the server’s name', async () => {
    const saved = catchDownloads();
    const api = serve(fakeGrid({ columns: one, rows: [gridRow(1, { institutionName: 'Auburn' })] }), {
      'POST /api/form/flatfile': {
        body: 'Institution\nAuburn\n',
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="Education_20261124T090500.csv"',
        },
      },
    });
    renderGrid({
      downloads: true,
      defaultFilters: [{ filterColumn: 'institutionName', operation: 'Contains', value: 'a' }],
    });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Institution contains' }), {
      target: { value: 'Aub' },
    });
    await waitFor(() => expect(gridRequests(api.calls).at(-1)!.filterInfo).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['Education_20261124T090500.csv']));
    expect(api.called('POST', '/api/form/flatfile')[0]!.body).toEqual({
      formId: 2,
      entityType: 4,
      altGridId: null,
      primaryEntityId: 7,
      includeDisabled: false,
      filters: [{ filterColumn: 'institutionName', operation: 'Contains', value: 'Aub' }],
      defaultFilters: [{ filterColumn: 'institutionName', operation: 'Contains', value: 'a' }],
      sortInfo: [],
      fileType: 'csv',
    });
  });

  it("PDF: named and timed for its heading, then 'Check your Downloads folder for a PDF of the report.'", async () => {
    const saved = catchDownloads();
    const api = serve(fakeGrid({ columns: one, rows: [gridRow(1, { institutionName: 'Auburn' })] }), {
      'POST /api/form/flatfile': {
        body: '%PDF-1.7',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Education_1.pdf"',
        },
      },
    });
    renderGrid({ downloads: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const done = await screen.findByRole('dialog', { name: 'Download successful.' });
    expect(done.textContent).toContain('Check your Downloads folder for a PDF of the report.');
    expect(saved).toEqual(['Education_1.pdf']);
    expect(api.called('POST', '/api/form/flatfile')[0]!.body).toMatchObject({
      fileType: 'pdf',
      reportName: 'Education Records',
      reportTime: expect.stringMatching(/\d{4}/),
    });
  });
});

describe('DataGrid: verification', () => {
  const one = [gridColumn('institutionName', { columnName: 'Institution' })];

  it('requests verification of a record that may ask (after agreeing), and says the server’s refusal', async () => {
    let refuse = false;
    const api = serve(
      fakeGrid({
        columns: one,
        rows: [
          gridRow(1, { institutionName: 'Auburn' }),
          gridRow(2, { institutionName: 'Troy' }, { verificationStatus: 'Requested', canEdit: false }),
          gridRow(3, { institutionName: 'UAB' }, { verified: true, canEdit: false }),
        ],
      }),
      {
        'POST /api/verification/request': () =>
          refuse
            ? {
                status: 400,
                body: 'Directors cannot request verification of their own records. Please ask your Child Care Consultant to verify them.',
              }
            : { body: { verificationStatus: 'Requested' } },
      },
    );
    renderGrid({ verification: true });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Auburn' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Request Verification']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Request Verification' }));
    const confirm = await screen.findByRole('dialog', { name: 'Request Verification' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.called('POST', '/api/verification/request')).toHaveLength(1));
    expect(api.called('POST', '/api/verification/request')[0]!.body).toEqual({
      entityTypeId: 4,
      entityId: 1,
    });
    expect(await screen.findByText('Verification has been requested.')).toBeTruthy();

    // Requested and verified records offer their history, not another request.
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Troy' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Verification History']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Auburn' }));
    fireEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Request Verification' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Request Verification' })).getByRole('button', {
        name: 'OK',
      }),
    );
    const refusal = await screen.findByRole('dialog', { name: 'Verification could not be requested' });
    expect(refusal.textContent).toContain('Please ask your Child Care Consultant to verify them.');
  });

  it.each([
    ['al', 'Child Care Consultant'],
    ['tn', 'DHS Staff'],
  ] as const)(
    '%s: offers a director (active role 200) no request on their own records, and says to ask the %s',
    async (tenant, label) => {
      serve(
        fakeGrid({
          columns: one,
          rows: [
            gridRow(1, { institutionName: 'Auburn' }),
            gridRow(3, { institutionName: 'UAB' }, { verified: true, canEdit: false }),
          ],
        }),
        {},
        '200',
      );
      renderGrid({ verification: true }, tenant);
      await screen.findByText('Auburn');
      // Spec 1 §4: no Request Verification (the unverified record has no further action at all) ...
      expect(screen.queryByRole('button', { name: 'More actions for Auburn' })).toBeNull();
      expect(screen.queryByRole('menuitem', { name: 'Request Verification' })).toBeNull();
      // ... the verified one keeps its history, and the grid says whom to ask.
      fireEvent.click(screen.getByRole('button', { name: 'More actions for UAB' }));
      expect(
        within(await screen.findByRole('menu'))
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Verification History']);
      expect(screen.getByTestId('verification-requester-note').textContent).toBe(
        `Directors cannot request verification of their own records. Please ask your ${label} to verify them.`,
      );
    },
  );

  it("offers a director's request on the records of someone else's grid never, and says nothing there", async () => {
    serve(
      fakeGrid({ columns: one, rows: [gridRow(1, { institutionName: 'Auburn' }, { canEdit: false })] }),
      {},
      '200',
    );
    renderGrid({ verification: true, primaryEntity: { id: 9, entityTypeId: 1, displayValue: 'Pat Lee' } });
    await screen.findByText('Auburn');
    expect(screen.queryByTestId('verification-requester-note')).toBeNull();
  });

  it("shows a record's Verification History in spec 2's shape: History open, Record read-only", async () => {
    const api = serve(
      fakeGrid({
        columns: one,
        rows: [gridRow(5, { institutionName: 'Auburn University' }, { verified: true, canEdit: false })],
      }),
      {
        'GET /api/verification/history': {
          body: [
            {
              actionUser: { name: 'Pat Lee' },
              lastChangeDateTime: '2026-11-20T15:00:00Z',
              actionType: 'Requested',
              agencyName: null,
              comments: null,
            },
            {
              actionUser: { name: 'Dana Cruz' },
              lastChangeDateTime: '2026-11-21T16:30:00Z',
              actionType: 'Approved',
              agencyName: 'Sunshine Academy',
              comments: 'Transcript seen.',
            },
          ],
        },
        'POST /api/form': {
          body: {
            id: 2,
            version: 1,
            entityTypeId: 4,
            name: 'Education',
            entityId: 5,
            readOnly: false,
            elements: [],
            arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
          },
        },
      },
    );
    renderGrid({ verification: true, primaryEntity: { id: 7, entityTypeId: 1, displayValue: 'Pat Lee' } });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Auburn University' }));
    fireEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Verification History' }),
    );
    const modal = await screen.findByRole('dialog', {
      name: 'Education Verification History Details for Pat Lee - Auburn University',
    });
    expect(
      within(modal)
        .getByRole('button', { name: /History/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    const history = await within(modal).findByRole('table', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Action User', 'Action Time', 'Action Type', 'Agency', 'Comments']);
    expect(within(history).getAllByRole('row')[2]!.textContent).toBe(
      'Dana CruzNov 21, 2026, 10:30 AMApprovedSunshine AcademyTranscript seen.',
    );
    expect(api.called('GET', '/api/verification/history')[0]!.query.toString()).toBe(
      'entityTypeId=4&entityId=5',
    );
    const record = within(modal).getByRole('button', { name: /Record/ });
    expect(record.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(record);
    await waitFor(() => expect(api.called('POST', '/api/form')).toHaveLength(1));
    expect(await within(modal).findByRole('form', { name: 'Education' })).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('DataGrid: multi-row select', () => {
  it('selects rows and a whole page, tells the screen, and clears', async () => {
    const api = serve(fakeGrid({ columns, rows: rows(3) }));
    const chosen: number[][] = [];
    renderGrid({
      multiRowSelect: true,
      allowSelectAll: true,
      allowClearSelection: true,
      onSelectionChange: (ids) => chosen.push(ids),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select College 2' }));
    await waitFor(() => expect(chosen.at(-1)).toEqual([2]));
    expect(screen.getByText('1 row selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await waitFor(() => expect(chosen.at(-1)).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    await waitFor(() => expect(chosen.at(-1)).toEqual([]));
    expect(gridRequests(api.calls)[0]).toMatchObject({
      multiRowSelect: true,
      allowSelectAll: true,
      allowClearSelection: true,
    });
  });
});

describe('DataGrid on a narrow screen: a card per row', () => {
  const cardColumns = [
    ...columns.slice(0, 3),
    gridColumn('contactEmail', { columnName: 'Contact', sortable: false }),
    ...columns.slice(4),
  ];
  const cardRows = [
    gridRow(1, {
      institutionName: 'College 1',
      endDate: '2024-05-10',
      creditHours: 1234.5,
      contactEmail: 'registrar.office-of-admissions@college-one.example.edu',
      notes: '<p>Dean’s list</p>',
      completed: true,
      internalCode: 'SECRET',
    }),
    // No end date: the card leaves the pair out. Not editable or deletable: View only.
    gridRow(
      2,
      { institutionName: 'College 2', endDate: null, creditHours: 30, completed: false },
      { canEdit: false, canDelete: false },
    ),
  ];
  const cards = () => screen.getByRole('list', { name: 'Education Records' });
  const card = (name: string) => within(cards()).getByRole('article', { name });
  /** A card's label: value pairs, as its description list holds them. */
  const pairs = (article: HTMLElement) =>
    [...article.querySelectorAll('dl > div')].map((pair) => [
      pair.querySelector('dt')!.textContent,
      pair.querySelector('dd')!.textContent,
    ]);

  beforeEach(() => stubWindowWidth(390));

  it('lists the rows as articles named by their first column, label: value for the other shown columns, the actions as named buttons at the foot', async () => {
    serve(fakeGrid({ columns: cardColumns, rows: cardRows, total: 12 }));
    renderGrid();
    await screen.findByRole('article', { name: 'College 1' });
    // No table, no column headers: the list of cards instead, each item placed among all 12 rows.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('columnheader')).toBeNull();
    const items = within(cards()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      items.map((item) => [item.getAttribute('aria-posinset'), item.getAttribute('aria-setsize')]),
    ).toEqual([
      ['1', '12'],
      ['2', '12'],
    ]);

    const first = card('College 1');
    expect(pairs(first)).toEqual([
      ['End Date', '05/10/2024'],
      ['Credit Hours', '1,234.5'],
      ['Contact', 'registrar.office-of-admissions@college-one.example.edu'],
      ['Notes', 'Dean’s list'],
      ['Completed', 'Yes'],
    ]);
    expect(first.textContent).not.toContain('SECRET');
    // The address may break after its punctuation, never a letter a line.
    const contact = [...first.querySelectorAll('dd')].find((dd) => dd.textContent?.includes('@'))!;
    expect(contact.innerHTML).toContain(
      'registrar.<wbr>office-<wbr>of-<wbr>admissions@<wbr>college-<wbr>one.<wbr>',
    );
    // Dates and numbers keep their punctuation whole.
    expect(first.querySelector('dd')!.innerHTML).toBe('05/10/2024');

    // The second row has no end date: no empty pair.
    expect(pairs(card('College 2')).map(([label]) => label)).toEqual(['Credit Hours', 'Completed']);

    // The actions: buttons with their words, named by the action and the row; only those the flags allow.
    const edit = within(first).getByRole('button', { name: 'Edit College 1' });
    expect(edit.textContent).toBe('Edit');
    expect(within(first).getByRole('button', { name: 'View College 1' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete College 1' })).toBeTruthy();
    expect(
      within(card('College 2'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View']);
    // No menu on a card: every action is a button in reach.
    expect(screen.queryByRole('button', { name: /^More actions/ })).toBeNull();
    // The pager's words still tell the range.
    expect(status().textContent).toBe('Displaying 1 through 2 of 12');
  });

  it('shows a screen’s own actions and columns on the card, and the Delete button still asks first', async () => {
    const api = serve(fakeGrid({ columns: cardColumns, rows: cardRows }), {
      'POST /api/grid/delete': { body: { deleted: true } },
    });
    const requested: number[] = [];
    renderGrid({
      extraColumns: [{ id: 'roles', header: 'Organization Roles', cell: (row) => `Roles of ${row.id}` }],
      rowActions: (row) => [
        { key: 'request', label: 'Request Staff Role', onSelect: () => requested.push(row.id) },
      ],
    });
    const first = await screen.findByRole('article', { name: 'College 1' });
    expect(pairs(first).at(-1)).toEqual(['Organization Roles', 'Roles of 1']);
    fireEvent.click(within(first).getByRole('button', { name: 'Request Staff Role College 1' }));
    expect(requested).toEqual([1]);
    fireEvent.click(within(first).getByRole('button', { name: 'Delete College 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please Confirm' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.called('POST', '/api/grid/delete')).toHaveLength(1));
  });

  it('folds the filters behind a Filters button that says how many are applied', async () => {
    const api = serve(fakeGrid({ columns: cardColumns, rows: cardRows }));
    renderGrid();
    await screen.findByRole('article', { name: 'College 1' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('search')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const search = screen.getByRole('search', { name: 'Filter Education Records' });
    expect(toggle.getAttribute('aria-controls')).toBe(search.id);
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Institution contains' }), {
      target: { value: 'Auburn' },
    });
    fireEvent.change(within(search).getByRole('textbox', { name: 'Credit Hours equals' }), {
      target: { value: '12' },
    });
    await waitFor(() =>
      expect(gridRequests(api.calls).at(-1)!.filterInfo).toEqual([
        { filterColumn: 'institutionName', operation: 'Contains', value: 'Auburn' },
        { filterColumn: 'creditHours', operation: 'Equals', value: '12' },
      ]),
    );

    // Folded again, the button tells that two filters still apply.
    fireEvent.click(toggle);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (2 applied)' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(gridRequests(api.calls).at(-1)!.filterInfo).toHaveLength(2);
  });

  it('sorts with a Sort by select in the toolbar, worded by each column’s type', async () => {
    const api = serve(fakeGrid({ columns: cardColumns, rows: cardRows }));
    renderGrid();
    await screen.findByRole('article', { name: 'College 1' });
    const sortBy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    // The columns' initial sort is shown until the user chooses.
    expect(sortBy.selectedOptions[0]?.textContent).toBe('Institution: A to Z');
    const options = within(sortBy).getAllByRole('option');
    // Only sortable, shown columns (Contact and Notes are not sortable; Internal Code is hidden).
    expect(options.map((option) => option.textContent)).toEqual([
      'Institution: A to Z',
      'Institution: Z to A',
      'End Date: oldest first',
      'End Date: newest first',
      'Credit Hours: lowest first',
      'Credit Hours: highest first',
      'Completed: No first',
      'Completed: Yes first',
    ]);
    fireEvent.change(sortBy, { target: { value: 'Descending:endDate' } });
    await waitFor(() =>
      expect(gridRequests(api.calls).at(-1)!.sortInfo).toEqual([
        { sortColumn: 'endDate', sortDirection: 'Descending' },
      ]),
    );
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).selectedOptions[0]?.textContent,
    ).toBe('End Date: newest first');
  });

  it('keeps the selection checkboxes: one per card, named by its row, and the whole page', async () => {
    serve(fakeGrid({ columns: cardColumns, rows: cardRows }));
    const chosen: number[][] = [];
    renderGrid({
      multiRowSelect: true,
      allowSelectAll: true,
      allowClearSelection: true,
      onSelectionChange: (ids) => chosen.push(ids),
    });
    const first = await screen.findByRole('article', { name: 'College 1' });
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Select College 1' }));
    await waitFor(() => expect(chosen.at(-1)).toEqual([1]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await waitFor(() => expect(chosen.at(-1)).toEqual([1, 2]));
    expect(screen.getByText('2 rows selected')).toBeTruthy();
  });

  it("says 'No Data' in place of the list when nothing matches", async () => {
    serve(fakeGrid({ columns: cardColumns, rows: [] }));
    renderGrid();
    await waitFor(() => expect(status().textContent).toBe('No Data'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Education Records' })).toBeNull();
    expect(screen.getAllByText('No Data')).toHaveLength(2);
  });

  it('shows the table from 900 px on (the breakpoint), and follows the window as it turns', async () => {
    vi.unstubAllGlobals();
    const viewport = stubWindowWidth(900);
    serve(fakeGrid({ columns: cardColumns, rows: cardRows }));
    renderGrid();
    expect(await screen.findByRole('table', { name: 'Education Records' })).toBeTruthy();
    await screen.findAllByRole('cell');
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    act(() => viewport.resize(899));
    expect(await screen.findByRole('article', { name: 'College 1' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    act(() => viewport.resize(1024));
    expect(await screen.findByRole('table', { name: 'Education Records' })).toBeTruthy();
  });
});
