import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { REGISTER_PATH } from '../../app/paths';
import { useTenant } from '../../lib/tenant-context';
import { AUDIENCE_ICONS } from '../../components/audience-icons';
import { PageSection } from '../../components/page-section';
import { tenantAudience } from '../../lib/tenant-audience';

const KEYS = ['teachers', 'caregivers', 'directors', 'trainers', 'coaches', 'agencyStaff'] as const;

const STEPS = ['find', 'register', 'track'] as const;

/** The about page (spec 1 §2): what the registry is, who should use it, how it helps with training. */
export function AboutPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  // Only the roles this deployment has; without organizations no director verifies records.
  const audience = tenantAudience(tenant, KEYS);
  const verifiedBy = tenant.features.organizations ? 'text2' : 'text2WithoutDirectors';

  return (
    <>
      <PageSection labelledBy="about-title" tone="tint" hero>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
          {t('about.eyebrow')}
        </Typography>
        <Typography id="about-title" variant="h1" sx={{ mb: 2.5, maxWidth: 820 }}>
          {t('about.title')}
        </Typography>
        <Typography
          sx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' }, color: 'text.secondary', maxWidth: 760 }}
        >
          {t('about.lead')}
        </Typography>
      </PageSection>

      <PageSection labelledBy="about-what">
        <Grid container spacing={{ xs: 4, md: 8 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography id="about-what" variant="h2" sx={{ mb: 2.5 }}>
              {t('about.what.heading')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('about.what.text1')}</Typography>
            <Typography>{t(`about.what.${verifiedBy}`)}</Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box
              component="aside"
              aria-label={t('about.eyebrow')}
              sx={{
                p: 4,
                borderRadius: 3,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '1.1875rem',
                fontWeight: 550,
                lineHeight: 1.55,
              }}
            >
              {t('instructions.about')}
            </Box>
          </Grid>
        </Grid>
      </PageSection>

      <PageSection
        labelledBy="about-who"
        heading={t('about.who.heading')}
        intro={t('about.who.intro')}
        tone="muted"
      >
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {audience.map((key) => {
            const Icon = AUDIENCE_ICONS[key];
            return (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Box
                  sx={{
                    display: 'flex',
                    gap: 2,
                    p: 3,
                    height: '100%',
                    bgcolor: 'background.paper',
                    borderRadius: 3,
                    border: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Icon aria-hidden sx={{ fontSize: 34, color: 'secondary.main', flexShrink: 0 }} />
                  <Box>
                    <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
                      {t(`about.who.${key}.title`)}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary', fontSize: '1rem' }}>
                      {t(`about.who.${key}.text`)}
                    </Typography>
                  </Box>
                </Box>
              </Grid>
            );
          })}
        </Grid>
      </PageSection>

      <PageSection labelledBy="about-training" heading={t('about.training.heading')}>
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step, index) => (
            <Grid key={step} size={{ xs: 12, md: 4 }} component="li">
              <Box sx={{ display: 'flex', gap: 2 }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 44,
                    height: 44,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 800,
                    fontSize: '1.125rem',
                  }}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
                    {t(`about.training.steps.${step}.title`)}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>
                    {t(`about.training.steps.${step}.text`)}
                  </Typography>
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <PageSection labelledBy="about-cta" tone="brand">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <Box>
            <Typography id="about-cta" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
              {t('about.cta.heading')}
            </Typography>
            <Typography sx={{ opacity: 0.92 }}>{t('about.cta.text')}</Typography>
          </Box>
          <Button
            component={RouterLink}
            to={REGISTER_PATH}
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            sx={{
              bgcolor: '#fff',
              color: 'brandDark.main',
              '&:hover': { bgcolor: 'grey.100' },
              flexShrink: 0,
            }}
          >
            {t('home.createAccount')}
          </Button>
        </Box>
      </PageSection>
    </>
  );
}
