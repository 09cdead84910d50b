/** Dates of the data set as day numbers (days since 1970-01-01, UTC), written out as PostgreSQL reads them. */

const MS_PER_DAY = 86_400_000;
const texts = new Map<number, string>();

export function dayOf(isoDate: string): number {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(ms)) throw new Error(`Not a date: ${isoDate}`);
  return Math.round(ms / MS_PER_DAY);
}

/** 'YYYY-MM-DD' (cached: millions of records share a few thousand days). */
export function dateText(day: number): string {
  let text = texts.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    texts.set(day, text);
  }
  return text;
}

/** A timestamptz at `minute` minutes after midnight UTC of `day`. */
export function instantText(day: number, minute: number): string {
  const hours = Math.floor(minute / 60) % 24;
  const minutes = minute % 60;
  return `${dateText(day)} ${hours < 10 ? '0' : ''}${hours}:${minutes < 10 ? '0' : ''}${minutes}:00+00`;
}

/** The ISO instant of `day` at `minute`, for values that go through Kysely rather than COPY. */
export function instantDate(day: number, minute: number): Date {
  return new Date(day * MS_PER_DAY + minute * 60_000);
}

export const YEAR = 365.25;
