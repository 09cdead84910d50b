import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { APP_READY_ATTRIBUTE } from '@registry/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import type { ToastStore } from '../components/toast/toast-store';
import type { BootInfo } from '../lib/boot';
import type { SessionStore } from '../lib/session/session-store';
import { MaintenancePage } from '../features/maintenance/maintenance-page';
import { UnsupportedBrowserModal } from '../features/unsupported-browser/unsupported-browser-modal';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export interface AppProps {
  boot: BootInfo;
  closed: boolean;
  i18n: I18n;
  queryClient: QueryClient;
  toastStore: ToastStore;
  session: SessionStore;
  /** An in-memory history at these entries (tests); the browser's history otherwise. */
  initialEntries?: string[];
  /** A router made beforehand (a pre-rendered page hydrates with its route's code already loaded). */
  router?: DataRouter;
}

/** The booted app: the maintenance page while the site is closed, otherwise the router. */
export function App(props: AppProps) {
  const { boot, closed, initialEntries } = props;
  const [router] = useState(() =>
    closed ? null : (props.router ?? createAppRouter(boot.tenant, initialEntries ? { initialEntries } : {})),
  );

  // The tab shows the tenant's logo instead of the neutral icon of index.html.
  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = boot.tenant.logo.src;
  }, [boot.tenant.logo.src]);

  // The page is live (rendered, or a pre-rendered page hydrated): its buttons work from now on. The
  // end-to-end tests wait for this before they act on a page they have just opened.
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);

  return <AppFrame {...props}>{router ? <RouterProvider router={router} /> : <MaintenancePage />}</AppFrame>;
}

/**
 * The providers and app-wide dialogs around the routed content: the browser's App and the build's
 * pre-rendering (prerender.tsx) render the same frame, so the pre-rendered markup hydrates as it is.
 */
export function AppFrame({
  boot,
  i18n,
  queryClient,
  toastStore,
  session,
  userAgent,
  children,
}: Omit<AppProps, 'closed'> & { userAgent?: string; children: ReactNode }) {
  return (
    <AppProviders boot={boot} i18n={i18n} queryClient={queryClient} toastStore={toastStore} session={session}>
      {children}
      <UnsupportedBrowserModal {...(userAgent === undefined ? {} : { userAgent })} />
    </AppProviders>
  );
}
