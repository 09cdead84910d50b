import { errorText, type GridRow } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api';
import { useTrainTnAccess } from '../profile/index';

/**
 * TrainTN access on another person's employment (tn; spec 3 §1): granted or removed by the organization's
 * director or a user manager, where the row's mayGrantTrainTn / mayRemoveTrainTn say so (the server's rule,
 * trainTnActions). Each asks first, then says what was done, or the server's reason for refusing.
 */
export function useTrainTnHandlers(person: { fullName: string }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const access = useTrainTnAccess();

  const change = async (row: GridRow, grant: boolean) => {
    const values = { name: person.fullName, organization: String(row.organizationName ?? '') };
    const sure = await dialogs.confirm(
      t(grant ? 'userRecords.confirmGrantTrainTn' : 'userRecords.confirmRemoveTrainTn', values),
      { title: t(grant ? 'userRecords.grantTrainTn' : 'userRecords.removeTrainTn') },
    );
    if (!sure) return false;
    try {
      await access.mutateAsync({ employmentRecordId: row.id, accessStatus: grant });
      toast.show({
        severity: 'success',
        title: t('userRecords.doneTitle'),
        message: t(grant ? 'userRecords.trainTnGranted' : 'userRecords.trainTnRemoved', values),
      });
      return true;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
        await dialogs.alert(errorText(error.body), { title: t('userRecords.refusedTitle') });
      return false;
    }
  };

  return {
    grant: (row: GridRow) => change(row, true),
    remove: (row: GridRow) => change(row, false),
  };
}
