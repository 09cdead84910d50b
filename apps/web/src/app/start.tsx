import { FRAME_ATTRIBUTE, PRERENDERED_ATTRIBUTE, TEXTS } from '@registry/domain';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app';
import { BootError, BootLoading } from './boot-screens';
import { readInlineBoot } from './inline-boot';
import { loadBoot, type BootResult } from './load-boot';
import { createHydratingRouter } from './router';
import { createToastStore } from '../components/toast/toast-store';
import { bootKeys } from '../lib/boot';
import { createI18n, setTenantTerms } from '../i18n/i18n';
import { nextTask } from '../lib/next-task';
import { trackPageLeaving } from '../lib/page-leaving';
import { createEmotionCache } from '../lib/emotion-cache';
import { createQueryClient } from '../lib/query-client';
import { createSessionStore } from '../lib/session/session-store';

/**
 * The app's start in the browser (main.tsx loads it as its last stage): render, or hydrate a pre-rendered
 * page.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
let root: Root | null = null;
const render = (element: React.ReactNode) => {
  root ??= createRoot(container);
  root.render(element);
};

// The styles' cache the pre-rendering used too (its prefixing); it takes over a pre-rendered page's styles.
const emotionCache = createEmotionCache();
const i18n = createI18n();
const toastStore = createToastStore({ network: i18n.t('toast.network'), unknown: i18n.t('toast.unknown') });
const queryClient = createQueryClient((error) => toastStore.showError(error));
const session = createSessionStore({
  storage: window.sessionStorage,
  queryClient,
  networkText: i18n.t('toast.network'),
  onError: (message) => toastStore.show({ severity: 'error', title: TEXTS.errorTitle, message }),
  leaving: trackPageLeaving(window),
});

function app({ boot, closed }: BootResult, router?: Awaited<ReturnType<typeof createHydratingRouter>>) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <App
          boot={boot}
          closed={closed}
          i18n={i18n}
          queryClient={queryClient}
          toastStore={toastStore}
          session={session}
          {...(router ? { router } : {})}
        />
      </CacheProvider>
    </StrictMode>
  );
}

/**
 * A page the build pre-rendered (apps/web/build/prerender-pages.ts) is hydrated: its markup is what this
 * visitor would see first (the same path, not signed in, the site open). Anything else renders afresh.
 * The markup is the page at its bare path: a query string may change the first render (the confirmation
 * link's notice, the login flags, a register prefill, the Log In link that keeps a redirect), and hydrating
 * other markup is a mismatch (React error #418, attributes left stale). Such a page is rendered afresh over
 * the markup, its route's code loaded first, so it is replaced in one commit with no loading screen between.
 */
async function hydrate(result: BootResult): Promise<boolean> {
  const path = container!.getAttribute(PRERENDERED_ATTRIBUTE);
  if (path === null || path !== window.location.pathname) return false;
  if (result.closed || session.getSnapshot().token !== null) return false;
  const router = await createHydratingRouter(result.boot.tenant, path);
  if (window.location.search !== '') {
    render(app(result, router));
    return true;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: the page it already shows stays responsive to input and scrolling.
  startTransition(() => {
    hydrateRoot(container!, app(result, router));
  });
  return true;
}

/**
 * A page that is not hydrated (a signed-in page, or a visitor who is signed in): the signed-in
 * person's profile is asked for at once (the session keeper would ask only after the first render).
 * Rendered as a transition: React yields to the browser every few milliseconds instead of holding a phone's
 * main thread for the whole first render. The frame with its loading bar is drawn first, the page when its
 * code is there.
 */
async function renderAfresh(result: BootResult): Promise<void> {
  const state = session.getSnapshot();
  if (state.token !== null && state.requests.profile === 'empty') void session.loadProfile();
  // The profile's request started, the routes' code is asked for in the next task (each start of a fetch
  // costs a phone's main thread a few milliseconds).
  await nextTask();
  // A signed-in page the server sent its frame of (the shell, the page's heading and instruction): the
  // frame stays on the screen until the page replaces it in one commit, its code loaded first, so no
  // loading screen comes between. New elements in place of the frame's: nothing shifts.
  const framed = container!.getAttribute(FRAME_ATTRIBUTE) === window.location.pathname;
  const router =
    framed && state.token !== null && !result.closed
      ? // A page's code that cannot be loaded now: the app is drawn anyway, and its router tries again
        // and says what failed (the frame, inert, must never be what stays).
        await createHydratingRouter(result.boot.tenant, window.location.pathname).catch(() => undefined)
      : undefined;
  startTransition(() => render(app(result, router)));
}

/** Boot (spec 1 §2): the tenant and environment, then the maintenance flag, then the app. */
export async function start(): Promise<void> {
  // The server writes both into the page; only the development server leaves them to be asked for.
  const inline = readInlineBoot(document);
  if (inline) {
    queryClient.setQueryData(bootKeys.all, inline.boot);
    setTenantTerms(i18n, inline.boot.tenant);
    if (await hydrate(inline)) return;
    await renderAfresh(inline);
    return;
  }
  render(<BootLoading i18n={i18n} />);
  try {
    const result = await loadBoot(queryClient);
    setTenantTerms(i18n, result.boot.tenant);
    render(app(result));
  } catch (error) {
    render(<BootError i18n={i18n} error={error} onRetry={() => void start()} />);
  }
}
