import { REPORT_RESPONSE, REPORT_TEXTS, type GridRow } from '@registry/domain';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useRespondReport } from './api/respond-report';
import { useSubmitReport } from './api/submit-report';

/** A call that failed has had its error toast (the query client's rule): nothing more to say. */
async function orStop<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch {
    return undefined;
  }
}

const commentOf = (answer: string): string | null => (answer.trim() === '' ? null : answer.trim());

/**
 * What is done to a DHR report beyond its form (spec 3 §4, §5): the trainer submits it (an optional
 * comment); a reviewer approves it (an optional comment) or declines it (a comment is required). Each asks
 * first, then says what happened: the server's note, which tells that the submitter was notified.
 */
export function useReportActions() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const submitCall = useSubmitReport();
  const respondCall = useRespondReport();

  const submit = async (row: GridRow, name: string) => {
    const comment = await dialogs.prompt(t('dhrReport.submitText', { name }), {
      title: t('dhrReport.submitTitle'),
      label: t('dhrReport.commentOptional'),
    });
    if (comment === null) return;
    const answer = await orStop(submitCall.mutateAsync({ reportId: row.id, comment: commentOf(comment) }));
    if (answer) await dialogs.alert(answer.message, { title: t('dhrReport.submittedTitle') });
  };

  const approve = async (row: GridRow, name: string) => {
    const comment = await dialogs.prompt(t('dhrReport.approveText', { name }), {
      title: t('dhrReport.approveTitle'),
      label: t('dhrReport.commentOptional'),
    });
    if (comment === null) return;
    const answer = await orStop(
      respondCall.mutateAsync({
        reportId: row.id,
        status: REPORT_RESPONSE.Approved,
        comment: commentOf(comment),
      }),
    );
    if (answer) await dialogs.alert(answer.message, { title: t('dhrReport.approvedTitle') });
  };

  const decline = async (row: GridRow, name: string) => {
    const comment = await dialogs.prompt(
      `${t('dhrReport.declineText', { name })} ${REPORT_TEXTS.commentRequired}`,
      { title: t('dhrReport.declineTitle'), label: t('dhrReport.comment'), required: true },
    );
    if (comment === null) return;
    const answer = await orStop(
      respondCall.mutateAsync({
        reportId: row.id,
        status: REPORT_RESPONSE.Declined,
        comment: commentOf(comment),
      }),
    );
    if (answer) await dialogs.alert(answer.message, { title: t('dhrReport.declinedTitle') });
  };

  return { submit, approve, decline, busy: submitCall.isPending || respondCall.isPending };
}
