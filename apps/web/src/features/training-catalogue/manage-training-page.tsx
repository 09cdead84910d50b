import Container from '@mui/material/Container';
import { EntityType, FormId } from '@registry/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { DataGrid } from '../../engine/grid/index';
import { CATALOGUE_GRIDS } from './api/catalogue-options';
import { ScheduleModal } from './schedule-modal';
import type { SessionCourse } from './session-form-modal';

/**
 * /dashboard/manage-training (spec 3 §2; role 250): the trainer's trainings (entity 23, form 23; the
 * manage-training grid, 5 a page) with their number of sessions. Add New writes a training; a row opens it;
 * Manage Schedule lists its sessions with Add Session; Delete Training is offered only while it has no
 * session (the row's flag, spec 3 §4); Disable and Enable are the trainer's (spec 3 §6).
 */
export function ManageTrainingPage() {
  const { t } = useTranslation();
  const [schedule, setSchedule] = useState<SessionCourse | null>(null);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('routes.manageTraining.title')} instruction={t('instructions.manageTraining')} />
      <DataGrid
        title={t('trainingCatalogue.coursesTitle')}
        entityTypeId={EntityType.Course}
        altGridId={CATALOGUE_GRIDS.courses}
        formId={FormId.Course}
        recordName={t('trainingCatalogue.courseRecordName')}
        addNew
        downloads
        rowActions={(row, { label }) => [
          {
            key: 'manage-schedule',
            label: t('trainingCatalogue.manageSchedule'),
            onSelect: () =>
              setSchedule({ id: row.id, name: typeof row.courseName === 'string' ? row.courseName : label }),
          },
        ]}
      />
      <ScheduleModal course={schedule} onClose={() => setSchedule(null)} />
    </Container>
  );
}
