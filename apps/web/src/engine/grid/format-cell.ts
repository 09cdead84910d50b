import { formatDecimal, type GridColumn, type GridValue } from '@registry/domain';

/** A plain date as stored ('YYYY-MM-DD', or the date part of a date-time without a zone). */
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/** 'h:mm AM' of a 24-hour time. */
function clock(hours: number, minutes: string): string {
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export interface CellTexts {
  yes: string;
  no: string;
}

/**
 * A cell's text by its column's formats (spec 3 §3 column): an instant (isTimeStamp) in the tenant's
 * time zone, a date as MM/DD/YYYY (formatDate; a plain date is never shifted by a zone), the time too
 * where showTime says so, numbers with thousands separators (formatNumber), booleans as Yes or No.
 * HTML columns (allowHtml) are not text: the cell renders them cleaned.
 */
export function formatCellText(
  column: Pick<GridColumn, 'type' | 'formatDate' | 'formatNumber' | 'isTimeStamp' | 'showTime'>,
  value: GridValue | undefined,
  timeZone: string,
  texts: CellTexts,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return column.formatNumber ? formatDecimal(value) : String(value);
  if (column.isTimeStamp) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? value : formatter(timeZone, column.showTime).format(instant);
  }
  if (column.formatDate || column.type === 'date' || column.type === 'datetime') {
    const parts = PLAIN_DATE.exec(value);
    if (!parts) return value;
    const [, year, month, day, hours, minutes] = parts;
    const date = `${month}/${day}/${year}`;
    return column.showTime && hours !== undefined && minutes !== undefined
      ? `${date} ${clock(Number(hours), minutes)}`
      : date;
  }
  if (column.formatNumber && value.trim() !== '' && !Number.isNaN(Number(value)))
    return formatDecimal(Number(value));
  return value;
}
