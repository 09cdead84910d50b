import type { TUserAccessPermissions } from '@registry/contracts';
import { CLAIMS, type GridRow } from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { fakeGrid, gridColumn, gridRow } from '../../test/fake-grid';
import { stubWindowWidth } from '../../test/match-media';
import { renderAppAt } from '../../test/render';

configure({ asyncUtilTimeout: 5000 });

const columns = [
  gridColumn('fullName', { columnName: 'Name' }),
  gridColumn('userName', { columnName: 'Email' }),
];
const rows: GridRow[] = [
  gridRow(
    11,
    {
      fullName: 'Rosa Diaz',
      userName: 'rosa@example.org',
      isConfirmed: true,
      userLocked: false,
      canManage: true,
    },
    { canView: false, canEdit: false, canDelete: false },
  ),
];

const permissions = (overrides: Partial<TUserAccessPermissions> = {}): TUserAccessPermissions => ({
  userId: 11,
  fullName: 'Rosa Diaz',
  generalRoles: ['100', '350'],
  // A manager's view: not AdminUser, 500, 400 nor ApiUser (spec 2 §6).
  manageableRoles: ['100', '250', '350', '375'],
  organizations: [
    {
      employmentRecordId: 31,
      organizationId: 5,
      organizationName: 'Sunshine Academy',
      has100Role: true,
      has200Role: false,
      pending100: false,
      pending200: true,
    },
  ],
  mayManageOrganizationRoles: true,
  ...overrides,
});

function serve(handlers: Record<string, FakeHandler>) {
  storeSession({
    userId: 9,
    role: '400',
    claims: ['dashboard', 'profile', CLAIMS.manageUsers, CLAIMS.manageRoles],
  });
  return fakeApi({
    'GET /api/accounts': { body: profileOf({ id: 9, activeRole: '400' }) },
    ...fakeGrid({ columns, rows }),
    ...handlers,
  });
}

