import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TAlert } from '@registry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { RichTextView } from '../../engine/forms/rich-text-field';
import { alertsQuery, useDismissAlert } from './api/alerts';

/**
 * The alerts at the top of the dashboard (spec 2 "Dashboard main"): a danger alert per alert meant for
 * the person today, showing its subject. One with a message opens it in a modal when clicked; a
 * dismissible one has a close button that dismisses it (POST /api/alert/dismiss). They come and go live
 * (the hub's AlertsChanged reloads them).
 */
export function DashboardAlerts() {
  const { t } = useTranslation();
  const alerts = useQuery(alertsQuery());
  const dismiss = useDismissAlert();
  const [open, setOpen] = useState<TAlert | null>(null);
  const list = alerts.data ?? [];
  if (list.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t('alerts.label')}
      sx={{ display: 'grid', gap: 1.5, mb: 3 }}
      data-testid="dashboard-alerts"
    >
      {list.map((alert) => (
        <Alert
          key={alert.alertId}
          severity="error"
          variant="filled"
          data-testid="dashboard-alert"
          sx={{ alignItems: 'center', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
          {...(alert.dismissible
            ? {
                onClose: () => dismiss.mutate(alert.alertId),
                slotProps: {
                  closeButton: {
                    title: t('alerts.dismiss'),
                    'aria-label': t('alerts.dismissLabel', { subject: alert.subject }),
                  },
                },
              }
            : {})}
        >
          {alert.message === null ? (
            <Box component="span" sx={{ fontWeight: 700 }}>
              {alert.subject}
            </Box>
          ) : (
            <Link
              component="button"
              type="button"
              color="inherit"
              onClick={() => setOpen(alert)}
              sx={{ font: 'inherit', fontWeight: 700, textAlign: 'start' }}
              aria-haspopup="dialog"
            >
              {alert.subject}
            </Link>
          )}
        </Alert>
      ))}
      {open && (
        <Modal open title={open.subject} onClose={() => setOpen(null)} maxWidth="md" data-testid="alert-view">
          <RichTextView html={open.message ?? ''} />
        </Modal>
      )}
    </Box>
  );
}
