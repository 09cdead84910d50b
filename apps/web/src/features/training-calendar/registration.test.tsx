import type { TRegistrationAnswer, TSessionDetails } from '@registry/contracts';
import { CLAIMS, REGISTER_TITLES, TRAINING_TEXTS } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { renderAppAt } from '../../test/render';
import { sessionDetails, sessionSummary } from './test-data';

const ORGANIZATION = { id: 5, name: 'Sunshine Academy', inRegionOf: ['birmingham'] };
const OTHER = { id: 6, name: 'Little Oaks', inRegionOf: ['mobile'] };

function serve(details: Partial<TSessionDetails>, handlers: Record<string, FakeHandler> = {}) {
  storeSession({ userId: 7, role: '100', claims: ['dashboard', 'profile', CLAIMS.calendar] });
  return fakeApi({
    'GET /api/accounts': { body: profileOf() },
    'GET /api/enrollment/upcoming': {
      body: [sessionSummary({ enrollmentStatus: 'Waitlisted', waitlistPosition: 2 })],
    },
    'GET /api/coursesection/getsectionbyid': { body: sessionDetails(details) },
    'GET /api/enrollment/getownorgs': { body: [ORGANIZATION] },
    ...handlers,
  });
}

const answer = (result: number, message = ''): { body: TRegistrationAnswer } => ({
  body: { result, message },
});

/** Upcoming Trainings, then the session's details. */
async function openDetails() {
  renderAppAt('/dashboard/calendar?view=upcoming');
  fireEvent.click(await screen.findByRole('button', { name: 'View details of Safe Sleep: Spring Session' }));
  const details = await screen.findByRole('dialog', { name: 'Safe Sleep: Spring Session' });
  await within(details).findByTestId('details-general');
  return details;
}

/** The message dialog on top, by its title. */
async function message(title: string) {
  return screen.findByRole('dialog', { name: title });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Upcoming Trainings', () => {
  it('lists the person’s enrollments with status and waitlist position', async () => {
    serve({});
    renderAppAt('/dashboard/calendar?view=upcoming');
    expect(await screen.findByRole('tab', { name: 'Upcoming Trainings', selected: true })).toBeTruthy();
    const [row] = await screen.findAllByTestId('upcoming-training');
    expect(row!.textContent).toContain('Safe Sleep');
    expect(row!.textContent).toContain('Spring Session');
    expect(row!.textContent).toContain('Sun, May 12, 2030, 9:00 AM – 11:30 AM (Central Time)');
    expect(row!.textContent).toContain('Waitlisted');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('2');
  });
});

