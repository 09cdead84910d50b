import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  acceptTheTerms,
  emailProblem,
  firstNameProblem,
  lastNameProblem,
  passwordProblem,
  PILOT_CLOSED_NOTICE,
  termsMustBeViewed,
} from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../app/paths';
import { useTenant } from '../../lib/tenant-context';
import { failureText } from '../../lib/api';
import { AccountField, AccountForm } from './account-form';
import { pilotCheckQuery } from './api/pilot-check';
import { useRegister } from './api/register';
import { PasswordRules } from './password-rules';
import { TermsDialog } from './terms-dialog';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'terms';
type Problems = Partial<Record<Field, string>>;

/**
 * Create Account (spec 1 §2, §5): names, e-mail, password and its confirmation, and the terms, which must
 * be opened (read to the end) and accepted. Where the tenant checks passwords in the browser (al) the
 * rules show above the field. Prefilled from the email, fname and lname query. When enrollment in the
 * pilot has closed (GET /api/accounts/pilotcheck) its notice shows above the form, for information only:
 * the server still accepts new accounts, so the form stays.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const pilot = useQuery(pilotCheckQuery());
  const rulesId = useId();
  const termsErrorId = useId();
  const [values, setValues] = useState({
    firstName: params.get('fname') ?? '',
    lastName: params.get('lname') ?? '',
    email: params.get('email') ?? '',
    password: '',
    confirmPassword: '',
  });
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsViewed, setTermsViewed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const termsTitle = tenant.labels.termsTitle;

  const validate = (): Problems => {
    const found: Problems = {};
    const first = firstNameProblem(values.firstName);
    const last = lastNameProblem(values.lastName);
    const email = emailProblem(values.email);
    if (first) found.firstName = first;
    if (last) found.lastName = last;
    if (email) found.email = email;
    // Only a tenant that lists its rules above the field checks them here (spec 1 §5); elsewhere the
    // server's answer, the failed rules, shows in the errors box.
    if (tenant.passwordPolicy.clientCheck) {
      const password = passwordProblem(tenant.passwordPolicy, values.password, values.confirmPassword);
      if (password) found.password = password;
    }
    if (!(termsViewed && termsAccepted)) found.terms = termsMustBeViewed(termsTitle);
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) {
      const first = (Object.keys(found) as Field[])[0];
      document.getElementById(first === 'terms' ? 'register-terms' : `register-${first}`)?.focus();
      return;
    }
    register.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        acceptTerms: true,
      },
      { onSuccess: () => void navigate(pathTo('login-form', {}, { new: true })) },
    );
  };

  const field = (name: Exclude<Field, 'terms'>) => ({
    id: `register-${name}`,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    problem: problems[name],
  });

  const failure = register.error ? failureText(register.error, t('toast.network')) : null;

  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1 }}
      >
        {t('auth.register.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('auth.register.intro')}</Typography>
      {pilot.data?.pilotClosed && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="pilot-closed-notice">
          <AlertTitle>{t('auth.register.pilotClosedTitle')}</AlertTitle>
          {pilot.data.notice ?? PILOT_CLOSED_NOTICE}
        </Alert>
      )}
      <AccountForm
        label={t('auth.register.title')}
        onSubmit={submit}
        failure={failure}
        submitLabel={t('auth.register.submit')}
        busy={register.isPending}
        submitSpacing={3}
      >
        <AccountField label={t('auth.firstName')} autoComplete="given-name" {...field('firstName')} />
        <AccountField label={t('auth.lastName')} autoComplete="family-name" {...field('lastName')} />
        <AccountField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
        <Box sx={{ mt: 2 }}>
          <PasswordRules id={rulesId} />
        </Box>
        <AccountField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          describedBy={tenant.passwordPolicy.clientCheck ? rulesId : undefined}
          {...field('password')}
        />
        <AccountField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">
            {t('auth.register.termsIntro')}{' '}
            <Link
              component="button"
              type="button"
              onClick={() => setTermsOpen(true)}
              sx={{ font: 'inherit' }}
            >
              {t('auth.register.viewTerms', { termsTitle })}
            </Link>
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                id="register-terms"
                checked={termsAccepted}
                onChange={(event) => {
                  // Terms nobody has opened cannot be accepted: ticking the box opens them instead.
                  if (event.target.checked && !termsViewed) setTermsOpen(true);
                  else setTermsAccepted(event.target.checked);
                }}
                slotProps={{
                  input: { 'aria-describedby': problems.terms ? termsErrorId : undefined },
                }}
              />
            }
            label={acceptTheTerms(termsTitle)}
          />
          {problems.terms && (
            <FormHelperText id={termsErrorId} error>
              {problems.terms}
            </FormHelperText>
          )}
        </Box>
      </AccountForm>
      <TermsDialog
        open={termsOpen}
        onClose={(opened) => {
          setTermsOpen(false);
          if (opened) setTermsViewed(true);
        }}
        onAccept={() => {
          setTermsOpen(false);
          setTermsViewed(true);
          setTermsAccepted(true);
        }}
      />
    </>
  );
}
