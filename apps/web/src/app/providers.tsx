import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogProvider } from '../components/dialogs/dialog-provider';
import { ToastProvider } from '../components/toast/toast-provider';
import type { ToastStore } from '../components/toast/toast-store';
import { SessionContext } from '../lib/session/session-context';
import type { SessionStore } from '../lib/session/session-store';
import type { BootInfo } from '../lib/boot';
import { HubContext, type OpenHub } from './hub/hub-context';
import { TenantContext } from '../lib/tenant-context';
import { createTenantTheme } from './theme';

export interface AppProvidersProps {
  boot: BootInfo;
  i18n: I18n;
  queryClient: QueryClient;
  toastStore: ToastStore;
  session: SessionStore;
  /** The real-time hub's opener (tests give none: () => null). */
  openHub?: OpenHub;
  children: ReactNode;
}

/** Everything a page may ask for: texts, theme, tenant, server state, session, toasts and dialogs. */
export function AppProviders({
  boot,
  i18n,
  queryClient,
  toastStore,
  session,
  openHub,
  children,
}: AppProvidersProps) {
  const theme = useMemo(() => createTenantTheme(boot.tenant), [boot.tenant]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <TenantContext value={boot}>
            <SessionContext value={session}>
              <ToastProvider store={toastStore}>
                <DialogProvider>
                  <HubContext value={openHub ?? null}>{children}</HubContext>
                </DialogProvider>
              </ToastProvider>
            </SessionContext>
          </TenantContext>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
