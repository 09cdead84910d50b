import type { TenantCode } from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

// These pages load lazily and page through several requests; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const columns = [
  gridColumn('employerName', { columnName: 'Employer' }),
  gridColumn('isRegistryOrganization', { columnName: 'Registry', type: 'boolean', hidden: true }),
];
const rows = [
  gridRow(21, { employerName: 'Sunshine Academy', isRegistryOrganization: true, organizationId: 5 }),
  gridRow(
    22,
    { employerName: 'Little Oaks', isRegistryOrganization: true, organizationId: 6, requestCount: 2 },
    { has100Role: true, pending200: true },
  ),
  gridRow(23, { employerName: 'Home Daycare', isRegistryOrganization: false }),
];

function serve(handlers: Record<string, FakeHandler> = {}) {
  storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile'] });
  return fakeApi({
    'GET /api/accounts': { body: profileOf() },
    ...fakeGrid({ columns, rows }),
    ...handlers,
  });
}

async function openTab(tenant: TenantCode = 'al') {
  const app = renderAppAt('/dashboard/profile/employment', { tenant });
  await screen.findByRole('heading', { level: 1, name: 'Employment' }, { timeout: 5000 });
  await screen.findAllByTestId('grid-row');
  return app;
}

async function menuOf(row: string) {
  fireEvent.click(screen.getByRole('button', { name: `More actions for ${row}` }));
  return within(await screen.findByRole('menu'));
}

