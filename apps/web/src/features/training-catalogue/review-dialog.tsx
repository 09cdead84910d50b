import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRAINING_TEXTS } from '@registry/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';

/** Whose request is reviewed: the person and the session, as the dialog names them. */
export interface ReviewTarget {
  userId: number;
  name: string;
  session: string;
}

export interface ReviewDialogProps {
  target: ReviewTarget | null;
  busy: boolean;
  /** Approve (true) or Decline (false), with the comment both require (spec 3 §5). */
  onDecide: (accepted: boolean, comment: string) => void;
  onClose: () => void;
}

/**
 * Review Out of Region Enrollment Request (spec 3 §4): approve or decline a Pending Approval request;
 * a comment is mandatory for both ('A comment is required.' until there is one).
 */
export function ReviewDialog({ target, busy, onDecide, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  const textId = useId();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = (accepted: boolean) => {
    if (comment.trim() === '') {
      setMissing(true);
      return;
    }
    onDecide(accepted, comment.trim());
  };
  return (
    <Modal
      open={target !== null}
      title={t('trainingCatalogue.reviewTitle')}
      describedBy={textId}
      onClose={onClose}
      closeLabel={t('common.cancel')}
      data-testid="review-dialog"
      actions={() => (
        <>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => decide(false)}>
            {t('trainingCatalogue.decline')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => decide(true)}>
            {t('trainingCatalogue.approve')}
          </Button>
        </>
      )}
    >
      {target && (
        <>
          <Typography id={textId} sx={{ mb: 2 }}>
            {t('trainingCatalogue.reviewText', { name: target.name, session: target.session })}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            label={t('trainingCatalogue.reviewComment')}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (missing) setMissing(false);
            }}
            error={missing}
            helperText={missing ? TRAINING_TEXTS.commentRequired : undefined}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </>
      )}
    </Modal>
  );
}
