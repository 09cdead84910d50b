import { TENANTS, publicTenant, type RegistryEnv, type TenantCode } from '@registry/domain';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createAppRouter } from '../app/router';
import { createToastStore, type ToastStore } from '../components/toast/toast-store';
import type { BootInfo } from '../lib/boot';
import { createI18n } from '../i18n/i18n';
import { en } from '../i18n/en';
import { createQueryClient } from '../lib/query-client';
import { createSessionStore, type SessionStore } from '../lib/session/session-store';
import type { QueryClient } from '@tanstack/react-query';
import type { OpenHub } from '../app/hub/hub-context';

/** Component and page tests run without the real-time hub (features/hub has its own tests). */
const NO_HUB = () => null;

export interface TestOptions {
  tenant?: TenantCode;
  environment?: RegistryEnv;
  /** Wrap in a MemoryRouter at this path (default '/'); false for components that bring their own. */
  route?: string | false;
  /** The session's clock (default Date.now). */
  now?: () => number;
  /** The real-time hub's opener (default: no hub). */
  openHub?: OpenHub;
}

export interface TestContext {
  boot: BootInfo;
  toastStore: ToastStore;
  queryClient: QueryClient;
  session: SessionStore;
}

function createContext({ tenant = 'al', environment = 'dev', now }: TestOptions): TestContext & {
  i18n: ReturnType<typeof createI18n>;
} {
  const boot: BootInfo = { tenant: publicTenant(TENANTS[tenant]), environment, version: '1.2.3-test' };
  const i18n = createI18n(boot.tenant);
  const toastStore = createToastStore({ network: en.toast.network, unknown: en.toast.unknown });
  const queryClient = createQueryClient((error) => toastStore.showError(error));
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const session = createSessionStore({
    storage: window.sessionStorage,
    queryClient,
    networkText: en.toast.network,
    onError: (message) => toastStore.show({ severity: 'error', title: 'Error', message }),
    ...(now ? { now } : {}),
  });
  return { boot, i18n, toastStore, queryClient, session };
}

/** The app's real providers around `ui`, for a tenant and environment. */
export function renderWithProviders(ui: ReactNode, options: TestOptions = {}): RenderResult & TestContext {
  const { i18n, ...context } = createContext(options);
  const route = options.route ?? '/';
  const content = route === false ? ui : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  const result = render(
    <AppProviders {...context} i18n={i18n} openHub={NO_HUB}>
      {content}
    </AppProviders>,
  );
  return { ...result, ...context };
}

/**
 * The whole app (shell, guard, route table) in an in-memory history at `path`: pages are tested where
 * they live, with the session read from session storage as after a reload.
 */
export function renderAppAt(path: string, options: Omit<TestOptions, 'route'> = {}) {
  const { i18n, ...context } = createContext(options);
  const router = createAppRouter(context.boot.tenant, { initialEntries: [path] });
  const result = render(
    <AppProviders {...context} i18n={i18n} openHub={options.openHub ?? NO_HUB}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** The current path and search of the app. */
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...result, ...context, router, location };
}

/** A fetch answering with `status` and `body` (JSON unless a string), for vi.stubGlobal('fetch', ...). */
export function fetchAnswering(status: number, body: unknown): typeof fetch {
  return () => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
    return Promise.resolve(new Response(text, { status, headers: { 'content-type': type } }));
  };
}
