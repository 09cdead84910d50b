import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { emailProblem } from '@registry/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../lib/api';
import { AccountField, AccountForm } from './account-form';
import { useForgotPassword } from './api/forgot-password';

/** Forgot password (/login/forgot-password): mails a link to reset the password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
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
        <AccountForm
          label={t('auth.forgot.title')}
          onSubmit={submit}
          failure={failure}
          submitLabel={t('auth.forgot.submit')}
          busy={forgot.isPending}
          header={<Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('auth.forgot.intro')}</Typography>}
        >
          <AccountField
            id="forgot-email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            problem={problem}
          />
        </AccountForm>
      )}
    </>
  );
}
