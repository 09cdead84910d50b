import { FORM_DATE_MAX, FORM_DATE_MIN } from './texts.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A datetime: the date, 'T', hours and minutes, optional seconds and fraction, optional zone. */
const DATETIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A calendar date that exists: '2024-02-29' yes, '2023-02-29' no. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isWithinDateBounds(date: string): boolean {
  return date >= FORM_DATE_MIN && date <= FORM_DATE_MAX;
}

/** The day `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date as US readers write it, MM/DD/YYYY (as the grids show dates); anything else as given. */
export function usDate(date: string): string {
  const match = DATE.exec(date);
  return match === null ? date : `${match[2]}/${match[3]}/${match[1]}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (IANA name), as YYYY-MM-DD. */
export function dateInZone(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A date or datetime value made comparable. `date` is its calendar date (a zoned datetime's date in
 * the tenant's time zone, a zone-less one's as written); `instant` orders two datetimes of the same
 * kind (zoned, or both zone-less wall-clock times), null for plain dates.
 */
export interface DatePoint {
  date: string;
  kind: 'date' | 'local' | 'zoned';
  instant: number | null;
}

/** Reads a stored date (YYYY-MM-DD) or datetime (ISO 8601); null when it is neither. */
export function parseDatePoint(value: string, timeZone: string): DatePoint | null {
  if (isCalendarDate(value)) return { date: value, kind: 'date', instant: null };
  const match = DATETIME.exec(value);
  if (match === null || !isCalendarDate(match[1] as string)) return null;
  const zoned = match[2] !== undefined;
  const instant = Date.parse(zoned ? value : `${value}Z`);
  if (Number.isNaN(instant)) return null;
  const date = zoned ? dateInZone(new Date(instant), timeZone) : (match[1] as string);
  return { date, kind: zoned ? 'zoned' : 'local', instant };
}

/** Negative, zero or positive as `a` is before, on or after `b`; dates alone unless both are datetimes of one kind. */
export function compareDatePoints(a: DatePoint, b: DatePoint): number {
  if (a.kind === b.kind && a.instant !== null && b.instant !== null) return a.instant - b.instant;
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}
