import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TLoginErrorKey } from '@registry/contracts';
import { CONFIRMATION_LINK_HOURS, TEXTS } from '@registry/domain';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, pathTo } from '../../app/paths';
import { failureText } from '../../lib/api';
import { useSession, useSessionStore } from '../../lib/session/session-context';
import { AccountField, AccountForm } from './account-form';
import { afterLoginPath } from './after-login';
import { useSendConfirmation } from './api/send-confirmation';
import { ConfirmAccount } from './confirm-account';

interface Failure {
  message: string;
  errorKey: TLoginErrorKey | null;
}

/** The notices the login form's query flags ask for (spec 1 §2). */
function QueryNotices({
  params,
  onConfirmed,
}: {
  params: URLSearchParams;
  onConfirmed: (email: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {params.get('new') === 'true' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="notice-new">
          {t('auth.login.newAccount', { hours: CONFIRMATION_LINK_HOURS })}
        </Alert>
      )}
      {params.get('reset') === 'true' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="notice-reset">
          {TEXTS.passwordReset}
        </Alert>
      )}
      {params.get('confirm') === 'true' && (
        <ConfirmAccount userId={params.get('userId')} code={params.get('code')} onConfirmed={onConfirmed} />
      )}
    </>
  );
}

/** The login form (index of /login): user name and password; the answer decides where the user goes. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const store = useSessionStore();
  const session = useSession();
  const [userName, setUserName] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const resend = useSendConfirmation();
  const submitting = session.requests.login === 'attempting';
  // Someone already signed in who opens /login (a bookmark, the back button) goes to the dashboard rather
  // than signing in over the session; a confirmation link is still handled here.
  const [signedInOnArrival] = useState(() => store.getSnapshot().token !== null);
  // After a confirmation the address is the user name: only the password is left to type.
  const prefill = useCallback((email: string) => {
    setUserName((current) => (current.trim() === '' ? email : current));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (userName.trim() === '' || password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setFailure(null);
    resend.reset();
    const result = await store.login(userName.trim(), password);
    if (result.ok) {
      await navigate(afterLoginPath(result.route, result.userId, params.get(REDIRECT_PARAM)), {
        replace: true,
      });
    } else {
      setFailure({ message: result.message, errorKey: result.errorKey });
    }
  };

  // An unconfirmed account may ask for a new confirmation e-mail with the credentials just typed.
  const resendFailure = resend.error ? failureText(resend.error, t('toast.network')) : null;
  const userNameMissing = missing && userName.trim() === '';
  const passwordMissing = missing && password === '';

  if (signedInOnArrival && params.get('confirm') !== 'true') {
    return <Navigate to={pathTo('dashboard-main')} replace />;
  }

  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 2 }}
      >
        {t('auth.login.title')}
      </Typography>
      <QueryNotices params={params} onConfirmed={prefill} />
      <AccountForm
        label={t('auth.login.title')}
        onSubmit={submit}
        failure={resendFailure ?? failure?.message ?? null}
        submitLabel={t('auth.login.submit')}
        busy={submitting}
      >
        {failure?.errorKey === 'unconfirmed' &&
          (resend.isSuccess ? (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {resend.data?.message || t('auth.resend.sent')}
            </Alert>
          ) : (
            <Button
              variant="outlined"
              loading={resend.isPending}
              onClick={() => resend.mutate({ userName: userName.trim(), password })}
              sx={{ mb: 2 }}
            >
              {t('auth.login.resend')}
            </Button>
          ))}
        <AccountField
          id="login-user-name"
          label={t('auth.userName')}
          type="email"
          autoComplete="username"
          value={userName}
          onChange={setUserName}
          problem={userNameMissing ? t('auth.required') : undefined}
        />
        <AccountField
          id="login-password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          problem={passwordMissing ? t('auth.required') : undefined}
        />
      </AccountForm>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={pathTo('forgot-password')}>
          {t('auth.login.forgot')}
        </Link>
        {' · '}
        <Link component={RouterLink} to={pathTo('register')}>
          {t('auth.login.noAccount')}
        </Link>
      </Typography>
    </>
  );
}
