import type { TGridRequest } from '@registry/contracts';
import { EntityType, FormId, GRID_MAX_PAGE, sessionEndedAt, type GridRow } from '@registry/domain';
import { queryOptions } from '@tanstack/react-query';
import { gridPageQuery } from '../../../engine/grid/api/get-grid';

/** A session the trainer may enroll people in, as the dropdown shows it. */
export interface OpenSession {
  id: number;
  courseName: string;
  sectionName: string;
  /** Its start, a wall time in its own zone. */
  trainingStart: string;
}

const text = (value: GridRow[string]) => (value === null || value === undefined ? '' : String(value));

/** The day before `now` ('YYYY-MM-DD'): sessions that end after it may still be going on somewhere. */
function dayBefore(now: Date): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The trainer's sessions open for registration (issue 24): the schedule-training grid (POST /api/grid,
 * entity 24, the trainer's own sessions) of those ending from yesterday on, soonest first, one large page;
 * then those not locked whose end, in their own time zone, is still to come.
 */
export function openSessionsQuery(now: () => Date = () => new Date()) {
  const request: TGridRequest = {
    formId: FormId.CourseSection,
    entityTypeId: EntityType.CourseSection,
    altGridId: 'schedule-training',
    primaryEntity: null,
    includeDisabled: false,
    filterInfo: [],
    defaultFilters: [{ filterColumn: 'trainingEnd', operation: 'GreaterThan', value: dayBefore(now()) }],
    sortInfo: [{ sortColumn: 'trainingStart', sortDirection: 'Ascending' }],
    from: 1,
    to: GRID_MAX_PAGE,
  };
  return queryOptions({
    ...gridPageQuery(request),
    select: (answer): OpenSession[] => {
      const at = now();
      return answer.gridData.flatMap((row) => {
        const end = text(row.trainingEnd);
        if (row.recordIsLocked === true || end === '' || sessionEndedAt(end, text(row.timeZone), at))
          return [];
        return [
          {
            id: row.id,
            courseName: text(row.courseName),
            sectionName: text(row.sectionName),
            trainingStart: text(row.trainingStart),
          },
        ];
      });
    },
  });
}
