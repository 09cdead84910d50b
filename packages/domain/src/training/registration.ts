import { TIME_ZONE_NAMES } from './regions.js';
import type { RoleName } from '../roles.js';

/**
 * Training registration (issue 23; spec 3 §4, §5, §8, §9): the enrollment statuses, the result codes of
 * the registration calls, who may register or cancel when, and the texts the user reads. The server
 * applies these rules and the web offers what they allow: one definition for both.
 */

/** Enrollment statuses (spec 3 §4). */
export const ENROLLMENT_STATUSES = [
  'Registered',
  'Unregistered',
  'System Cancellation',
  'Pending Approval',
  'Denied',
  'Canceled',
  'Waitlisted',
] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** An enrollment that holds the person's place (at most one per person and session). */
export const OPEN_ENROLLMENT_STATUSES: readonly EnrollmentStatus[] = [
  'Registered',
  'Waitlisted',
  'Pending Approval',
];

export const isOpenEnrollment = (status: EnrollmentStatus): boolean =>
  OPEN_ENROLLMENT_STATUSES.includes(status);

/** POST /enrollment/register's answer (spec 3 §4): 1 registered, 2 already, 3 full and declined, 4 full with waitlist. */
export const REGISTER_RESULT = {
  Registered: 1,
  AlreadyRegistered: 2,
  FullDeclined: 3,
  WaitlistOffered: 4,
} as const;
export type RegisterResult = (typeof REGISTER_RESULT)[keyof typeof REGISTER_RESULT];

/**
 * POST /enrollment/waitlist's answer: the position (1 or more), or one of these. RegisteredInstead (0, ours):
 * a seat was given back since the session was full, so the person took it (Registered) rather than a place
 * in line (docs/decisions/training-catalogue.md).
 */
export const WAITLIST_RESULT = { AlreadyRegistered: -2, Full: -3, RegisteredInstead: 0 } as const;

/** POST /enrollment/regionoverride's answer: above 0 success (the enrollment's id), or one of these. */
export const REVIEW_RESULT = { AlreadyRegistered: -2, Full: -3, WaitlistFull: -4 } as const;

/**
 * Where a session's registration window stands at a moment, both as the session's wall times
 * ('YYYY-MM-DD HH:MM[:SS]', its local time): before it opens, open, or past its deadline. No start: open
 * from the beginning; no deadline: open until the training starts.
 */
export type WindowState = 'notStarted' | 'open' | 'closed';

export interface SessionWindow {
  regStart: string | null;
  regDeadline: string | null;
  trainingStart: string;
}

/** Wall times compare as text once written alike ('YYYY-MM-DD HH:MM:SS'). */
export function normaliseWallTime(value: string): string {
  const text = value.trim().replace('T', ' ');
  const match = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (match === null) return text;
  return `${match[1]} ${match[2] ?? '00'}:${match[3] ?? '00'}:${match[4] ?? '00'}`;
}

export function windowState(session: SessionWindow, localNow: string): WindowState {
  const now = normaliseWallTime(localNow);
  if (session.regStart !== null && now < normaliseWallTime(session.regStart)) return 'notStarted';
  const deadline = session.regDeadline ?? session.trainingStart;
  if (now > normaliseWallTime(deadline)) return 'closed';
  return 'open';
}

/** A moment as the wall time of a time zone ('YYYY-MM-DD HH:MM:SS'): "now" in the session's local time. */
export function wallTimeIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The Register button's state (spec 3 §5): disabled with its title, or offered. */
export type RegisterOffer =
  | { disabled: false; title: null; warning: string | null }
  | { disabled: true; title: string; warning: string | null };

export const REGISTER_TITLES = {
  alreadyRegistered: 'Already Registered',
  pastDeadline: 'Past Registration Deadline',
  notStarted: 'Registration Has Not Started',
} as const;

/**
 * Whether Register is offered (spec 3 §5): disabled when already registered (an open enrollment), past the
 * deadline (role 100: a trainer enrolling someone may go past it), or before the window opens; a warning
 * whenever now is outside the window.
 */
export function registerOffer(
  session: SessionWindow,
  localNow: string,
  role: RoleName | null,
  enrollment: EnrollmentStatus | null,
): RegisterOffer {
  const state = windowState(session, localNow);
  const warning = state === 'open' ? null : TRAINING_TEXTS.outsideWindow;
  if (enrollment !== null && isOpenEnrollment(enrollment))
    return { disabled: true, title: REGISTER_TITLES.alreadyRegistered, warning };
  if (state === 'closed' && role === '100')
    return { disabled: true, title: REGISTER_TITLES.pastDeadline, warning };
  if (state === 'notStarted') return { disabled: true, title: REGISTER_TITLES.notStarted, warning };
  return { disabled: false, title: null, warning };
}

