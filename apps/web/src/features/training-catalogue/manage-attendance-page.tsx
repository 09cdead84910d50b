import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EntityType,
  FormId,
  GRID_PAGE_SIZE,
  TRAINING_TEXTS,
  type GridFilter,
  type GridRow,
} from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { DataGrid, type GridRowAction } from '../../engine/grid/index';
import { failureText } from '../../lib/api';
import { LazyComposeModal, type ComposeDraft } from '../messages/index';
import { formatWallTime } from '../training-calendar/index';
import { CATALOGUE_GRIDS, sessionOptionsQuery } from './api/catalogue-options';
import { ReviewDialog, type ReviewTarget } from './review-dialog';
import { useEnrollmentActions } from './use-enrollment-actions';

const text = (value: GridRow[string]) => (value === null || value === undefined ? '' : String(value));

/**
 * /dashboard/manage-attendance, Manage Sessions (spec 3 §2; role 250): a session dropdown, then the
 * session's enrollments (manage-attendance grid, entity 26, 5 a page) with, as each row allows, Send a
 * Message (not to Unregistered), Cancel Registration, and Review Out of Region Enrollment Request; the
 * chosen rows' registrations are cancelled together. With no session: the spec's text that a section and
 * a student record must exist first.
 */
export function ManageAttendancePage() {
  const { t } = useTranslation();
  const format = useCallback(
    (row: GridRow) =>
      t('trainingCatalogue.sessionOption', {
        course: text(row.courseName),
        session: text(row.sectionName),
        start: row.trainingStart ? formatWallTime(text(row.trainingStart)) : '',
      }),
    [t],
  );
  const sessions = useQuery(sessionOptionsQuery(format));
  const [chosen, setChosen] = useState<number | null>(null);
  const session = sessions.data?.find((option) => option.id === chosen) ?? sessions.data?.[0] ?? null;
  const actions = useEnrollmentActions(session?.id ?? null);
  const [selected, setSelected] = useState<number[]>([]);
  // The rows last shown, by id: what the chosen ids are (their person, whether they may be cancelled).
  const shown = useRef(new Map<number, GridRow>());
  const [compose, setCompose] = useState<ComposeDraft | null>(null);
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const filters = useMemo<GridFilter[]>(
    () =>
      session ? [{ filterColumn: 'courseSectionId', operation: 'Equals', value: String(session.id) }] : [],
    [session],
  );
  const sessionName = session ? `${text(session.row.courseName)}: ${text(session.row.sectionName)}` : '';

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
    return list;
  };

  let body;
  if (sessions.isPending) body = <CircularProgress aria-label={t('common.loading')} />;
  else if (sessions.isError)
    body = (
      <Alert severity="error" role="alert">
        {failureText(sessions.error, t('toast.network'))}
      </Alert>
    );
  else if (sessions.data.length === 0 || session === null)
    body = (
      <Typography role="status" data-testid="no-sessions">
        {TRAINING_TEXTS.noSessions}
      </Typography>
    );
  else
    body = (
      <>
        <TextField
          select
          label={t('trainingCatalogue.sessionLabel')}
          value={String(session.id)}
          onChange={(event) => {
            setChosen(Number(event.target.value));
            setSelected([]);
          }}
          sx={{ minWidth: 320, maxWidth: '100%', mb: 2 }}
        >
          {sessions.data.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.text}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Button
            variant="outlined"
            color="error"
            disabled={selected.length === 0 || actions.busy}
            onClick={() => void actions.cancel(selected.flatMap((id) => shown.current.get(id) ?? []))}
          >
            {t('trainingCatalogue.bulkCancel')}
          </Button>
        </Box>
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
          multiRowSelect
          allowSelectAll
          allowClearSelection
          onSelectionChange={setSelected}
          rowActions={rowActions}
        />
      </>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('routes.manageAttendance.title')}
        instruction={t('instructions.manageAttendance')}
      />
      {body}
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
    </Container>
  );
}