describe('Register (spec 3 §4, §5, §8)', () => {
  it.each([
    [REGISTER_TITLES.alreadyRegistered, null],
    [REGISTER_TITLES.pastDeadline, TRAINING_TEXTS.outsideWindow],
    [REGISTER_TITLES.notStarted, TRAINING_TEXTS.outsideWindow],
  ])('is disabled, titled %s, with the window’s warning', async (title, warning) => {
    serve({ register: { disabled: true, title, warning } });
    const details = await openDetails();
    const register = within(details).getByRole('button', { name: 'Register' });
    expect((register as HTMLButtonElement).disabled).toBe(true);
    expect(within(details).getByTestId('register-title').textContent).toBe(title);
    expect(register.getAttribute('aria-describedby')).toBe(within(details).getByTestId('register-title').id);
    if (warning) expect(within(details).getByTestId('register-warning').textContent).toBe(warning);
    else expect(within(details).queryByTestId('register-warning')).toBeNull();
  });

  it('1: Registration Successful! with the answer’s text; the details and lists load again', async () => {
    const text = TRAINING_TEXTS.registered('Pat Lee', 'Safe Sleep', 'Spring Session');
    const api = serve({}, { 'POST /api/enrollment/register': answer(1, text) });
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Register' }));
    const done = await message(TRAINING_TEXTS.registeredTitle);
    expect(within(done).getByText(text)).toBeTruthy();
    expect(api.called('POST', '/api/enrollment/register')[0]!.body).toEqual({
      courseSectionId: 41,
      userId: 7,
      comment: null,
      organizationId: 5,
    });
    await waitFor(() => expect(api.called('GET', '/api/coursesection/getsectionbyid')).toHaveLength(2));
    expect(api.called('GET', '/api/enrollment/upcoming').length).toBeGreaterThan(1);
    expect(api.called('GET', '/api/coursesection/regioncheck')).toHaveLength(0);
  });

  it.each([
    [2, TRAINING_TEXTS.alreadyRegistered('Pat Lee', 'Safe Sleep', 'Spring Session')],
    [3, TRAINING_TEXTS.fullDeclined('Safe Sleep', 'Spring Session')],
  ])('%i: the answer’s text', async (result, text) => {
    serve({}, { 'POST /api/enrollment/register': answer(result, text) });
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Register' }));
    expect(within(await message('Registration')).getByText(text)).toBeTruthy();
  });

  it('another code: Unable to register. An error occurred.', async () => {
    serve({}, { 'POST /api/enrollment/register': answer(0, 'whatever') });
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Register' }));
    expect(within(await message('Registration')).getByText(TRAINING_TEXTS.registerError)).toBeTruthy();
  });

  const offer = TRAINING_TEXTS.waitlistOffer('Safe Sleep', 'Spring Session');

  it.each([
    [3, TRAINING_TEXTS.waitlisted(3)],
    [-2, TRAINING_TEXTS.waitlistAlready('Pat Lee', 'Safe Sleep', 'Spring Session')],
    [-3, TRAINING_TEXTS.waitlistFull('Safe Sleep', 'Spring Session')],
    [-9, TRAINING_TEXTS.waitlistError],
  ])('4: offers the waitlist; Yes joins it: %i says %s', async (result, text) => {
    const api = serve(
      {},
      {
        'POST /api/enrollment/register': answer(4, offer),
        'POST /api/enrollment/waitlist': answer(result, result === -9 ? 'ignored' : text),
      },
    );
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Register' }));
    const question = await message('Registration Full');
    expect(within(question).getByText(offer)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(within(await message('Waitlist')).getByText(text)).toBeTruthy();
    expect(api.called('POST', '/api/enrollment/waitlist')[0]!.body).toEqual({
      courseSectionId: 41,
      userId: 7,
      organizationId: 5,
    });
  });

  it('4: Yes, when a seat came free meanwhile (0): registered instead, told so', async () => {
    const registered = TRAINING_TEXTS.registered('Pat Lee', 'Safe Sleep', 'Spring Session');
    serve(
      {},
      {
        'POST /api/enrollment/register': answer(4, offer),
        'POST /api/enrollment/waitlist': answer(0, registered),
      },
    );
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Register' }));
    fireEvent.click(within(await message('Registration Full')).getByRole('button', { name: 'Yes' }));
    expect(within(await message(TRAINING_TEXTS.registeredTitle)).getByText(registered)).toBeTruthy();
  });

  it('4: No leaves the waitlist alone', async () => {
    const api = serve({}, { 'POST /api/enrollment/register': answer(4, offer) });
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Register' }));
    fireEvent.click(within(await message('Registration Full')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registration Full' })).toBeNull());
    expect(api.called('POST', '/api/enrollment/waitlist')).toHaveLength(0);
  });

  it('out of region: the reason, an optional comment, a request, and a notification will follow', async () => {
    const api = serve(
      { inRegion: false },
      { 'POST /api/enrollment/requestregistration': answer(1, 'Requested.') },
    );
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Register' }));
    const ask = await message('Out of Region Registration');
    expect(within(ask).getByText(TRAINING_TEXTS.outOfRegion)).toBeTruthy();
    fireEvent.change(within(ask).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: '  I moved to Mobile.  ' },
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    expect(within(await message('Registration Request')).getByText(TRAINING_TEXTS.requestSent)).toBeTruthy();
    expect(api.called('POST', '/api/enrollment/requestregistration')[0]!.body).toEqual({
      courseSectionId: 41,
      userId: 7,
      comment: 'I moved to Mobile.',
      organizationId: 5,
    });
    expect(api.called('POST', '/api/enrollment/register')).toHaveLength(0);
  });

  it('with two organizations: the one chosen is checked for the region, out of it a request', async () => {
    const api = serve(
      {},
      {
        'GET /api/enrollment/getownorgs': { body: [ORGANIZATION, OTHER] },
        'GET /api/coursesection/regioncheck': { body: false },
        'POST /api/enrollment/requestregistration': answer(1, 'Requested.'),
      },
    );
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Register' }));
    const choose = await message('Choose an Organization');
    fireEvent.click(within(choose).getByRole('radio', { name: 'Little Oaks' }));
    fireEvent.click(within(choose).getByRole('button', { name: 'Continue' }));
    const ask = await message('Out of Region Registration');
    const check = api.called('GET', '/api/coursesection/regioncheck')[0]!;
    expect(Object.fromEntries(check.query)).toEqual({
      courseSectionId: '41',
      userId: '7',
      organizationId: '6',
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    await message('Registration Request');
    expect(api.called('POST', '/api/enrollment/requestregistration')[0]!.body).toMatchObject({
      organizationId: 6,
      comment: null,
    });
  });

  it('with two organizations, one in region: registers from it', async () => {
    const api = serve(
      {},
      {
        'GET /api/enrollment/getownorgs': { body: [ORGANIZATION, OTHER] },
        'GET /api/coursesection/regioncheck': { body: true },
        'POST /api/enrollment/register': answer(1, 'Registered.'),
      },
    );
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Register' }));
    fireEvent.click(
      within(await message('Choose an Organization')).getByRole('button', { name: 'Continue' }),
    );
    await message(TRAINING_TEXTS.registeredTitle);
    expect(api.called('POST', '/api/enrollment/register')[0]!.body).toMatchObject({ organizationId: 5 });
  });
});

describe('Cancel Registration (spec 3 §4)', () => {
  it('is offered when allowed: the warning, an optional comment, then You have successfully unregistered.', async () => {
    const api = serve(
      {
        mayCancel: true,
        enrollmentStatus: 'Registered',
        register: { disabled: true, title: REGISTER_TITLES.alreadyRegistered, warning: null },
      },
      { 'POST /api/enrollment/cancelregistration': { body: { canceled: 1, message: 'Canceled.' } } },
    );
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Cancel Registration' }));
    const ask = await message('Cancel Registration');
    expect(within(ask).getByText(TRAINING_TEXTS.cancelWarning)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    expect(
      within(await message('Registration Canceled')).getByText(TRAINING_TEXTS.unregistered),
    ).toBeTruthy();
    expect(api.called('POST', '/api/enrollment/cancelregistration')[0]!.body).toEqual({
      courseSectionId: 41,
      userId: 7,
      comment: null,
    });
  });

  it('Cancel in the warning cancels nothing', async () => {
    const api = serve({ mayCancel: true });
    const details = await openDetails();
    fireEvent.click(within(details).getByRole('button', { name: 'Cancel Registration' }));
    fireEvent.click(within(await message('Cancel Registration')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Registration' })).toBeNull());
    expect(api.called('POST', '/api/enrollment/cancelregistration')).toHaveLength(0);
  });

  it('is not offered when mayCancel is false', async () => {
    serve({ mayCancel: false });
    const details = await openDetails();
    expect(within(details).queryByRole('button', { name: 'Cancel Registration' })).toBeNull();
  });
});
