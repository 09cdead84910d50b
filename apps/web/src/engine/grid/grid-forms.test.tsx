import type { TFormRequest, TFormResponse } from '@registry/contracts';
import type { GridRow } from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, storeSession, type RecordedCall } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRow } from '../../test/fake-grid';
import { renderWithProviders } from '../../test/render';
import { makeElement } from '../forms/test-elements';
import { DataGrid } from './data-grid';
import type { DataGridProps } from './types';

// The form engine loads lazily; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

/**
 * A grid whose rows belong to several forms (spec 3 §2: the References tab, "grid with two forms"; the
 * Resume tab, whose generated rows open in an editor of their own): Add New offers a choice, and each row
 * opens in its own form, or in the screen's.
 */
const columns = [gridColumn('name', { columnName: 'Name' })];
const rows: GridRow[] = [
  gridRow(1, { name: 'Typed' }, { formId: 26 }),
  gridRow(2, { name: 'Letter' }, { formId: 27 }),
  gridRow(3, { name: 'Made', made: true }),
];

const formOf = (request: TFormRequest): TFormResponse => ({
  id: request.formId,
  version: 1,
  entityTypeId: 30,
  name: `Form ${request.formId}`,
  entityId: request.primaryEntity?.id ?? null,
  readOnly: false,
  elements: [makeElement({ id: request.formId * 1000 + 1, stimulus: 'Name' })],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
});

function renderGrid(props: Partial<DataGridProps>) {
  storeSession({ userId: 7, role: '100', claims: ['dashboard'] });
  const api = fakeApi({
    ...fakeGrid({ columns, rows }),
    'POST /api/form': (call: RecordedCall) => ({ body: formOf(call.body as TFormRequest) }),
  });
  const grid = (
    <DataGrid
      title="References"
      entityTypeId={30}
      formId={26}
      recordName="Reference"
      primaryEntity={{ id: 7, entityTypeId: 1 }}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '/', element: grid }]);
  renderWithProviders(<RouterProvider router={router} />, { route: false });
  return api;
}

const formsAsked = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/api/form').map((call) => call.body as TFormRequest);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('DataGrid: rows of several forms', () => {
  it('Add New offers the choices; a form’s opens a new record of it, titled by its record name', async () => {
    const made = vi.fn();
    const api = renderGrid({
      addOptions: [
        { key: 'letter', label: 'Upload a Letter', formId: 27, recordName: 'Letter' },
        { key: 'make', label: 'Make One', onSelect: made },
      ],
    });
    const add = await screen.findByRole('button', { name: 'Add New' });
    expect(add.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(add);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Upload a Letter', 'Make One']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Upload a Letter' }));
    expect(await screen.findByRole('dialog', { name: 'Add Letter' })).toBeTruthy();
    await waitFor(() =>
      expect(formsAsked(api.calls)).toContainEqual({
        formId: 27,
        entities: [{ id: 7, entityTypeId: 1 }],
        primaryEntity: null,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Make One' }));
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('Add New hidden when the screen says so, choices or not', async () => {
    renderGrid({ addNew: false, addOptions: [{ key: 'a', label: 'A', formId: 27 }] });
    await screen.findByText('Typed');
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
  });

  it('each row opens in its own form; a row with none opens where the screen says', async () => {
    const openRow = vi.fn();
    const api = renderGrid({
      rowFormId: (row) => (row.made === true ? null : row.formId),
      rowRecordName: (row) => (row.formId === 27 ? 'Letter' : undefined),
      openRow,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Letter' }));
    expect(await screen.findByRole('dialog', { name: 'Letter' })).toBeTruthy();
    await waitFor(() =>
      expect(formsAsked(api.calls)).toContainEqual({
        formId: 27,
        entities: [],
        primaryEntity: { id: 2, entityTypeId: 30 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Typed' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Reference' })).toBeTruthy();
    await waitFor(() =>
      expect(formsAsked(api.calls)).toContainEqual({
        formId: 26,
        entities: [],
        primaryEntity: { id: 1, entityTypeId: 30 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Made' }));
    expect(openRow).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), 'edit');
    fireEvent.click(screen.getByRole('button', { name: 'View Made' }));
    expect(openRow).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }), 'view');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a row with no form and no openRow offers neither View nor Edit', async () => {
    renderGrid({ rowFormId: (row) => (row.made === true ? null : undefined) });
    await screen.findByText('Made');
    expect(screen.queryByRole('button', { name: 'View Made' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Made' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Typed' })).toBeTruthy();
  });
});
