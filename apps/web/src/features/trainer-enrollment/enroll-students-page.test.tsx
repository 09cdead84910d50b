import type { TGridRequest, TStudentDetails } from '@registry/contracts';
import {
  claimsForRole,
  getTenant,
  TRAINING_TEXTS,
  type GridColumn,
  type GridRow,
  type TenantCode,
} from '@registry/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler, type RecordedCall } from '../../test/fake-api';
import { gridColumn, gridRequests, gridRow } from '../../test/fake-grid';
import { renderAppAt } from '../../test/render';

// The page loads lazily and pages through several requests; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const SESSIONS = {
  columns: [
    gridColumn('courseName', { columnName: 'Course' }),
    gridColumn('sectionName', { columnName: 'Session' }),
    gridColumn('trainingStart', { columnName: 'Start' }),
    gridColumn('trainingEnd', { columnName: 'End' }),
    gridColumn('timeZone', { columnName: 'Time Zone' }),
  ],
  rows: [
    gridRow(41, {
      courseName: 'Safe Sleep',
      sectionName: 'Evening',
      trainingStart: '2099-05-12 18:00:00',
      trainingEnd: '2099-05-12 20:00:00',
      timeZone: 'Central Time',
      recordIsLocked: false,
    }),
    // Locked, and over: not offered.
    gridRow(42, {
      courseName: 'Safe Sleep',
      sectionName: 'Locked',
      trainingStart: '2099-06-01 09:00:00',
      trainingEnd: '2099-06-01 11:00:00',
      timeZone: 'Central Time',
      recordIsLocked: true,
    }),
    gridRow(43, {
      courseName: 'Art',
      sectionName: 'Over',
      trainingStart: '2020-01-01 09:00:00',
      trainingEnd: '2020-01-01 11:00:00',
      timeZone: 'Central Time',
      recordIsLocked: false,
    }),
    gridRow(44, {
      courseName: 'Outdoor Play',
      sectionName: 'Morning',
      trainingStart: '2099-07-01 09:00:00',
      trainingEnd: '2099-07-01 11:00:00',
      timeZone: 'Eastern Time',
      recordIsLocked: false,
    }),
  ],
};
const PEOPLE_COLUMNS: GridColumn[] = [
  gridColumn('fullName', { columnName: 'Name' }),
  gridColumn('userName', { columnName: 'Email' }),
  gridColumn('registryId', { columnName: 'Registry ID' }),
  gridColumn('organizationName', { columnName: 'Organization' }),
];
const person = (id: number, name: string, alreadyRegistered: boolean) =>
  gridRow(
    id,
    {
      fullName: name,
      userName: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
      registryId: `AL-${id}`,
      organizationName: 'Sunshine Academy',
      alreadyRegistered,
    },
    { canView: false, canEdit: false, canDelete: false },
  );

const DETAILS: TStudentDetails = {
  userId: 7,
  fullName: 'Rosa Diaz',
  email: 'rosa@example.org',
  registryId: 'AL-7',
  phone: '2055550147',
  organizations: [
    { id: 5, name: 'Sunshine Academy', county: 'Jefferson' },
    { id: 6, name: 'Little Steps', county: null },
  ],
  enrollments: [
    {
      id: 90,
      courseSectionId: 30,
      courseName: 'Infant Care',
      sectionName: 'Spring',
      trainingStart: '2024-03-02 09:00:00',
      timeZone: 'America/Chicago',
      status: 'Registered',
      attendance: 1,
    },
  ],
  session: { id: 41, courseName: 'Safe Sleep', sectionName: 'Evening', status: null },
};