/**
 * Whether a registration may be cancelled (spec 3 §4): not on a locked session, not once Unregistered,
 * System Cancellation, Pending Approval or Denied (nor Canceled: it is cancelled already).
 */
export function mayCancelEnrollment(status: EnrollmentStatus, sessionLocked: boolean): boolean {
  if (sessionLocked) return false;
  return status === 'Registered' || status === 'Waitlisted';
}

/** Send a Message is hidden for Unregistered (spec 3 §4). */
export const mayMessageEnrollee = (status: EnrollmentStatus): boolean => status !== 'Unregistered';

/** Review Out of Region Enrollment Request: rows Pending Approval on an unlocked session. */
export const mayReviewEnrollment = (status: EnrollmentStatus, sessionLocked: boolean): boolean =>
  status === 'Pending Approval' && !sessionLocked;

/** Attendance's values (spec 3 §4, §9): 1 Completed, 2 Partially Completed, 3 Absent, 0 cleared. */
export const ATTENDANCE = { Cleared: 0, Completed: 1, PartiallyCompleted: 2, Absent: 3 } as const;
export type AttendanceValue = (typeof ATTENDANCE)[keyof typeof ATTENDANCE];

/** Completed and Absent are final (spec 3 §4): once set, nobody changes them. */
export const isFinalAttendance = (attendance: number): boolean =>
  attendance === ATTENDANCE.Completed || attendance === ATTENDANCE.Absent;

/**
 * Whether a person's attendance may be set (spec 3 §4): Registered, not already Completed or Absent, the
 * session not locked and its end passed (`sessionEnded`: the caller compares the session's end, in its
 * own zone, with now).
 */
export function mayRecordAttendance(
  status: EnrollmentStatus,
  attendance: number,
  sessionLocked: boolean,
  sessionEnded: boolean,
): boolean {
  return status === 'Registered' && !isFinalAttendance(attendance) && !sessionLocked && sessionEnded;
}

/** Whether the session is over: its end (a wall time in its zone) is not after now read in that zone. */
export const sessionHasEnded = (trainingEnd: string, localNow: string): boolean =>
  normaliseWallTime(trainingEnd) <= normaliseWallTime(localNow);

/**
 * Whether a session whose end is `trainingEnd` in `zone` (its IANA zone, or its name as the grids show it:
 * 'Central Time') has ended at `now`. An unknown zone: not (the server, which knows, decides).
 */
export function sessionEndedAt(trainingEnd: string, zone: string, now: Date): boolean {
  const iana = Object.entries(TIME_ZONE_NAMES).find(([, name]) => name === zone)?.[0] ?? zone;
  try {
    return sessionHasEnded(trainingEnd, wallTimeIn(now, iana));
  } catch {
    return false;
  }
}

/** The calendar's legend for everyone but trainers (spec 3 §4): its statuses and their colours. */
export const CALENDAR_LEGEND = [
  { key: 'registered', label: 'Registered', color: '#2e7d32' },
  { key: 'pending', label: 'Pending Approval', color: '#8a5300' },
  { key: 'waitlist', label: 'Waitlist', color: '#6a1b9a' },
  { key: 'past', label: 'Past', color: '#616161' },
] as const;
/** An open session the person has no enrollment in (not in the legend: every other event). */
export const CALENDAR_OPEN_COLOR = '#1565c0';

/** Calendar event statuses (spec 3 §3): 1 active, 4 waitlist, 8 pending. */
export const CALENDAR_EVENT_STATUS = { Active: 1, Waitlist: 4, Pending: 8 } as const;

/** Calendar constants (spec 3 §9). */
export const CALENDAR = { height: 600, eventHeight: 22, defaultView: 'dayGridMonth' } as const;

/** A session's default seats and waitlist places when the trainer names none (docs/decisions/training-catalogue.md). */
export const SESSION_DEFAULTS = { capacity: 20, waitlistCapacity: 10 } as const;

