import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE,
  ENROLLMENT_STATUSES,
  isFinalAttendance,
  mayRecordAttendance,
  sessionEndedAt,
  sessionHasEnded,
  TRAINING_TEXTS,
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

describe('attendance (spec 3 §4, §9)', () => {
  it('keys: 1 Completed, 2 Partially Completed, 3 Absent, 0 cleared; Completed and Absent final', () => {
    expect(ATTENDANCE).toEqual({ Cleared: 0, Completed: 1, PartiallyCompleted: 2, Absent: 3 });
    expect([0, 1, 2, 3].map(isFinalAttendance)).toEqual([false, true, false, true]);
  });

  it('only for Registered people without final attendance, the session not locked and over', () => {
    for (const status of ENROLLMENT_STATUSES)
      for (const attendance of [0, 1, 2, 3])
        for (const locked of [false, true])
          for (const ended of [false, true])
            expect(mayRecordAttendance(status, attendance, locked, ended)).toBe(
              status === 'Registered' && (attendance === 0 || attendance === 2) && !locked && ended,
            );
  });

  it('a session has ended once its end, in its own zone, is not after now there', () => {
    expect(sessionHasEnded('2030-05-12 12:00:00', '2030-05-12 12:00:00')).toBe(true);
    expect(sessionHasEnded('2030-05-12T12:00', '2030-05-12 11:59:59')).toBe(false);
    expect(sessionHasEnded('2030-05-12 12:00', '2030-05-13 08:00:00')).toBe(true);
  });

  it('a session ended: its zone by IANA name or as the grids name it; an unknown zone never', () => {
    const now = new Date('2030-05-12T18:30:00Z'); // 1:30 PM in Chicago, 2:30 PM in New York
    expect(sessionEndedAt('2030-05-12 13:00:00', 'America/Chicago', now)).toBe(true);
    expect(sessionEndedAt('2030-05-12 13:00:00', 'Central Time', now)).toBe(true);
    expect(sessionEndedAt('2030-05-12 14:00:00', 'Central Time', now)).toBe(false);
    expect(sessionEndedAt('2030-05-12 14:00:00', 'Eastern Time', now)).toBe(true);
    expect(sessionEndedAt('2030-05-12 13:00:00', 'Mars Time', now)).toBe(false);
  });

  it('texts', () => {
    expect(TRAINING_TEXTS.attendanceNoneEligible).toBe('All chosen users have attendance set already.');
    expect(TRAINING_TEXTS.attendanceRecorded('Completed', 1)).toBe(
      'Attendance was recorded as Completed for 1 person.',
    );
    expect(TRAINING_TEXTS.attendanceRecorded('Absent', 3)).toBe(
      'Attendance was recorded as Absent for 3 people.',
    );
    expect(TRAINING_TEXTS.attendanceFinalWarning('Completed')).toContain('changes cannot be made afterwards');
  });
});
