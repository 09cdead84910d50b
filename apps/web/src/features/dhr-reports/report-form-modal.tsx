import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EntityType, FormId, type GridRow } from '@registry/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast/toast-context';
import { gridKeys } from '../../engine/grid/index';
import { LazyDynamicForm as DynamicForm } from '../../engine/grid/lazy-form';
import { formatWallTime } from '../training-calendar/index';
import { reportSessionsQuery } from './api/report-sessions';

const text = (value: GridRow[string]) => (value === null || value === undefined ? '' : String(value));

/**
 * Add New on DHR Reports (form 25, spec 3 §2): first the training session the report is about, if any (the
 * trainer's own sessions; the form names it as its parent, entities of type 24, which the server checks
 * is theirs), then the report's form with its document. Saved, the reports load again; closing it with
 * unsaved changes asks first (spec 3 §5).
 */
export function ReportFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const [sessionId, setSessionId] = useState('');
  const format = useCallback(
    (row: GridRow) =>
      t('dhrReport.sessionOption', {
        course: text(row.courseName),
        session: text(row.sectionName),
        start: row.trainingStart ? formatWallTime(text(row.trainingStart)) : '',
      }),
    [t],
  );
  const sessions = useQuery({ ...reportSessionsQuery(format), enabled: open });
  const chosen = sessions.data?.find((option) => String(option.id) === sessionId) ?? null;

  const close = async () => {
    if (
      dirty &&
      !(await dialogs.confirm(t('dialogs.closeWithoutSaving'), { title: t('dialogs.unsavedTitle') }))
    )
      return;
    setDirty(false);
    setSessionId('');
    onClose();
  };

  /** Another session starts the form again: asked first when something was filled in. */
  const choose = async (value: string) => {
    if (dirty && !(await dialogs.confirm(t('dhrReport.sessionChange'), { title: t('dialogs.unsavedTitle') })))
      return;
    setDirty(false);
    setSessionId(value);
  };

  return (
    <Modal
      open={open}
      title={t('grid.record.add', { record: t('dhrReport.recordName') })}
      onClose={() => void close()}
      maxWidth="md"
      data-testid="report-form-modal"
    >
      {open && (
        <>
          <TextField
            select
            fullWidth
            label={t('dhrReport.sessionLabel')}
            helperText={t('dhrReport.sessionHelp')}
            value={chosen ? sessionId : ''}
            onChange={(event) => void choose(event.target.value)}
            sx={{ mb: 3 }}
          >
            <MenuItem value="">{t('dhrReport.noSession')}</MenuItem>
            {(sessions.data ?? []).map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.text}
              </MenuItem>
            ))}
          </TextField>
          <DynamicForm
            key={chosen ? `session-${chosen.id}` : 'no-session'}
            formId={FormId.Report}
            primaryEntity={null}
            {...(chosen
              ? {
                  entities: [
                    { id: chosen.id, entityTypeId: EntityType.CourseSection, displayValue: chosen.text },
                  ],
                }
              : {})}
            startInEdit
            onDirtyChange={setDirty}
            onSaved={() => {
              setDirty(false);
              setSessionId('');
              void queryClient.invalidateQueries({ queryKey: gridKeys.entity(EntityType.Report) });
              toast.show({
                severity: 'success',
                title: t('grid.record.savedTitle'),
                message: t('grid.record.saved'),
              });
              onClose();
            }}
          />
        </>
      )}
    </Modal>
  );
}
