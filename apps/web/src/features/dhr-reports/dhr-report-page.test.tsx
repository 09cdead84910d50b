import type { TFormResponse, TGridRequest } from '@registry/contracts';
import { claimsForRole, getTenant, REPORT_TEXTS, type GridColumn, type GridRow } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../../engine/forms/test-elements';
import { fakeApi, profileOf, storeSession, type FakeHandler, type RecordedCall } from '../../test/fake-api';
import { gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

const COLUMNS: GridColumn[] = [
  gridColumn('reportName', { columnName: 'Report Name' }),
  gridColumn('reportType', { columnName: 'Type' }),
  gridColumn('reportStatus', { columnName: 'Status' }),
  gridColumn('submitter', { columnName: 'Submitter' }),
];

const report = (id: number, name: string, status: string, flags: Partial<GridRow>) =>
  gridRow(
    id,
    {
      reportName: name,
      reportType: 'Quarterly Training Report',
      reportStatus: status === 'Uploaded' ? 'Draft' : status,
      submitter: 'Tess Trainer',
    },
    {
      canEdit: false,
      canDelete: false,
      status,
      maySubmit: false,
      mayRespond: false,
      hasComments: false,
      ...flags,
    },
  );

const SESSIONS = {
  columns: [gridColumn('courseName'), gridColumn('sectionName'), gridColumn('trainingStart')],
  rows: [
    gridRow(41, {
      courseName: 'Safe Sleep',
      sectionName: 'Spring Session',
      trainingStart: '2030-05-12T09:00:00',
    }),
  ],
};

/** POST /api/grid and /summary: the reports (entity 27) and the trainer's sessions (entity 24). */
function grids(rows: GridRow[]) {
  const of = (call: RecordedCall) =>
    (call.body as TGridRequest).entityTypeId === 24 ? SESSIONS : { columns: COLUMNS, rows };
  return {
    'POST /api/grid': (call: RecordedCall) => {
      const request = call.body as TGridRequest;
      const grid = of(call);
      const gridData = grid.rows.slice(request.from - 1, request.to);
      return {
        body: { gridData, columns: grid.columns, ...(gridData.length ? {} : { message: 'No Data' }) },
      };
    },
    'POST /api/grid/summary': (call: RecordedCall) => ({
      body: { total: of(call).rows.length, totalCapped: false, maxUpdatedDate: null },
    }),
  } satisfies Record<string, FakeHandler>;
}

const reportForm: TFormResponse = {
  id: 25,
  version: 1,
  entityTypeId: 27,
  name: 'DHR Report',
  entityId: null,
  readOnly: false,
  elements: [makeElement({ id: 25001, stimulus: 'Report Name' })],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
} as unknown as TFormResponse;

function serve(role: '250' | '400' | '500', handlers: Record<string, FakeHandler>) {
  storeSession({ userId: 3, role, claims: claimsForRole(role, getTenant('al')) });
  return fakeApi({ 'GET /api/accounts': { body: profileOf({ id: 3, activeRole: role }) }, ...handlers });
}

async function menuOf(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

async function choose(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('DHR Reports, as a trainer (spec 3 §2, §4)', () => {
  const ROWS = [
    report(1, 'Spring report', 'Uploaded', { canEdit: true, canDelete: true, maySubmit: true }),
    report(2, 'Winter report', 'Declined', { canEdit: true, maySubmit: true, hasComments: true }),
    report(3, 'Fall report', 'Submitted', {}),
  ];

  it('lists their reports, 5 a page, with Edit and Delete as the flags allow, and Submit on a Draft or Declined one', async () => {
    const api = serve('250', grids(ROWS));
    renderAppAt('/dashboard/dhr-report');
    expect(await screen.findByRole('heading', { level: 1, name: 'DHR Reports' })).toBeTruthy();
    await screen.findByText('Spring report');
    expect(gridRequests(api.calls).find((request) => request.entityTypeId === 27)).toMatchObject({
      altGridId: 'dhr-report',
      formId: 25,
      from: 1,
      to: 5,
      defaultFilters: [],
    });
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Spring report' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Winter report' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Winter report' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Fall report' })).toBeNull();
    expect(await menuOf('Spring report')).toEqual(['Submit']);
    expect(await menuOf('Winter report')).toEqual(['Submit', 'View Comments']);
    expect(screen.queryByRole('button', { name: 'More actions for Fall report' })).toBeNull();
  });

  it('Submit asks for an optional comment, then says what the server answered', async () => {
    const api = serve('250', {
      ...grids(ROWS),
      'POST /api/reporting/submit': {
        body: { reportId: 1, status: 'Submitted', message: REPORT_TEXTS.submitted },
      },
    });
    renderAppAt('/dashboard/dhr-report');
    await choose('Spring report', 'Submit');
    const ask = await screen.findByRole('dialog', { name: 'Submit Report' });
    fireEvent.change(within(ask).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: '  For the spring quarter.  ' },
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    const done = await screen.findByRole('dialog', { name: 'Report Submitted' });
    expect(within(done).getByText(REPORT_TEXTS.submitted)).toBeTruthy();
    expect(api.called('POST', '/api/reporting/submit')[0]!.body).toEqual({
      reportId: 1,
      comment: 'For the spring quarter.',
    });
  });

  it('Add New: a session of theirs (optional), then form 25 naming it as its parent', async () => {
    const api = serve('250', { ...grids(ROWS), 'POST /api/form': { body: reportForm } });
    renderAppAt('/dashboard/dhr-report');
    fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const modal = await screen.findByRole('dialog', { name: 'Add DHR Report' });
    await waitFor(() => expect(api.called('POST', '/api/form')).toHaveLength(1));
    expect(api.called('POST', '/api/form')[0]!.body).toMatchObject({ formId: 25, entities: [] });
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Training Session (optional)' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'None',
      'Safe Sleep: Spring Session (Sun, May 12, 2030, 9:00 AM)',
    ]);
    fireEvent.click(options[1]!);
    await waitFor(() => expect(api.called('POST', '/api/form')).toHaveLength(2));
    expect(api.called('POST', '/api/form')[1]!.body).toMatchObject({
      formId: 25,
      entities: [{ id: 41, entityTypeId: 24 }],
    });

    // Once something is filled in, another session asks first (the form starts again).
    fireEvent.change(await within(modal).findByRole('textbox', { name: 'Report Name' }), {
      target: { value: 'Spring attendance' },
    });
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Training Session (optional)' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'None' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved Data Warning' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved Data Warning' })).toBeNull());
    expect(api.called('POST', '/api/form')).toHaveLength(2);
  });

  it('View Comments opens the Review Comments, 5 a page', async () => {
    const comments = Array.from({ length: 6 }, (_, index) => ({
      id: index + 1,
      action: index % 2 === 0 ? 'Submitted' : 'Declined',
      actorName: index % 2 === 0 ? 'Tess Trainer' : 'Mona Manager',
      comment: index % 2 === 0 ? null : `Fix number ${index}`,
      at: `2026-0${index + 1}-02T15:00:00.000Z`,
    }));
    const api = serve('250', {
      ...grids(ROWS),
      'GET /api/reporting/comments': { body: comments },
    });
    renderAppAt('/dashboard/dhr-report');
    await choose('Winter report', 'View Comments');
    const modal = await screen.findByRole('dialog', { name: 'Review Comments' });
    const table = await within(modal).findByRole('table', { name: 'Review comments of Winter report' });
    expect(within(table).getAllByTestId('review-comment')).toHaveLength(5);
    expect(within(table).getByText('Fix number 1')).toBeTruthy();
    expect(within(table).getAllByText('Mona Manager')).toHaveLength(2);
    expect(api.called('GET', '/api/reporting/comments')[0]!.query.get('reportId')).toBe('2');
    fireEvent.click(within(modal).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(table).getAllByTestId('review-comment')).toHaveLength(1));
    expect(within(table).getByText('Fix number 5')).toBeTruthy();
  });
});

