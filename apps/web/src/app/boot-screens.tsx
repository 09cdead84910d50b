import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';

/** Before boot there is no tenant: a neutral theme that still meets AA. */
const neutralTheme = createTheme({
  palette: { primary: { main: '#1f3a5f' }, text: { primary: '#1b1b1b', secondary: '#454545' } },
  typography: {
    fontFamily: '"Public Sans Variable", system-ui, Arial, sans-serif',
    button: { textTransform: 'none' },
  },
});

function BootFrame({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={neutralTheme}>
        <CssBaseline />
        <Box
          component="main"
          sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f3f5f8', p: 2 }}
        >
          {children}
        </Box>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** Shown while /api/boot loads; appears only after a moment so a fast boot does not flash. */
export function BootLoading({ i18n }: { i18n: I18n }) {
  return (
    <BootFrame i18n={i18n}>
      <DelayedSpinner />
    </BootFrame>
  );
}

function DelayedSpinner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 400);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <CircularProgress aria-label={t('boot.loading')} />
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('boot.loading')}</Typography>
    </Box>
  );
}

function errorDetail(error: unknown): string {
  if (isApiError(error)) return `HTTP ${error.status}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A failed boot: nothing else can render without the tenant, so say so plainly and offer Retry. */
export function BootError({ i18n, error, onRetry }: { i18n: I18n; error: unknown; onRetry: () => void }) {
  return (
    <BootFrame i18n={i18n}>
      <BootErrorCard error={error} onRetry={onRetry} />
    </BootFrame>
  );
}

function BootErrorCard({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('boot.errorTitle');
  }, [t]);
  return (
    <Paper
      variant="outlined"
      data-testid="boot-error"
      sx={{
        maxWidth: 560,
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        borderTop: 6,
        borderTopColor: '#b50909',
      }}
    >
      <CloudOffOutlinedIcon aria-hidden sx={{ fontSize: 56, color: '#1f3a5f', mb: 1 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        {t('boot.errorTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{t('boot.errorText')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('boot.errorDetail', { detail: errorDetail(error) })}
      </Typography>
      <Button variant="contained" size="large" onClick={onRetry} autoFocus>
        {t('boot.retry')}
      </Button>
    </Paper>
  );
}
