import type { TFormResponse, TGridRequest } from '@registry/contracts';
import { claimsForRole, getTenant, TRAINING_TEXTS, type GridColumn, type GridRow } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../../engine/forms/test-elements';
import { fakeApi, profileOf, storeSession, type FakeHandler, type RecordedCall } from '../../test/fake-api';
import { gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

/** The three catalogue grids (entity 23, 24, 26), each answering its own rows. */
function catalogueGrids(grids: Partial<Record<23 | 24 | 26, { columns: GridColumn[]; rows: GridRow[] }>>) {
  const of = (call: RecordedCall) => grids[(call.body as TGridRequest).entityTypeId as 23 | 24 | 26];
  return {
    'POST /api/grid': (call: RecordedCall) => {
      const request = call.body as TGridRequest;
      const grid = of(call) ?? { columns: [], rows: [] };
      const gridData = grid.rows.slice(request.from - 1, request.to);
      return {
        body: { gridData, columns: grid.columns, ...(gridData.length ? {} : { message: 'No Data' }) },
      };
    },
    'POST /api/grid/summary': (call: RecordedCall) => ({
      body: { total: of(call)?.rows.length ?? 0, totalCapped: false, maxUpdatedDate: null },
    }),
  } satisfies Record<string, FakeHandler>;
}

const COURSES = {
  columns: [
    gridColumn('courseName', { columnName: 'Course Name' }),
    gridColumn('numberOfSessions', { type: 'number' }),
  ],
  rows: [
    gridRow(8, { courseName: 'Safe Sleep', numberOfSessions: 2 }, { canDelete: false }),
    gridRow(9, { courseName: 'Early Literacy', numberOfSessions: 0 }, { canDelete: true }),
  ],
};
const SESSIONS = {
  columns: [
    gridColumn('courseId', { hidden: true, type: 'number' }),
    gridColumn('courseName', { columnName: 'Course' }),
    gridColumn('sectionName', { columnName: 'Session' }),
    gridColumn('trainingStart', { columnName: 'Start' }),
  ],
  rows: [
    gridRow(41, {
      courseName: 'Safe Sleep',
      sectionName: 'Spring Session',
      trainingStart: '2030-05-12T09:00:00',
    }),
    gridRow(42, {
      courseName: 'Safe Sleep',
      sectionName: 'Fall Session',
      trainingStart: '2030-10-02T13:00:00',
    }),
  ],
};
const enrollment = (id: number, name: string, status: string, flags: Partial<GridRow>) =>
  gridRow(
    id,
    { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.org`, status },
    {
      canEdit: false,
      canDelete: false,
      userId: 100 + id,
      userName: name,
      status,
      mayCancel: false,
      mayReview: false,
      mayMessage: true,
      ...flags,
    },
  );
const ENROLLMENTS = {
  columns: [
    gridColumn('name', { columnName: 'Name' }),
    gridColumn('email', { columnName: 'E-mail' }),
    gridColumn('status', { columnName: 'Status' }),
  ],
  rows: [
    enrollment(1, 'Rosa Diaz', 'Registered', { mayCancel: true }),
    enrollment(2, 'Sam Hill', 'Pending Approval', { mayReview: true }),
    enrollment(3, 'Lee Park', 'Unregistered', { mayMessage: false }),
  ],
};

const sessionForm: TFormResponse = {
  id: 22,
  version: 1,
  entityTypeId: 24,
  name: 'Session',
  entityId: null,
  readOnly: false,
  elements: [makeElement({ id: 22001, stimulus: 'Session Name' })],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
} as unknown as TFormResponse;

function serve(handlers: Record<string, FakeHandler>) {
  storeSession({ userId: 3, role: '250', claims: claimsForRole('250', getTenant('al')) });
  return fakeApi({ 'GET /api/accounts': { body: profileOf({ id: 3, activeRole: '250' }) }, ...handlers });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Manage Training (spec 3 §2)', () => {
  it('lists the trainer’s courses; Delete only without sessions; Manage Schedule lists its sessions and adds one', async () => {
    const api = serve({
      ...catalogueGrids({ 23: COURSES, 24: SESSIONS }),
      'POST /api/form': { body: sessionForm },
    });
    renderAppAt('/dashboard/manage-training');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Training' })).toBeTruthy();
    await screen.findByText('Early Literacy');
    expect(gridRequests(api.calls)[0]).toMatchObject({
      entityTypeId: 23,
      altGridId: 'manage-training',
      formId: 23,
    });
    expect(screen.getByRole('button', { name: 'Add New' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Early Literacy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Safe Sleep' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'More actions for Safe Sleep' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage Schedule' }));
    const schedule = await screen.findByRole('dialog', { name: 'Schedule: Safe Sleep' });
    await within(schedule).findByText('Spring Session');
    expect(gridRequests(api.calls).find((request) => request.entityTypeId === 24)).toMatchObject({
      altGridId: 'schedule-training',
      formId: 22,
      defaultFilters: [{ filterColumn: 'courseId', operation: 'Equals', value: '8' }],
    });

    fireEvent.click(within(schedule).getByRole('button', { name: 'Add Session' }));
    await screen.findByRole('dialog', { name: 'Add Session: Safe Sleep' });
    await waitFor(() => expect(api.called('POST', '/api/form')).toHaveLength(1));
    expect(api.called('POST', '/api/form')[0]!.body).toMatchObject({
      formId: 22,
      entities: [{ id: 8, entityTypeId: 23 }],
    });
  });
});

describe('Schedule Training (spec 3 §2)', () => {
  it('with no course: the spec’s text', async () => {
    serve(catalogueGrids({ 23: { columns: COURSES.columns, rows: [] } }));
    renderAppAt('/dashboard/schedule-training');
    expect((await screen.findByTestId('no-courses')).textContent).toBe(TRAINING_TEXTS.noCourses);
  });

  it('a course dropdown with ALL; a course filters the sessions and may get a new one', async () => {
    const api = serve({
      ...catalogueGrids({ 23: COURSES, 24: SESSIONS }),
      'POST /api/form': { body: sessionForm },
    });
    renderAppAt('/dashboard/schedule-training');
    const dropdown = await screen.findByRole('combobox', { name: 'Training' });
    expect(dropdown.textContent).toBe('ALL');
    await screen.findByText('Fall Session');
    const sessions = () =>
      gridRequests(api.calls).filter((request) => request.altGridId === 'schedule-training');
    expect(sessions()[0]!.defaultFilters).toEqual([]);
    expect((screen.getByRole('button', { name: 'Add Session' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.mouseDown(dropdown);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['ALL', 'Safe Sleep', 'Early Literacy']);
    fireEvent.click(options[2]!);
    await waitFor(() =>
      expect(sessions().at(-1)!.defaultFilters).toEqual([
        { filterColumn: 'courseId', operation: 'Equals', value: '9' },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Session' }));
    await screen.findByRole('dialog', { name: 'Add Session: Early Literacy' });
  });
});

describe('Manage Sessions (spec 3 §2, §4)', () => {
  it('with no session: the spec’s text', async () => {
    serve(catalogueGrids({ 24: { columns: SESSIONS.columns, rows: [] } }));
    renderAppAt('/dashboard/manage-attendance');
    expect((await screen.findByTestId('no-sessions')).textContent).toBe(TRAINING_TEXTS.noSessions);
  });

  async function openSession(handlers: Record<string, FakeHandler> = {}) {
    const api = serve({ ...catalogueGrids({ 24: SESSIONS, 26: ENROLLMENTS }), ...handlers });
    renderAppAt('/dashboard/manage-attendance');
    const dropdown = await screen.findByRole('combobox', { name: 'Session' });
    expect(dropdown.textContent).toBe('Safe Sleep: Spring Session (Sun, May 12, 2030, 9:00 AM)');
    await screen.findByText('Rosa Diaz');
    return api;
  }

  it('the first session’s enrollments, 5 a page; each row’s actions as its flags allow', async () => {
    const api = await openSession();
    const enrollments = gridRequests(api.calls).filter((request) => request.entityTypeId === 26);
    expect(enrollments[0]).toMatchObject({
      altGridId: 'manage-attendance',
      formId: 24,
      from: 1,
      to: 5,
      defaultFilters: [{ filterColumn: 'courseSectionId', operation: 'Equals', value: '41' }],
    });
    const actionsOf = async (name: string) => {
      fireEvent.click(screen.getByRole('button', { name: `More actions for ${name}` }));
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return items;
    };
    expect(await actionsOf('Rosa Diaz')).toEqual(['Send a Message', 'Cancel Registration']);
    expect(await actionsOf('Sam Hill')).toEqual([
      'Send a Message',
      'Review Out of Region Enrollment Request',
    ]);
    // Unregistered: no Send a Message, nothing else allowed.
    expect(screen.queryByRole('button', { name: 'More actions for Lee Park' })).toBeNull();
    // The roster (a sign-in sheet) downloads as CSV or PDF.
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('Cancel Registration: the warning, then the call for that person and the answer', async () => {
    const api = await openSession({
      'POST /api/enrollment/cancelregistration': {
        body: { canceled: 1, message: 'Rosa Diaz is unregistered.' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Rosa Diaz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel Registration' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel Registration' });
    expect(within(ask).getByText(TRAINING_TEXTS.cancelWarning)).toBeTruthy();
    fireEvent.change(within(ask).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: 'Asked by phone' },
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    const done = await screen.findByRole('dialog', { name: 'Registration Canceled' });
    expect(within(done).getByText('Rosa Diaz is unregistered.')).toBeTruthy();
    expect(api.called('POST', '/api/enrollment/cancelregistration')[0]!.body).toEqual({
      courseSectionId: 41,
      userId: 101,
      comment: 'Asked by phone',
    });
  });

  it('bulk: none of the chosen eligible says so; the eligible chosen are cancelled together', async () => {
    const api = await openSession({
      'POST /api/enrollment/cancelregistration': {
        body: { canceled: 1, message: '1 registration canceled.' },
      },
    });
    const bulk = screen.getByRole('button', { name: 'Cancel Registration of Chosen' }) as HTMLButtonElement;
    expect(bulk.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sam Hill' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lee Park' }));
    await waitFor(() => expect(bulk.disabled).toBe(false));
    fireEvent.click(bulk);
    const none = await screen.findByRole('dialog', { name: 'Cancel Registration' });
    expect(within(none).getByText(TRAINING_TEXTS.noneToCancel)).toBeTruthy();
    fireEvent.click(within(none).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.called('POST', '/api/enrollment/cancelregistration')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Rosa Diaz' }));
    fireEvent.click(bulk);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Registration' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await screen.findByRole('dialog', { name: 'Registration Canceled' });
    expect(api.called('POST', '/api/enrollment/cancelregistration')[0]!.body).toEqual({
      courseSectionId: 41,
      userIds: [101],
      comment: null,
    });
  });

  it('Review: a comment is required; Approve sends it and shows the answer', async () => {
    const approved = TRAINING_TEXTS.reviewApproved('Sam Hill', 'Safe Sleep', 'Spring Session');
    const api = await openSession({
      'POST /api/enrollment/regionoverride': { body: { result: 77, message: approved } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Sam Hill' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Review Out of Region Enrollment Request' }));
    const review = await screen.findByRole('dialog', { name: 'Review Out of Region Enrollment Request' });
    fireEvent.click(within(review).getByRole('button', { name: 'Approve' }));
    expect(within(review).getByText(TRAINING_TEXTS.commentRequired)).toBeTruthy();
    expect(api.called('POST', '/api/enrollment/regionoverride')).toHaveLength(0);
    fireEvent.change(within(review).getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Seats to spare.' },
    });
    fireEvent.click(within(review).getByRole('button', { name: 'Approve' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Registration Review' })).getByText(approved),
    ).toBeTruthy();
    expect(api.called('POST', '/api/enrollment/regionoverride')[0]!.body).toEqual({
      accepted: true,
      courseSectionId: 41,
      userId: 102,
      comment: 'Seats to spare.',
    });
  });

  it.each([
    [
      -3,
      TRAINING_TEXTS.reviewFull('Safe Sleep', 'Spring Session'),
      TRAINING_TEXTS.reviewFull('Safe Sleep', 'Spring Session'),
    ],
    [0, TRAINING_TEXTS.reviewError, 'whatever'],
  ])('Review, declined: %i shows %s', async (result, shown, message) => {
    const api = await openSession({ 'POST /api/enrollment/regionoverride': { body: { result, message } } });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Sam Hill' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Review Out of Region Enrollment Request' }));
    const review = await screen.findByRole('dialog', { name: 'Review Out of Region Enrollment Request' });
    fireEvent.change(within(review).getByRole('textbox', { name: 'Comment' }), { target: { value: 'No.' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Decline' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Registration Review' })).getByText(shown),
    ).toBeTruthy();
    expect(api.called('POST', '/api/enrollment/regionoverride')[0]!.body).toMatchObject({ accepted: false });
  });

  it('Send a Message opens the compose form addressed to the person, about the session', async () => {
    await openSession({ 'POST /api/message/usersearch': { body: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Rosa Diaz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Send a Message' }));
    const compose = await screen.findByTestId('compose');
    expect(within(compose).getByText('Rosa Diaz')).toBeTruthy();
    expect((within(compose).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'Safe Sleep: Spring Session',
    );
  });
});

describe('Attendance (spec 3 §4, §5)', () => {
  const ENDED = {
    columns: SESSIONS.columns,
    rows: [
      gridRow(51, {
        courseName: 'Safe Sleep',
        sectionName: 'Winter Session',
        trainingStart: '2020-01-12 09:00:00',
        trainingEnd: '2020-01-12 12:00:00',
        timeZone: 'Central Time',
      }),
    ],
  };
  const LOCKED = {
    columns: SESSIONS.columns,
    rows: [gridRow(52, { ...ENDED.rows[0], id: 52 }, { recordIsLocked: true })],
  };
  const ATTENDEES = {
    columns: ENROLLMENTS.columns,
    rows: [
      enrollment(1, 'Rosa Diaz', 'Registered', { mayAttend: true, attendance: 0 }),
      enrollment(2, 'Sam Hill', 'Registered', { mayAttend: true, attendance: 2 }),
      enrollment(3, 'Lee Park', 'Registered', { mayAttend: false, attendance: 1 }),
    ],
  };

  async function openEnded(handlers: Record<string, FakeHandler> = {}, sessions = ENDED) {
    const api = serve({ ...catalogueGrids({ 24: sessions, 26: ATTENDEES }), ...handlers });
    renderAppAt('/dashboard/manage-attendance');
    await screen.findByText('Rosa Diaz');
    return api;
  }
  const menuOf = async (name: string) => {
    fireEvent.click(screen.getByRole('button', { name: `More actions for ${name}` }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    return items;
  };

  it('before the session ends: no attendance, neither per row nor in bulk', async () => {
    serve({
      ...catalogueGrids({
        24: SESSIONS,
        26: { columns: ATTENDEES.columns, rows: ATTENDEES.rows.slice(0, 1) },
      }),
    });
    renderAppAt('/dashboard/manage-attendance');
    await screen.findByText('Rosa Diaz');
    expect(screen.queryByRole('button', { name: 'Set Attendance of Everyone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock Session' })).toBeNull();
    expect(await menuOf('Rosa Diaz')).not.toContain('Attendance: Completed');
  });

  it('after it ends: each row’s attendance; Completed warns it is final, then records it', async () => {
    const api = await openEnded({
      'POST /api/enrollment/setattendance': {
        body: { updated: 1, locked: false, message: 'Attendance was recorded as Completed for 1 person.' },
      },
    });
    expect(await menuOf('Rosa Diaz')).toEqual(
      expect.arrayContaining([
        'Attendance: Completed',
        'Attendance: Partially Completed',
        'Attendance: Absent',
      ]),
    );
    expect(await menuOf('Sam Hill')).toEqual(
      expect.arrayContaining(['Attendance: Completed', 'Attendance: Absent', 'Clear Attendance']),
    );
    expect(await menuOf('Lee Park')).not.toContain('Attendance: Completed');

    fireEvent.click(screen.getByRole('button', { name: 'More actions for Rosa Diaz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Attendance: Completed' }));
    const warning = await screen.findByRole('dialog', { name: 'Attendance' });
    expect(within(warning).getByText(TRAINING_TEXTS.attendanceFinalWarning('Completed'))).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    await screen.findByText('Attendance was recorded as Completed for 1 person.');
    expect(api.called('POST', '/api/enrollment/setattendance')[0]!.body).toEqual({
      enrollmentRecordIds: [1],
      status: 1,
    });
  });

  it('bulk: none of the chosen eligible says so; with no one chosen, everyone eligible', async () => {
    const api = await openEnded({
      'POST /api/enrollment/setattendance': {
        body: {
          updated: 2,
          locked: false,
          message: 'Attendance was recorded as Partially Completed for 2 people.',
        },
      },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lee Park' }));
    const chosen = await screen.findByRole('button', { name: 'Set Attendance of Chosen' });
    fireEvent.click(chosen);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Attendance: Absent' }));
    const none = await screen.findByRole('dialog', { name: 'Attendance' });
    expect(within(none).getByText(TRAINING_TEXTS.attendanceNoneEligible)).toBeTruthy();
    fireEvent.click(within(none).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.called('POST', '/api/enrollment/setattendance')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lee Park' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set Attendance of Everyone' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Attendance: Partially Completed' }));
    // Not final: no warning.
    await screen.findByText('Attendance was recorded as Partially Completed for 2 people.');
    expect(api.called('POST', '/api/enrollment/setattendance')[0]!.body).toEqual({
      enrollmentRecordIds: [1, 2],
      status: 2,
    });
  });

  it('Lock Session warns, then locks; a locked session says so and offers nothing', async () => {
    const api = await openEnded({
      'POST /api/enrollment/locksession': { body: { locked: true, message: TRAINING_TEXTS.locked } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lock Session' }));
    const warning = await screen.findByRole('dialog', { name: 'Lock Session' });
    expect(within(warning).getByText(TRAINING_TEXTS.lockWarning)).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    await screen.findByText(TRAINING_TEXTS.locked);
    expect(api.called('POST', '/api/enrollment/locksession')[0]!.body).toEqual({ courseSectionId: 51 });
  });

  it('opens at the latest session that ended and waits for its attendance', async () => {
    serve({
      ...catalogueGrids({
        24: { columns: SESSIONS.columns, rows: [...SESSIONS.rows, ...ENDED.rows] },
        26: ATTENDEES,
      }),
    });
    renderAppAt('/dashboard/manage-attendance');
    const dropdown = await screen.findByRole('combobox', { name: 'Session' });
    await waitFor(() => expect(dropdown.textContent).toMatch(/^Safe Sleep: Winter Session/));
  });

  it('a locked session: the note, no bulk buttons', async () => {
    await openEnded({}, LOCKED);
    expect(screen.getByTestId('session-locked').textContent).toMatch(/attendance is final/);
    expect(screen.queryByRole('button', { name: 'Lock Session' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Registration of Chosen' })).toBeNull();
  });
});
