import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast/toast-context';
import { DynamicForm } from '../../engine/forms/dynamic-form';

/** The feedback form (entity type 32; form 32 in docs/decisions.md). */
const FEEDBACK_FORM_ID = 32;

/**
 * Feedback (spec 1 §2, tn): the navigation item's modal with the feedback form and a Submit button. A
 * sent message closes the modal with a thank-you.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <Modal open={open} title={t('feedback.title')} onClose={onClose} data-testid="feedback-dialog">
      {open && (
        <DynamicForm
          formId={FEEDBACK_FORM_ID}
          primaryEntity={null}
          saveLabel={t('feedback.submit')}
          autoFocus
          onSaved={() => {
            toast.show({ severity: 'success', title: t('feedback.sentTitle'), message: t('feedback.sent') });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
