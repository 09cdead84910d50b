/**
 * An instant as the tenant reads it (DESIGN §3 "Time": shown in the tenant's time zone), e.g.
 * 'Nov 24, 2026, 9:05 AM'. One formatter per zone, made on first use.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatInstant(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(timeZone, formatter);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}
