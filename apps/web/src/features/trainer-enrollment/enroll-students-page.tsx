import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REGISTER_TITLES, type GridFilter, type GridRow } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import type { GridRowAction } from '../../engine/grid/index';
import { failureText } from '../../lib/api';
import { formatWallTime } from '../training-calendar/index';
import { UserSearch } from '../user-search/index';
import { openSessionsQuery, type OpenSession } from './api/open-sessions';
import { EnrollDialog, type EnrollTarget } from './enroll-dialog';
import { StudentDetailsModal } from './student-details-modal';

/** The person of a search-users row: its id and name (fullName, the grid's Name column). */
function personOf(row: GridRow): { id: number; name: string } {
  return { id: row.id, name: typeof row.fullName === 'string' ? row.fullName : '' };
}

/**
 * /dashboard/enroll-students, Enroll Students (spec 3 §2 "Search Users enrollment (trainer)", §6 "Trainers
 * enroll users in sessions"; issue 24): one of the trainer's sessions open for registration, then the
 * people search of Search Users (by agency, name or county). A row offers Enroll Student (the enrollment
 * dialog: course, session, the person, Register) or, when the person holds an open enrollment in the
 * session, a disabled Already Registered; and Student Details, the person's record.
 */
export function EnrollStudentsPage() {
  const { t } = useTranslation();
  const sessions = useQuery(openSessionsQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  const session: OpenSession | null =
    sessions.data?.find((option) => option.id === chosen) ?? sessions.data?.[0] ?? null;
  const [enrolling, setEnrolling] = useState<EnrollTarget | null>(null);
  const [details, setDetails] = useState<{ id: number; name: string } | null>(null);
  const sessionId = session?.id ?? null;
  const extraFilters = useMemo<GridFilter[]>(
    () =>
      sessionId === null
        ? []
        : [{ filterColumn: 'enrollmentSectionId', operation: 'Equals', value: String(sessionId) }],
    [sessionId],
  );

  const rowActions = (row: GridRow): GridRowAction[] => {
    const person = personOf(row);
    const enroll: GridRowAction =
      row.alreadyRegistered === true
        ? {
            key: 'already-registered',
            label: REGISTER_TITLES.alreadyRegistered,
            disabled: true,
            onSelect: () => undefined,
          }
        : {
            key: 'enroll',
            label: t('trainerEnrollment.enrollStudent'),
            onSelect: () => session && setEnrolling({ person, session }),
          };
    return [
      enroll,
      {
        key: 'student-details',
        label: t('trainerEnrollment.studentDetails'),
        onSelect: () => setDetails(person),
      },
    ];
  };

  let body;
  if (sessions.isPending) body = <CircularProgress aria-label={t('common.loading')} />;
  else if (sessions.isError)
    body = (
      <Alert severity="error" role="alert">
        {failureText(sessions.error, t('toast.network'))}
      </Alert>
    );
  else if (session === null)
    body = (
      <Typography role="status" data-testid="no-open-sessions">
        {t('trainerEnrollment.noSessions')}
      </Typography>
    );
  else
    body = (
      <>
        <TextField
          select
          label={t('trainerEnrollment.sessionLabel')}
          value={String(session.id)}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ minWidth: 320, maxWidth: '100%', mb: 3 }}
        >
          {sessions.data.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {t('trainerEnrollment.sessionOption', {
                course: option.courseName,
                session: option.sectionName,
                start: option.trainingStart ? formatWallTime(option.trainingStart) : '',
              })}
            </MenuItem>
          ))}
        </TextField>
        <UserSearch rowActions={rowActions} extraFilters={extraFilters} />
      </>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.enrollStudents.title')} instruction={t('instructions.enrollStudents')} />
      {body}
      <EnrollDialog target={enrolling} onClose={() => setEnrolling(null)} />
      <StudentDetailsModal person={details} sessionId={sessionId} onClose={() => setDetails(null)} />
    </Container>
  );
}
