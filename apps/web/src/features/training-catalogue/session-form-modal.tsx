import { EntityType, FormId } from '@registry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast/toast-context';
import { gridKeys } from '../../engine/grid/index';
import { LazyDynamicForm as DynamicForm } from '../../engine/grid/lazy-form';
import { trainingKeys } from '../training-calendar/index';

/** The course a new session is scheduled for. */
export interface SessionCourse {
  id: number;
  name: string;
}

/**
 * A new session of a course (form 22, spec 3 §2 "a session modal"): the form names the course as its
 * parent (entities, entity type 23), which the server makes the session's. Saved, the sessions' grids, the
 * courses' counts and the calendars load again; closing it with unsaved changes asks first (spec 3 §5).
 */
export function SessionFormModal({ course, onClose }: { course: SessionCourse | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);

  const close = async () => {
    if (
      dirty &&
      !(await dialogs.confirm(t('dialogs.closeWithoutSaving'), { title: t('dialogs.unsavedTitle') }))
    )
      return;
    setDirty(false);
    onClose();
  };

  return (
    <Modal
      open={course !== null}
      title={course ? t('trainingCatalogue.addSessionTitle', { course: course.name }) : ''}
      onClose={() => void close()}
      maxWidth="md"
      data-testid="session-form-modal"
    >
      {course && (
        <DynamicForm
          formId={FormId.CourseSection}
          primaryEntity={null}
          entities={[{ id: course.id, entityTypeId: EntityType.Course, displayValue: course.name }]}
          startInEdit
          autoFocus
          onDirtyChange={setDirty}
          onSaved={() => {
            setDirty(false);
            void queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.CourseSection) });
            void queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Course) });
            void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
            toast.show({
              severity: 'success',
              title: t('grid.record.savedTitle'),
              message: t('grid.record.saved'),
            });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
