import type { TGridRequest } from '@registry/contracts';
import { EntityType, FormId, GRID_MAX_PAGE, type GridRow } from '@registry/domain';
import { queryOptions } from '@tanstack/react-query';
import { gridPageQuery } from '../../../engine/grid/api/get-grid';

/** The grids of the catalogue (apps/server modules/training-catalogue): their altGridIds. */
export const CATALOGUE_GRIDS = {
  courses: 'manage-training',
  sessions: 'schedule-training',
  enrollments: 'manage-attendance',
} as const;

/** A grid's first GRID_MAX_PAGE rows in one order, as a dropdown lists them (the trainer's own). */
function optionsRequest(
  entityTypeId: number,
  formId: number,
  altGridId: string,
  sortColumn: string,
): TGridRequest {
  return {
    formId,
    entityTypeId,
    altGridId,
    primaryEntity: null,
    includeDisabled: false,
    filterInfo: [],
    defaultFilters: [],
    sortInfo: [{ sortColumn, sortDirection: sortColumn === 'trainingStart' ? 'Descending' : 'Ascending' }],
    from: 1,
    to: GRID_MAX_PAGE,
  };
}

/** A choice of a dropdown: the row's id and what it shows. */
export interface CatalogueOption {
  id: number;
  text: string;
}

const text = (value: GridRow[string]) => (value === null || value === undefined ? '' : String(value));

/**
 * The trainer's courses for schedule-training's dropdown: the manage-training grid (POST /api/grid, entity
 * 23) with one large page, by name. Its key is the grid's, so a course added or deleted refreshes it.
 */
export function courseOptionsQuery() {
  const base = gridPageQuery(
    optionsRequest(EntityType.Course, FormId.Course, CATALOGUE_GRIDS.courses, 'courseName'),
  );
  return queryOptions({
    ...base,
    select: (answer): CatalogueOption[] =>
      answer.gridData.map((row) => ({ id: row.id, text: text(row.courseName) })),
  });
}

/**
 * The trainer's sessions for manage-attendance's dropdown: the schedule-training grid (entity 24) with one
 * large page, newest first, each as 'Course: Session (start)'.
 */
export function sessionOptionsQuery(format: (row: GridRow) => string) {
  const base = gridPageQuery(
    optionsRequest(EntityType.CourseSection, FormId.CourseSection, CATALOGUE_GRIDS.sessions, 'trainingStart'),
  );
  return queryOptions({
    ...base,
    select: (answer): (CatalogueOption & { row: GridRow })[] =>
      answer.gridData.map((row) => ({ id: row.id, text: format(row), row })),
  });
}
