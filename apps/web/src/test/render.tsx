import { TENANTS, publicTenant, type RegistryEnv, type TenantCode } from '@registry/domain';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createToastStore, type ToastStore } from '../components/toast/toast-store';
import type { BootInfo } from '../features/boot/api/get-boot';
import { createI18n } from '../i18n/i18n';
import { en } from '../i18n/en';
import { createQueryClient } from '../lib/query-client';
import type { QueryClient } from '@tanstack/react-query';

export interface TestOptions {
  tenant?: TenantCode;
  environment?: RegistryEnv;
  /** Wrap in a MemoryRouter at this path (default '/'); false for components that bring their own. */
  route?: string | false;
}

export interface TestContext {
  boot: BootInfo;
  toastStore: ToastStore;
  queryClient: QueryClient;
}

/** The app's real providers around `ui`, for a tenant and environment. */
export function renderWithProviders(
  ui: ReactNode,
  { tenant = 'al', environment = 'dev', route = '/' }: TestOptions = {},
): RenderResult & TestContext {
  const boot: BootInfo = { tenant: publicTenant(TENANTS[tenant]), environment, version: '1.2.3-test' };
  const i18n = createI18n(boot.tenant);
  const toastStore = createToastStore({ network: en.toast.network, unknown: en.toast.unknown });
  const queryClient = createQueryClient((error) => toastStore.showError(error));
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const content = route === false ? ui : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  const result = render(
    <AppProviders boot={boot} i18n={i18n} queryClient={queryClient} toastStore={toastStore}>
      {content}
    </AppProviders>,
  );
  return { ...result, boot, toastStore, queryClient };
}

/** A fetch answering with `status` and `body` (JSON unless a string), for vi.stubGlobal('fetch', ...). */
export function fetchAnswering(status: number, body: unknown): typeof fetch {
  return () => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
    return Promise.resolve(new Response(text, { status, headers: { 'content-type': type } }));
  };
}