const confirm = async () =>
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Please Confirm' })).getByRole('button', { name: 'OK' }),
  );

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the employment tab: organization roles (spec 1 §3, §4)', () => {
  it('shows where the roles stand, and only the actions offeredRoleActions allows', async () => {
    const api = serve();
    await openTab();
    expect(gridRequests(api.calls)[0]).toMatchObject({ entityTypeId: 8, formId: 6 });
    const [sunshine, oaks, home] = screen.getAllByTestId('grid-row');
    expect(within(oaks!).getByText('Staff Level: Approved')).toBeTruthy();
    expect(within(oaks!).getByText('Director Level: Requested')).toBeTruthy();
    expect(within(sunshine!).queryByText(/Level:/)).toBeNull();

    let menu = await menuOf('Sunshine Academy');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Request Verification',
      'Request Staff Role',
    ]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    menu = await menuOf('Little Oaks');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Request Verification',
      'End Staff Role',
      'Withdraw Request',
      'History',
    ]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Not an organization of the registry: no role actions (spec 1 §6).
    menu = await menuOf('Home Daycare');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Request Verification']);
    expect(within(home!).queryByText(/Level:/)).toBeNull();
  });

  it('offers no role request for a job that has ended (01/15/2019 to 01/15/2019), but keeps ending a held role', async () => {
    storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile'] });
    fakeApi({
      'GET /api/accounts': { body: profileOf() },
      ...fakeGrid({
        columns: [...columns, gridColumn('endDate', { columnName: 'End Date', type: 'date' })],
        rows: [
          gridRow(31, {
            employerName: 'Sunshine Academy',
            isRegistryOrganization: true,
            organizationId: 5,
            endDate: '2019-01-15',
          }),
          gridRow(
            32,
            {
              employerName: 'Little Oaks',
              isRegistryOrganization: true,
              organizationId: 6,
              endDate: '2019-01-15',
            },
            { has100Role: true },
          ),
        ],
      }),
    });
    await openTab();
    let menu = await menuOf('Sunshine Academy');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Request Verification']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    menu = await menuOf('Little Oaks');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Request Verification',
      'End Staff Role',
      'History',
    ]);
  });

  it('jh (no organizations): says nothing of organizations or directors, and shows no role column or action', async () => {
    serve();
    await openTab('jh');
    const intro = screen.getByText(/^Where you work and have worked/);
    expect(intro.textContent).toBe('Where you work and have worked: your employers, positions and dates.');
    expect(screen.queryByRole('columnheader', { name: 'Organization Role' })).toBeNull();
    const menu = await menuOf('Sunshine Academy');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Request Verification']);
  });

  it('requests the staff role, and the grid loads again', async () => {
    const api = serve({ 'POST /api/userorganizationroles/request': { body: { rolePromotionActionId: 90 } } });
    await openTab();
    const loads = gridRequests(api.calls).length;
    fireEvent.click((await menuOf('Sunshine Academy')).getByRole('menuitem', { name: 'Request Staff Role' }));
    await waitFor(() => expect(api.called('POST', '/api/userorganizationroles/request')).toHaveLength(1));
    expect(api.called('POST', '/api/userorganizationroles/request')[0]!.body).toEqual({
      employmentRecordId: 21,
      requestType: '100',
    });
    expect(
      await screen.findByText('Your staff role request at Sunshine Academy was sent to its director.'),
    ).toBeTruthy();
    await waitFor(() => expect(gridRequests(api.calls).length).toBeGreaterThan(loads));
  });

  it('ends the staff role after a confirmation that says the director request goes with it', async () => {
    const api = serve({ 'POST /api/userorganizationroles': { body: { ended: true } } });
    await openTab();
    fireEvent.click((await menuOf('Little Oaks')).getByRole('menuitem', { name: 'End Staff Role' }));
    const question = await screen.findByRole('dialog', { name: 'Please Confirm' });
    expect(question.textContent).toContain(
      'End your staff role at Little Oaks? Its director will no longer see your records. Your pending director role request will be withdrawn as well.',
    );
    await confirm();
    await waitFor(() => expect(api.called('POST', '/api/userorganizationroles')).toHaveLength(1));
    expect(api.called('POST', '/api/userorganizationroles')[0]!.body).toEqual({
      employmentRecordId: 22,
      roleName: '100',
      active: false,
      organizationId: 6,
    });
  });

  it('withdraws the pending request it finds (requestaction 10); a refusal says the server’s reason', async () => {
    let refuse = false;
    const api = serve({
      'GET /api/userorganizationroles': {
        body: {
          employmentRecordId: 22,
          organizationId: 6,
          organizationName: 'Little Oaks',
          isRegistryOrganization: true,
          active: [{ roleName: '100' }],
          requests: [
            {
              rolePromotionActionId: 77,
              parentActionId: null,
              roleRequested: '200',
              actionType: 1,
              comments: null,
              lastChangeDateTime: '2026-11-20T15:00:00Z',
              userLastUpdated: 'Pat Lee',
            },
          ],
          has100Role: true,
          has200Role: false,
          pending100: false,
          pending200: true,
          hasTrainTNAccess: false,
        },
      },
      'POST /api/userorganizationroles/requestaction': () =>
        refuse
          ? { status: 409, body: 'This request is no longer pending: it was answered or withdrawn before.' }
          : { body: { withdrawn: true } },
    });
    await openTab();
    fireEvent.click((await menuOf('Little Oaks')).getByRole('menuitem', { name: 'Withdraw Request' }));
    expect((await screen.findByRole('dialog', { name: 'Please Confirm' })).textContent).toContain(
      'Withdraw your director role request at Little Oaks?',
    );
    await confirm();
    await waitFor(() =>
      expect(api.called('POST', '/api/userorganizationroles/requestaction')).toHaveLength(1),
    );
    expect(api.called('GET', '/api/userorganizationroles')[0]!.query.get('employmentRecordId')).toBe('22');
    expect(api.called('POST', '/api/userorganizationroles/requestaction')[0]!.body).toEqual({
      rolePromotionActionId: 77,
      actionType: 10,
    });

    refuse = true;
    fireEvent.click((await menuOf('Little Oaks')).getByRole('menuitem', { name: 'Withdraw Request' }));
    await confirm();
    const refusal = await screen.findByRole('dialog', { name: 'The role action could not be taken' });
    expect(refusal.textContent).toContain('This request is no longer pending');
  });

  it('shows the History of the requests in a modal', async () => {
    const api = serve({
      'GET /api/userorganizationroles/actionhistory': {
        body: [
          {
            rolePromotionActionId: 70,
            parentActionId: null,
            roleRequested: '100',
            actionType: 1,
            comments: null,
            lastChangeDateTime: '2026-11-01T15:00:00Z',
            userLastUpdated: 'Pat Lee',
          },
          {
            rolePromotionActionId: 71,
            parentActionId: 70,
            roleRequested: '100',
            actionType: 2,
            comments: 'Welcome aboard.',
            lastChangeDateTime: '2026-11-02T15:00:00Z',
            userLastUpdated: 'Dana Cruz',
          },
        ],
      },
    });
    await openTab();
    fireEvent.click((await menuOf('Little Oaks')).getByRole('menuitem', { name: 'History' }));
    const modal = await screen.findByRole('dialog', { name: 'Role Request History for Little Oaks' });
    const table = await within(modal).findByRole('table', { name: 'Role requests' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RoleActionDateChanged ByComments',
      'Staff LevelRequestedNov 1, 2026, 9:00 AMPat Lee',
      'Staff LevelApprovedNov 2, 2026, 9:00 AMDana CruzWelcome aboard.',
    ]);
    expect(
      api.called('GET', '/api/userorganizationroles/actionhistory')[0]!.query.get('employmentRecordId'),
    ).toBe('22');
  });

  it('keeps the records without organization roles in a tenant without organizations (jh)', async () => {
    serve();
    await openTab('jh');
    expect(screen.queryByRole('columnheader', { name: 'Organization Role' })).toBeNull();
    const menu = await menuOf('Sunshine Academy');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Request Verification']);
  });
});

