import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailProblem } from '@registry/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorsBox } from '../../components/errors-box';
import { failureText } from '../../lib/api';
import { useForgotPassword } from './api/forgot-password';

/** Forgot password (/login/forgot-password): mails a link to reset the password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const errorsId = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (!found) forgot.mutate({ email: email.trim() });
  };

  const failure = forgot.error ? failureText(forgot.error, t('toast.network')) : null;

  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1 }}
      >
        {t('auth.forgot.title')}
      </Typography>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {forgot.data?.message || t('auth.forgot.sent')}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('auth.forgot.title')}
          aria-describedby={failure ? errorsId : undefined}
        >
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('auth.forgot.intro')}</Typography>
          <ErrorsBox id={errorsId} message={failure} />
          <TextField
            id="forgot-email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            fullWidth
            margin="normal"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(problem)}
            helperText={problem}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={forgot.isPending}
            sx={{ mt: 2 }}
          >
            {t('auth.forgot.submit')}
          </Button>
        </Box>
      )}
    </>
  );
}
