import '@fontsource-variable/public-sans';
import { TEXTS } from '@registry/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootError, BootLoading } from './app/boot-screens';
import { loadBoot } from './app/load-boot';
import { createToastStore } from './components/toast/toast-store';
import { createI18n, setTenantTerms } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { createSessionStore } from './lib/session/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const i18n = createI18n();
const toastStore = createToastStore({ network: i18n.t('toast.network'), unknown: i18n.t('toast.unknown') });
const queryClient = createQueryClient((error) => toastStore.showError(error));
const session = createSessionStore({
  storage: window.sessionStorage,
  queryClient,
  networkText: i18n.t('toast.network'),
  onError: (message) => toastStore.show({ severity: 'error', title: TEXTS.errorTitle, message }),
});

/** Boot (spec 1 §2): the tenant and environment, then the maintenance flag, then the app. */
async function start(): Promise<void> {
  root.render(<BootLoading i18n={i18n} />);
  try {
    const { boot, closed } = await loadBoot(queryClient);
    setTenantTerms(i18n, boot.tenant);
    root.render(
      <StrictMode>
        <App
          boot={boot}
          closed={closed}
          i18n={i18n}
          queryClient={queryClient}
          toastStore={toastStore}
          session={session}
        />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<BootError i18n={i18n} error={error} onRetry={() => void start()} />);
  }
}

void start();
