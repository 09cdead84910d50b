import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorsBox } from '../../components/errors-box';
import { failureText } from '../../lib/api';
import { useSendConfirmation } from './api/send-confirmation';

/** The small form that asks for a new confirmation e-mail (user name and password, spec 1 §4). */
export function ResendConfirmationForm({ initialUserName = '' }: { initialUserName?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorsId = useId();
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
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-describedby={failure ? errorsId : undefined}
      data-testid="resend-confirmation"
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('auth.resend.title')}
      </Typography>
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          {send.data?.message || t('auth.resend.sent')}
        </Alert>
      ) : (
        <>
          <ErrorsBox id={errorsId} message={failure} />
          <TextField
            label={t('auth.userName')}
            type="email"
            autoComplete="username"
            fullWidth
            margin="dense"
            required
            value={userName}
            onChange={(event) => setUserName(event.target.value)}
            error={missing && userName.trim() === ''}
            helperText={missing && userName.trim() === '' ? t('auth.required') : undefined}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            fullWidth
            margin="dense"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={missing && password === ''}
            helperText={missing && password === '' ? t('auth.required') : undefined}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1.5 }} loading={send.isPending}>
            {t('auth.resend.submit')}
          </Button>
        </>
      )}
    </Box>
  );
}
