import type { TCoachRelationship, TCoachRequest, TGridRequest } from '@registry/contracts';
import { claimsForRole, COACHING_TEXTS, getTenant, type GridColumn, type GridRow } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler, type RecordedCall } from '../../test/fake-api';
import { gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

const COLUMNS: GridColumn[] = [
  gridColumn('coachName', { columnName: 'Coach' }),
  gridColumn('statusName', { columnName: 'Status' }),
];

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
const PRO = contact(3, 'Pat Pro');
const COACH = contact(8, 'Cora Coach');

const coachRequest: TCoachRequest = {
  coachRelationshipActionId: 51,
  coachRelationshipId: 5,
  userRequesting: COACH,
  primaryEntity: PRO,
  coach: COACH,
  lastChangeDateTime: '2026-11-20T15:00:00.000Z',
  expirationDate: '2026-12-20T15:00:00.000Z',
  comments: 'Happy to help',
  pdpShared: false,
  offers: { ...NO_OFFERS, mayApprove: true, mayReject: true, hasHistory: true },
};

const activeCoach = (flags: Partial<GridRow>) =>
  gridRow(
    9,
    { coachName: 'Colin Other', statusName: 'Approved', coachUserId: 12 },
    {
      mayEnd: true,
      mayRemovePdp: true,
      hasHistory: true,
      ...flags,
    },
  );

function grids(rows: GridRow[]) {
  return {
    'POST /api/grid': (call: RecordedCall) => {
      const request = call.body as TGridRequest;
      const gridData = request.entityTypeId === 21 ? rows : [];
      return { body: { gridData, columns: COLUMNS, ...(gridData.length ? {} : { message: 'No Data' }) } };
    },
    'POST /api/grid/summary': (call: RecordedCall) => ({
      body: {
        total: (call.body as TGridRequest).entityTypeId === 21 ? rows.length : 0,
        totalCapped: false,
        maxUpdatedDate: null,
      },
    }),
  } satisfies Record<string, FakeHandler>;
}

function serve(handlers: Record<string, FakeHandler>) {
  storeSession({ userId: 3, role: '100', claims: claimsForRole('100', getTenant('tn')) });
  return fakeApi({ 'GET /api/accounts': { body: profileOf({ id: 3, activeRole: '100' }) }, ...handlers });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('/dashboard/coaches (spec 3 §2, §4; a professional in tn)', () => {
  it('opens Requests when one waits; Approve asks with the PDP checkbox and sends the choice', async () => {
    const api = serve({
      ...grids([activeCoach({})]),
      'GET /api/coach/requests': { body: [coachRequest] },
      'POST /api/coach/coachrelationshipaction': {
        body: { coachRelationshipIds: [5], active: true, message: COACHING_TEXTS.approved },
      },
    });
    renderAppAt('/dashboard/coaches', { tenant: 'tn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaches' })).toBeTruthy();
    // The Requests accordion is open: the request and its actions show.
    const table = await screen.findByRole('table', { name: 'Coaching requests waiting for an answer' });
    expect(within(table).getByText('Happy to help')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Withdraw Cora Coach' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Approve Cora Coach' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve Coaching Request' });
    fireEvent.click(within(ask).getByRole('checkbox', { name: COACHING_TEXTS.allowPdp }));
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    const done = await screen.findByRole('dialog', { name: 'Done' });
    expect(within(done).getByText(COACHING_TEXTS.approved)).toBeTruthy();
    expect(api.called('POST', '/api/coach/coachrelationshipaction')[0]!.body).toEqual({
      action: 'Approved',
      coachRelationshipActionIds: [51],
      comments: null,
      pdpShared: true,
    });
    expect(gridRequests(api.calls).find((request) => request.entityTypeId === 21)).toMatchObject({
      altGridId: 'coaches',
    });
  });

  it('Requests stays closed with none; End Coaching needs a comment; the row offers what its flags say', async () => {
    const api = serve({
      ...grids([activeCoach({})]),
      'GET /api/coach/requests': { body: [] },
      'POST /api/coach/coachrelationshipaction': {
        body: { coachRelationshipIds: [9], active: false, message: COACHING_TEXTS.closed },
      },
    });
    renderAppAt('/dashboard/coaches', { tenant: 'tn' });
    await screen.findByText('Colin Other');
    expect(screen.getByRole('button', { name: 'Requests' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Colin Other' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['End Coaching', 'Remove PDP Commenting', 'History']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'End Coaching' }));
    const ask = await screen.findByRole('dialog', { name: 'End Coaching' });
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    expect(await within(ask).findByText(COACHING_TEXTS.commentRequired)).toBeTruthy();
    expect(api.called('POST', '/api/coach/coachrelationshipaction')).toHaveLength(0);
    fireEvent.change(within(ask).getByRole('textbox', { name: 'Comment' }), {
      target: { value: ' Goals met ' },
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    await screen.findByRole('dialog', { name: 'Done' });
    expect(api.called('POST', '/api/coach/coachrelationshipaction')[0]!.body).toEqual({
      action: 'Closed',
      coachRelationshipId: 9,
      comments: 'Goals met',
    });
  });

  it('finds a coach by name and requests coaching, with the PDP choice and an optional comment', async () => {
    const found: TCoachRelationship[] = [
      {
        coachRelationshipId: null,
        person: COACH,
        active: false,
        pdpShared: false,
        pendingActionId: null,
        offers: { ...NO_OFFERS, mayRequest: true },
      },
    ];
    const api = serve({
      ...grids([]),
      'GET /api/coach/requests': { body: [] },
      'GET /api/coach/coaches': { body: found },
      'POST /api/coach/coachrelationshipaction': {
        body: { coachRelationshipIds: [5], active: false, message: COACHING_TEXTS.requested },
      },
    });
    renderAppAt('/dashboard/coaches', { tenant: 'tn' });
    const field = await screen.findByRole('textbox', { name: 'Coach’s name' });
    fireEvent.change(field, { target: { value: 'c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Two or more characters are required for search')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'cor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Request Coaching Cora Coach' }));
    await waitFor(() => expect(api.called('GET', '/api/coach/coaches')[0]!.query.get('name')).toBe('cor'));
    const ask = await screen.findByRole('dialog', { name: 'Request Coaching' });
    fireEvent.change(within(ask).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: 'Please coach me' },
    });
    fireEvent.click(within(ask).getByRole('checkbox', { name: COACHING_TEXTS.allowPdp }));
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    await screen.findByRole('dialog', { name: 'Done' });
    expect(api.called('POST', '/api/coach/coachrelationshipaction')[0]!.body).toEqual({
      action: 'Requested',
      coachId: 8,
      primaryEntityId: 3,
      comments: 'Please coach me',
      pdpShared: true,
    });
  });
});
