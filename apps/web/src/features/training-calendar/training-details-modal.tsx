import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/api';
import { sectionQuery } from './api/section-by-id';
import { TrainingDetails } from './training-details';
import { useRegistrationFlow } from './use-registration-flow';

export interface TrainingDetailsModalProps {
  /** The session shown; null: closed. */
  sessionId: number | null;
  /**
   * Whether the viewer registers here (a professional): Register and Cancel Registration. A trainer (250)
   * sees the details only (spec 3 §4: cannot register or cancel through the calendar).
   */
  registers: boolean;
  onClose: () => void;
}

/**
 * The training details modal (spec 3 §2): the session's general, contact and session information, and for
 * a professional Register, disabled with its title when already registered, past the deadline or before
 * the window opens (spec 3 §5), the window's warning, and Cancel Registration where it is allowed. Focus
 * goes into the modal when it opens and back to the event, row or button that opened it when it closes.
 */
export function TrainingDetailsModal({ sessionId, registers, onClose }: TrainingDetailsModalProps) {
  const { t } = useTranslation();
  const titleHintId = useId();
  const section = useQuery({ ...sectionQuery(sessionId ?? 0), enabled: sessionId !== null });
  const details = sessionId !== null ? section.data : undefined;
  const flow = useRegistrationFlow(details);
  const offer = details?.register;

  const title = details
    ? `${details.courseName}: ${details.sectionName}`
    : t('trainingCalendar.details.title');

  let body;
  if (section.isPending) body = <CircularProgress aria-label={t('common.loading')} />;
  else if (section.isError)
    body = (
      <Alert severity="error" role="alert">
        {failureText(section.error, t('toast.network'))}
      </Alert>
    );
  else body = details ? <TrainingDetails details={details} /> : null;

  return (
    <>
      <Modal
        open={sessionId !== null}
        title={title}
        onClose={onClose}
        maxWidth="md"
        data-testid="training-details"
        actions={() =>
          registers && details ? (
            <>
              {details.mayCancel && (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={flow.busy}
                  onClick={() => void flow.cancel()}
                >
                  {t('trainingCalendar.details.cancel')}
                </Button>
              )}
              <Box component="span" title={offer?.title ?? undefined} sx={{ display: 'inline-flex' }}>
                <Button
                  variant="contained"
                  disabled={offer?.disabled === true || flow.busy}
                  aria-describedby={offer?.title ? titleHintId : undefined}
                  onClick={() => void flow.register()}
                >
                  {t('trainingCalendar.register')}
                </Button>
              </Box>
            </>
          ) : null
        }
      >
        {registers && offer && (offer.title || offer.warning) && (
          <Box sx={{ mb: 2, display: 'grid', gap: 1 }}>
            {offer.disabled && offer.title && (
              <Typography id={titleHintId} data-testid="register-title" sx={{ fontWeight: 700 }}>
                {offer.title}
              </Typography>
            )}
            {offer.warning && (
              <Alert severity="warning" data-testid="register-warning">
                {offer.warning}
              </Alert>
            )}
          </Box>
        )}
        {body}
      </Modal>
      {flow.dialog}
    </>
  );
}
