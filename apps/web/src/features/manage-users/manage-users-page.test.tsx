import { CLAIMS } from '@registry/domain';
import type { TGridRequest } from '@registry/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  profileOf,
  storeSession,
  type FakeHandler,
  type FakeReply,
  type RecordedCall,
} from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';
import type { GridRow } from '@registry/domain';

// These pages load lazily and page through several requests; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const columns = [
  gridColumn('fullName', { columnName: 'Name' }),
  gridColumn('userName', { columnName: 'Email' }),
  gridColumn('registryId', { columnName: 'Registry ID' }),
  gridColumn('titlePosition', { columnName: 'Title/Position' }),
  gridColumn('organizationName', { columnName: 'Organization' }),
];

const user = (
  id: number,
  fullName: string,
  flags: Partial<Record<'isConfirmed' | 'userLocked' | 'canManage' | 'showCoachHistoryLink', boolean>> = {},
): GridRow =>
  gridRow(
    id,
    {
      fullName,
      userName: `${fullName.split(' ')[0]!.toLowerCase()}@example.org`,
      registryId: `PAL-${id}`,
      titlePosition: 'Teacher',
      organizationName: 'Sunshine Academy',
      isConfirmed: flags.isConfirmed ?? true,
      userLocked: flags.userLocked ?? false,
      hasElevatedRole: false,
      has500OrHigherRole: false,
      showCoachHistoryLink: flags.showCoachHistoryLink ?? false,
      canManage: flags.canManage ?? true,
    },
    { canView: false, canEdit: false, canDelete: false },
  );

const ADMIN_CLAIMS = [
  'dashboard',
  'profile',
  CLAIMS.manageUsers,
  CLAIMS.manageRoles,
  CLAIMS.unlockAccounts,
  CLAIMS.confirmAccounts,
];

/** fakeGrid's handlers over rows read afresh at each request (a change shows when the grid reloads). */
function liveGrid(rows: () => GridRow[]): Record<string, FakeHandler> {
  const handler =
    (key: 'POST /api/grid' | 'POST /api/grid/summary') =>
    (call: RecordedCall): FakeReply | Promise<FakeReply> =>
      (fakeGrid({ columns, rows: rows() })[key] as (call: RecordedCall) => FakeReply)(call);
  return {
    'POST /api/grid': handler('POST /api/grid'),
    'POST /api/grid/summary': handler('POST /api/grid/summary'),
  };
}

/** A signed-in 500 with `claims`, the grid over `rows()` and the other handlers. */
function serve(
  rows: () => GridRow[],
  handlers: Record<string, FakeHandler> = {},
  claims: string[] = [...ADMIN_CLAIMS, CLAIMS.changeEmail],
) {
  storeSession({ userId: 9, role: '500', claims });
  return fakeApi({
    'GET /api/accounts': { body: profileOf({ id: 9, activeRole: '500' }) },
    ...liveGrid(rows),
    ...handlers,
  });
}

const open = async (tenant: 'al' | 'tn' | 'jh' = 'tn') => {
  renderAppAt('/dashboard/manage-users', { tenant });
  await screen.findByRole('heading', { level: 1, name: 'Manage Users' }, { timeout: 5000 });
  return screen.findByRole('table', { name: 'Users' });
};

/** The labels of a row's further actions (its menu). */
async function actionsOf(name: string): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  const labels = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return labels;
}

