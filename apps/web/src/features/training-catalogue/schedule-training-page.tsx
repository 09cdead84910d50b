import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRAINING_TEXTS } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { failureText } from '../../lib/api';
import { courseOptionsQuery } from './api/catalogue-options';
import { SessionFormModal, type SessionCourse } from './session-form-modal';
import { SessionsGrid } from './sessions-grid';

const ALL = 'all';

/**
 * /dashboard/schedule-training (spec 3 §2; role 250): a course dropdown with ALL, and the sessions of the
 * chosen course (or all) in the schedule-training grid; Add Session for the chosen course. Without any
 * course: 'No courses available for selection. You must create a course before scheduling it.'
 */
export function ScheduleTrainingPage() {
  const { t } = useTranslation();
  const courses = useQuery(courseOptionsQuery());
  const [chosen, setChosen] = useState<string>(ALL);
  const [adding, setAdding] = useState<SessionCourse | null>(null);
  const hintId = useId();
  const course = courses.data?.find((option) => String(option.id) === chosen) ?? null;

  let body;
  if (courses.isPending) body = <CircularProgress aria-label={t('common.loading')} />;
  else if (courses.isError)
    body = (
      <Alert severity="error" role="alert">
        {failureText(courses.error, t('toast.network'))}
      </Alert>
    );
  else if (courses.data.length === 0)
    body = (
      <Typography role="status" data-testid="no-courses">
        {TRAINING_TEXTS.noCourses}
      </Typography>
    );
  else
    body = (
      <>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
          <TextField
            select
            label={t('trainingCatalogue.courseLabel')}
            value={course ? chosen : ALL}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 280 }}
          >
            <MenuItem value={ALL}>{t('trainingCatalogue.all')}</MenuItem>
            {courses.data.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.text}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={course === null}
              aria-describedby={course === null ? hintId : undefined}
              onClick={() => course && setAdding({ id: course.id, name: course.text })}
              sx={{ mt: 1 }}
            >
              {t('trainingCatalogue.addSession')}
            </Button>
            {course === null && (
              <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('trainingCatalogue.chooseCourse')}
              </Typography>
            )}
          </Box>
        </Box>
        <SessionsGrid courseId={course?.id ?? null} />
      </>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t('routes.scheduleTraining.title')}
        instruction={t('instructions.scheduleTraining')}
      />
      {body}
      <SessionFormModal course={adding} onClose={() => setAdding(null)} />
    </Container>
  );
}
