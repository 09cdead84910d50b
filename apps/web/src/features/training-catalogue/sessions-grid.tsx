import { EntityType, FormId, type GridFilter, type GridRow } from '@registry/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { DataGrid, type GridRowAction } from '../../engine/grid/index';
import { CATALOGUE_GRIDS } from './api/catalogue-options';
import { EnrollmentsPanel, type PanelSession } from './enrollments-panel';

const NO_COLUMNS: readonly string[] = [];
const COURSE_COLUMN: readonly string[] = ['courseName'];

const text = (value: GridRow[string]) => (value === null || value === undefined ? '' : String(value));

/**
 * The trainer's sessions (schedule-training grid, entity 24, form 22; spec 3 §2): of one course, or of all
 * (null: ALL). A row opens its session form; Delete Session follows the row's flag (never had an
 * enrollment), Disable and Enable the trainer's controls (spec 3 §6); Registration and Attendance opens
 * the session modal with its enrollments and attendance (spec 3 §2 "a session modal with registration and
 * attendance"). New sessions are added beside it (the form needs its course).
 */
export function SessionsGrid({ courseId, title }: { courseId: number | null; title?: string }) {
  const { t } = useTranslation();
  const filters = useMemo<GridFilter[]>(
    () =>
      courseId === null ? [] : [{ filterColumn: 'courseId', operation: 'Equals', value: String(courseId) }],
    [courseId],
  );
  const [open, setOpen] = useState<PanelSession | null>(null);
  const rowActions = (row: GridRow): GridRowAction[] =>
    row.disabled === true
      ? []
      : [
          {
            key: 'enrollments',
            label: t('trainingCatalogue.enrollmentsAction'),
            onSelect: () => setOpen({ id: row.id, row }),
          },
        ];
  return (
    <>
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
        rowActions={rowActions}
      />
      <Modal
        open={open !== null}
        title={
          open
            ? t('trainingCatalogue.enrollmentsModalTitle', {
                course: text(open.row.courseName),
                session: text(open.row.sectionName),
              })
            : ''
        }
        onClose={() => setOpen(null)}
        maxWidth="lg"
        data-testid="session-enrollments-modal"
      >
        {open && <EnrollmentsPanel key={open.id} session={open} />}
      </Modal>
    </>
  );
}
