import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { API_ERRORS, TEXTS, errorText } from '@registry/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';
import { isApiError } from '../../lib/api';
import { useConfirmAccount } from './api/confirm-account';
import { ResendConfirmationForm } from './resend-confirmation';

const CLICK_HERE = 'click here';

/** TEXTS.confirmationExpired with its 'click here' as a real button that opens the resend form. */
function ExpiredLink({ onOpen }: { onOpen: () => void }) {
  const [before, after] = TEXTS.confirmationExpired.split(CLICK_HERE);
  return (
    <>
      {before}
      <Link
        component="button"
        type="button"
        onClick={onOpen}
        sx={{ verticalAlign: 'baseline', font: 'inherit' }}
      >
        {CLICK_HERE}
      </Link>
      {after}
    </>
  );
}

/**
 * The confirmation link of the registration mail (/login?confirm=true&userId=..&code=..): confirms the
 * account once; a confirmed account that comes with a code goes on to reset its password. Once the
 * account is confirmed (now, or before: the link was used already) `onConfirmed` gets its address, for
 * the sign-in form below.
 */
export function ConfirmAccount({
  userId,
  code,
  onConfirmed,
}: {
  userId: string | null;
  code: string | null;
  onConfirmed: (email: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate, status, error, data } = useConfirmAccount();
  const [resendOpen, setResendOpen] = useState(false);
  // The link's code works once: StrictMode's second effect run must not post it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !userId || !code) return;
    started.current = true;
    mutate(
      { userId: Number(userId), code },
      {
        onSuccess: (answer) => {
          if (answer.code) {
            void navigate(pathTo('reset-password', {}, { userId: answer.id, code: answer.code }), {
              replace: true,
            });
          } else {
            onConfirmed(answer.email);
          }
        },
      },
    );
  }, [userId, code, mutate, navigate, onConfirmed]);

  if (!userId || !code) {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {TEXTS.unableToConfirm}
      </Alert>
    );
  }
  if (status === 'idle' || status === 'pending') {
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {t('auth.confirm.pending')}
      </Alert>
    );
  }
  if (status === 'success') {
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="notice-confirmed">
        {data?.alreadyConfirmed ? API_ERRORS.alreadyConfirmed : t('auth.confirm.done')}
      </Alert>
    );
  }
  const body = isApiError(error) ? error.body : null;
  if (body === TEXTS.invalidToken) {
    return (
      <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="confirmation-expired">
        <ExpiredLink onOpen={() => setResendOpen(true)} />
        {resendOpen && <ResendConfirmationForm />}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
      {isApiError(error) ? errorText(error.body) || TEXTS.unableToConfirm : t('toast.network')}
    </Alert>
  );
}
