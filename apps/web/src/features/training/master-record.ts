import type { GridRow } from '@registry/domain';

/** One core knowledge area's line of the master training record. */
export interface AreaHours {
  /** The area's name; null for trainings that name none. */
  area: string | null;
  records: number;
  hours: number;
  verifiedHours: number;
}

export interface MasterRecord {
  areas: AreaHours[];
  total: Omit<AreaHours, 'area'>;
}

/** The training record's properties the summary adds up (the training grid's columns). */
export const HOURS_PROPERTY = 'hours';
export const AREA_PROPERTY = 'coreKnowledgeArea';

/** A numeric cell, which PostgreSQL's numeric may send as text ('1.50'); anything else counts 0. */
function hoursOf(value: GridRow[string]): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : 0;
}

/**
 * The master training record (spec 3 §2): a person's training hours by core knowledge area, and how
 * many of them are verified, over their training records; areas by name, the unnamed last. Disabled
 * records do not count.
 */
export function masterRecord(rows: readonly GridRow[]): MasterRecord {
  const byArea = new Map<string | null, AreaHours>();
  const total = { records: 0, hours: 0, verifiedHours: 0 };
  for (const row of rows) {
    if (row.disabled) continue;
    const raw = row[AREA_PROPERTY];
    const area = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
    const line = byArea.get(area) ?? { area, records: 0, hours: 0, verifiedHours: 0 };
    const hours = hoursOf(row[HOURS_PROPERTY]);
    line.records += 1;
    line.hours += hours;
    if (row.verified === true) line.verifiedHours += hours;
    byArea.set(area, line);
    total.records += 1;
    total.hours += hours;
    if (row.verified === true) total.verifiedHours += hours;
  }
  const areas = [...byArea.values()].sort((a, b) =>
    a.area === null ? 1 : b.area === null ? -1 : a.area.localeCompare(b.area),
  );
  return { areas, total };
}
