import type { TEntityReference } from '@registry/contracts';
import { errorText, mayRequestVerification, type GridRow } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api';
import { useDeleteRow } from './api/delete-row';
import { useDisableRow } from './api/disable-row';
import { useRequestVerification } from './api/request-verification';

export interface RowHandlersOptions {
  entityTypeId: number;
  primaryEntity: TEntityReference | null;
  /** After a row changed or went (focus goes back to the table). */
  afterChange: () => void;
}

/** Whether a row's record may be offered for verification (spec 1 §4): not verified, not Requested. */
export function offersVerificationRequest(row: GridRow): boolean {
  return mayRequestVerification({
    verified: row.verified === true,
    rejected: row.rejected === true,
    verificationStatus: row.verificationStatus ?? null,
  });
}

/** Whether a call succeeded (its failure has been reported by the query client's error toast). */
async function settled(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch {
    return false;
  }
}

/**
 * What a row's built-in actions do: Delete after 'Are you sure you want to delete?', Disable after 'Are
 * you sure you want to disable?' (Enable at once), and a verification request after the user agrees.
 * A refused verification request says the server's reason (a director is told to ask the consultant
 * role, spec 1 §4); other failures of it only stop the busy state (spec 1 §8).
 */
export function useRowHandlers({ entityTypeId, primaryEntity, afterChange }: RowHandlersOptions) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const deleteRow = useDeleteRow();
  const disableRow = useDisableRow();
  const requestVerification = useRequestVerification();
  const primaryEntityId = primaryEntity?.id ?? null;

  return {
    busy: deleteRow.isPending || disableRow.isPending || requestVerification.isPending,
    async remove(row: GridRow) {
      if (!(await dialogs.confirm(t('grid.confirmDelete')))) return;
      // A failure has had its error toast (the query client's rule); nothing else to do.
      if (!(await settled(deleteRow.mutateAsync({ entityTypeId, entityId: row.id, primaryEntityId }))))
        return;
      toast.show({ severity: 'success', title: t('grid.record.savedTitle'), message: t('grid.deleted') });
      afterChange();
    },
    async disable(row: GridRow, disable: boolean) {
      if (disable && !(await dialogs.confirm(t('grid.confirmDisable')))) return;
      if (
        !(await settled(disableRow.mutateAsync({ disable, entityTypeId, entityId: row.id, primaryEntityId })))
      )
        return;
      toast.show({
        severity: 'success',
        title: t('grid.record.savedTitle'),
        message: t(disable ? 'grid.disabledDone' : 'grid.enabledDone'),
      });
      afterChange();
    },
    async requestVerification(row: GridRow) {
      const agreed = await dialogs.confirm(t('verification.confirmRequest'), {
        title: t('verification.confirmTitle'),
      });
      if (!agreed) return;
      try {
        await requestVerification.mutateAsync({ entityTypeId, entityId: row.id });
        toast.show({
          severity: 'success',
          title: t('verification.confirmTitle'),
          message: t('verification.requested'),
        });
        afterChange();
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
          await dialogs.alert(errorText(error.body), { title: t('verification.refusedTitle') });
      }
    },
  };
}
