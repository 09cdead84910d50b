import type { TGridRequest } from '@registry/contracts';
import { EntityType, FormId, GRID_MAX_PAGE, type GridRow } from '@registry/domain';
import { queryOptions } from '@tanstack/react-query';
import { gridPageQuery } from '../../../engine/grid/api/get-grid';

/** The trainer's sessions (the schedule-training grid of entity 24), newest first, in one large page. */
const SESSIONS: TGridRequest = {
  formId: FormId.CourseSection,
  entityTypeId: EntityType.CourseSection,
  altGridId: 'schedule-training',
  primaryEntity: null,
  includeDisabled: false,
  filterInfo: [],
  defaultFilters: [],
  sortInfo: [{ sortColumn: 'trainingStart', sortDirection: 'Descending' }],
  from: 1,
  to: GRID_MAX_PAGE,
};

/** A session a report may concern: its id and what the dropdown shows. */
export interface ReportSessionOption {
  id: number;
  text: string;
}

/**
 * The Training Session dropdown of a new report: the trainer's own sessions (POST /api/grid, entity 24),
 * each as `format` writes it. Its key is the grid's, so a session added or deleted refreshes it.
 */
export function reportSessionsQuery(format: (row: GridRow) => string) {
  return queryOptions({
    ...gridPageQuery(SESSIONS),
    select: (answer): ReportSessionOption[] =>
      answer.gridData.map((row) => ({ id: row.id, text: format(row) })),
  });
}
