import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../lib/api';
import { AccountField, AccountForm } from './account-form';
import { useSendConfirmation } from './api/send-confirmation';

/** The small form that asks for a new confirmation e-mail (user name and password, spec 1 §4). */
export function ResendConfirmationForm({ initialUserName = '' }: { initialUserName?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const send = useSendConfirmation();
  const [userName, setUserName] = useState(initialUserName);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userName.trim() === '' || password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    send.mutate({ userName: userName.trim(), password });
  };

  const failure = send.error ? failureText(send.error, t('toast.network')) : null;

  return (
    <AccountForm
      labelledBy={headingId}
      onSubmit={submit}
      failure={failure}
      submitLabel={t('auth.resend.submit')}
      busy={send.isPending}
      inset
      data-testid="resend-confirmation"
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      header={
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('auth.resend.title')}
        </Typography>
      }
      done={
        send.isSuccess ? (
          <Alert severity="success" role="status">
            {send.data?.message || t('auth.resend.sent')}
          </Alert>
        ) : null
      }
    >
      <AccountField
        label={t('auth.userName')}
        type="email"
        autoComplete="username"
        value={userName}
        onChange={setUserName}
        problem={missing && userName.trim() === '' ? t('auth.required') : undefined}
      />
      <AccountField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        problem={missing && password === '' ? t('auth.required') : undefined}
      />
    </AccountForm>
  );
}
