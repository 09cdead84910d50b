import { describe, expect, it } from 'vitest';
import {
  mayCancelEnrollment,
  registerOffer,
  REGISTER_TITLES,
  wallTimeIn,
  windowState,
  type EnrollmentStatus,
} from './registration.js';
import { AL_COUNTIES_WITHOUT_REGION, isInRegion, regionOfCounty } from './regions.js';

const session = {
  regStart: '2030-05-01 08:00',
  regDeadline: '2030-05-10 17:00',
  trainingStart: '2030-05-12 09:00',
};

describe("the registration window, in the session's wall time", () => {
  it.each([
    ['2030-05-01 07:59:59', 'notStarted'],
    ['2030-05-01 08:00:00', 'open'],
    ['2030-05-10 17:00:00', 'open'],
    ['2030-05-10 17:00:01', 'closed'],
  ] as const)('at %s it is %s', (now, state) => {
    expect(windowState(session, now)).toBe(state);
  });
  it('without a start is open from the beginning; without a deadline, until the training starts', () => {
    const open = { regStart: null, regDeadline: null, trainingStart: '2030-05-12 09:00' };
    expect(windowState(open, '2000-01-01 00:00')).toBe('open');
    expect(windowState(open, '2030-05-12 09:00:01')).toBe('closed');
  });
  it('reads now in the zone: 22:30 UTC is 18:30 in New York and 17:30 in Chicago in May', () => {
    const instant = new Date('2030-05-10T22:30:00Z');
    expect(wallTimeIn(instant, 'America/New_York')).toBe('2030-05-10 18:30:00');
    expect(wallTimeIn(instant, 'America/Chicago')).toBe('2030-05-10 17:30:00');
    // A deadline of 17:00 local: passed in New York, not yet in Chicago a moment earlier.
    expect(windowState(session, wallTimeIn(new Date('2030-05-10T21:59:00Z'), 'America/Chicago'))).toBe(
      'open',
    );
    expect(windowState(session, wallTimeIn(new Date('2030-05-10T21:59:00Z'), 'America/New_York'))).toBe(
      'closed',
    );
  });
});

describe('Register (spec 3 §5)', () => {
  it('is disabled when already registered, waitlisted or pending', () => {
    for (const status of ['Registered', 'Waitlisted', 'Pending Approval'] as const)
      expect(registerOffer(session, '2030-05-05 10:00', '100', status)).toEqual({
        disabled: true,
        title: REGISTER_TITLES.alreadyRegistered,
        warning: null,
      });
  });
  it('is offered again after a cancellation or a denial', () => {
    for (const status of ['Unregistered', 'Canceled', 'Denied', 'System Cancellation'] as const)
      expect(registerOffer(session, '2030-05-05 10:00', '100', status).disabled).toBe(false);
  });
  it('past the deadline: disabled for 100, offered with a warning to a trainer enrolling someone', () => {
    expect(registerOffer(session, '2030-05-11 10:00', '100', null)).toMatchObject({
      disabled: true,
      title: REGISTER_TITLES.pastDeadline,
    });
    const trainer = registerOffer(session, '2030-05-11 10:00', '250', null);
    expect(trainer.disabled).toBe(false);
    expect(trainer.warning).not.toBeNull();
  });
  it('before the window: disabled for everyone', () => {
    expect(registerOffer(session, '2030-04-30 10:00', '250', null)).toMatchObject({
      disabled: true,
      title: REGISTER_TITLES.notStarted,
    });
  });
});

describe('Cancel Registration (spec 3 §4)', () => {
  const cases: [EnrollmentStatus, boolean][] = [
    ['Registered', true],
    ['Waitlisted', true],
    ['Unregistered', false],
    ['System Cancellation', false],
    ['Pending Approval', false],
    ['Denied', false],
    ['Canceled', false],
  ];
  it.each(cases)('%s: %s on an open session, never on a locked one', (status, offered) => {
    expect(mayCancelEnrollment(status, false)).toBe(offered);
    expect(mayCancelEnrollment(status, true)).toBe(false);
  });
});

describe('regions (al)', () => {
  it('every Alabama county lies in one region', () => {
    expect(AL_COUNTIES_WITHOUT_REGION).toEqual([]);
    expect(regionOfCounty({ code: 'al' }, '01073')).toBe('birmingham'); // Jefferson
    expect(regionOfCounty({ code: 'al' }, '01097')).toBe('mobile');
  });
  it('out of region only in al, with an organization in another region', () => {
    expect(isInRegion({ code: 'al' }, 'mobile', '01073')).toBe(false);
    expect(isInRegion({ code: 'al' }, 'birmingham', '01073')).toBe(true);
    expect(isInRegion({ code: 'al' }, 'mobile', null)).toBe(true);
    expect(isInRegion({ code: 'al' }, null, '01073')).toBe(true);
    expect(isInRegion({ code: 'tn' }, 'mobile', '47037')).toBe(true);
  });
});
