import type { TFormResponse } from '@registry/contracts';
import type { FormElement } from '@registry/domain';
import type { Editor } from '@tiptap/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, storeSession, type FakeHandler, type RecordedCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { DynamicForm, type DynamicFormProps } from './dynamic-form';
import { makeElement } from './test-elements';

const FILE_1 = '3f1c2a4e-0000-4000-8000-000000000001';
const FILE_2 = '3f1c2a4e-0000-4000-8000-000000000002';
const SET_1 = '5a5a5a5a-0000-4000-8000-00000000000a';
const SET_2 = '5a5a5a5a-0000-4000-8000-00000000000b';

interface Served {
  organization?: string | null;
  organizationName?: string | null;
  organizationKind?: string | null;
}

/** A record of the sample form (900) as the server serves it: the elements that call the server. */
function sampleForm({ organization = null, organizationName = null, organizationKind = null }: Served = {}) {
  const elements: FormElement[] = [
    makeElement({ id: 900001, stimulus: 'Title', required: true, value: 'Planning', sequence: 1 }),
    makeElement({ id: 900007, type: 'date', subtype: 'date', stimulus: 'Start Date', sequence: 2 }),
    makeElement({ id: 900009, type: 'date', subtype: 'datetime', stimulus: 'Meeting Time', sequence: 3 }),
    makeElement({ id: 900014, type: 'autocomplete', subtype: null, stimulus: 'Language', sequence: 4 }),
    makeElement({
      id: 900015,
      type: 'autocomplete',
      subtype: null,
      stimulus: 'County',
      value: '01001',
      displayValue: 'Autauga',
      sequence: 5,
    }),
    makeElement({
      id: 900016,
      type: 'entityCrossReference',
      subtype: null,
      stimulus: 'Organization',
      value: organization,
      displayValue: organizationName,
      sequence: 6,
      arguments: {
        crossReference: {
          ecrEntityTypeId: 2,
          ecrSearchPropertyId: 'name',
          ecrFilter: 'active',
          peerElements: [{ elementId: 900015, propertyId: 'countyFips', clearOnPeerChange: true }],
        },
      },
    }),
    makeElement({
      id: 900017,
      stimulus: 'Organization Type',
      readOnly: true,
      value: null,
      displayValue: organizationKind,
      sequence: 7,
      arguments: {
        crossReference: {
          ecrEntityTypeId: 2,
          ecrSearchPropertyId: 'name',
          ecrElementId: 900016,
          ecrPropertyId: 'kind',
        },
      },
    }),
    makeElement({
      id: 900018,
      type: 'richText',
      subtype: null,
      stimulus: 'Summary',
      maxLength: 5000,
      sequence: 8,
      arguments: { allowLinks: true, crossReference: { ecrEntityTypeId: 2, ecrSearchPropertyId: 'name' } },
    }),
    makeElement({
      id: 900019,
      type: 'fileUpload',
      subtype: 'multiple',
      stimulus: 'Attachments',
      value: SET_1,
      files: [{ fileId: FILE_1, fileName: 'agenda.pdf', fileSetId: SET_1 }],
      sequence: 9,
    }),
    makeElement({
      id: 900020,
      type: 'fileUpload',
      subtype: 'certificate',
      stimulus: 'Certificate',
      sequence: 10,
    }),
  ];
  const form: TFormResponse = {
    id: 900,
    version: 1,
    entityTypeId: 900,
    name: 'Form Sample',
    entityId: 41,
    readOnly: false,
    elements,
    arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
  };
  return form;
}

const organizations = [
  { key: '15', value: 'Sunshine Academy' },
  { key: '16', value: 'Sunrise Kids' },
];

function serve(form: TFormResponse, handlers: Record<string, FakeHandler> = {}) {
  storeSession({ userId: 7, role: '500', claims: ['dashboard'] });
  return fakeApi({
    'POST /api/form': { body: form },
    'POST /api/form/autocomplete': { body: [{ key: 'es', value: 'Spanish' }] },
    'POST /api/form/entitycrossreference': { body: organizations },
    'POST /api/form/entitycrossreferenceproperty': { body: { value: 'Family home' } },
    'POST /api/form/formresponse': {
      body: { formId: 900, version: 1, entityId: 41, profileCompleted: false },
    },
    ...handlers,
  });
}