async function choose(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Manage Users (spec 2 §2, §6)', () => {
  it('asks for the manage-users grid of users, 5 a page, and offers each row the actions its flags allow', async () => {
    const rows = [
      user(11, 'Rosa Diaz', { isConfirmed: false }),
      user(12, 'Sam Hill', { canManage: false, userLocked: true }),
    ];
    const live = serve(() => rows);
    const table = await open();
    await within(table).findByText('Rosa Diaz');
    expect(gridRequests(live.calls)[0]).toMatchObject<Partial<TGridRequest>>({
      entityTypeId: 1,
      altGridId: 'manage-users',
      from: 1,
      to: 5,
    });
    expect(await actionsOf('Rosa Diaz')).toEqual([
      'Permissions',
      'User Records',
      'Change Email Address',
      'Confirm User',
    ]);
    expect(await actionsOf('Sam Hill')).toEqual(['Change Email Address', 'Unlock']);
  });

  it('opens User Records of the row in its manage mode: Community Service and Membership for a 500 in tn', async () => {
    serve(() => [user(11, 'Rosa Diaz')]);
    await within(await open('tn')).findByText('Rosa Diaz');
    await choose('Rosa Diaz', 'User Records');
    const modal = await screen.findByRole('dialog', { name: 'User Records: Rosa Diaz' });
    expect(within(modal).getByRole('button', { name: /Community Service/ })).toBeTruthy();
    expect(within(modal).getByRole('button', { name: /Membership/ })).toBeTruthy();
  });

  it('offers Coaching History where the row says so, opening User Coach History (issue 25)', async () => {
    const live = serve(() => [user(11, 'Rosa Diaz', { showCoachHistoryLink: true }), user(12, 'Sam Hill')]);
    await open();
    expect(await actionsOf('Rosa Diaz')).toContain('Coaching History');
    expect(await actionsOf('Sam Hill')).not.toContain('Coaching History');
    await choose('Rosa Diaz', 'Coaching History');
    expect(await screen.findByRole('dialog', { name: 'Coaching History' })).toBeTruthy();
    await waitFor(() =>
      expect(gridRequests(live.calls).find((request) => request.entityTypeId === 22)).toMatchObject({
        altGridId: 'coach-history',
        primaryEntity: { id: 11, entityTypeId: 1 },
      }),
    );
  });

  it('offers Change Email Address only to a viewer holding its claim', async () => {
    const rows = [user(11, 'Rosa Diaz')];
    serve(() => rows, {}, ADMIN_CLAIMS);
    const table = await open('jh');
    await within(table).findByText('Rosa Diaz');
    expect(await actionsOf('Rosa Diaz')).toEqual(['Permissions', 'User Records']);
  });

  it('searches by name from two characters, and among EC professionals only when asked', async () => {
    const rows = [user(11, 'Rosa Diaz')];
    const api = serve(() => rows, {}, ADMIN_CLAIMS);
    await open();
    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(box, { target: { value: 'r' } });
    expect(await screen.findByText('Two or more characters are required for search')).toBeTruthy();
    fireEvent.change(box, { target: { value: ' ro ' } });
    await waitFor(() =>
      expect(gridRequests(api.calls).at(-1)!.defaultFilters).toEqual([
        { filterColumn: 'SearchableName', operation: 'Contains', value: 'ro' },
      ]),
    );
    expect(screen.queryByText('Two or more characters are required for search')).toBeNull();
    // Only the last request names the term: one letter asked nothing.
    expect(
      gridRequests(api.calls).filter((request) =>
        request.defaultFilters.some((filter) => filter.value === 'r'),
      ),
    ).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'EC professionals only' }));
    await waitFor(() =>
      expect(gridRequests(api.calls).at(-1)!.defaultFilters).toEqual([
        { filterColumn: 'SearchableName', operation: 'Contains', value: 'ro' },
        { filterColumn: 'HasECProfessionalRoleOnly', operation: 'Equals', value: 'true' },
      ]),
    );
  });

  it('starts a new search at the first page', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => user(20 + index, `Person ${index + 1} Lane`));
    const api = serve(() => rows, {}, ADMIN_CLAIMS);
    const table = await open();
    await within(table).findByText('Person 1 Lane');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('Person 6 Lane');
    expect(gridRequests(api.calls).at(-1)).toMatchObject({ from: 6, to: 10 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'pe' } });
    await waitFor(() =>
      expect(gridRequests(api.calls).at(-1)).toMatchObject({
        from: 1,
        to: 5,
        defaultFilters: [{ filterColumn: 'SearchableName', operation: 'Contains', value: 'pe' }],
      }),
    );
  });

  it('confirms an unconfirmed user: "{full name} is confirmed!" with thanks, and the row updates', async () => {
    let confirmed = false;
    const rows = () => [user(11, 'Rosa Diaz', { isConfirmed: confirmed })];
    const api = serve(rows, {
      'POST /api/accounts/emailconfirm': () => {
        confirmed = true;
        return { body: { message: 'The account has been confirmed.' } };
      },
    });
    const table = await open();
    await within(table).findByText('Rosa Diaz');
    await choose('Rosa Diaz', 'Confirm User');
    expect(await screen.findByText('Rosa Diaz is confirmed!')).toBeTruthy();
    expect(screen.getByText('Thank you! The account is confirmed and can be used to log in.')).toBeTruthy();
    expect(api.called('POST', '/api/accounts/emailconfirm').map((call) => call.body)).toEqual([
      { userName: 'rosa@example.org' },
    ]);
    await waitFor(async () =>
      expect(await actionsOf('Rosa Diaz')).toEqual(['Permissions', 'User Records', 'Change Email Address']),
    );
  });

  it('unlocks a locked user and reloads the grid page', async () => {
    let locked = true;
    const rows = () => [user(12, 'Sam Hill', { userLocked: locked })];
    const api = serve(rows, {
      'POST /api/accounts/unlock': () => {
        locked = false;
        return { body: { message: 'The account has been unlocked.' } };
      },
    });
    const table = await open();
    await within(table).findByText('Sam Hill');
    const before = gridRequests(api.calls).length;
    await choose('Sam Hill', 'Unlock');
    expect(await screen.findByText('The account of Sam Hill is unlocked.')).toBeTruthy();
    const unlock = api.called('POST', '/api/accounts/unlock');
    expect(unlock.map((call) => call.query.get('userId'))).toEqual(['12']);
    await waitFor(() => expect(gridRequests(api.calls).length).toBeGreaterThan(before));
    await waitFor(async () =>
      expect(await actionsOf('Sam Hill')).toEqual(['Permissions', 'User Records', 'Change Email Address']),
    );
  });
});

