import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFormResponse } from '@registry/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../../engine/forms/test-elements';
import { RENEWED_TOKEN_HEADER } from '@registry/contracts/paths';
import {
  fakeApi,
  fakeJwt,
  profileOf,
  storeSession,
  type FakeReply,
  type RecordedCall,
} from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

/** A small personal form as the server sends it: a required name, a gender whose last choice asks for more. */
function personalForm(values: { name?: string | null; gender?: string | null } = {}): TFormResponse {
  return {
    id: 1,
    version: 1,
    entityTypeId: 1,
    name: 'Personal',
    entityId: 7,
    readOnly: false,
    elements: [
      makeElement({
        id: 1001,
        stimulus: 'First Name',
        required: true,
        value: values.name ?? null,
        width: 6,
        sequence: 1,
      }),
      makeElement({
        id: 1018,
        type: 'dropdown',
        subtype: null,
        stimulus: 'Gender',
        value: values.gender ?? null,
        sequence: 2,
        choices: [
          { id: 'female', text: 'Female', visible: true, sequence: 1 },
          { id: 'self-described', text: 'Prefer to self-describe', visible: true, sequence: 2 },
        ],
      }),
      makeElement({ id: 1019, stimulus: 'Gender (self-described)', visible: false, sequence: 3 }),
    ],
    arguments: {
      preSubmissionValidation: { formElementIds: [] },
      rules: [
        {
          id: 1,
          action: 'show',
          targets: [1019],
          conditions: [{ elementId: 1018, values: ['self-described'] }],
        },
        {
          id: 2,
          action: 'require',
          targets: [1019],
          conditions: [{ elementId: 1018, values: ['self-described'] }],
        },
      ],
    },
  };
}

function server(firstTime: boolean, save: (call: RecordedCall) => FakeReply) {
  storeSession({ role: '100', claims: firstTime ? [] : ['dashboard', 'profile'], firstTime });
  return fakeApi({
    'GET /api/accounts': { body: profileOf({ firstTime }) },
    'POST /api/form': { body: personalForm(firstTime ? {} : { name: 'Rosa', gender: 'female' }) },
    'POST /api/form/formresponse': save,
  });
}

const responses = (call: RecordedCall) =>
  (call.body as { response: { elementResponses: { formElementId: number; value?: string | null }[] } })
    .response.elementResponses;

describe('Personal Information', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('checks the form before sending it: a summary that links to each field, the field marked invalid', async () => {
    const api = server(true, () => ({ body: {} }));
    renderAppAt('/dashboard/profile/personal?userId=7');
    const name = await screen.findByRole('textbox', { name: /First Name/ });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Gender/ }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Prefer to self-describe' }),
    );
    // The rules show the description, and require it.
    expect(await screen.findByRole('textbox', { name: /self-described/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByTestId('error-summary');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'First Name: Please fill out this field',
      'Gender (self-described): Please fill out this field',
    ]);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(summary).getAllByRole('link')[0]!);
    expect(document.activeElement).toBe(name);
    expect(api.called('POST', '/api/form/formresponse')).toHaveLength(0);
  });

  it('saves a first-time profile, shows the welcome, then continues to the employment tab, the setup going on', async () => {
    const api = server(true, () => ({
      body: { formId: 1, version: 1, entityId: 7, profileCompleted: true },
      // The limited login ended: a renewed token with the role's claims.
      headers: { [RENEWED_TOKEN_HEADER]: fakeJwt({ role: '100', Permission: ['dashboard', 'profile'] }) },
    }));
    const { location, session } = renderAppAt('/dashboard/profile/personal?userId=7');
    // The setup shows its step instead of the tabs.
    expect(await screen.findByText('Step 1 of 6: Personal Information')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Profile sections' })).toBeNull();
    fireEvent.change(await screen.findByRole('textbox', { name: /First Name/ }), {
      target: { value: ' Rosa ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const welcome = await screen.findByTestId('welcome-modal');
    expect(welcome.textContent).toContain('your account is ready');
    const [call] = api.called('POST', '/api/form/formresponse');
    expect(responses(call!)).toEqual([
      { formElementId: 1001, value: ' Rosa ' },
      { formElementId: 1018, value: null },
      { formElementId: 1019, value: null },
    ]);
    expect(session.getSnapshot()).toMatchObject({ firstTime: false, profileSetup: 'profile-personal' });
    fireEvent.click(within(welcome).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/dashboard/profile/employment'));
    expect(session.getSnapshot().profileSetup).toBe('profile-employment');
    expect(await screen.findByText('Step 2 of 6: Employment')).toBeTruthy();
    // The Dashboard stays hidden until the setup is done.
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it("shows the server's refusal on its field", async () => {
    server(false, () => ({
      status: 400,
      body: {
        errors: { '1001': 'Please use at most 50 characters.' },
        failures: [
          {
            formElementId: 1001,
            message: 'Please use at most 50 characters.',
            severity: 'error',
            overridable: false,
          },
        ],
      },
    }));
    renderAppAt('/dashboard/profile/personal');
    // A saved profile opens in view mode.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain('First Name: Please use at most 50 characters.');
    expect(screen.getByRole('textbox', { name: /First Name/ }).getAttribute('aria-invalid')).toBe('true');
  });
});
