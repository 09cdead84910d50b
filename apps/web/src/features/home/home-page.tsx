import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HelpDeskContact } from '../../components/help-desk-contact';
import { REGISTER_PATH } from '../../app/paths';
import { useTenant } from '../../app/tenant-context';
import { AudienceList } from './audience-list';
import { FeatureCards } from './feature-cards';
import { HomeMaps } from './home-maps';

/** The home page (spec 1 §2): headline, rotating maps, Create Account and About, welcome text. */
export function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();

  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-headline"
        sx={{
          bgcolor: 'brandTint.main',
          borderBottom: 1,
          borderColor: 'divider',
          py: { xs: 5, md: 9 },
        }}
      >
        <Container maxWidth="lg">
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
        </Container>
      </Box>

      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="home-features"
        sx={{ py: { xs: 6, md: 9 } }}
      >
        <Typography id="home-features" variant="h2" sx={{ mb: 4, maxWidth: 640 }}>
          {t('home.featuresHeading')}
        </Typography>
        <FeatureCards />
      </Container>

      <Box
        component="section"
        aria-labelledby="home-audience"
        sx={{ bgcolor: 'grey.50', py: { xs: 6, md: 8 } }}
      >
        <Container maxWidth="lg">
          <Typography id="home-audience" variant="h2" sx={{ mb: 3 }}>
            {t('home.audienceHeading')}
          </Typography>
          <AudienceList />
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="home-help" sx={{ py: { xs: 6, md: 8 } }}>
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
      </Container>
    </>
  );
}