async function openPermissions() {
  renderAppAt('/dashboard/manage-users', { tenant: 'tn' });
  const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 5000 });
  await within(table).findByText('Rosa Diaz');
  fireEvent.click(screen.getByRole('button', { name: 'More actions for Rosa Diaz' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Permissions' }));
  const modal = await screen.findByRole('dialog', { name: 'User Access Permissions' });
  await within(modal).findByText('Roles of Rosa Diaz');
  return modal;
}

const switches = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('switch')
    .map((item) => [item.getAttribute('aria-label') ?? labelOf(item), (item as HTMLInputElement).checked]);

/** The switch's accessible name, from its label element. */
function labelOf(input: HTMLElement): string {
  return input.closest('label')?.textContent ?? '';
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('User Access Permissions (spec 2 §6)', () => {
  it('shows only the roles the viewer may manage, as labelled switches, and the organization roles', async () => {
    const api = serve({ 'GET /api/accountroles/user': { body: permissions() } });
    const modal = await openPermissions();
    expect(api.called('GET', '/api/accountroles/user')[0]!.query.get('userId')).toBe('11');
    const general = within(modal).getByRole('group', { name: 'General Roles' });
    expect(switches(general)).toEqual([
      ['EC Professional (100)', true],
      ['QEA (250)', false],
      ['DHS Staff (350)', true],
      ['DHS Supervisor (375)', false],
    ]);
    expect(within(modal).queryByRole('switch', { name: /Manager|Administrator|API User/ })).toBeNull();
    const sunshine = within(modal).getByRole('group', { name: 'Sunshine Academy' });
    expect(switches(sunshine)).toEqual([
      ['Staff Level', true],
      ['Director Level', false],
    ]);
    // The pending director request is said under its switch.
    expect(
      within(sunshine).getByRole('switch', { name: 'Director Level' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(within(sunshine).getByText('requested')).toBeTruthy();
  });

  it('leaves out the organization roles when the viewer may not manage them', async () => {
    serve({ 'GET /api/accountroles/user': { body: permissions({ mayManageOrganizationRoles: false }) } });
    const modal = await openPermissions();
    expect(within(modal).queryByText('Organization Roles')).toBeNull();
    expect(within(modal).queryByRole('switch', { name: 'Staff Level' })).toBeNull();
  });

  it('grants with POST and removes with DELETE, then shows the roles the server holds', async () => {
    let held = ['100', '350'];
    const api = serve({
      'GET /api/accountroles/user': () => ({ body: permissions({ generalRoles: held }) }),
      'POST /api/accountroles': (call) => {
        held = [...held, (call.body as { roleName: string }).roleName];
        return { body: { userId: 11, roles: held } };
      },
      'DELETE /api/accountroles': (call) => {
        held = held.filter((role) => role !== call.query.get('roleName'));
        return { body: { userId: 11, roles: held } };
      },
    });
    const modal = await openPermissions();
    fireEvent.click(within(modal).getByRole('switch', { name: 'QEA (250)' }));
    await waitFor(() =>
      expect((within(modal).getByRole('switch', { name: 'QEA (250)' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(api.called('POST', '/api/accountroles').map((call) => call.body)).toEqual([
      { userId: 11, roleName: '250' },
    ]);
    await waitFor(() =>
      expect(within(modal).getByRole('switch', { name: 'DHS Staff (350)' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    fireEvent.click(within(modal).getByRole('switch', { name: 'DHS Staff (350)' }));
    await waitFor(() =>
      expect(
        (within(modal).getByRole('switch', { name: 'DHS Staff (350)' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    const removed = api.called('DELETE', '/api/accountroles');
    expect(removed.map((call) => [call.query.get('userId'), call.query.get('roleName')])).toEqual([
      ['11', '350'],
    ]);
  });

  it('shows the server’s toggle rule beside the switch that asked, and the switch stays as it was', async () => {
    const rule = 'The EC Professional role cannot be removed while the user holds other roles.';
    serve({
      'GET /api/accountroles/user': { body: permissions() },
      'DELETE /api/accountroles': { status: 400, body: { errors: { roleName: rule } } },
    });
    const modal = await openPermissions();
    const professional = within(modal).getByRole('switch', { name: 'EC Professional (100)' });
    fireEvent.click(professional);
    const row = within(modal).getByTestId('general-role-100');
    expect((await within(row).findByRole('alert')).textContent).toBe(rule);
    const described = professional.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)!.textContent).toBe(rule);
    expect(
      (within(modal).getByRole('switch', { name: 'EC Professional (100)' }) as HTMLInputElement).checked,
    ).toBe(true);
    // Only that switch says it.
    expect(within(within(modal).getByTestId('general-role-250')).queryByRole('alert')).toBeNull();
  });

  it('grants and ends organization roles, and shows a refusal beside the switch', async () => {
    const rule = 'The director role needs the staff role at the same organization.';
    const api = serve({
      'GET /api/accountroles/user': {
        body: permissions({
          organizations: [
            {
              employmentRecordId: 31,
              organizationId: 5,
              organizationName: 'Sunshine Academy',
              has100Role: false,
              has200Role: false,
              pending100: false,
              pending200: false,
            },
          ],
        }),
      },
      'POST /api/userorganizationroles': (call) =>
        (call.body as { roleName: string }).roleName === '200'
          ? { status: 400, body: { errors: { roleName: rule } } }
          : { body: { message: 'ok' } },
    });
    const modal = await openPermissions();
    const sunshine = within(modal).getByRole('group', { name: 'Sunshine Academy' });
    fireEvent.click(within(sunshine).getByRole('switch', { name: 'Director Level' }));
    expect(
      (await within(within(modal).getByTestId('organization-role-31-200')).findByRole('alert')).textContent,
    ).toBe(rule);
    await waitFor(() =>
      expect(within(sunshine).getByRole('switch', { name: 'Staff Level' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    fireEvent.click(within(sunshine).getByRole('switch', { name: 'Staff Level' }));
    await waitFor(() => expect(api.called('POST', '/api/userorganizationroles')).toHaveLength(2));
    expect(api.called('POST', '/api/userorganizationroles').map((call) => call.body)).toEqual([
      { organizationId: 5, employmentRecordId: 31, roleName: '200', active: true, userId: 11 },
      { organizationId: 5, employmentRecordId: 31, roleName: '100', active: true, userId: 11 },
    ]);
  });

  it('fits a 390 px screen: the grid as cards, Permissions a button, the switches reachable', async () => {
    stubWindowWidth(390);
    serve({ 'GET /api/accountroles/user': { body: permissions() } });
    renderAppAt('/dashboard/manage-users', { tenant: 'tn' });
    const card = await screen.findByRole('article', { name: 'Rosa Diaz' }, { timeout: 5000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Permissions Rosa Diaz' }));
    const modal = await screen.findByRole('dialog', { name: 'User Access Permissions' });
    expect(await within(modal).findAllByRole('switch')).toHaveLength(6);
  });
});
