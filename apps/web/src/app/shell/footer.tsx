import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpDeskContact } from '../../components/help-desk-contact';
import { LeaveRegistryLink } from '../../components/leave-registry-link';
import { useAppVersion, useTenant } from '../../lib/tenant-context';
import { FooterDialogs, type FooterDialog } from './footer-dialogs';

const DIALOG_BUTTONS = [
  { dialog: 'stateReport', label: 'shell.footer.stateReport' },
  { dialog: 'trainingLegend', label: 'shell.footer.trainingLegend' },
  { dialog: 'faq', label: 'shell.footer.faq' },
  { dialog: 'partners', label: 'shell.footer.partners' },
  { dialog: 'address', label: 'shell.footer.address' },
] as const satisfies readonly { dialog: FooterDialog; label: string }[];

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        component="h2"
        sx={{
          fontSize: '0.875rem',
          fontWeight: 800,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          mb: 1.5,
        }}
      >
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** The footer (spec 1 §2): help desk, resource links (asking before leaving) and the information modals. */
export function Footer() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const version = useAppVersion();
  const [dialog, setDialog] = useState<FooterDialog | null>(null);

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'brandDark.main', color: 'brandDark.contrastText', mt: 'auto', pt: 6, pb: 3 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Column heading={t('shell.address.title')}>
              <Typography component="address" sx={{ fontStyle: 'normal', fontSize: '0.9375rem' }}>
                {tenant.contact.address.map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </Typography>
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3.5 }}>
            <Column heading={t('shell.footer.helpDesk')}>
              <HelpDeskContact email={tenant.contact.helpDeskEmail} phone={tenant.contact.helpDeskPhone} />
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Column heading={t('shell.footer.resources')}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {tenant.contact.resources.map((resource) => (
                  <Box component="li" key={resource.href} sx={{ py: 0.5 }}>
                    <LeaveRegistryLink href={resource.href} color="inherit">
                      {resource.label}
                    </LeaveRegistryLink>
                  </Box>
                ))}
              </Box>
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
            <Column heading={t('shell.footer.information')}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {DIALOG_BUTTONS.map((item) => (
                  <Box component="li" key={item.dialog}>
                    <Button
                      color="inherit"
                      onClick={() => setDialog(item.dialog)}
                      sx={{
                        px: 0,
                        py: 0.5,
                        minWidth: 0,
                        fontWeight: 400,
                        textDecoration: 'underline',
                        textUnderlineOffset: 3,
                        '&:hover': { textDecoration: 'underline', bgcolor: 'transparent' },
                      }}
                    >
                      {t(item.label)}
                    </Button>
                  </Box>
                ))}
              </Box>
            </Column>
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.25)', mt: 5, mb: 2.5 }} />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 1,
            fontSize: '0.875rem',
            opacity: 0.9,
          }}
        >
          {/* A page pre-rendered last year shows this year once hydrated; React need not call that a mismatch. */}
          <span suppressHydrationWarning>
            {t('shell.footer.copyright', { year: new Date().getFullYear() })}
          </span>
          <span>{t('shell.footer.version', { version })}</span>
        </Box>
      </Container>
      <FooterDialogs open={dialog} onClose={() => setDialog(null)} />
    </Box>
  );
}
