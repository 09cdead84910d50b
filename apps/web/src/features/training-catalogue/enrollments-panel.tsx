import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  ATTENDANCE,
  ATTENDANCE_NAMES,
  EntityType,
  FormId,
  GRID_MAX_PAGE,
  GRID_PAGE_SIZE,
  sessionEndedAt,
  type AttendanceValue,
  type GridFilter,
  type GridRow,
} from '@registry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-context';
import { gridPageQuery } from '../../engine/grid/api/get-grid';
import { DataGrid, type GridRowAction } from '../../engine/grid/index';
import { LazyComposeModal, type ComposeDraft } from '../messages/index';
import { CATALOGUE_GRIDS } from './api/catalogue-options';
import { ReviewDialog, type ReviewTarget } from './review-dialog';
import { useEnrollmentActions } from './use-enrollment-actions';

const text = (value: GridRow[string]) => (value === null || value === undefined ? '' : String(value));

/** The values a trainer records, in the order offered. */
const ATTENDANCE_CHOICES: readonly AttendanceValue[] = [
  ATTENDANCE.Completed,
  ATTENDANCE.PartiallyCompleted,
  ATTENDANCE.Absent,
];

/** A session as the panel reads it: its row of the schedule-training grid. */
export interface PanelSession {
  id: number;
  row: GridRow;
}

/** Whether the session (a schedule-training row) has ended: its end, in its own zone, is past. */
const sessionEnded = (row: GridRow, now = new Date()): boolean =>
  row.trainingEnd !== null &&
  row.trainingEnd !== undefined &&
  sessionEndedAt(text(row.trainingEnd), text(row.timeZone), now);

/**
 * A session's enrollments with everything the trainer does to them (spec 3 §2 manage-attendance and the
 * session modal, §4, §5): the manage-attendance grid (entity 26, 5 a page) with, as each row allows, Send
 * a Message, Cancel Registration, Review Out of Region Enrollment Request and, once the session has ended,
 * its attendance (Completed, Partially Completed, Absent; Clear Attendance on a Partially Completed);
 * for the chosen rows, Cancel Registration and Set Attendance (shown once the session's end has passed);
 * and Lock Session, which makes the attendance final. A locked session says so and offers none of them.
 */
