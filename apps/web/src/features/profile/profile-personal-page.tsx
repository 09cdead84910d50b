import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTenant } from '../../app/tenant-context';
import { useSession } from '../../lib/session/session-context';

/**
 * The personal tab of the profile (route profile-personal): the signed-in user's personal data as the
 * registry holds it. Editing arrives with the profile forms.
 */
export function ProfilePersonalPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { profile, firstTime } = useSession();
  const [params] = useSearchParams();

  const rows = profile
    ? [
        { label: t('profile.firstName'), value: profile.firstName },
        { label: t('profile.lastName'), value: profile.lastName },
        { label: t('profile.email'), value: profile.email },
        { label: t('profile.userName'), value: profile.userName },
        { label: tenant.labels.userId, value: profile.registryId },
      ]
    : [];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1 }}
      >
        {t('profile.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('profile.intro')}</Typography>
      {params.get('displayWelcome') === 'true' && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t('profile.welcome')}
        </Alert>
      )}
      {firstTime && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="first-time-next-step">
          <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {t('profile.nextStepTitle')}
          </AlertTitle>
          {t('profile.nextStep', { productName: tenant.productName })}
        </Alert>
      )}
      {!profile ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="dl"
            data-testid="personal-data"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.5, sm: 1.5 },
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' },
            }}
          >
            {rows.map((row) => (
              <Box key={row.label} sx={{ display: 'contents' }}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </Container>
  );
}
