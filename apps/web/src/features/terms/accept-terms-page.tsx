import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { acceptTheTerms, termsMustBeRead } from '@registry/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { isLogoutNavigation } from '../../app/shell/session-keeper';
import { useTenant } from '../../lib/tenant-context';
import { ErrorsBox } from '../../components/errors-box';
import { TermsPanel } from '../../components/terms-panel';
import { failureText } from '../../lib/api';
import { useSession, useSessionStore } from '../../lib/session/session-context';
import { configurationQuery } from '../../lib/configuration';
import { postAcceptTerms } from './api/accept-terms';
import { postNotify } from './api/notify';
import { postSeed } from './api/seed';
import { nextRouteAfterTerms } from './next-route';

/**
 * Updated Terms (spec 2): the terms text, 'I Accept the {terms}' and Submit. It cannot be left before
 * acceptance (except by logging out); acceptance clears the terms flag, triggers notify and seed, then
 * goes to the route the server names.
 */
export function AcceptTermsPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const store = useSessionStore();
  const session = useSession();
  const params = useParams();
  const userId = Number(params.userId ?? session.userId);
  const termsTitle = tenant.labels.termsTitle;
  const errorsId = useId();
  const problemId = useId();
  const headingId = useId();
  const [ticked, setTicked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const accepted = useRef(false);
  const terms = useQuery(configurationQuery('TermsAndConditionsText', { silent: true }));

  const accept = useMutation({
    mutationFn: async () => {
      const answer = await postAcceptTerms(userId);
      accepted.current = true;
      store.clearTermsPending();
      await postNotify();
      await postSeed();
      return answer?.route ?? null;
    },
    meta: { silent: true },
    onSuccess: (route) => void navigate(nextRouteAfterTerms(route, userId), { replace: true }),
  });

  // Leaving before acceptance is refused (a logout, or a session that already ended, passes).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !accepted.current &&
      store.getSnapshot().token !== null &&
      !isLogoutNavigation(nextLocation.state) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    setProblem(termsMustBeRead(termsTitle));
  }, [blocker, termsTitle]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticked) {
      setProblem(termsMustBeRead(termsTitle));
      return;
    }
    accept.mutate();
  };

  const failure = accept.error ? failureText(accept.error, t('toast.network')) : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        id={headingId}
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1 }}
      >
        {t('terms.title', { termsTitle })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('terms.intro', { termsTitle })}</Typography>
      <TermsPanel terms={terms} regionLabel={termsTitle} />
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        aria-describedby={failure ? errorsId : undefined}
        sx={{ mt: 2 }}
      >
        <ErrorsBox id={errorsId} message={failure} />
        <FormControlLabel
          control={
            <Checkbox
              checked={ticked}
              onChange={(event) => setTicked(event.target.checked)}
              onClick={() => setProblem(null)}
              slotProps={{ input: { 'aria-describedby': problem ? problemId : undefined } }}
            />
          }
          label={acceptTheTerms(termsTitle)}
        />
        {problem && (
          <FormHelperText id={problemId} error role="alert" sx={{ fontSize: '0.95rem' }}>
            {problem}
          </FormHelperText>
        )}
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" size="large" loading={accept.isPending}>
            {t('terms.submit')}
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
