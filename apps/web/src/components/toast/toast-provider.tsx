import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext } from './toast-context';
import type { Toast, ToastStore } from './toast-store';

/** How long a toast stays unless the pointer or focus rests on it. */
export const TOAST_DURATION_MS = 10_000;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  return (
    <Alert
      severity={toast.severity}
      variant="filled"
      onClose={() => onDismiss(toast.id)}
      slotProps={{ closeButton: { title: t('toast.dismiss'), 'aria-label': t('toast.dismiss') } }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ boxShadow: 6, whiteSpace: 'pre-line', minWidth: { sm: 320 } }}
    >
      <AlertTitle>{toast.title}</AlertTitle>
      {toast.message}
    </Alert>
  );
}

function Toaster({ store }: { store: ToastStore }) {
  const { t } = useTranslation();
  // Pre-rendered pages show no toasts, nor does their first render in the browser.
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (toasts.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label={t('toast.region')}
      sx={{
        position: 'fixed',
        top: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: { sm: 440 },
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={store.dismiss} />
      ))}
    </Box>
  );
}

/** Provides useToast() and renders the toasts of `store` in a corner of the page. */
export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return (
    <ToastContext value={store}>
      {children}
      <Toaster store={store} />
    </ToastContext>
  );
}
