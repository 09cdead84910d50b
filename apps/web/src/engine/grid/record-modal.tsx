import type { TEntityReference } from '@registry/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast/toast-context';
import { LazyDynamicForm as DynamicForm } from './lazy-form';
import { gridKeys } from './api/get-grid';

/**
 * Which record the modal shows: a new one (Add New) or a row's, to read or to change; in a form of its
 * own where a grid holds the records of several forms (formId and recordName instead of the modal's).
 */
export type RecordTarget = ({ mode: 'add' } | { mode: 'view' | 'edit'; entityId: number }) & {
  formId?: number;
  recordName?: string;
};

export interface RecordModalProps {
  target: RecordTarget | null;
  /** The form of the records (a target may name its own). */
  formId?: number | undefined;
  entityTypeId: number;
  recordName: string;
  /** The person whose record it is: a new record's parent, and the owner of its files. */
  parent: TEntityReference | null;
  onClose: () => void;
  /** Shown under a row's form (not a new record's): spec 3 §2's optional comments grid. */
  panel?: (entityId: number) => ReactNode;
}

/**
 * A row's form in the generic modal (spec 3 §2): the DynamicForm of the grid's form, the row's record as
 * its primary entity (none for Add New, whose parent is the person). View opens it in view mode (with
 * Edit where allowed), Edit in edit mode. A save closes the modal and loads the grid again; closing a
 * form with unsaved changes asks first (spec 3 §5).
 */
export function RecordModal({
  target,
  formId,
  entityTypeId,
  recordName,
  parent,
  onClose,
  panel,
}: RecordModalProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);

  const close = async () => {
    if (dirty) {
      const leave = await dialogs.confirm(t('dialogs.closeWithoutSaving'), {
        title: t('dialogs.unsavedTitle'),
      });
      if (!leave) return;
    }
    setDirty(false);
    onClose();
  };

  const record = target?.recordName ?? recordName;
  const targetForm = target?.formId ?? formId;
  const title =
    target === null
      ? ''
      : target.mode === 'add'
        ? t('grid.record.add', { record })
        : target.mode === 'edit'
          ? t('grid.record.edit', { record })
          : t('grid.record.view', { record });

  return (
    <Modal
      open={target !== null}
      title={title}
      onClose={() => void close()}
      maxWidth="md"
      data-testid="record-modal"
    >
      {target !== null && targetForm !== undefined && (
        <DynamicForm
          key={`${targetForm}:${target.mode === 'add' ? 'add' : `${target.mode}:${target.entityId}`}`}
          formId={targetForm}
          primaryEntity={target.mode === 'add' ? null : { id: target.entityId, entityTypeId }}
          {...(target.mode === 'add' && parent ? { entities: [parent] } : {})}
          startInEdit={target.mode !== 'view'}
          autoFocus
          ownerId={parent?.id ?? null}
          onDirtyChange={setDirty}
          onClose={() => void close()}
          onSaved={() => {
            setDirty(false);
            void queryClient.invalidateQueries({ queryKey: gridKeys.entity(entityTypeId) });
            toast.show({
              severity: 'success',
              title: t('grid.record.savedTitle'),
              message: t('grid.record.saved'),
            });
            onClose();
          }}
        />
      )}
      {target !== null && target.mode !== 'add' && panel?.(target.entityId)}
    </Modal>
  );
}
