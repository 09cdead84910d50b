import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TFormResponse } from '@registry/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../../engine/forms/test-elements';
import { fakeApi, profileOf, storeSession, type RecordedCall } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';

function noteForm(entityId: number | null, value: string | null, readOnly = false): TFormResponse {
  return {
    id: 900,
    version: 3,
    entityTypeId: 900,
    name: 'Form Sample',
    entityId,
    readOnly,
    elements: [makeElement({ id: 900001, stimulus: 'Title', required: true, value, readOnly })],
    arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
  };
}

const requested = (call: RecordedCall) => (call.body as { primaryEntity: unknown }).primaryEntity;

beforeEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the dynamic form screen on its own route', () => {
  it('fills in a new record, then shows it as that record (a reload finds it)', async () => {
    storeSession();
    const api = fakeApi({
      'GET /api/accounts': { body: profileOf() },
      'POST /api/form': (call) =>
        requested(call) === null ? { body: noteForm(null, null) } : { body: noteForm(41, 'First visit') },
      'POST /api/form/formresponse': {
        body: { formId: 900, version: 3, entityId: 41, profileCompleted: false },
      },
    });
    const { location } = renderAppAt('/dashboard/forms/900');
    expect(await screen.findByRole('heading', { level: 1, name: 'Form Sample' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'First visit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/dashboard/forms/900/900/41'));
    expect(await screen.findByText('The record was saved.')).toBeTruthy();
    expect(api.called('POST', '/api/form/formresponse')[0]!.body).toMatchObject({ primaryEntity: null });
    await waitFor(() =>
      expect(api.called('POST', '/api/form').map(requested)).toContainEqual({ id: 41, entityTypeId: 900 }),
    );
    expect(await screen.findByText('First visit')).toBeTruthy();
  });

  it('shows a record the viewer may only read without Edit', async () => {
    storeSession({ role: '500', claims: ['dashboard', 'profile', 'feedback.read'] });
    fakeApi({
      'GET /api/accounts': { body: profileOf({ activeRole: '500' }) },
      'POST /api/form': { body: noteForm(41, 'Sent by someone else', true) },
    });
    renderAppAt('/dashboard/forms/900/900/41');
    expect(await screen.findByText('Sent by someone else')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("answers a record outside the viewer's reach with the server's words, and a malformed address without asking", async () => {
    storeSession();
    const api = fakeApi({
      'GET /api/accounts': { body: profileOf() },
      'POST /api/form': { status: 404, body: 'There is no such record.' },
    });
    const first = renderAppAt('/dashboard/forms/900/900/41');
    expect((await screen.findByRole('alert')).textContent).toContain('There is no such record.');
    first.unmount();

    renderAppAt('/dashboard/forms/900/900/x1');
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such record.');
    expect(api.called('POST', '/api/form')).toHaveLength(1);
  });
});