/** The texts of registration (spec 3 §4, §5, §8), word for word; the rest are ours (decisions). */
export const TRAINING_TEXTS = {
  registeredTitle: 'Registration Successful!',
  registered: (person: string, course: string, session: string) =>
    `You have successfully registered ${person} for ${course}: ${session}.`,
  alreadyRegistered: (person: string, course: string, session: string) =>
    `Unable to register. ${person} is already registered for ${course}: ${session}.`,
  fullDeclined: (course: string, session: string) =>
    `Registration for ${course}: ${session} is full. Your registration request has been declined.`,
  waitlistOffer: (course: string, session: string) =>
    `Registration for ${course}: ${session} is full. Would you like to be added to the waitlist?`,
  registerError: 'Unable to register. An error occurred.',
  waitlisted: (position: number) => `You have been added to the waitlist. Your position is ${position}.`,
  waitlistAlready: (person: string, course: string, session: string) =>
    `Unable to add to waitlist. ${person} is already registered or waitlisted for ${course}: ${session}.`,
  waitlistFull: (course: string, session: string) =>
    `Registration for ${course}: ${session} and its waitlist are full. Your request has been declined.`,
  waitlistError: 'Unable to add to waitlist. An error occurred.',
  reviewAlready: (person: string, course: string, session: string) =>
    `Unable to register. ${person} is already registered for ${course}: ${session}.`,
  reviewFull: (course: string, session: string) =>
    `Registration for ${course}: ${session} is full. Registration is unavailable at this time.`,
  reviewError: 'Unable to complete registration review process. An error occurred.',
  reviewApproved: (person: string, course: string, session: string) =>
    `${person} is now registered for ${course}: ${session}. A notification was sent to ${person}.`,
  reviewDenied: (person: string, course: string, session: string) =>
    `The request of ${person} for ${course}: ${session} was declined. A notification was sent to ${person}.`,
  outOfRegion:
    'This training is outside the region of your organization. Your registration must be approved by the trainer.',
  requestSent:
    'Your registration request was submitted. A notification will follow after the trainer reviews it.',
  cancelWarning:
    'Cancellation is processed immediately and cannot be reversed. Are you sure you want to cancel this registration?',
  unregistered: 'You have successfully unregistered.',
  noneToCancel: 'No chosen users are eligible for cancellation.',
  cancelNotOffered: 'This registration cannot be cancelled.',
  noCourses: 'No courses available for selection. You must create a course before scheduling it.',
  noSessions:
    'A section and a student record must exist before attendance can be recorded. Schedule a session of a training first.',
  outsideWindow: 'Registration for this session is not open at this time.',
  commentRequired: 'A comment is required.',
  sessionClosed: 'This session is no longer open for registration.',
  // Attendance (spec 3 §4, §5; the first is the spec's, the rest ours).
  attendanceNoneEligible: 'All chosen users have attendance set already.',
  attendanceFinalWarning: (value: string) =>
    `${value} is final: changes cannot be made afterwards. Are you sure you want to record ${value}?`,
  attendanceRecorded: (value: string, count: number) =>
    `Attendance was recorded as ${value} for ${count === 1 ? '1 person' : `${count} people`}.`,
  attendanceCleared: (count: number) =>
    `Attendance was cleared for ${count === 1 ? '1 person' : `${count} people`}.`,
  attendanceNotYet: 'Attendance can be recorded once the session has ended.',
  attendanceLocked: 'This session is locked: its attendance is final and cannot be changed.',
  attendanceOneSession: 'Choose the enrollments of one session.',
  nowLocked: ' Every registered person has final attendance: the session is now locked.',
  lockWarning:
    'Locking the session makes its attendance final: changes cannot be made afterwards. People still on the waitlist or awaiting approval are told the session has closed. Are you sure you want to lock this session?',
  lockNotReady: 'Record the attendance of every registered person before locking the session.',
  locked: 'The session is locked. Its attendance is final.',
  alreadyLocked: 'This session is already locked.',
} as const;

/** Spec 3 §5: comments are optional to register or cancel, required to approve or decline a request. */
export const REVIEW_COMMENT_REQUIRED = true;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A session's wall time as a person reads it: 'May 12, 2030, 9:00 AM Central Time' (to the minute, spec 3 §9). */
export function sessionTimeText(wallTime: string, timeZoneName: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(wallTime);
  if (match === null) return wallTime;
  const [, year, month, day, hour, minute] = match;
  const h = Number(hour);
  const clock = `${h % 12 === 0 ? 12 : h % 12}:${minute} ${h < 12 ? 'AM' : 'PM'}`;
  const zone = timeZoneName ? ` ${timeZoneName}` : '';
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}, ${clock}${zone}`;
}