describe('Change Email Address', () => {
  function serveEmail(reply: FakeHandler) {
    const rows = [user(11, 'Rosa Diaz')];
    return serve(() => rows, { 'POST /api/accounts/emailchange': reply });
  }

  it('trims the new address and sends it only after a confirmation', async () => {
    const api = serveEmail({ body: { message: 'The e-mail address has been changed.' } });
    await within(await open()).findByText('Rosa Diaz');
    await choose('Rosa Diaz', 'Change Email Address');
    const modal = await screen.findByRole('dialog', { name: 'Change Email Address' });
    fireEvent.change(within(modal).getByRole('textbox', { name: /New e-mail address/ }), {
      target: { value: '  rosa.diaz@example.org ' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Change Email Address' }));
    let confirm = await screen.findByRole('dialog', { name: 'Please Confirm' });
    expect(confirm.textContent).toContain(
      'Change the e-mail address of Rosa Diaz from rosa@example.org to rosa.diaz@example.org?',
    );
    // Cancel sends nothing.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please Confirm' })).toBeNull());
    expect(api.called('POST', '/api/accounts/emailchange')).toEqual([]);

    fireEvent.click(within(modal).getByRole('button', { name: 'Change Email Address' }));
    confirm = await screen.findByRole('dialog', { name: 'Please Confirm' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('The e-mail address of Rosa Diaz is now rosa.diaz@example.org.'),
    ).toBeTruthy();
    expect(api.called('POST', '/api/accounts/emailchange').map((call) => call.body)).toEqual([
      { email: 'rosa.diaz@example.org', userName: 'rosa@example.org', fullName: 'Rosa Diaz' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Email Address' })).toBeNull());
  });

  it('shows the server’s refusal in the modal', async () => {
    serveEmail({ status: 400, body: { errors: { email: 'That e-mail address is already in use.' } } });
    await within(await open()).findByText('Rosa Diaz');
    await choose('Rosa Diaz', 'Change Email Address');
    const modal = await screen.findByRole('dialog', { name: 'Change Email Address' });
    fireEvent.change(within(modal).getByRole('textbox', { name: /New e-mail address/ }), {
      target: { value: 'sam@example.org' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Change Email Address' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please Confirm' })).getByRole('button', {
        name: 'OK',
      }),
    );
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'That e-mail address is already in use.',
    );
  });

  it('asks before closing with an address typed and not sent', async () => {
    serveEmail({ body: { message: 'ok' } });
    await within(await open()).findByText('Rosa Diaz');
    await choose('Rosa Diaz', 'Change Email Address');
    const modal = await screen.findByRole('dialog', { name: 'Change Email Address' });
    fireEvent.change(within(modal).getByRole('textbox', { name: /New e-mail address/ }), {
      target: { value: 'new@example.org' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    const warning = await screen.findByRole('dialog', { name: 'Unsaved Data Warning' });
    expect(warning.textContent).toContain('Are you sure you want to close without saving?');
    // Staying keeps what was typed.
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved Data Warning' })).toBeNull());
    expect(
      (within(modal).getByRole('textbox', { name: /New e-mail address/ }) as HTMLInputElement).value,
    ).toBe('new@example.org');
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved Data Warning' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Email Address' })).toBeNull());
  });

  it('closes without asking when nothing was typed', async () => {
    serveEmail({ body: { message: 'ok' } });
    await within(await open()).findByText('Rosa Diaz');
    await choose('Rosa Diaz', 'Change Email Address');
    const modal = await screen.findByRole('dialog', { name: 'Change Email Address' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Email Address' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Unsaved Data Warning' })).toBeNull();
  });
});
