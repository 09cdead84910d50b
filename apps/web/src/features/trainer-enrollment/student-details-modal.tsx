import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TStudentDetails } from '@registry/contracts';
import { ATTENDANCE_NAMES, formatPhone } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { ListTable } from '../../engine/grid/index';
import { failureText } from '../../lib/api';
import { formatWallTime } from '../training-calendar/index';
import { studentDetailsQuery } from './api/student-details';

type Enrollment = TStudentDetails['enrollments'][number];

const attendanceName = (value: number) =>
  value in ATTENDANCE_NAMES ? ATTENDANCE_NAMES[value as keyof typeof ATTENDANCE_NAMES] : String(value);

function Details({ details }: { details: TStudentDetails }) {
  const { t } = useTranslation();
  const none = t('trainerEnrollment.details.none');
  return (
    <>
      <Box
        component="dl"
        data-testid="student-details-contact"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mb: 2,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{t('trainerEnrollment.details.name')}</dt>
        <dd>{details.fullName}</dd>
        <dt>{t('trainerEnrollment.details.email')}</dt>
        <dd>{details.email}</dd>
        <dt>{t('trainerEnrollment.details.registryId')}</dt>
        <dd>{details.registryId}</dd>
        <dt>{t('trainerEnrollment.details.phone')}</dt>
        <dd>{details.phone ? formatPhone(details.phone) : none}</dd>
        <dt>{t('trainerEnrollment.details.organizations')}</dt>
        <dd>
          {details.organizations.length === 0
            ? none
            : details.organizations
                .map((organization) =>
                  organization.county
                    ? t('trainerEnrollment.details.organizationIn', {
                        name: organization.name,
                        county: organization.county,
                      })
                    : organization.name,
                )
                .join('; ')}
        </dd>
        {details.session && (
          <>
            <dt>{t('trainerEnrollment.details.thisSession')}</dt>
            <dd data-testid="student-details-session">
              {details.session.status ?? t('trainerEnrollment.details.notRegistered')}
            </dd>
          </>
        )}
      </Box>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('trainerEnrollment.details.enrollments')}
      </Typography>
      {details.enrollments.length === 0 ? (
        <Typography role="status">{t('trainerEnrollment.details.noEnrollments')}</Typography>
      ) : (
        <ListTable<Enrollment>
          label={t('trainerEnrollment.details.enrollments')}
          busy={false}
          rowTestId="student-enrollment"
          rows={details.enrollments}
          rowKey={(row) => row.id}
          columns={[
            {
              id: 'training',
              header: t('trainerEnrollment.details.training'),
              cell: (row) => `${row.courseName}: ${row.sectionName}`,
            },
            {
              id: 'start',
              header: t('trainerEnrollment.details.start'),
              cell: (row) => formatWallTime(row.trainingStart),
            },
            { id: 'status', header: t('trainerEnrollment.details.status'), cell: (row) => row.status },
            {
              id: 'attendance',
              header: t('trainerEnrollment.details.attendance'),
              cell: (row) => attendanceName(row.attendance),
            },
          ]}
        />
      )}
    </>
  );
}

/**
 * Student Details (spec 3 §2: "A Student Details modal shows the user's record"; GET enrollmentprops): the
 * person's name, e-mail, registry id and phone, the organizations they work at now, whether they are
 * registered in the chosen session, and their enrollments in the trainer's sessions.
 */
export function StudentDetailsModal({
  person,
  sessionId,
  onClose,
}: {
  person: { id: number; name: string } | null;
  sessionId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = useQuery({
    ...studentDetailsQuery(person?.id ?? 0, sessionId),
    enabled: person !== null,
  });
  return (
    <Modal
      open={person !== null}
      title={t('trainerEnrollment.details.title', { name: person?.name ?? '' })}
      onClose={onClose}
      maxWidth="md"
      data-testid="student-details"
    >
      {details.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {details.isError && (
        <Alert severity="error" role="alert">
          {failureText(details.error, t('toast.network'))}
        </Alert>
      )}
      {details.isSuccess && <Details details={details.data} />}
    </Modal>
  );
}