export function EnrollmentsPanel({ session }: { session: PanelSession }) {
  const { t } = useTranslation();
  const actions = useEnrollmentActions(session.id);
  const [selected, setSelected] = useState<number[]>([]);
  // The rows last shown, by id: what the chosen ids are (their person, what they may have).
  const shown = useRef(new Map<number, GridRow>());
  const [compose, setCompose] = useState<ComposeDraft | null>(null);
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const [attendanceMenu, setAttendanceMenu] = useState<HTMLElement | null>(null);
  const filters = useMemo<GridFilter[]>(
    () => [{ filterColumn: 'courseSectionId', operation: 'Equals', value: String(session.id) }],
    [session.id],
  );
  const sessionName = `${text(session.row.courseName)}: ${text(session.row.sectionName)}`;
  const locked = session.row.recordIsLocked === true;
  const ended = sessionEnded(session.row);
  const chosenRows = () => selected.flatMap((id) => shown.current.get(id) ?? []);
  const queryClient = useQueryClient();
  const toast = useToast();

  /** Every enrollment of the session (pages of GRID_MAX_PAGE): the bulk attendance with no one chosen. */
  const everyRow = async (): Promise<GridRow[]> => {
    const rows: GridRow[] = [];
    for (let from = 1; ; from += GRID_MAX_PAGE) {
      const page = await queryClient.fetchQuery(
        gridPageQuery({
          formId: FormId.Enrollment,
          entityTypeId: EntityType.Enrollment,
          altGridId: CATALOGUE_GRIDS.enrollments,
          primaryEntity: null,
          includeDisabled: false,
          filterInfo: [],
          defaultFilters: filters,
          sortInfo: [],
          from,
          to: from + GRID_MAX_PAGE - 1,
        }),
      );
      rows.push(...page.gridData);
      if (page.gridData.length < GRID_MAX_PAGE) return rows;
    }
  };
  const attendanceTargets = async () => (selected.length > 0 ? chosenRows() : everyRow());

  const rowActions = (row: GridRow): GridRowAction[] => {
    shown.current.set(row.id, row);
    const name = text(row.userName ?? row.name);
    const list: GridRowAction[] = [];
    if (row.mayMessage === true && row.status !== 'Unregistered' && typeof row.userId === 'number')
      list.push({
        key: 'message',
        label: t('trainingCatalogue.sendMessage'),
        onSelect: () =>
          setCompose({
            recipients: [
              { id: String(row.userId), name, email: typeof row.email === 'string' ? row.email : null },
            ],
            subject: sessionName,
          }),
      });
    if (row.mayCancel === true)
      list.push({
        key: 'cancel',
        label: t('trainingCatalogue.cancelRegistration'),
        onSelect: () => void actions.cancel([row]),
      });
    if (row.mayReview === true && typeof row.userId === 'number') {
      const userId = row.userId;
      list.push({
        key: 'review',
        label: t('trainingCatalogue.review'),
        onSelect: () => setReview({ userId, name, session: sessionName }),
      });
    }
    if (row.mayAttend === true && ended) {
      for (const value of ATTENDANCE_CHOICES)
        if (value !== row.attendance)
          list.push({
            key: `attendance-${value}`,
            label: t('trainingCatalogue.markAs', { value: ATTENDANCE_NAMES[value] }),
            onSelect: () => void actions.attend([row], value),
          });
      if (row.attendance === ATTENDANCE.PartiallyCompleted)
        list.push({
          key: 'attendance-clear',
          label: t('trainingCatalogue.clearAttendance'),
          onSelect: () => void actions.attend([row], ATTENDANCE.Cleared),
        });
    }
    return list;
  };

  return (
    <>
      {locked ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="session-locked">
          {t('trainingCatalogue.lockedNote')}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Button
            variant="outlined"
            color="error"
            disabled={selected.length === 0 || actions.busy}
            onClick={() => void actions.cancel(chosenRows())}
          >
            {t('trainingCatalogue.bulkCancel')}
          </Button>
          {/* Spec 3 §4: the bulk attendance button shows only once the session's end has passed. */}
          {ended && (
            <>
              <Button
                variant="contained"
                disabled={actions.busy}
                aria-haspopup="menu"
                aria-expanded={attendanceMenu !== null}
                aria-controls={attendanceMenu ? 'bulk-attendance-menu' : undefined}
                onClick={(event) => setAttendanceMenu(event.currentTarget)}
              >
                {selected.length > 0
                  ? t('trainingCatalogue.bulkAttendance')
                  : t('trainingCatalogue.everyoneAttendance')}
              </Button>
              <Menu
                id="bulk-attendance-menu"
                anchorEl={attendanceMenu}
                open={attendanceMenu !== null}
                onClose={() => setAttendanceMenu(null)}
              >
                {[...ATTENDANCE_CHOICES, ATTENDANCE.Cleared].map((value) => (
                  <MenuItem
                    key={value}
                    onClick={() => {
                      setAttendanceMenu(null);
                      void attendanceTargets().then(
                        (rows) => actions.attend(rows, value),
                        (error: unknown) => toast.showError(error),
                      );
                    }}
                  >
                    {value === ATTENDANCE.Cleared
                      ? t('trainingCatalogue.clearAttendance')
                      : t('trainingCatalogue.markAs', { value: ATTENDANCE_NAMES[value] })}
                  </MenuItem>
                ))}
              </Menu>
              <Button variant="outlined" disabled={actions.busy} onClick={() => void actions.lock()}>
                {t('trainingCatalogue.lockSession')}
              </Button>
            </>
          )}
        </Box>
      )}
      <DataGrid
        key={session.id}
        title={t('trainingCatalogue.enrollmentsTitle')}
        showTitle
        entityTypeId={EntityType.Enrollment}
        altGridId={CATALOGUE_GRIDS.enrollments}
        formId={FormId.Enrollment}
        recordName={t('trainingCatalogue.enrollmentRecordName')}
        defaultFilters={filters}
        pageSize={GRID_PAGE_SIZE}
        addNew={false}
        downloads
        multiRowSelect
        allowSelectAll
        allowClearSelection
        onSelectionChange={setSelected}
        rowActions={rowActions}
      />
      <ReviewDialog
        key={review?.userId ?? 'none'}
        target={review}
        busy={actions.busy}
        onClose={() => setReview(null)}
        onDecide={(accepted, comment) => {
          if (!review) return;
          void actions.review(review.userId, accepted, comment).then((done) => done && setReview(null));
        }}
      />
      {compose && (
        <Suspense fallback={null}>
          <LazyComposeModal draft={compose} onClose={() => setCompose(null)} />
        </Suspense>
      )}
    </>
  );
}
