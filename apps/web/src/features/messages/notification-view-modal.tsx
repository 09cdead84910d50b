import Button from '@mui/material/Button';
import type { TNotification } from '@registry/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { safeRedirect } from '../../app/paths';
import { useTenant } from '../../lib/tenant-context';
import { Modal } from '../../components/modal';
import { RichTextView } from '../../engine/forms/rich-text-field';
import { formatInstant } from '../../lib/format-date';
import { MessageDetails } from './inbox/message-details';

/**
 * An open notification (spec 2 "Notification inbox"): its subject, the cleaned HTML body and, when it
 * has a route in the app, a button with its link text that goes there.
 */
export function NotificationViewModal({
  notification,
  onClose,
}: {
  notification: TNotification;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  // Only a path of the app: never another origin, whatever the stored route says.
  const route = safeRedirect(notification.route);
  return (
    <Modal
      open
      title={notification.subject.trim() || t('inbox.noSubject')}
      onClose={onClose}
      maxWidth="md"
      data-testid="notification-view"
      actions={
        route
          ? () => (
              <Button
                variant="contained"
                onClick={() => {
                  onClose();
                  void navigate(route);
                }}
              >
                {notification.linkText?.trim() || t('notifications.follow')}
              </Button>
            )
          : undefined
      }
    >
      <MessageDetails
        items={[
          {
            term: t('notifications.received'),
            value: formatInstant(notification.creationDateTime, tenant.timeZone),
          },
        ]}
      />
      <RichTextView html={notification.body} />
    </Modal>
  );
}