/** The sessions' grid (entity 24) and the people's (entity 1); `registered`: who is registered by now. */
function serve(
  handlers: Record<string, FakeHandler> = {},
  { sessions = SESSIONS.rows, tenant = 'al' }: { sessions?: GridRow[]; tenant?: TenantCode } = {},
) {
  const registered = new Set<number>([8]);
  storeSession({ userId: 3, role: '250', claims: claimsForRole('250', getTenant(tenant)) });
  const api = fakeApi({
    'GET /api/accounts': { body: profileOf({ id: 3, activeRole: '250' }) },
    'POST /api/grid': (call: RecordedCall) => {
      const request = call.body as TGridRequest;
      if (request.entityTypeId === 24) return { body: { gridData: sessions, columns: SESSIONS.columns } };
      const rows = [person(7, 'Rosa Diaz', registered.has(7)), person(8, 'Sam Hill', registered.has(8))];
      return { body: { gridData: rows, columns: PEOPLE_COLUMNS } };
    },
    'POST /api/grid/summary': { body: { total: 2, totalCapped: false, maxUpdatedDate: null } },
    'GET /api/enrollment/getuserorgs': {
      body: [
        { id: 5, name: 'Sunshine Academy', inRegionOf: ['birmingham'] },
        { id: 6, name: 'Little Steps', inRegionOf: ['mobile'] },
      ],
    },
    'GET /api/enrollment/enrollmentprops': { body: DETAILS },
    'POST /api/enrollment/register': () => {
      registered.add(7);
      return {
        body: { result: 1, message: TRAINING_TEXTS.registered('Rosa Diaz', 'Safe Sleep', 'Evening') },
      };
    },
    ...handlers,
  });
  return api;
}

async function open(tenant: TenantCode = 'al') {
  renderAppAt('/dashboard/enroll-students', { tenant });
  await screen.findByRole('heading', { level: 1, name: 'Enroll Students' }, { timeout: 5000 });
}

