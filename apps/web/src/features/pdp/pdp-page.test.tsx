import type { TFormResponse, TGridRequest, TPdpItem } from '@registry/contracts';
import { claimsForRole, getTenant, type GridColumn, type GridRow } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../../engine/forms/test-elements';
import { fakeApi, profileOf, storeSession, type FakeHandler, type RecordedCall } from '../../test/fake-api';
import { gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt, renderWithProviders } from '../../test/render';
import { PdpModal } from './pdp-modal';

const GOAL_COLUMNS: GridColumn[] = [
  gridColumn('goal', { columnName: 'Goal' }),
  gridColumn('status', { columnName: 'Status' }),
];
const AREA_COLUMNS: GridColumn[] = [gridColumn('areaName', { columnName: 'Competency Area' })];
const COMMENT_COLUMNS: GridColumn[] = [
  gridColumn('comment', { columnName: 'Comment' }),
  gridColumn('authorName', { columnName: 'Author' }),
];

const goal = gridRow(5, { goal: 'Earn my CDA', status: 'Completed' }, { canEdit: true, canDelete: true });
const GRIDS: Record<number, { columns: GridColumn[]; rows: GridRow[] }> = {
  12: { columns: GOAL_COLUMNS, rows: [goal] },
  13: { columns: AREA_COLUMNS, rows: [gridRow(1, { areaName: 'Child Growth and Development' })] },
  16: {
    columns: COMMENT_COLUMNS,
    rows: [gridRow(9, { comment: 'Well planned.', authorName: 'Dana Director' })],
  },
};

function grids() {
  const of = (call: RecordedCall) => GRIDS[(call.body as TGridRequest).entityTypeId]!;
  return {
    'POST /api/grid': (call: RecordedCall) => ({
      body: { gridData: of(call).rows, columns: of(call).columns },
    }),
    'POST /api/grid/summary': (call: RecordedCall) => ({
      body: { total: of(call).rows.length, totalCapped: false, maxUpdatedDate: null },
    }),
  } satisfies Record<string, FakeHandler>;
}

const goalForm = {
  id: 11,
  version: 1,
  entityTypeId: 12,
  name: 'PDP Goal',
  entityId: 5,
  readOnly: true,
  elements: [makeElement({ id: 11001, stimulus: 'Goal', value: 'Earn my CDA' })],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
} as unknown as TFormResponse;

const item = (flags: Partial<TPdpItem>): TPdpItem => ({
  entityTypeId: 12,
  entityId: 5,
  ownerUserId: 3,
  status: 'Completed',
  verified: false,
  viewerIsDirector: false,
  reflectionId: null,
  coachReflectionId: null,
  mayVerify: false,
  mayUnverify: false,
  mayReflect: false,
  mayComment: true,
  ...flags,
});