describe('DHR Reports, as a reviewer (spec 3 §2, §4, §5)', () => {
  const ROWS = [
    report(3, 'Fall report', 'Submitted', { mayRespond: true }),
    report(4, 'Annual report', 'Approved', { hasComments: true }),
  ];

  it('lists the submitted reports only (not the drafts), read only, with Approve and Decline on a Submitted one', async () => {
    const api = serve('400', grids(ROWS));
    renderAppAt('/dashboard/dhr-report');
    await screen.findByText('Fall report');
    expect(gridRequests(api.calls).find((request) => request.entityTypeId === 27)).toMatchObject({
      defaultFilters: [{ filterColumn: 'everSubmitted', operation: 'Equals', value: 'true' }],
    });
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Fall report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Fall report' })).toBeNull();
    expect(await menuOf('Fall report')).toEqual(['Approve', 'Decline']);
    expect(await menuOf('Annual report')).toEqual(['View Comments']);
  });

  it('Decline needs a comment; the answer says the submitter was notified', async () => {
    const api = serve('500', {
      ...grids(ROWS),
      'POST /api/reporting/respond': {
        body: { reportId: 3, status: 'Declined', message: REPORT_TEXTS.declined },
      },
    });
    renderAppAt('/dashboard/dhr-report');
    await choose('Fall report', 'Decline');
    const ask = await screen.findByRole('dialog', { name: 'Decline Report' });
    expect(within(ask).getByText(new RegExp(REPORT_TEXTS.commentRequired))).toBeTruthy();
    const ok = within(ask).getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    fireEvent.click(ok);
    expect(api.called('POST', '/api/reporting/respond')).toHaveLength(0);
    fireEvent.change(within(ask).getByRole('textbox', { name: /^Comment/ }), {
      target: { value: 'Attach the sign-in sheets.' },
    });
    fireEvent.click(ok);
    const done = await screen.findByRole('dialog', { name: 'Report Declined' });
    expect(within(done).getByText(REPORT_TEXTS.declined)).toBeTruthy();
    expect(REPORT_TEXTS.declined).toContain('A notification has been sent to the submitter.');
    expect(api.called('POST', '/api/reporting/respond')[0]!.body).toEqual({
      reportId: 3,
      status: 456,
      comment: 'Attach the sign-in sheets.',
    });
  });

  it('Approve takes an optional comment and answers 455', async () => {
    const api = serve('400', {
      ...grids(ROWS),
      'POST /api/reporting/respond': {
        body: { reportId: 3, status: 'Approved', message: REPORT_TEXTS.approved },
      },
    });
    renderAppAt('/dashboard/dhr-report');
    await choose('Fall report', 'Approve');
    const ask = await screen.findByRole('dialog', { name: 'Approve Report' });
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    const done = await screen.findByRole('dialog', { name: 'Report Approved' });
    expect(within(done).getByText(REPORT_TEXTS.approved)).toBeTruthy();
    expect(api.called('POST', '/api/reporting/respond')[0]!.body).toEqual({
      reportId: 3,
      status: 455,
      comment: null,
    });
  });
});
