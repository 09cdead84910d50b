import type { TFormResponse } from '@registry/contracts';
import type { FormElement } from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, storeSession } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { makeElement } from '../forms/test-elements';
import { RecordModal, type RecordTarget } from './record-modal';

// The form engine loads lazily; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

function formOf(elements: FormElement[], entityId: number | null = null): TFormResponse {
  return {
    id: 2,
    version: 1,
    entityTypeId: 4,
    name: 'Education',
    entityId,
    readOnly: false,
    elements,
    arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
  };
}

const degree = makeElement({
  id: 2001,
  type: 'dropdown',
  subtype: null,
  stimulus: 'Degree',
  sequence: 1,
  choices: [
    { id: 'aa', text: 'Associate', visible: true, sequence: 1 },
    { id: 'ba', text: 'Bachelor', visible: true, sequence: 2 },
  ],
});
const institution = makeElement({ id: 2002, stimulus: 'Institution', sequence: 2 });
const started = makeElement({ id: 2003, type: 'date', subtype: 'date', stimulus: 'Start Date', sequence: 1 });

/** A button that opens the record modal, as a grid's Add New or row action does. */
function Opener({ target, label }: { target: RecordTarget; label: string }) {
  const [open, setOpen] = useState<RecordTarget | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(target)}>
        {label}
      </button>
      <RecordModal
        target={open}
        formId={2}
        entityTypeId={4}
        recordName="Education"
        parent={{ id: 7, entityTypeId: 1 }}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

function renderOpener(form: TFormResponse, target: RecordTarget, label: string) {
  storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile'] });
  let loads = 0;
  fakeApi({
    // Loaded once; a second load (in the background, when opened again) does not finish, so the form
    // shown is the one already loaded, drawn at once.
    'POST /api/form': () => (++loads === 1 ? { body: form } : new Promise(() => undefined)),
  });
  const router = createMemoryRouter([{ path: '/', element: <Opener target={target} label={label} /> }]);
  renderWithProviders(<RouterProvider router={router} />, { route: false });
  const opener = screen.getByRole('button', { name: label });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('a dialog that opens a form: focus', () => {
  it('goes to the first field once the form has rendered, not the dialog frame; Close returns it to the opener', async () => {
    const opener = renderOpener(formOf([degree, institution]), { mode: 'add' }, 'Add New');
    const dialog = await screen.findByRole('dialog', { name: 'Add Education' });
    const first = await within(dialog).findByRole('combobox', { name: /Degree/ });
    await waitFor(() => expect(document.activeElement).toBe(first));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    // Opened again, the form is there at once (already loaded) while its opener still has focus.
    fireEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Add Education' });
    const field = await within(again).findByRole('combobox', { name: /Degree/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('leaves focus on a control of the dialog the user went to while the form was loading', async () => {
    renderOpener(formOf([degree, institution]), { mode: 'add' }, 'Add New');
    const dialog = await screen.findByRole('dialog', { name: 'Add Education' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await within(dialog).findByRole('combobox', { name: /Degree/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(close);
  });

  it('a date first: its first part, where the keyboard types the month', async () => {
    renderOpener(formOf([started, institution]), { mode: 'add' }, 'Add New');
    const dialog = await screen.findByRole('dialog', { name: 'Add Education' });
    const group = await within(dialog).findByRole('group', { name: /Start Date/ });
    await waitFor(() => expect(group.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(within(group).getByRole('spinbutton', { name: 'Month' }));
  });

  it('a record opened to read keeps focus on the dialog; Edit then puts it on the first field', async () => {
    const saved = formOf(
      [
        { ...degree, value: 'aa' },
        { ...institution, value: 'Auburn University' },
      ],
      3,
    );
    renderOpener(saved, { mode: 'view', entityId: 3 }, 'View Auburn');
    const dialog = await screen.findByRole('dialog', { name: 'Education' });
    await within(dialog).findByText('Auburn University');
    const edit = within(dialog).getByRole('button', { name: 'Edit' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(edit);

    edit.focus();
    fireEvent.click(edit);
    // The Edit button goes with view mode: focus goes on to the fields, not to the page's body.
    const first = await within(dialog).findByRole('combobox', { name: /Degree/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });
});
