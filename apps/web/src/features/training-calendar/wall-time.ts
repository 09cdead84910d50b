import { TIME_ZONE_NAMES } from '@registry/domain';

/**
 * A session's times are its own local wall times (spec 3: "Times are the session's local time"; tn spans
 * two zones): the server sends them as 'YYYY-MM-DD HH:MM[:SS]', or as ISO text with the session's offset.
 * They are shown as written, in the session's zone, never moved into the browser's.
 */
const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** The wall time without its offset ('YYYY-MM-DDTHH:MM:SS'), as the calendar places it; null if unreadable. */
export function floatingTime(value: string): string | null {
  const match = WALL.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}

/** The wall time as an instant in UTC with the same digits: formatted in UTC, it reads as written. */
function asUtc(value: string): Date | null {
  const floating = floatingTime(value);
  return floating === null ? null : new Date(`${floating}Z`);
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const TIME = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });

/** 'Sun, May 12, 2030, 9:00 AM' (to the minute, spec 3 §9); the text itself when it is not a time. */
export function formatWallTime(value: string): string {
  const date = asUtc(value);
  return date === null ? value : DATE_TIME.format(date);
}

/** 'Sun, May 12, 2030, 9:00 AM – 11:00 AM' on one day; both in full over several. */
export function formatWallRange(start: string, end: string): string {
  const from = asUtc(start);
  const to = asUtc(end);
  if (from === null || to === null) return `${start} – ${end}`;
  const sameDay = from.toISOString().slice(0, 10) === to.toISOString().slice(0, 10);
  return `${DATE_TIME.format(from)} – ${sameDay ? TIME.format(to) : DATE_TIME.format(to)}`;
}

/** 'Central Time' for 'America/Chicago'; an unnamed zone by its IANA name. */
export function timeZoneName(timeZone: string): string {
  return TIME_ZONE_NAMES[timeZone] ?? timeZone;
}
