import type { TFormResponse } from '@registry/contracts';
import { claimsForRole, getTenant, type RoleName, type TenantCode } from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../../engine/forms/test-elements';
import { fakeApi, storeSession, type FakeHandler } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderWithProviders } from '../../test/render';
import { UserRecordsModal } from './index';
import type { UserRecordsMode } from './record-sections';

// The grids and the form engine load lazily; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const form: TFormResponse = {
  id: 2,
  version: 1,
  entityTypeId: 4,
  name: 'Education',
  entityId: 1,
  readOnly: true,
  elements: [makeElement({ id: 2002, stimulus: 'Institution', value: 'Auburn University' })],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};

const flags = { canView: true, canEdit: false, canDelete: false };
const columns = [gridColumn('institutionName', { columnName: 'Institution' })];
const rows = [
  gridRow(1, { institutionName: 'Auburn' }, { ...flags, verificationStatus: 'Requested', canVerify: true }),
  gridRow(2, { institutionName: 'Troy' }, { ...flags, verified: true, canVerify: true }),
  gridRow(3, { institutionName: 'UAB' }, { ...flags, rejected: true }),
];

function Harness({ mode }: { mode: UserRecordsMode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <UserRecordsModal
        person={open ? { id: 41, fullName: 'Rosa Diaz' } : null}
        mode={mode}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function serve(
  handlers: Record<string, FakeHandler> = {},
  role: RoleName = '350',
  tenant: TenantCode = 'al',
) {
  storeSession({ userId: 9, role, claims: claimsForRole(role, getTenant(tenant)) });
  const api = fakeApi({
    ...fakeGrid({ columns, rows }),
    'POST /api/form': { body: form },
    'POST /api/verification/action': {
      body: {
        entityTypeId: 4,
        entityId: 1,
        verified: true,
        rejected: false,
        verificationStatus: null,
        message: 'ok',
      },
    },
    ...handlers,
  });
  return { api, tenant };
}

function renderModal(mode: UserRecordsMode = 'verify', tenant: TenantCode = 'al') {
  return renderWithProviders(<Harness mode={mode} />, { tenant });
}

const modal = () => screen.findByRole('dialog', { name: 'User Records: Rosa Diaz' });

async function openEducation() {
  const records = await modal();
  fireEvent.click(within(records).getByRole('button', { name: 'Education' }));
  return within(records).findByRole('table', { name: 'Education records of Rosa Diaz' });
}

async function menuOf(row: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${row}` }));
  return screen.findByRole('menu');
}

const disabled = (item: HTMLElement) => item.getAttribute('aria-disabled') === 'true';

/** Views Auburn read-only (the form loads: the server's "viewed"); answers the view modal. */
async function viewAuburn() {
  fireEvent.click(await screen.findByRole('button', { name: 'View Auburn' }));
  const view = await screen.findByRole('dialog', { name: 'Education of Rosa Diaz' });
  expect(await within(view).findByText('Auburn University')).toBeTruthy();
  return view;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('UserRecordsModal', () => {
  it('shows the record types of verify mode, and each record’s status icon with its text', async () => {
    const { api } = serve();
    renderModal();
    const records = await modal();
    expect(
      within(records)
        .getAllByRole('button', { expanded: false })
        .map((button) => button.textContent),
      // al and tn add the career lattice level (issue 25).
    ).toEqual(['Education', 'Certification/Credential', 'Training', 'Experience', 'Career Lattice Level']);
    const table = await openEducation();
    expect(await within(table).findByRole('img', { name: 'Requested' })).toBeTruthy();
    expect(within(table).getByRole('img', { name: 'Approved' })).toBeTruthy();
    expect(within(table).getByRole('img', { name: 'Rejected' })).toBeTruthy();
    expect(gridRequests(api.calls)[0]).toMatchObject({
      entityTypeId: 4,
      primaryEntity: { id: 41, entityTypeId: 1, displayValue: 'Rosa Diaz' },
    });
  });

  it('manage mode: Community Service and Membership for 500, not Community Service in al, neither for 350', async () => {
    serve({}, '500');
    const tn = renderModal('manage', 'tn');
    const names = async () =>
      within(await modal())
        .getAllByRole('button', { expanded: false })
        .map((button) => button.textContent);
    expect(await names()).toEqual([
      'Education',
      'Certification/Credential',
      'Training',
      'Experience',
      'Career Lattice Level',
      'Community Service',
      'Membership',
    ]);
    tn.unmount();
    const al = renderModal('manage', 'al');
    expect(await names()).toEqual([
      'Education',
      'Certification/Credential',
      'Training',
      'Experience',
      'Career Lattice Level',
      'Membership',
    ]);
    al.unmount();
    serve({}, '350');
    renderModal('manage', 'tn');
    expect(await names()).toEqual([
      'Education',
      'Certification/Credential',
      'Training',
      'Experience',
      'Career Lattice Level',
    ]);
  });

  it('Verify and Decline stay disabled until the record was viewed here; then Verify sends an optional comment', async () => {
    const { api } = serve();
    renderModal();
    await openEducation();
    let menu = await menuOf('Auburn');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Verification History',
      'Verify',
      'Decline',
      'Return to owner',
    ]);
    expect(disabled(within(menu).getByRole('menuitem', { name: 'Verify' }))).toBe(true);
    expect(disabled(within(menu).getByRole('menuitem', { name: 'Decline' }))).toBe(true);
    expect(disabled(within(menu).getByRole('menuitem', { name: 'Return to owner' }))).toBe(false);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const view = await viewAuburn();
    expect(api.called('POST', '/api/form')[0]!.body).toMatchObject({
      formId: 2,
      primaryEntity: { id: 1, entityTypeId: 4 },
    });
    expect(within(view).getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', false);
    fireEvent.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Education of Rosa Diaz' })).toBeNull());

    menu = await menuOf('Auburn');
    const verify = within(menu).getByRole('menuitem', { name: 'Verify' });
    expect(disabled(verify)).toBe(false);
    fireEvent.click(verify);
    const prompt = await screen.findByRole('dialog', { name: 'Verify' });
    expect(within(prompt).getByRole('textbox', { name: 'Comment (optional)' })).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.called('POST', '/api/verification/action')).toHaveLength(1));
    expect(api.called('POST', '/api/verification/action')[0]!.body).toEqual({
      entityTypeId: 4,
      entityId: 1,
      primaryEntityId: 41,
      action: 'verify',
      isVerified: true,
    });
    expect(await screen.findByText('The record was verified.')).toBeTruthy();
    // The grid loads again after the action.
    await waitFor(() => expect(gridRequests(api.calls).length).toBeGreaterThan(1));
  });

  it('Decline asks for a comment, refuses an empty one, and sends it', async () => {
    const { api } = serve();
    renderModal();
    await openEducation();
    const view = await viewAuburn();
    fireEvent.click(within(view).getByRole('button', { name: 'Decline' }));
    const prompt = await screen.findByRole('dialog', { name: 'Decline' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(await within(prompt).findByText('This field is required.')).toBeTruthy();
    expect(api.called('POST', '/api/verification/action')).toHaveLength(0);
    fireEvent.change(within(prompt).getByRole('textbox', { name: 'Comment' }), {
      target: { value: '  The transcript is missing.  ' },
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.called('POST', '/api/verification/action')).toHaveLength(1));
    expect(api.called('POST', '/api/verification/action')[0]!.body).toEqual({
      entityTypeId: 4,
      entityId: 1,
      primaryEntityId: 41,
      action: 'decline',
      isVerified: false,
      comments: 'The transcript is missing.',
    });
    expect(await screen.findByText('The record was declined.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Education of Rosa Diaz' })).toBeNull());
  });

  it('a refused action shows the server’s reason', async () => {
    serve({
      'POST /api/verification/action': {
        status: 400,
        body: { errors: { entityId: 'View the record before you verify or decline it.' } },
      },
    });
    renderModal();
    await openEducation();
    const view = await viewAuburn();
    fireEvent.click(within(view).getByRole('button', { name: 'Verify' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Verify' })).getByRole('button', { name: 'OK' }),
    );
    const refusal = await screen.findByRole('dialog', { name: 'Not done' });
    expect(within(refusal).getByText('View the record before you verify or decline it.')).toBeTruthy();
    expect(screen.queryByText('The record was verified.')).toBeNull();
  });

  it('Bulk Reject needs a selection and a comment; closing with a selection asks first', async () => {
    const { api } = serve({
      'POST /api/verification/bulkreject': { body: { declined: 1, skipped: 0, message: 'Declined.' } },
    });
    renderModal();
    const table = await openEducation();
    const bulk = await screen.findByRole('button', { name: 'Bulk Reject' });
    expect(bulk).toHaveProperty('disabled', true);
    fireEvent.click(await within(table).findByRole('checkbox', { name: 'Select Auburn' }));
    await waitFor(() => expect(bulk).toHaveProperty('disabled', false));

    // A selection not acted on is unsaved work.
    const records = await modal();
    fireEvent.click(within(records).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const warning = await screen.findByRole('dialog', { name: 'Unsaved Data Warning' });
    expect(within(warning).getByText('Are you sure you want to close without saving?')).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('open')).toBeTruthy();

    fireEvent.click(bulk);
    const prompt = await screen.findByRole('dialog', { name: 'Bulk Reject' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(await within(prompt).findByText('This field is required.')).toBeTruthy();
    expect(api.called('POST', '/api/verification/bulkreject')).toHaveLength(0);
    fireEvent.change(within(prompt).getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Not an accredited institution.' },
    });
    fireEvent.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.called('POST', '/api/verification/bulkreject')).toHaveLength(1));
    expect(api.called('POST', '/api/verification/bulkreject')[0]!.body).toEqual({
      entityTypeId: 4,
      entityIds: [1],
      primaryEntityId: 41,
      comments: 'Not an accredited institution.',
    });
    expect(await screen.findByText('1 record was declined.')).toBeTruthy();

    // Nothing selected any more: Close closes at once.
    fireEvent.click(
      within(await modal())
        .getAllByRole('button', { name: 'Close' })
        .at(-1)!,
    );
    expect(await screen.findByText('closed')).toBeTruthy();
  });

  it('a verified record offers Remove Verification, asked first', async () => {
    const { api } = serve();
    renderModal();
    await openEducation();
    const menu = await menuOf('Troy');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Verification History', 'Remove Verification']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Remove Verification' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Verification' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() => expect(api.called('POST', '/api/verification/action')).toHaveLength(1));
    expect(api.called('POST', '/api/verification/action')[0]!.body).toMatchObject({
      entityId: 2,
      action: 'remove',
    });
    expect(await screen.findByText('The verification was removed.')).toBeTruthy();
    // A record the viewer may not verify offers no verification action.
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for UAB' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Verification History']);
  });

  it('tn employment: Grant and Remove TrainTN Access where the row says so, asked first, with the organization', async () => {
    const employment = [
      gridRow(
        7,
        { employerName: 'Music City', organizationName: 'Music City' },
        { ...flags, mayGrantTrainTn: true },
      ),
      gridRow(8, { employerName: 'Smoky', organizationName: 'Smoky' }, { ...flags, mayRemoveTrainTn: true }),
      gridRow(9, { employerName: 'Elsewhere', organizationName: null }, flags),
    ];
    const api = fakeApi({
      ...fakeGrid({ columns: [gridColumn('employerName', { columnName: 'Employer' })], rows: employment }),
      'POST /api/accounts/trainTNAccess': { body: {} },
    });
    storeSession({ userId: 9, role: '500', claims: ['dashboard', 'profile', 'users.manage'] });
    renderModal('manage', 'tn');
    const records = await modal();
    fireEvent.click(within(records).getByRole('button', { name: 'Experience' }));
    await within(records).findByRole('table', { name: 'Experience records of Rosa Diaz' });

    fireEvent.click(
      within(await menuOf('Music City')).getByRole('menuitem', { name: 'Grant TrainTN Access' }),
    );
    const grant = await screen.findByRole('dialog', { name: 'Grant TrainTN Access' });
    expect(grant.textContent).toContain('Grant Rosa Diaz TrainTN access for Music City?');
    fireEvent.click(within(grant).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.called('POST', '/api/accounts/trainTNAccess')).toHaveLength(1));
    expect(api.called('POST', '/api/accounts/trainTNAccess')[0]!.body).toEqual({
      employmentRecordId: 7,
      accessStatus: true,
    });
    expect(await screen.findByText('Rosa Diaz now has TrainTN access for Music City.')).toBeTruthy();

    fireEvent.click(within(await menuOf('Smoky')).getByRole('menuitem', { name: 'Remove TrainTN Access' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove TrainTN Access' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() => expect(api.called('POST', '/api/accounts/trainTNAccess')).toHaveLength(2));
    expect(api.called('POST', '/api/accounts/trainTNAccess')[1]!.body).toEqual({
      employmentRecordId: 8,
      accessStatus: false,
    });
    // A row that offers neither (nor verification) has no actions menu at all.
    expect(await screen.findByRole('button', { name: 'View Elsewhere' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions for Elsewhere' })).toBeNull();
  });
});
