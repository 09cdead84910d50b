import Button from '@mui/material/Button';
import type { TMessage } from '@registry/contracts';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { Modal } from '../../components/modal';
import { RichTextView } from '../../engine/forms/rich-text-field';
import { formatInstant } from '../../lib/format-date';
import { MessageDetails } from './inbox/message-details';
import { recipientNames } from './parties';

export interface MessageViewModalProps {
  message: TMessage;
  onClose: () => void;
  onMarkUnread: () => void;
  onReply: (all: boolean) => void;
}

/**
 * An open message (spec 2 "Message inbox"): its subject as the title, sender, recipients, date and the
 * cleaned HTML body; Mark Unread (not in Sent), Reply and Reply All (both disabled when it went to a
 * distribution group, spec 2 §6) and Close.
 */
export function MessageViewModal({ message, onClose, onMarkUnread, onReply }: MessageViewModalProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const from = message.fromUser.name?.trim()
    ? `${message.fromUser.name}${message.fromUser.email ? ` (${message.fromUser.email})` : ''}`
    : t('messages.nameError');
  return (
    <Modal
      open
      title={message.subject.trim() || t('inbox.noSubject')}
      onClose={onClose}
      maxWidth="md"
      data-testid="message-view"
      actions={() => (
        <>
          {message.folder !== 'Sent' && <Button onClick={onMarkUnread}>{t('inbox.markUnread')}</Button>}
          <Button disabled={message.toGroup} onClick={() => onReply(false)}>
            {t('messages.reply')}
          </Button>
          <Button disabled={message.toGroup} onClick={() => onReply(true)}>
            {t('messages.replyAll')}
          </Button>
        </>
      )}
    >
      <MessageDetails
        items={[
          { term: t('messages.from'), value: from },
          { term: t('messages.to'), value: recipientNames(message) ?? t('messages.nameError') },
          { term: t('messages.date'), value: formatInstant(message.sentDate, tenant.timeZone) },
        ]}
      />
      <RichTextView html={message.body} />
    </Modal>
  );
}
