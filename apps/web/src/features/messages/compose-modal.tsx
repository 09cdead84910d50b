import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { TMessageParty } from '@registry/contracts';
import { formElement, MESSAGE_LIMITS, type ElementState } from '@registry/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { ErrorsBox } from '../../components/errors-box';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast/toast-context';
import { RichTextField } from '../../engine/forms/rich-text-field';
import { failureText } from '../../lib/api';
import { useSendMessage } from './api/send-message';
import { RecipientPicker } from './recipient-picker';

/** What a compose form starts from: nothing, or a reply's recipients, subject and message. */
export interface ComposeDraft {
  recipients: TMessageParty[];
  subject: string;
  replyToMessageId?: number;
}

/** The body's editor is the form engine's rich text field, given an element of its own. */
const BODY_ELEMENT_ID = 990_001;
const BODY_STATE: ElementState = {
  visible: true,
  required: false,
  readOnly: false,
  rejected: false,
  rejectMessage: null,
  value: null,
  multiValue: null,
  visibleChoiceIds: [],
};

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/** The API takes no control characters: the editor's line breaks and tabs between tags go. */
export function bodyForSending(html: string | null): string {
  return (html ?? '').replace(CONTROL_CHARACTERS, '');
}

/** A pasted tab or line break in the subject is a space. */
export function subjectForSending(subject: string): string {
  return subject.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * The compose form (spec 2 §5), 'Compose Reply' when answering: recipients, subject and the rich text
 * body. Send asks for a recipient ('No recipient selected', titled 'Error'), and whether to send with an
 * empty subject or body (the user may cancel); sent, it says so and closes. Closing with anything entered
 * asks 'Are you sure you want to close without sending?'.
 */
export function ComposeModal({ draft, onClose }: { draft: ComposeDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const send = useSendMessage();
  const pickerId = useId();
  const [recipients, setRecipients] = useState(draft.recipients);
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorsId = useId();
  const reply = draft.replyToMessageId !== undefined;
  const element = useMemo(
    () =>
      formElement({
        id: BODY_ELEMENT_ID,
        type: 'richText',
        stimulus: t('messages.body'),
        arguments: { allowLinks: true },
      }),
    [t],
  );

  const close = async () => {
    if (send.isPending) return;
    const entered = recipients.length > 0 || subject.trim() !== '' || body !== null;
    if (entered && !(await dialogs.confirm(t('messages.closeWithoutSending')))) return;
    onClose();
  };

  const submit = async () => {
    if (recipients.length === 0) {
      await dialogs.alert(t('messages.noRecipient'), { title: t('messages.noRecipientTitle') });
      return;
    }
    const cleanSubject = subjectForSending(subject);
    if (cleanSubject === '' && !(await dialogs.confirm(t('messages.emptySubject')))) return;
    if (body === null && !(await dialogs.confirm(t('messages.emptyBody')))) return;
    setFailure(null);
    try {
      await send.mutateAsync({
        subject: cleanSubject,
        body: bodyForSending(body),
        recipients: recipients.map((party) => party.id),
        ...(reply ? { replyToMessageId: draft.replyToMessageId } : {}),
      });
    } catch (error) {
      // Said in the form's errors box (spec 1 §8's text); the form stays as it is.
      setFailure(failureText(error, t('toast.network')));
      return;
    }
    toast.show({ severity: 'success', title: t('messages.sentTitle'), message: t('messages.sent') });
    onClose();
  };

  return (
    <Modal
      open
      title={reply ? t('messages.composeReply') : t('messages.newMessage')}
      onClose={() => void close()}
      maxWidth="md"
      data-testid="compose"
      actions={() => (
        <Button variant="contained" disabled={send.isPending} onClick={() => void submit()}>
          {t('messages.send')}
        </Button>
      )}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <ErrorsBox id={errorsId} message={failure} />
        {/* A dialog that opens a form puts focus on its first field. */}
        <RecipientPicker id={pickerId} value={recipients} onChange={setRecipients} autoFocus />
        <TextField
          label={t('messages.subject')}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          margin="dense"
          slotProps={{ htmlInput: { maxLength: MESSAGE_LIMITS.subjectMaxLength } }}
        />
        <RichTextField element={element} state={BODY_STATE} value={body} onChange={setBody} />
      </Box>
    </Modal>
  );
}