/** By name (the tenant's other searches are the shared search's, tested with Search Users). */
async function searchByName(text: string, withModes = true) {
  if (withModes) fireEvent.click(await screen.findByRole('radio', { name: 'Search by User Name' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'User Name' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('table', { name: 'Users' });
}

async function menuOf(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  return screen.findByRole('menu');
}

const peopleRequests = (calls: RecordedCall[]) =>
  gridRequests(calls).filter((request) => request.entityTypeId === 1);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Enroll Students (spec 3 §2 Search Users enrollment)', () => {
  it('offers the open sessions only; the search names the session; Enroll Student, or Already Registered disabled', async () => {
    const api = serve();
    await open();
    expect(
      screen.getByText(
        'Choose one of your sessions, find an EC professional by agency, name or county, and enroll them. Student Details shows their record.',
      ),
    ).toBeTruthy();
    const select = await screen.findByRole('combobox', { name: 'Session' });
    expect(select.textContent).toContain('Safe Sleep: Evening');
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(2);
    expect(options[0]).toMatch(/^Safe Sleep: Evening \(/);
    expect(options[1]).toMatch(/^Outdoor Play: Morning \(/);
    fireEvent.click(screen.getByRole('option', { name: /^Safe Sleep: Evening/ }));
    // The sessions asked for: the trainer's own (schedule-training), not yet over.
    expect(gridRequests(api.calls)[0]).toMatchObject({ entityTypeId: 24, altGridId: 'schedule-training' });

    // The three searches of Search Users, agency first.
    expect(screen.getByRole('radio', { name: 'Search by Facility' })).toHaveProperty('checked', true);
    const table = await searchByName('Diaz');
    expect(await within(table).findByText('Rosa Diaz')).toBeTruthy();
    expect(peopleRequests(api.calls).at(-1)).toMatchObject({
      altGridId: 'search-users',
      defaultFilters: [
        { filterColumn: 'SearchableName', operation: 'Contains', value: 'Diaz' },
        { filterColumn: 'enrollmentSectionId', operation: 'Equals', value: '41' },
      ],
    });

    const rosa = await menuOf('Rosa Diaz');
    expect(
      within(rosa)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Enroll Student', 'Student Details']);
    fireEvent.keyDown(rosa, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const sam = await menuOf('Sam Hill');
    const already = within(sam).getByRole('menuitem', { name: 'Already Registered' });
    expect(already.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(sam, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Another session: the results are asked for again, for it.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Session' }));
    fireEvent.click(await screen.findByRole('option', { name: /^Outdoor Play: Morning/ }));
    await waitFor(() =>
      expect(peopleRequests(api.calls).at(-1)!.defaultFilters).toContainEqual({
        filterColumn: 'enrollmentSectionId',
        operation: 'Equals',
        value: '44',
      }),
    );
  });

  it('Enroll Student: course, session, the person, the organization to choose and a comment; Register, then Already Registered', async () => {
    const api = serve();
    await open();
    await searchByName('Diaz');
    fireEvent.click(within(await menuOf('Rosa Diaz')).getByRole('menuitem', { name: 'Enroll Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll Student' });
    expect(dialog.textContent).toContain('Safe Sleep');
    expect(dialog.textContent).toContain('Evening');
    expect(dialog.textContent).toContain('Rosa Diaz');
    expect(api.called('GET', '/api/enrollment/getuserorgs')[0]!.query.get('userId')).toBe('7');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Little Steps' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: ' Paid by the center ' },
    });
    const before = peopleRequests(api.calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const done = await screen.findByRole('dialog', { name: 'Registration Successful!' });
    expect(done.textContent).toContain(TRAINING_TEXTS.registered('Rosa Diaz', 'Safe Sleep', 'Evening'));
    expect(api.called('POST', '/api/enrollment/register')[0]!.body).toEqual({
      courseSectionId: 41,
      userId: 7,
      comment: 'Paid by the center',
      organizationId: 6,
    });
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The rows are asked for again: Rosa is Already Registered now.
    await waitFor(() => expect(peopleRequests(api.calls).length).toBeGreaterThan(before));
    await waitFor(async () => {
      const menu = await menuOf('Rosa Diaz');
      expect(within(menu).getByRole('menuitem', { name: 'Already Registered' })).toBeTruthy();
    });
  });

  it('a full session offers the waitlist: Yes puts the person on it and says their place', async () => {
    const api = serve({
      'GET /api/enrollment/getuserorgs': { body: [{ id: 5, name: 'Sunshine Academy', inRegionOf: [] }] },
      'POST /api/enrollment/register': {
        body: { result: 4, message: TRAINING_TEXTS.waitlistOffer('Safe Sleep', 'Evening') },
      },
      'POST /api/enrollment/waitlist': { body: { result: 3, message: TRAINING_TEXTS.waitlisted(3) } },
    });
    await open();
    await searchByName('Diaz');
    fireEvent.click(within(await menuOf('Rosa Diaz')).getByRole('menuitem', { name: 'Enroll Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll Student' });
    // One organization: nothing to choose.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(false),
    );
    expect(within(dialog).queryByRole('radio')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const offer = await screen.findByRole('dialog', { name: 'Registration Full' });
    expect(offer.textContent).toContain(TRAINING_TEXTS.waitlistOffer('Safe Sleep', 'Evening'));
    fireEvent.click(within(offer).getByRole('button', { name: 'Yes' }));
    const placed = await screen.findByRole('dialog', { name: 'Waitlist' });
    expect(placed.textContent).toContain(TRAINING_TEXTS.waitlisted(3));
    expect(api.called('POST', '/api/enrollment/waitlist')[0]!.body).toEqual({
      courseSectionId: 41,
      userId: 7,
      organizationId: 5,
    });
  });

  it('Student Details shows the person’s record and their enrollments in the trainer’s sessions', async () => {
    const api = serve();
    await open();
    await searchByName('Diaz');
    fireEvent.click(within(await menuOf('Rosa Diaz')).getByRole('menuitem', { name: 'Student Details' }));
    const modal = await screen.findByRole('dialog', { name: 'Student Details: Rosa Diaz' });
    const contact = await within(modal).findByTestId('student-details-contact');
    expect(contact.textContent).toContain('rosa@example.org');
    expect(contact.textContent).toContain('(205) 555-0147');
    expect(contact.textContent).toContain('Sunshine Academy (Jefferson County); Little Steps');
    expect(within(modal).getByTestId('student-details-session').textContent).toBe('Not registered');
    const enrollments = within(modal).getByRole('table', { name: 'Enrollments in Your Sessions' });
    expect(enrollments.textContent).toContain('Infant Care: Spring');
    expect(enrollments.textContent).toContain('Completed');
    const call = api.called('GET', '/api/enrollment/enrollmentprops')[0]!;
    expect(call.query.get('userId')).toBe('7');
    expect(call.query.get('courseSectionId')).toBe('41');
  });

  it('says so when no session is open for registration', async () => {
    serve({}, { sessions: [SESSIONS.rows[1]!, SESSIONS.rows[2]!] });
    await open();
    expect((await screen.findByTestId('no-open-sessions')).textContent).toBe(
      'You have no session open for registration. Schedule a session of a training first, then enroll people in it here.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('jh (no organizations) searches by name only', async () => {
    serve({}, { tenant: 'jh' });
    await open('jh');
    await screen.findByRole('combobox', { name: 'Session' });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    const table = await searchByName('Diaz', false);
    expect(await within(table).findByText('Rosa Diaz')).toBeTruthy();
  });
});
