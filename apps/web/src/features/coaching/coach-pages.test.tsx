import type { TCoachRelationship, TCoachRequest, TGridRequest } from '@registry/contracts';
import { claimsForRole, COACHING_TEXTS, getTenant, type GridColumn, type GridRow } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler, type RecordedCall } from '../../test/fake-api';
import { gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

const NO_OFFERS = {
  mayRequest: false,
  mayWithdraw: false,
  mayApprove: false,
  mayReject: false,
  mayEnd: false,
  mayAllowPdp: false,
  mayRemovePdp: false,
  hasHistory: false,
};
const contact = (id: number, name: string) => ({ id, name, email: `${id}@example.org`, phoneNumber: null });
const COACH = contact(3, 'Cora Coach');

const PEOPLE_COLUMNS: GridColumn[] = [
  gridColumn('fullName', { columnName: 'Name' }),
  gridColumn('userName', { columnName: 'Email' }),
];
const personRow = (id: number, name: string) =>
  gridRow(id, { fullName: name, userName: `${id}@example.org` }, { canView: false });

const CASE_COLUMNS: GridColumn[] = [
  gridColumn('primaryEntityName', { columnName: 'Name' }),
  gridColumn('primaryEntityEmail', { columnName: 'Email' }),
];
const caseRow = (id: number, userId: number, name: string, flags: Partial<GridRow>) =>
  gridRow(
    id,
    { primaryEntityName: name, primaryEntityEmail: `${userId}@example.org` },
    {
      userId,
      canView: true,
      ...flags,
    },
  );

/** The coach (300, tn): search-users (entity 1), the cases (entity 21), their own relationships and requests. */
function serve(
  options: { relationships?: TCoachRelationship[]; requests?: TCoachRequest[]; cases?: GridRow[] },
  handlers: Record<string, FakeHandler> = {},
) {
  storeSession({ userId: 3, role: '300', claims: claimsForRole('300', getTenant('tn')) });
  return fakeApi({
    'GET /api/accounts': { body: profileOf({ id: 3, activeRole: '300' }) },
    'POST /api/grid': (call: RecordedCall) => {
      const request = call.body as TGridRequest;
      if (request.entityTypeId === 1)
        return {
          body: {
            gridData: [personRow(7, 'Rosa Diaz'), personRow(8, 'Sam Hill')],
            columns: PEOPLE_COLUMNS,
          },
        };
      const rows = request.entityTypeId === 21 ? (options.cases ?? []) : [];
      return {
        body: { gridData: rows, columns: CASE_COLUMNS, ...(rows.length ? {} : { message: 'No Data' }) },
      };
    },
    'POST /api/grid/summary': (call: RecordedCall) => ({
      body: {
        total: (call.body as TGridRequest).entityTypeId === 1 ? 2 : (options.cases ?? []).length,
        totalCapped: false,
        maxUpdatedDate: null,
      },
    }),
    'GET /api/coach/relationships': { body: options.relationships ?? [] },
    'GET /api/coach/requests': { body: options.requests ?? [] },
    ...handlers,
  });
}

async function menuItems(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Manage Connections (spec 3 §2 coach pages, §4)', () => {
  it('offers Request Coaching to a person without coaching, Withdraw and History for a request of theirs waiting', async () => {
    const api = serve(
      {
        relationships: [
          {
            coachRelationshipId: 5,
            person: contact(8, 'Sam Hill'),
            active: false,
            pdpShared: false,
            pendingActionId: 55,
            offers: { ...NO_OFFERS, mayWithdraw: true, hasHistory: true },
          },
        ],
      },
      {
        'POST /api/coach/coachrelationshipaction': {
          body: { coachRelationshipIds: [6], active: false, message: COACHING_TEXTS.requested },
        },
      },
    );
    renderAppAt('/dashboard/manage-connections', { tenant: 'tn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Connections' })).toBeTruthy();
    // No request waits: Pending Requests is closed.
    expect(screen.getByRole('button', { name: 'Pending Requests' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Search by User Name' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'User Name' }), { target: { value: 'ro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Rosa Diaz');
    expect(gridRequests(api.calls).find((request) => request.entityTypeId === 1)).toMatchObject({
      altGridId: 'search-users',
    });
    await waitFor(() => expect(api.called('GET', '/api/coach/relationships')).toHaveLength(1));
    expect(await menuItems('Sam Hill')).toEqual(['Withdraw', 'History']);
    expect(await menuItems('Rosa Diaz')).toEqual(['Request Coaching']);

    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Rosa Diaz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Request Coaching' }));
    const ask = await screen.findByRole('dialog', { name: 'Request Coaching' });
    // PDP commenting is the professional's choice: no checkbox on the coach's request.
    expect(within(ask).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    await screen.findByRole('dialog', { name: 'Done' });
    expect(api.called('POST', '/api/coach/coachrelationshipaction')[0]!.body).toEqual({
      action: 'Requested',
      coachId: 3,
      primaryEntityId: 7,
      comments: null,
    });
  });

  it("opens Pending Requests when one waits: a professional's request to approve, without the PDP checkbox", async () => {
    const request: TCoachRequest = {
      coachRelationshipActionId: 61,
      coachRelationshipId: 6,
      userRequesting: contact(7, 'Rosa Diaz'),
      primaryEntity: contact(7, 'Rosa Diaz'),
      coach: COACH,
      lastChangeDateTime: '2026-11-20T15:00:00.000Z',
      expirationDate: '2026-12-20T15:00:00.000Z',
      comments: 'New to the field',
      pdpShared: true,
      offers: { ...NO_OFFERS, mayApprove: true, mayReject: true, hasHistory: true },
    };
    const api = serve(
      { requests: [request] },
      {
        'POST /api/coach/coachrelationshipaction': {
          body: { coachRelationshipIds: [6], active: true, message: COACHING_TEXTS.approved },
        },
      },
    );
    renderAppAt('/dashboard/manage-connections', { tenant: 'tn' });
    const table = await screen.findByRole('table', { name: 'Coaching requests waiting for an answer' });
    expect(within(table).getByText('New to the field')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Approve Rosa Diaz' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve Coaching Request' });
    expect(within(ask).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    await screen.findByRole('dialog', { name: 'Done' });
    expect(api.called('POST', '/api/coach/coachrelationshipaction')[0]!.body).toEqual({
      action: 'Approved',
      coachRelationshipActionIds: [61],
      comments: null,
    });
  });
});

describe('Active Cases and Closed Cases (spec 3 §2 coach pages)', () => {
  it('Active Cases: User Records, End Coaching and History per case', async () => {
    serve({ cases: [caseRow(9, 7, 'Rosa Diaz', { mayEnd: true })] });
    renderAppAt('/dashboard/active-cases', { tenant: 'tn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Active Cases' })).toBeTruthy();
    expect(await menuItems('Rosa Diaz')).toEqual(['User Records', 'End Coaching', 'History']);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Rosa Diaz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'User Records' }));
    expect(await screen.findByRole('dialog', { name: /User Records/ })).toBeTruthy();
  });

  it('Active Cases: View PDP only where the professional shares their PDP with the coach', async () => {
    serve({
      cases: [
        caseRow(9, 7, 'Rosa Diaz', { mayEnd: true, pdpShared: true }),
        caseRow(10, 8, 'Sam Hill', { mayEnd: true, pdpShared: false }),
      ],
    });
    renderAppAt('/dashboard/active-cases', { tenant: 'tn' });
    expect(await menuItems('Rosa Diaz')).toEqual(['User Records', 'View PDP', 'End Coaching', 'History']);
    expect(await menuItems('Sam Hill')).toEqual(['User Records', 'End Coaching', 'History']);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Rosa Diaz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'View PDP' }));
    expect(await screen.findByRole('dialog', { name: /Rosa Diaz/ })).toBeTruthy();
  });

  it('Closed Cases: read-only, History only', async () => {
    serve({ cases: [caseRow(9, 7, 'Rosa Diaz', {})] });
    renderAppAt('/dashboard/closed-cases', { tenant: 'tn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Closed Cases' })).toBeTruthy();
    expect(await menuItems('Rosa Diaz')).toEqual(['History']);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Rosa Diaz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'History' }));
    expect(await screen.findByRole('dialog', { name: 'Coaching History' })).toBeTruthy();
  });
});
