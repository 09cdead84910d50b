import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRAINING_TEXTS, type GridRow } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { failureText } from '../../lib/api';
import { formatWallTime } from '../training-calendar/index';
import { sessionOptionsQuery } from './api/catalogue-options';
import { EnrollmentsPanel } from './enrollments-panel';

const text = (value: GridRow[string]) => (value === null || value === undefined ? '' : String(value));

/**
 * /dashboard/manage-attendance, Manage Sessions (spec 3 §2; role 250): a session dropdown, then the
 * session's enrollments and attendance (EnrollmentsPanel). With no session: the spec's text that a section
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
  const session = sessions.data?.find((option) => option.id === chosen) ?? sessions.data?.[0] ?? null;

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
