import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sessionEndedAt, TRAINING_TEXTS, type GridRow } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { failureText } from '../../lib/api';
import { formatWallTime } from '../training-calendar/index';
import { sessionOptionsQuery } from './api/catalogue-options';
import { EnrollmentsPanel } from './enrollments-panel';

const text = (value: GridRow[string]) => (value === null || value === undefined ? '' : String(value));

/**
 * /dashboard/manage-attendance, Manage Sessions (spec 3 §2; role 250): a session dropdown (at first the
 * latest session that ended and waits for its attendance, else the latest), then the session's enrollments
 * and attendance (EnrollmentsPanel). With no session: the spec's text that a section
 * and a student record must exist first.
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
  // Unless one is chosen: the latest session that has ended and waits for its attendance, else the latest.
  const session =
    sessions.data?.find((option) => option.id === chosen) ??
    sessions.data?.find(
      (option) =>
        option.row.recordIsLocked !== true &&
        option.row.trainingEnd != null &&
        sessionEndedAt(text(option.row.trainingEnd), text(option.row.timeZone), new Date()),
    ) ??
    sessions.data?.[0] ??
    null;
  // The session first shown stays chosen (locking it must not move the page to another).
  const shownId = session?.id ?? null;
  useEffect(() => {
    if (chosen === null && shownId !== null) setChosen(shownId);
  }, [chosen, shownId]);

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
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ minWidth: 320, maxWidth: '100%', mb: 2 }}
        >
          {sessions.data.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.text}
            </MenuItem>
          ))}
        </TextField>
        <EnrollmentsPanel key={session.id} session={session} />
      </>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('routes.manageAttendance.title')}
        instruction={t('instructions.manageAttendance')}
      />
      {body}
    </Container>
  );
}
