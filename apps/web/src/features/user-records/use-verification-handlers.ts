import type { TVerificationAction } from '@registry/contracts';
import { errorText, type GridRow } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api';
import { useBulkReject } from './api/bulk-reject';
import { useVerificationAction } from './api/verification-action';

export interface VerificationHandlersOptions {
  personId: number;
  entityTypeId: number;
}

type ActionFields = Pick<TVerificationAction, 'action' | 'isVerified'>;

/**
 * A verifier's actions on one record type of a person (spec 3 §4-§6): Verify (comment optional),
 * Decline (comment required, asked in a prompt), Remove Verification and Return to owner (asked first),
 * Bulk Reject (comment required). Each answers whether it was done; a short confirmation shows after it,
 * and a refusal shows the server's reason (a 400's errors: a missing comment, a record not viewed yet).
 */
export function useVerificationHandlers({ personId, entityTypeId }: VerificationHandlersOptions) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const action = useVerificationAction();
  const bulk = useBulkReject();

  const refused = async (error: unknown) => {
    // Other failures only stop the busy state (spec 2 §8).
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
      await dialogs.alert(errorText(error.body), { title: t('userRecords.refusedTitle') });
  };

  const send = async (row: GridRow, fields: ActionFields, comments: string, done: string) => {
    const text = comments.trim();
    try {
      await action.mutateAsync({
        entityTypeId,
        entityId: row.id,
        primaryEntityId: personId,
        ...fields,
        ...(text !== '' ? { comments: text } : {}),
      });
      toast.show({ severity: 'success', title: t('userRecords.doneTitle'), message: done });
      return true;
    } catch (error) {
      await refused(error);
      return false;
    }
  };

  return {
    busy: action.isPending || bulk.isPending,
    async verify(row: GridRow, label: string) {
      const comments = await dialogs.prompt(t('userRecords.verifyPrompt', { row: label }), {
        title: t('userRecords.verify'),
        label: t('userRecords.commentOptional'),
      });
      if (comments === null) return false;
      return send(row, { action: 'verify', isVerified: true }, comments, t('userRecords.verified'));
    },
    async decline(row: GridRow, label: string) {
      const comments = await dialogs.prompt(t('userRecords.declinePrompt', { row: label }), {
        title: t('userRecords.decline'),
        label: t('userRecords.comment'),
        required: true,
      });
      if (comments === null) return false;
      return send(row, { action: 'decline', isVerified: false }, comments, t('userRecords.declined'));
    },
    async remove(row: GridRow, label: string) {
      const sure = await dialogs.confirm(t('userRecords.removePrompt', { row: label }), {
        title: t('userRecords.removeVerification'),
      });
      if (!sure) return false;
      return send(row, { action: 'remove' }, '', t('userRecords.removed'));
    },
    async giveBack(row: GridRow, label: string) {
      const sure = await dialogs.confirm(t('userRecords.returnPrompt', { row: label }), {
        title: t('userRecords.returnToOwner'),
      });
      if (!sure) return false;
      return send(row, { action: 'return' }, '', t('userRecords.returned'));
    },
    async bulkReject(entityIds: number[]) {
      const comments = await dialogs.prompt(t('userRecords.bulkRejectPrompt', { count: entityIds.length }), {
        title: t('userRecords.bulkReject'),
        label: t('userRecords.comment'),
        required: true,
      });
      if (comments === null) return false;
      try {
        const answer = await bulk.mutateAsync({
          entityTypeId,
          entityIds,
          primaryEntityId: personId,
          comments: comments.trim(),
        });
        toast.show({
          severity: 'success',
          title: t('userRecords.doneTitle'),
          // Records not eligible are skipped: the server's message says which and why.
          message:
            answer.skipped > 0 ? answer.message : t('userRecords.bulkDeclined', { count: answer.declined }),
        });
        return true;
      } catch (error) {
        await refused(error);
        return false;
      }
    },
  };
}
