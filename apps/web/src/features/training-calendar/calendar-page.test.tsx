import { CALENDAR_LEGEND, CLAIMS } from '@registry/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, storeSession, type FakeHandler } from '../../test/fake-api';
import { stubWindowWidth } from '../../test/match-media';
import { renderAppAt } from '../../test/render';
import { NO_TRAININGS_THIS_MONTH } from './calendar-texts';
import { calendarEvent, sessionDetails, sessionSummary } from './test-data';

const today = new Date().toISOString().slice(0, 10);

function serve(role: '100' | '250', handlers: Record<string, FakeHandler>) {
  storeSession({
    userId: 7,
    role,
    claims: ['dashboard', 'profile', CLAIMS.calendar, ...(role === '250' ? [CLAIMS.manageTraining] : [])],
  });
  return fakeApi({ 'GET /api/accounts': { body: profileOf({ activeRole: role }) }, ...handlers });
}

/** The calendar's button around an event's words. */
function eventButton(words: HTMLElement): HTMLElement {
  const button = words.closest<HTMLElement>('[role="button"]');
  if (!button) throw new Error('The event is no button.');
  return button;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('View Calendar', () => {
  it('for 100: the legend with its colours, the events of the month shown, an event opens its details', async () => {
    const api = serve('100', {
      'GET /api/enrollment/calendarevents': {
        body: [calendarEvent({ start: `${today}T09:00:00-05:00`, end: `${today}T11:30:00-05:00` })],
      },
      'GET /api/coursesection/getsectionbyid': { body: sessionDetails() },
    });
    renderAppAt('/dashboard/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training Calendar' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'View Calendar', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upcoming Trainings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Search Training' })).toBeTruthy();
    // Month by default, with week and day.
    expect(screen.getByRole('tab', { name: 'Month view', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Week view' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Day view' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'This Month' }).textContent).toBe('Today');

    const legend = screen.getByRole('list', { name: 'Legend' });
    const entries = within(legend).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Registered',
      'Pending Approval',
      'Waitlist',
      'Past',
    ]);
    expect(entries.map((entry) => entry.querySelector('[data-color]')?.getAttribute('data-color'))).toEqual(
      CALENDAR_LEGEND.map((entry) => entry.color),
    );

    // The month's days are asked for; the event is there, named by its times (to the minute) and status.
    // Each event is a button named by what it is (its hidden words). jsdom lays nothing out and the day
    // grid keeps its events invisible until measured, so their names are found by text here.
    const event = eventButton(
      await screen.findByText(/^Safe Sleep: Spring Session, .*9:00 AM – 11:30 AM, Registered$/),
    );
    expect(event.textContent).toContain('9:00');
    expect(event.getAttribute('tabindex')).toBe('0');
    const [call] = api.called('GET', '/api/enrollment/calendarevents');
    expect(call!.query.get('start')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(call!.query.get('start')! <= today && today < call!.query.get('end')!).toBe(true);
    expect(api.called('GET', '/api/enrollment/trainercalendarevents')).toHaveLength(0);

    // Enter on the focused event opens the details.
    event.focus();
    fireEvent.keyDown(event, { key: 'Enter', code: 'Enter' });
    const details = await screen.findByRole('dialog', { name: 'Safe Sleep: Spring Session' });
    expect(api.called('GET', '/api/coursesection/getsectionbyid')[0]!.query.get('id')).toBe('41');
    const general = within(details).getByTestId('details-general');
    expect(general.textContent).toContain('Sun, May 12, 2030, 9:00 AM – 11:30 AM');
    expect(general.textContent).toContain('Central Time');
    expect(general.textContent).toContain('Health, Safety and Nutrition');
    expect(within(details).getByTestId('details-contact').textContent).toContain('(205) 555-0199 ext. 12');
    expect(within(details).getByTestId('details-session').textContent).toContain('12 of 20');
    expect(within(details).getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('for 250: the trainer calendar, no legend, the details without Register or Cancel', async () => {
    const api = serve('250', {
      'GET /api/enrollment/trainercalendarevents': {
        body: [
          calendarEvent({
            start: `${today}T13:00:00-05:00`,
            end: `${today}T14:00:00-05:00`,
            legend: 'open',
            color: '#1565c0',
          }),
        ],
      },
      'GET /api/coursesection/getsectionbyid': { body: sessionDetails({ mayCancel: true }) },
    });
    renderAppAt('/dashboard/calendar');
    const event = eventButton(await screen.findByText(/^Safe Sleep: Spring Session, .*1:00 PM – 2:00 PM$/));
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
    expect(api.called('GET', '/api/enrollment/calendarevents')).toHaveLength(0);
    fireEvent.click(event);
    const details = await screen.findByRole('dialog', { name: 'Safe Sleep: Spring Session' });
    await within(details).findByTestId('details-general');
    expect(within(details).queryByRole('button', { name: 'Register' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Cancel Registration' })).toBeNull();
  });
});

describe('View Calendar on a phone', () => {
  it('below 600 px: the month as a list, without the month, week and day views', async () => {
    stubWindowWidth(400);
    serve('100', {
      'GET /api/enrollment/calendarevents': {
        body: [calendarEvent({ start: `${today}T09:00:00-05:00`, end: `${today}T11:30:00-05:00` })],
      },
    });
    renderAppAt('/dashboard/calendar');
    const event = eventButton(await screen.findByText(/^Safe Sleep: Spring Session, .*Registered$/));
    expect(event.closest('[data-testid="training-calendar"]')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Month view' })).toBeNull();
    expect(screen.getByRole('button', { name: 'This Month' })).toBeTruthy();
    // The legend stays.
    expect(screen.getByRole('list', { name: 'Legend' })).toBeTruthy();
  });

  it('a month without a training says where the others are', async () => {
    stubWindowWidth(400);
    serve('100', { 'GET /api/enrollment/calendarevents': { body: [] } });
    renderAppAt('/dashboard/calendar');
    expect(await screen.findByText(NO_TRAININGS_THIS_MONTH)).toBeTruthy();
  });
});

describe('Search Training', () => {
  it('sends the filters that are set, pages the results, opens one; Clear Values empties the filters', async () => {
    const api = serve('100', {
      'GET /api/coursesection/trainingsearch': {
        body: {
          total: 7,
          items: [
            sessionSummary(),
            sessionSummary({ id: 42, sectionName: 'Fall Session', regionName: 'Mobile' }),
          ],
        },
      },
      'GET /api/coursesection/getsectionbyid': {
        body: sessionDetails({ id: 42, sectionName: 'Fall Session' }),
      },
    });
    renderAppAt('/dashboard/calendar?view=search');
    const form = await screen.findByRole('search', { name: 'Search Training' });
    // The eight filters.
    expect(within(form).getByRole('textbox', { name: 'Training Name' })).toBeTruthy();
    for (const name of [
      'Core Knowledge Area',
      'Region',
      'Target Age Group',
      'DHR Performance Standard',
      'CDA Area',
      'CCDF Health and Safety',
      'Delivery Method',
    ])
      expect(within(form).getByRole('combobox', { name })).toBeTruthy();
    expect(api.called('GET', '/api/coursesection/trainingsearch')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Training Name' }), {
      target: { value: ' sleep ' },
    });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Region' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Mobile' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));

    const rows = await screen.findAllByTestId('search-result');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('7 trainings found.')).toBeTruthy();
    const [search] = api.called('GET', '/api/coursesection/trainingsearch');
    expect(Object.fromEntries(search!.query)).toEqual({
      name: 'sleep',
      region: 'mobile',
      from: '1',
      to: '5',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.called('GET', '/api/coursesection/trainingsearch')).toHaveLength(2));
    expect(api.called('GET', '/api/coursesection/trainingsearch')[1]!.query.get('from')).toBe('6');

    fireEvent.click(screen.getByRole('button', { name: 'View details of Safe Sleep: Fall Session' }));
    const details = await screen.findByRole('dialog', { name: 'Safe Sleep: Fall Session' });
    expect(api.called('GET', '/api/coursesection/getsectionbyid')[0]!.query.get('id')).toBe('42');
    fireEvent.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(form).getByRole('button', { name: 'Clear Values' }));
    expect((within(form).getByRole('textbox', { name: 'Training Name' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByTestId('search-result')).toHaveLength(0);
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.called('GET', '/api/coursesection/trainingsearch')).toHaveLength(3));
    expect(Object.fromEntries(api.called('GET', '/api/coursesection/trainingsearch')[2]!.query)).toEqual({
      from: '1',
      to: '5',
    });
  });
});
