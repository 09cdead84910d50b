import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COACHING_TEXTS } from '@registry/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';

/** What the dialog asks: its title and question, whether the comment is required, the PDP checkbox. */
export interface CoachActionQuestion {
  title: string;
  message: string;
  commentRequired: boolean;
  /** 'Allow coach PDP commenting' (spec 3 §4): the professional's approve prompt and their request. */
  pdpCheckbox: boolean;
}

export interface CoachActionAnswer {
  comment: string | null;
  pdpShared: boolean;
}

/**
 * The prompt of a coaching action (spec 2 "comment required via a prompt; Continue or Cancel decides"):
 * the question, a comment (required to end coaching, spec 3 §5; optional otherwise) and, on the
 * professional's approval or request, the checkbox 'Allow coach PDP commenting'.
 */
export function CoachActionDialog({
  question,
  onAnswer,
}: {
  question: CoachActionQuestion | null;
  onAnswer: (answer: CoachActionAnswer | null) => void;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  const [comment, setComment] = useState('');
  const [pdpShared, setPdpShared] = useState(false);
  const [error, setError] = useState('');
  const reset = () => {
    setComment('');
    setPdpShared(false);
    setError('');
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (question === null) return;
    const text = comment.trim();
    if (question.commentRequired && text === '') {
      setError(COACHING_TEXTS.commentRequired);
      return;
    }
    reset();
    onAnswer({ comment: text === '' ? null : text, pdpShared: question.pdpCheckbox && pdpShared });
  };
  return (
    <Modal
      open={question !== null}
      title={question?.title ?? ''}
      onClose={() => {
        reset();
        onAnswer(null);
      }}
      closeLabel={t('coaching.cancel')}
      onSubmit={submit}
      describedBy={messageId}
      data-testid="coach-action-dialog"
      actions={() => (
        <Button type="submit" variant="contained">
          {t('coaching.ok')}
        </Button>
      )}
    >
      {question && (
        <>
          <Typography id={messageId} sx={{ mb: 2 }}>
            {question.message}
          </Typography>
          <TextField
            label={question.commentRequired ? t('coaching.comment') : t('coaching.commentOptional')}
            required={question.commentRequired}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={error !== ''}
            helperText={error || undefined}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {question.pdpCheckbox && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox checked={pdpShared} onChange={(event) => setPdpShared(event.target.checked)} />
              }
              label={COACHING_TEXTS.allowPdp}
            />
          )}
        </>
      )}
    </Modal>
  );
}
