import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS, passwordProblem } from '@registry/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../app/paths';
import { useTenant } from '../../lib/tenant-context';
import { failureText } from '../../lib/api';
import { AccountField, AccountForm } from './account-form';
import { useResetPassword } from './api/reset-password';
import { PasswordRules } from './password-rules';

/**
 * Reset password (/login/reset-password?userId=..&code=.., from the mail or a confirmation with a code):
 * a new password and its confirmation; the tenant's rules are shown and checked where it asks (al).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'confirm'; text: string } | null>(null);
  const userId = Number(params.get('userId'));
  const code = params.get('code');
  const complete = Number.isInteger(userId) && userId > 0 && Boolean(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return;
    // Only a tenant that lists its rules above the field checks them here (spec 1 §5); elsewhere the
    // server's answer, the failed rules, shows in the errors box.
    const rules = tenant.passwordPolicy.clientCheck
      ? passwordProblem(tenant.passwordPolicy, password, confirm)
      : null;
    if (rules !== null && rules !== ACCOUNT_TEXTS.confirmMismatch) {
      setProblem({ field: 'password', text: rules });
      return;
    }
    // The reset call carries no confirmation, so a typo would set an unknown password: every tenant compares.
    if (confirm !== password) {
      setProblem({ field: 'confirm', text: ACCOUNT_TEXTS.confirmMismatch });
      return;
    }
    setProblem(null);
    reset.mutate(
      { userId, code, password },
      { onSuccess: () => void navigate(pathTo('login-form', {}, { reset: true }), { replace: true }) },
    );
  };

  const failure = reset.error ? failureText(reset.error, t('toast.network')) : null;

  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 2 }}
      >
        {t('auth.reset.title')}
      </Typography>
      {!complete ? (
        <Alert severity="error" role="alert">
          {t('auth.reset.incomplete')}
        </Alert>
      ) : (
        <AccountForm
          label={t('auth.reset.title')}
          onSubmit={submit}
          failure={failure}
          submitLabel={t('auth.reset.submit')}
          busy={reset.isPending}
        >
          <PasswordRules id={rulesId} />
          <AccountField
            id="reset-password"
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            problem={problem?.field === 'password' ? problem.text : undefined}
            describedBy={tenant.passwordPolicy.clientCheck ? rulesId : undefined}
          />
          <AccountField
            id="reset-confirm"
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            problem={problem?.field === 'confirm' ? problem.text : undefined}
          />
        </AccountForm>
      )}
    </>
  );
}