describe('the employment tab in tn: TrainTN access and Program Details (spec 3 §1)', () => {
  const tnRows = [
    gridRow(41, { employerName: 'Sunshine Academy', isRegistryOrganization: true, organizationId: 5 }),
    gridRow(
      42,
      { employerName: 'Little Oaks', isRegistryOrganization: true, organizationId: 6 },
      { has100Role: true, hasTrainTNAccess: true },
    ),
    gridRow(43, { employerName: 'Home Daycare', isRegistryOrganization: false }),
  ];
  const little = {
    id: 6,
    name: 'Little Oaks',
    kind: 'facility',
    county: 'Davidson',
    countyFips: '47037',
    region: 'Middle',
  };

  function serveTn(handlers: Record<string, FakeHandler> = {}) {
    storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile'] });
    return fakeApi({
      'GET /api/accounts': { body: profileOf() },
      ...fakeGrid({ columns, rows: tnRows }),
      ...handlers,
    });
  }

  async function itemsOf(row: string) {
    const menu = await menuOf(row);
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    return items;
  }

  it('offers Remove TrainTN Access only where the person has it, and Program Details only at a registry organization', async () => {
    serveTn();
    await openTab('tn');
    const sunshine = await itemsOf('Sunshine Academy');
    expect(sunshine).toContain('Program Details');
    expect(sunshine).not.toContain('Remove TrainTN Access');
    const oaks = await itemsOf('Little Oaks');
    expect(oaks).toContain('Remove TrainTN Access');
    expect(oaks).toContain('Program Details');
    // Granting is the director's or a user manager's (employmentRoleAccess), never one's own.
    expect(oaks.some((item) => /grant/i.test(item ?? ''))).toBe(false);
    const home = await itemsOf('Home Daycare');
    expect(home).not.toContain('Program Details');
    expect(home).not.toContain('Remove TrainTN Access');
  });

  for (const tenant of ['al', 'jh'] as const)
    it(`offers neither in ${tenant}, whatever the row's flags`, async () => {
      serveTn();
      await openTab(tenant);
      const oaks = await itemsOf('Little Oaks');
      expect(oaks).not.toContain('Remove TrainTN Access');
      expect(oaks).not.toContain('Program Details');
    });

  it('removes TrainTN access after a confirmation, and the grid loads again', async () => {
    const api = serveTn({
      'POST /api/accounts/trainTNAccess': {
        body: {
          employmentRecordId: 42,
          organizationId: 6,
          organizationName: 'Little Oaks',
          isRegistryOrganization: true,
          active: [{ roleName: '100' }],
          requests: [],
          has100Role: true,
          has200Role: false,
          pending100: false,
          pending200: false,
          hasTrainTNAccess: false,
        },
      },
    });
    await openTab('tn');
    const loads = gridRequests(api.calls).length;
    fireEvent.click((await menuOf('Little Oaks')).getByRole('menuitem', { name: 'Remove TrainTN Access' }));
    const question = await screen.findByRole('dialog', { name: 'Please Confirm' });
    expect(question.textContent).toContain('Remove your TrainTN access for Little Oaks?');
    expect(api.called('POST', '/api/accounts/trainTNAccess')).toHaveLength(0);
    await confirm();
    await waitFor(() => expect(api.called('POST', '/api/accounts/trainTNAccess')).toHaveLength(1));
    expect(api.called('POST', '/api/accounts/trainTNAccess')[0]!.body).toEqual({
      employmentRecordId: 42,
      accessStatus: false,
    });
    expect(await screen.findByText('Your TrainTN access for Little Oaks was removed.')).toBeTruthy();
    await waitFor(() => expect(gridRequests(api.calls).length).toBeGreaterThan(loads));
  });

  it('sends nothing when the removal is cancelled', async () => {
    const api = serveTn();
    await openTab('tn');
    fireEvent.click((await menuOf('Little Oaks')).getByRole('menuitem', { name: 'Remove TrainTN Access' }));
    const question = await screen.findByRole('dialog', { name: 'Please Confirm' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.called('POST', '/api/accounts/trainTNAccess')).toHaveLength(0);
  });

  it('shows the server’s reason when the removal is refused', async () => {
    serveTn({ 'POST /api/accounts/trainTNAccess': { status: 403, body: 'You are not allowed to do this.' } });
    await openTab('tn');
    fireEvent.click((await menuOf('Little Oaks')).getByRole('menuitem', { name: 'Remove TrainTN Access' }));
    await confirm();
    const refusal = await screen.findByRole('dialog', { name: 'The role action could not be taken' });
    expect(refusal.textContent).toContain('You are not allowed to do this.');
  });

  it('shows the organization’s details in the Program Details modal', async () => {
    const api = serveTn({ 'GET /api/accounts/organization': { body: little } });
    await openTab('tn');
    fireEvent.click((await menuOf('Little Oaks')).getByRole('menuitem', { name: 'Program Details' }));
    const modal = await screen.findByRole('dialog', { name: 'Program Details: Little Oaks' });
    const details = await within(modal).findByTestId('program-details');
    expect(
      [...details.querySelectorAll('dt')].map(
        (term) => `${term.textContent}: ${term.nextSibling?.textContent}`,
      ),
    ).toEqual(['Name: Little Oaks', 'Type: Program', 'County: Davidson', 'Region: Middle']);
    expect(api.called('GET', '/api/accounts/organization')[0]!.query.get('orgId')).toBe('6');
  });

  it('leaves out what the registry does not hold, and says a failure in the modal', async () => {
    let fail = false;
    serveTn({
      'GET /api/accounts/organization': (call) =>
        fail
          ? { status: 404, body: 'No such organization.' }
          : {
              body: {
                ...little,
                id: Number(call.query.get('orgId')),
                name: 'Sunshine Academy',
                kind: 'agency',
                region: null,
              },
            },
    });
    await openTab('tn');
    fireEvent.click((await menuOf('Sunshine Academy')).getByRole('menuitem', { name: 'Program Details' }));
    let modal = await screen.findByRole('dialog', { name: 'Program Details: Sunshine Academy' });
    const details = await within(modal).findByTestId('program-details');
    expect([...details.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Name',
      'Type',
      'County',
    ]);
    expect(within(details).getByText('Agency')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fail = true;
    fireEvent.click((await menuOf('Little Oaks')).getByRole('menuitem', { name: 'Program Details' }));
    modal = await screen.findByRole('dialog', { name: 'Program Details: Little Oaks' });
    expect((await within(modal).findByRole('alert')).textContent).toBe('No such organization.');
  });
});
