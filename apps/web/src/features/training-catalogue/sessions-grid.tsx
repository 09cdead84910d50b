import { EntityType, FormId, type GridFilter } from '@registry/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../engine/grid/index';
import { CATALOGUE_GRIDS } from './api/catalogue-options';

const NO_COLUMNS: readonly string[] = [];
const COURSE_COLUMN: readonly string[] = ['courseName'];

/**
 * The trainer's sessions (schedule-training grid, entity 24, form 22; spec 3 §2): of one course, or of all
 * (null: ALL). A row opens its session form; Delete Session follows the row's flag (never had an
 * enrollment), Disable and Enable the trainer's controls (spec 3 §6). New sessions are added beside it
 * (the form needs its course).
 */
export function SessionsGrid({ courseId, title }: { courseId: number | null; title?: string }) {
  const { t } = useTranslation();
  const filters = useMemo<GridFilter[]>(
    () =>
      courseId === null ? [] : [{ filterColumn: 'courseId', operation: 'Equals', value: String(courseId) }],
    [courseId],
  );
  return (
    <DataGrid
      title={title ?? t('trainingCatalogue.sessionsTitle')}
      showTitle
      entityTypeId={EntityType.CourseSection}
      altGridId={CATALOGUE_GRIDS.sessions}
      formId={FormId.CourseSection}
      recordName={t('trainingCatalogue.sessionRecordName')}
      defaultFilters={filters}
      addNew={false}
      // One course's sessions need not say their course on every row.
      hiddenColumns={courseId === null ? NO_COLUMNS : COURSE_COLUMN}
    />
  );
}
