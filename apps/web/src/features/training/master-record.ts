import type { TGridSummaryResponse } from '@registry/contracts';

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

/** A sum the server sent, or 0 when it sent none (never NaN in a table). */
const sumOf = (sums: Record<string, number>, name: string) =>
  Number.isFinite(sums[name]) ? (sums[name] as number) : 0;

/**
 * The master training record (spec 3 §2): a person's training hours by core knowledge area, and how many
 * of them are verified, from the training grid's summary aggregates (the server adds them up in one
 * grouped query over the enabled records); areas by name, the unnamed last, and their total.
 */
export function masterRecord(groups: TGridSummaryResponse['aggregates'] = []): MasterRecord {
  const areas = groups
    .map((group) => ({
      area: group.key,
      records: group.count,
      hours: sumOf(group.sums, 'hours'),
      verifiedHours: sumOf(group.sums, 'verifiedHours'),
    }))
    .sort((a, b) => (a.area === null ? 1 : b.area === null ? -1 : a.area.localeCompare(b.area)));
  const total = areas.reduce(
    (sum, line) => ({
      records: sum.records + line.records,
      hours: sum.hours + line.hours,
      verifiedHours: sum.verifiedHours + line.verifiedHours,
    }),
    { records: 0, hours: 0, verifiedHours: 0 },
  );
  return { areas, total };
}
