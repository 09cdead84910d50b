import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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
  // A child of the body of its own, added when the first toast comes: a dialog or menu open at that time
  // hides only what was there before it (MUI's aria-hidden on the body's other children), so a toast
  // raised over a dialog (a save's success as it closes, an error) is still announced.
  return createPortal(
    <Box
      role="region"
      aria-label={t('toast.region')}
      // At the foot of the screen, where they hide nothing that stays there: the header (the user's name,
      // Logout, the menu) is at the top; a dialog's actions are on its right, so on a wide screen they
      // sit bottom-left; on a phone they span the width above the bottom edge (and a notch's inset).
      sx={{
        position: 'fixed',
        bottom: { xs: 'calc(8px + env(safe-area-inset-bottom, 0px))', sm: 16 },
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 'auto' },
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
    </Box>,
    document.body,
  );
}

/** Provides useToast() and renders the toasts of `store` at the foot of the screen. */
export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return (
    <ToastContext value={store}>
      {children}
      <Toaster store={store} />
    </ToastContext>
  );
}
