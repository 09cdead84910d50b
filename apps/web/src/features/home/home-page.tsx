import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HelpDeskContact } from '../../components/help-desk-contact';
import { PageSection } from '../../components/page-section';
import { REGISTER_PATH } from '../../app/paths';
import { useTenant } from '../../lib/tenant-context';
import { AudienceList } from './audience-list';
import { FeatureCards } from './feature-cards';
import { HomeMaps } from './home-maps';

/** The home page (spec 1 §2): headline, rotating maps, Create Account and About, welcome text. */
export function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();

  return (
    <>
      <PageSection labelledBy="home-headline" tone="tint" hero>
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
              {t('home.eyebrow')}
            </Typography>
            <Typography id="home-headline" variant="h1" sx={{ mb: 3 }}>
              {t('home.headline')}
            </Typography>
            <Typography
              sx={{
                fontSize: { xs: '1.0625rem', md: '1.1875rem' },
                color: 'text.secondary',
                mb: 4,
                maxWidth: 560,
              }}
            >
              {t('instructions.home')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={REGISTER_PATH}
                variant="contained"
                size="large"
                endIcon={<ArrowForwardIcon />}
              >
                {t('home.createAccount')}
              </Button>
              <Button component={RouterLink} to="/about" variant="outlined" size="large">
                {t('home.about')}
              </Button>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <HomeMaps />
          </Grid>
        </Grid>
      </PageSection>

      <PageSection labelledBy="home-features" heading={t('home.featuresHeading')}>
        <FeatureCards />
      </PageSection>

      <PageSection labelledBy="home-audience" heading={t('home.audienceHeading')} tone="muted">
        <AudienceList />
      </PageSection>

      <PageSection labelledBy="home-help">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
            p: { xs: 3, md: 5 },
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            borderLeft: 6,
            borderLeftColor: 'secondary.main',
          }}
        >
          <Box>
            <Typography id="home-help" variant="h3" component="h2" sx={{ mb: 1 }}>
              {t('home.help.heading')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('home.help.text')}</Typography>
          </Box>
          <HelpDeskContact email={tenant.contact.helpDeskEmail} phone={tenant.contact.helpDeskPhone} />
        </Box>
      </PageSection>
    </>
  );
}
