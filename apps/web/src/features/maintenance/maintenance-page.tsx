import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isTestEnvironment } from '@registry/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpDeskContact } from '../../components/help-desk-contact';
import { documentTitle } from '../../app/route-helpers';
import { useEnvironment, useTenant } from '../../lib/tenant-context';

/**
 * What the whole app shows while configuration 'closed' is 'True' (spec 1 §2): in the training and test
 * environments a "closed" page, in production the scheduled-maintenance page. Both keep the tenant's
 * logo and the help desk.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const closed = isTestEnvironment(useEnvironment());
  const title = closed ? t('maintenance.closedTitle') : t('maintenance.maintenanceTitle');
  const Icon = closed ? EventBusyOutlinedIcon : BuildCircleOutlinedIcon;

  useEffect(() => {
    document.title = documentTitle(title, tenant.productName);
  }, [title, tenant.productName]);

  return (
    <Box
      component="main"
      data-testid={closed ? 'closed-page' : 'maintenance-page'}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'brandTint.main',
        px: 2,
        py: 6,
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 640,
          width: '100%',
          p: { xs: 3, sm: 6 },
          borderTop: 6,
          borderTopColor: 'primary.main',
          textAlign: 'center',
        }}
      >
        <Box
          component="img"
          src={tenant.logo.src}
          alt={tenant.logo.alt}
          sx={{ height: 88, width: 'auto', mb: 1 }}
        />
        <Typography sx={{ fontWeight: 800, color: 'primary.main', mb: 4 }}>{tenant.productName}</Typography>
        <Icon aria-hidden sx={{ fontSize: 48, color: 'secondary.main', mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 480, mx: 'auto' }}>
          {closed ? t('maintenance.closedText') : t('maintenance.maintenanceText')}
        </Typography>
        <Divider sx={{ my: 4 }} />
        <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
          {t('maintenance.contactHeading')}
        </Typography>
        <Box sx={{ display: 'inline-block', textAlign: 'left' }}>
          <HelpDeskContact email={tenant.contact.helpDeskEmail} phone={tenant.contact.helpDeskPhone} />
        </Box>
      </Paper>
    </Box>
  );
}