/** The form on a page of a data router (its unsaved-data warning blocks navigation through it). */
function renderForm(props: Partial<DynamicFormProps> = {}) {
  const form = (
    <DynamicForm formId={900} primaryEntity={{ id: 41, entityTypeId: 900 }} startInEdit {...props} />
  );
  const router = createMemoryRouter([{ path: '/', element: form }]);
  return renderWithProviders(<RouterProvider router={router} />, { route: false });
}

async function choose(label: string, text: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 2000 }));
}

const saved = (call: RecordedCall) =>
  (call.body as { response: { elementResponses: { formElementId: number; value?: string | null }[] } })
    .response.elementResponses;

/** The multipart fields of an upload, the file by its name. */
function fields(call: RecordedCall): Record<string, string> {
  const form = call.body as FormData;
  return Object.fromEntries(
    [...form.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DynamicForm: searches', () => {
  it('an autocomplete asks POST /api/form/autocomplete with its element id; the chosen key is saved', async () => {
    const api = serve(sampleForm());
    renderForm();
    await screen.findByRole('combobox', { name: 'Language' });
    await choose('Language', 'Spa', 'Spanish');
    expect(api.called('POST', '/api/form/autocomplete').map((call) => call.body)).toEqual([
      { formElementId: 900014, searchString: 'Spa' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST', '/api/form/formresponse')).toHaveLength(1));
    expect(saved(api.called('POST', '/api/form/formresponse')[0]!)).toContainEqual({
      formElementId: 900014,
      value: 'es',
    });
  });

  it("a cross-reference asks POST /api/form/entitycrossreference with its arguments and its peers' values", async () => {
    const api = serve(sampleForm());
    renderForm();
    // The served key reads as the server's displayValue.
    expect(((await screen.findByRole('combobox', { name: 'County' })) as HTMLInputElement).value).toBe(
      'Autauga',
    );
    await choose('Organization', 'Sun', 'Sunrise Kids');
    expect(api.called('POST', '/api/form/entitycrossreference').map((call) => call.body)).toEqual([
      {
        entityTypeId: 2,
        ecrSearchPropertyId: 'name',
        searchString: 'Sun',
        filter: 'active',
        peerFilters: [{ propertyId: 'countyFips', value: '01001' }],
      },
    ]);
    expect((screen.getByRole('combobox', { name: 'Organization' }) as HTMLInputElement).value).toBe(
      'Sunrise Kids',
    );
  });

  it('a served cross-reference shows its displayValue, in edit and in view mode', async () => {
    serve(
      sampleForm({ organization: '15', organizationName: 'Sunshine Academy', organizationKind: 'Center' }),
    );
    renderForm({ startInEdit: false });
    // A saved record opens in view mode.
    const term = await screen.findByText('Organization', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe('Sunshine Academy');
    expect(screen.getByText('Organization Type', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Center',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByRole('combobox', { name: 'Organization' }) as HTMLInputElement).value).toBe(
      'Sunshine Academy',
    );
  });
});

describe('DynamicForm: a property of the referenced entity', () => {
  it('shows the served value without asking, then asks entitycrossreferenceproperty when the reference changes', async () => {
    const api = serve(
      sampleForm({ organization: '15', organizationName: 'Sunshine Academy', organizationKind: 'Center' }),
    );
    renderForm();
    const kind = (await screen.findByRole('textbox', { name: 'Organization Type' })) as HTMLInputElement;
    expect(kind.value).toBe('Center');
    expect(kind.readOnly).toBe(true);
    expect(api.called('POST', '/api/form/entitycrossreferenceproperty')).toHaveLength(0);
    await choose('Organization', 'Sun', 'Sunrise Kids');
    await waitFor(() => expect(kind.value).toBe('Family home'));
    expect(api.called('POST', '/api/form/entitycrossreferenceproperty').map((call) => call.body)).toEqual([
      { entityTypeId: 2, entityId: 16, propertyId: 'kind' },
    ]);
    // Nothing referenced, nothing shown.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(kind.value).toBe(''));
  });

  it('an entity the viewer may not see shows nothing, without a toast', async () => {
    serve(sampleForm(), {
      'POST /api/form/entitycrossreferenceproperty': {
        status: 404,
        body: { errors: { entityId: 'Not found.' } },
      },
    });
    renderForm();
    await screen.findByRole('textbox', { name: 'Organization Type' });
    await choose('Organization', 'Sun', 'Sunshine Academy');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect((screen.getByRole('textbox', { name: 'Organization Type' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DynamicForm: rich text', () => {
  it("'@' in the summary searches organizations through entitycrossreference and saves the mention", async () => {
    const api = serve(sampleForm());
    renderForm();
    const box = await waitFor(
      () => {
        const found = screen.getByRole('textbox', { name: 'Summary' });
        expect(found.getAttribute('contenteditable')).toBe('true');
        return found;
      },
      { timeout: 5000 },
    );
    const editor = (box as HTMLElement & { editor: Editor }).editor;
    act(() => {
      editor.commands.focus();
      editor.commands.insertContent('With @Suns');
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Sunshine Academy' }));
    expect(api.called('POST', '/api/form/entitycrossreference').map((call) => call.body)).toEqual([
      { entityTypeId: 2, ecrSearchPropertyId: 'name', searchString: 'Suns', peerFilters: [] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST', '/api/form/formresponse')).toHaveLength(1));
    expect(saved(api.called('POST', '/api/form/formresponse')[0]!)).toContainEqual({
      formElementId: 900018,
      value:
        '<p>With <span data-type="mention" data-id="2:15" data-label="Sunshine Academy">@Sunshine Academy</span> </p>',
    });
  });
});

describe('DynamicForm: dates', () => {
  it('saves the typed date as YYYY-MM-DD and the datetime as the local YYYY-MM-DDTHH:mm', async () => {
    const api = serve(sampleForm());
    renderForm();
    for (const [label, keys] of [
      ['Start Date', '04121990'],
      ['Meeting Time', '112320260930P'],
    ] as const) {
      const group = await screen.findByRole('group', { name: label });
      act(() => within(group).getByRole('spinbutton', { name: 'Month' }).focus());
      for (const key of keys) fireEvent.input(document.activeElement!, { target: { textContent: key } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST', '/api/form/formresponse')).toHaveLength(1));
    const values = saved(api.called('POST', '/api/form/formresponse')[0]!);
    expect(values).toContainEqual({ formElementId: 900007, value: '1990-04-12' });
    expect(values).toContainEqual({ formElementId: 900009, value: '2026-11-23T21:30' });
  });

  it('a date left half typed stops the save with Value is invalid', async () => {
    const api = serve(sampleForm());
    renderForm();
    const group = await screen.findByRole('group', { name: 'Start Date' });
    act(() => within(group).getByRole('spinbutton', { name: 'Month' }).focus());
    for (const key of '0412') fireEvent.input(document.activeElement!, { target: { textContent: key } });
    // Enter in the field submits the form, as in any text field.
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link').textContent).toBe('Start Date: Value is invalid');
    expect(api.called('POST', '/api/form/formresponse')).toHaveLength(0);
  });
});

describe('DynamicForm: files', () => {
  const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

  async function pick(label: string, file: File) {
    const group = await screen.findByRole('group', { name: label });
    const picker = group.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(picker, { target: { files: [file] } });
    });
  }

  it("uploads into the element's set, for the record's owner, and lists the file with the spec's message", async () => {
    const api = serve(sampleForm(), {
      'POST /api/file/upload': { body: { fileId: FILE_2, fileName: 'minutes.pdf', fileSetId: SET_1 } },
    });
    renderForm({ ownerId: 12 });
    await pick('Attachments', pdf('minutes.pdf'));
    const [call] = api.called('POST', '/api/file/upload');
    expect(fields(call!)).toEqual({
      fileSetId: SET_1,
      entityTypeId: '900',
      formElementId: '900019',
      primaryEntityId: '12',
      file: 'file:minutes.pdf',
    });
    expect(call!.authorization).toMatch(/^Bearer /);
    const attachments = screen.getByRole('group', { name: 'Attachments' });
    expect(within(attachments).getByRole('status').textContent).toBe(
      'The file minutes.pdf uploaded successfully.',
    );
    expect(
      within(attachments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['agenda.pdf (opens in a new tab)', 'minutes.pdf (opens in a new tab)']);
  });

  it("a first upload makes a set, whose id becomes the element's value and is saved", async () => {
    const api = serve(sampleForm(), {
      'POST /api/file/upload': { body: { fileId: FILE_2, fileName: 'cpr.pdf', fileSetId: SET_2 } },
    });
    renderForm();
    await pick('Certificate', pdf('cpr.pdf'));
    // No set yet, and no owner named: the signed-in user's own file.
    expect(fields(api.called('POST', '/api/file/upload')[0]!)).toEqual({
      entityTypeId: '900',
      formElementId: '900020',
      file: 'file:cpr.pdf',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST', '/api/form/formresponse')).toHaveLength(1));
    expect(saved(api.called('POST', '/api/form/formresponse')[0]!)).toContainEqual({
      formElementId: 900020,
      value: SET_2,
    });
  });

  it("a failed upload says the spec's message", async () => {
    serve(sampleForm(), { 'POST /api/file/upload': { status: 500, body: 'Internal Server Error' } });
    renderForm();
    await pick('Certificate', pdf('cpr.pdf'));
    expect(within(screen.getByRole('group', { name: 'Certificate' })).getByRole('alert').textContent).toBe(
      'The file could not be uploaded. Please refresh the page and try again.',
    );
  });

  it("deletes after 'This cannot be undone.' with DELETE /api/file for the record's owner", async () => {
    const api = serve(sampleForm(), {
      'DELETE /api/file': { body: { message: 'The file has been deleted.' } },
    });
    renderForm({ ownerId: 12 });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete agenda.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('agenda.pdf')).toBeNull());
    const [call] = api.called('DELETE', '/api/file');
    expect(Object.fromEntries(call!.query)).toEqual({
      fileKey: FILE_1,
      entityTypeId: '900',
      primaryEntityId: '12',
    });
  });

  it("a personal record's files are its person's: delete names them without being told", async () => {
    const form = { ...sampleForm(), entityTypeId: 1 };
    const api = serve(form, { 'DELETE /api/file': { body: { message: 'The file has been deleted.' } } });
    renderForm({ primaryEntity: { id: 33, entityTypeId: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete agenda.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.called('DELETE', '/api/file')).toHaveLength(1));
    expect(api.called('DELETE', '/api/file')[0]!.query.get('primaryEntityId')).toBe('33');
  });

  it('opens a file in a new tab: fetched with the bearer token, shown from its bytes', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:registry/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = serve(sampleForm(), {
      [`GET /api/file/u/${FILE_1}`]: { body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } },
    });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: /^agenda\.pdf/ }));
    await waitFor(() => expect(tab.location.href).toBe('blob:registry/1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const [call] = api.called('GET', `/api/file/u/${FILE_1}`);
    expect(call!.authorization).toMatch(/^Bearer .+/);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.4');
  });

  it('a file that cannot be fetched closes the tab and says why in a toast', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    serve(sampleForm(), {
      [`GET /api/file/u/${FILE_1}`]: { status: 404, body: { errors: { id: 'There is no such file.' } } },
    });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: /^agenda\.pdf/ }));
    expect(await screen.findByText('There is no such file.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('DynamicForm: values the rules set', () => {
  /** Hours with a default, a category whose 'infant' leaves one level, and a note shown only for 'other'. */
  function rulesForm(): TFormResponse {
    const choice = (id: string, sequence: number) => ({ id, text: id, visible: true, sequence });
    return {
      id: 900,
      version: 1,
      entityTypeId: 900,
      name: 'Form Sample',
      entityId: null,
      readOnly: false,
      elements: [
        makeElement({ id: 900003, stimulus: 'Hours', required: true, sequence: 1 }),
        makeElement({
          id: 900011,
          type: 'dropdown',
          subtype: null,
          stimulus: 'Age Group',
          sequence: 2,
          choices: [choice('other', 1), choice('infant', 2)],
        }),
        makeElement({
          id: 900012,
          type: 'dropdown',
          subtype: null,
          stimulus: 'Level',
          required: true,
          sequence: 3,
          choices: [choice('beginner', 1), choice('advanced', 2)],
        }),
        makeElement({ id: 900013, stimulus: 'Other Age Group', visible: false, sequence: 4 }),
      ],
      arguments: {
        preSubmissionValidation: { formElementIds: [] },
        rules: [
          { id: 1, action: 'setDefault', targets: [900003], conditions: [], value: '1.5' },
          {
            id: 2,
            action: 'filterListChoices',
            targets: [900012],
            conditions: [{ elementId: 900011, values: ['infant'] }],
            choiceIds: ['beginner'],
          },
          {
            id: 3,
            action: 'show',
            targets: [900013],
            conditions: [{ elementId: 900011, values: ['other'] }],
          },
        ],
      },
    };
  }

  it('shows what is saved: a default, a single choice taken, and a hidden answer that does not come back', async () => {
    const api = serve(rulesForm());
    renderForm({ primaryEntity: null });
    expect(await screen.findByRole('textbox', { name: /Hours/ })).toHaveProperty('value', '1.5');
    const pick = async (label: RegExp, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
      fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
    };
    await pick(/Age Group/, 'other');
    fireEvent.change(await screen.findByRole('textbox', { name: /Other Age Group/ }), {
      target: { value: 'Mixed ages' },
    });
    await pick(/Age Group/, 'infant');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Level/ }).textContent).toBe('beginner'));
    await pick(/Age Group/, 'other');
    expect(await screen.findByRole('textbox', { name: /Other Age Group/ })).toHaveProperty('value', '');
    // Two levels again: the one taken by itself is gone, and the required level must be chosen.
    expect(screen.getByRole('combobox', { name: /Level/ }).textContent).not.toBe('beginner');
    await pick(/Level/, 'advanced');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST', '/api/form/formresponse')).toHaveLength(1));
    expect(saved(api.called('POST', '/api/form/formresponse')[0]!)).toEqual(
      expect.arrayContaining([
        { formElementId: 900003, value: '1.5' },
        { formElementId: 900013, value: null },
      ]),
    );
  });
});

describe('DynamicForm: parents, read-only, unsaved changes', () => {
  function smallForm(checked: string[] = []): TFormResponse {
    return {
      id: 2,
      version: 1,
      entityTypeId: 4,
      name: 'Education',
      entityId: null,
      readOnly: false,
      elements: [makeElement({ id: 2001, stimulus: 'Institution', required: true, sequence: 1 })],
      arguments: { rules: [], preSubmissionValidation: { formElementIds: checked.map(Number) } },
    };
  }
  const person = { id: 7, entityTypeId: 1 };

  it("sends the parents (entities) with the form's load, its pre-submission check and its save", async () => {
    const api = serve(smallForm(['2001']), {
      'POST /api/form/presubmissionvalidation': { body: { messages: [], overridable: false } },
    });
    renderForm({ formId: 2, primaryEntity: null, entities: [person] });
    fireEvent.change(await screen.findByRole('textbox', { name: /Institution/ }), {
      target: { value: 'Auburn University' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST', '/api/form/formresponse')).toHaveLength(1));
    expect(api.called('POST', '/api/form')[0]!.body).toEqual({
      formId: 2,
      entities: [person],
      primaryEntity: null,
    });
    expect(api.called('POST', '/api/form/presubmissionvalidation')[0]!.body).toMatchObject({
      entities: [person],
      primaryEntity: null,
    });
    expect(api.called('POST', '/api/form/formresponse')[0]!.body).toMatchObject({
      entities: [person],
      primaryEntity: null,
    });
  });

  it('read-only: the values without Edit or Save, even where the server would allow editing', async () => {
    serve({
      ...smallForm(),
      entityId: 12,
      elements: [makeElement({ id: 2001, stimulus: 'Institution', value: 'Auburn University' })],
    });
    renderForm({ formId: 2, primaryEntity: { id: 12, entityTypeId: 4 }, readOnly: true, startInEdit: false });
    expect(await screen.findByText('Auburn University')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('tells when it gains and loses unsaved changes', async () => {
    serve(smallForm());
    const dirty: boolean[] = [];
    renderForm({ formId: 2, primaryEntity: null, onDirtyChange: (value) => dirty.push(value) });
    fireEvent.change(await screen.findByRole('textbox', { name: /Institution/ }), {
      target: { value: 'Auburn University' },
    });
    await waitFor(() => expect(dirty.at(-1)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dirty.at(-1)).toBe(false));
    expect(dirty[0]).toBe(false);
  });
});
