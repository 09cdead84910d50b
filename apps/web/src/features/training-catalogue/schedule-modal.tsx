import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { SessionFormModal, type SessionCourse } from './session-form-modal';
import { SessionsGrid } from './sessions-grid';

/**
 * Manage Schedule (spec 3 §2 "a schedule modal with sessions"): a course's sessions, each opening its
 * session form, and Add Session for a new one of this course.
 */
export function ScheduleModal({ course, onClose }: { course: SessionCourse | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<SessionCourse | null>(null);
  return (
    <>
      <Modal
        open={course !== null}
        title={course ? t('trainingCatalogue.scheduleTitle', { course: course.name }) : ''}
        onClose={onClose}
        maxWidth="lg"
        data-testid="schedule-modal"
      >
        {course && (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(course)}>
                {t('trainingCatalogue.addSession')}
              </Button>
            </Box>
            <SessionsGrid courseId={course.id} />
          </>
        )}
      </Modal>
      <SessionFormModal course={adding} onClose={() => setAdding(null)} />
    </>
  );
}