function serve(role: '100' | '200', handlers: Record<string, FakeHandler>) {
  storeSession({ userId: 3, role, claims: claimsForRole(role, getTenant('tn')) });
  return fakeApi({
    'GET /api/accounts': { body: profileOf({ id: 3, activeRole: role }) },
    'POST /api/form': { body: goalForm },
    ...grids(),
    ...handlers,
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the PDP (spec 3 §2)', () => {
  it('opens on Info, with the link to the PDP help file', async () => {
    serve('100', {});
    const { location } = renderAppAt('/dashboard/pdp', { tenant: 'tn' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Professional Development Plan' }),
    ).toBeTruthy();
    expect(location()).toBe('/dashboard/pdp/info');
    expect(screen.getByRole('link', { name: 'Download the PDP guide (PDF)' }).getAttribute('href')).toBe(
      '/api/file/s/pdp-help',
    );
    expect(screen.getByText(/^Your director can read your plan, verify a Completed training/)).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Professional development plan sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Info', 'Self-Assessment', 'Required Training', 'Goals']);
  });

  it('jh (no directors): Info says the coach reads the plan', async () => {
    storeSession({ userId: 3, role: '100', claims: claimsForRole('100', getTenant('jh')) });
    fakeApi({ 'GET /api/accounts': { body: profileOf({ id: 3, activeRole: '100' }) } });
    renderAppAt('/dashboard/pdp/info', { tenant: 'jh' });
    expect(await screen.findByText(/^Your coach can read your plan/)).toBeTruthy();
    expect(screen.queryByText(/director/)).toBeNull();
  });

  it('Self-Assessment: the rows are made first, then one page of 25 without Add New', async () => {
    const api = serve('100', { 'POST /api/pdp/selfassessment': { body: { created: 8, total: 8 } } });
    renderAppAt('/dashboard/pdp/self-assessment', { tenant: 'tn' });
    await screen.findByText('Child Growth and Development');
    const made = api.calls.findIndex((call) => call.path === '/api/pdp/selfassessment');
    const read = api.calls.findIndex((call) => call.path === '/api/grid');
    expect(made).toBeGreaterThanOrEqual(0);
    expect(made).toBeLessThan(read);
    expect(gridRequests(api.calls).find((request) => request.entityTypeId === 13)).toMatchObject({
      formId: 12,
      from: 1,
      to: 25,
    });
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
  });

  it("a goal's view shows its comments and the owner's Add Comment, which posts the comment", async () => {
    const api = serve('100', {
      'GET /api/pdp/item': { body: item({}) },
      'POST /api/pdp/comment': { body: { commentId: 10, message: 'Your comment was added.' } },
    });
    renderAppAt('/dashboard/pdp/goals', { tenant: 'tn' });
    fireEvent.click(await screen.findByRole('button', { name: /^View / }));
    const view = await screen.findByRole('dialog', { name: 'Goal' });
    const comments = within(view).getByRole('region', { name: 'Comments and Reflections' });
    expect(await within(comments).findByText('Well planned.')).toBeTruthy();
    expect(gridRequests(api.calls).find((request) => request.entityTypeId === 16)).toMatchObject({
      formId: 14,
      to: 5,
      primaryEntity: { id: 3, entityTypeId: 1 },
      defaultFilters: [{ filterColumn: 'itemKey', operation: 'Equals', value: '12:5' }],
    });
    expect(within(comments).queryByRole('button', { name: 'Add Reflection' })).toBeNull();
    expect(within(comments).queryByRole('button', { name: 'Verify' })).toBeNull();
    fireEvent.click(await within(comments).findByRole('button', { name: 'Add Comment' }));
    const ask = await screen.findByRole('dialog', { name: 'Add Comment' });
    fireEvent.change(within(ask).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Thanks!' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/pdp/comment')?.body).toEqual({
        entityTypeId: 12,
        entityId: 5,
        commentType: 'Comment',
        comment: 'Thanks!',
      }),
    );
  });
});

describe("another person's PDP (PdpModal)", () => {
  it('a director verifies a Completed item from its view: POST /api/verification/action', async () => {
    const api = serve('200', {
      'GET /api/pdp/item': { body: item({ viewerIsDirector: true, mayVerify: true, mayReflect: true }) },
      'POST /api/verification/action': {
        body: {
          entityTypeId: 12,
          entityId: 5,
          verified: true,
          rejected: false,
          verificationStatus: null,
          message: 'Verified.',
        },
      },
    });
    renderWithProviders(<PdpModal person={{ id: 3, fullName: 'Tara Teacher' }} onClose={() => undefined} />, {
      tenant: 'tn',
    });
    const pdp = await screen.findByRole('dialog', { name: 'PDP of Tara Teacher' });
    expect(
      within(pdp)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Required Training', 'Goals', 'Self-Assessment']);
    fireEvent.click(within(pdp).getByRole('tab', { name: 'Goals' }));
    fireEvent.click(await within(pdp).findByRole('button', { name: /^View / }));
    const view = await screen.findByRole('dialog', { name: 'Goal' });
    expect(within(view).queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(await within(view).findByRole('button', { name: 'Add Reflection' })).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: 'Verify' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Verify' })).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/verification/action')?.body).toMatchObject({
        entityTypeId: 12,
        entityId: 5,
        primaryEntityId: 3,
        action: 'verify',
      }),
    );
  });
});
