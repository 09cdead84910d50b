import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { PrerenderedPage } from '@registry/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app';
import { documentTitle, framePaths, isAppRoute, prerenderablePaths } from './app/route-helpers';
import { appRoutes } from './app/routes';
import { appRouteObjects } from './app/router';
import { createToastStore } from './components/toast/toast-store';
import type { BootInfo } from './lib/boot';
import { createI18n, setTenantTerms } from './i18n/i18n';
import { createEmotionCache, markPrerenderedStyles } from './lib/emotion-cache';
import { createQueryClient } from './lib/query-client';
import { createSessionStore } from './lib/session/session-store';
import { SIGNED_OUT, type SessionState } from './lib/session/session-state';

export { framePaths, prerenderablePaths };
export { appRoutes };

/** A user agent the app supports: the unsupported-browser dialog stays closed, as in any browser that hydrates. */
const SUPPORTED_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Session storage for a visitor who is not signed in: what a browser without a session holds. */
function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}

/**
 * Renders one public page as a visitor who is not signed in sees it on first render, with the styles it
 * uses. The browser hydrates it with the same tree (main.tsx), so the first paint needs no JavaScript.
 */
export async function prerenderPage(boot: BootInfo, path: string): Promise<PrerenderedPage> {
  return renderPath(boot, path, undefined);
}

/**
 * The frame of a signed-in page (route-helpers framePaths): what `role` sees there before the page's data
 * and the person's profile have come (no user id, so nothing of anyone's records), with `claims` (the
 * role's, or for a page drawn for every role, those every role holds). The browser renders the app over it
 * (start.tsx), so the first paint of a signed-in page needs no JavaScript either.
 */
export async function prerenderFrame(
  boot: BootInfo,
  path: string,
  role: string | null,
  claims: readonly string[],
): Promise<PrerenderedPage> {
  const frame = await renderPath(boot, path, { ...SIGNED_OUT, token: FRAME_TOKEN, activeRole: role, claims });
  // A frame is worth sending for its heading (and what comes with it): one without is a page that needs
  // its data first, or a guard that sent the frame's session elsewhere.
  if (!/<h1[^>]*>[^<]+<\/h1>/.test(frame.html)) throw new Error(`The frame of ${path} has no heading.`);
  return frame;
}

/** Stands for a session's token in a frame: never sent anywhere, as a frame makes no request. */
const FRAME_TOKEN = 'frame';

async function renderPath(
  boot: BootInfo,
  path: string,
  signedIn: SessionState | undefined,
): Promise<PrerenderedPage> {
  const i18n = createI18n(boot.tenant);
  setTenantTerms(i18n, boot.tenant);
  const toastStore = createToastStore({ network: i18n.t('toast.network'), unknown: i18n.t('toast.unknown') });
  const queryClient = createQueryClient(() => undefined);
  const session = createSessionStore({
    storage: emptyStorage(),
    queryClient,
    networkText: i18n.t('toast.network'),
    onError: () => undefined,
    ...(signedIn ? { initial: signedIn } : {}),
  });
  const handler = createStaticHandler(appRouteObjects(boot.tenant));
  const context = await handler.query(new Request(`http://registry.invalid${path}`));
  if (context instanceof Response) throw new Error(`Pre-rendering ${path} answered a redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const route = context.matches
    .map((match) => match.route.handle as unknown)
    .filter(isAppRoute)
    .at(-1);
  if (!route || context.statusCode !== 200) throw new Error(`${path} is not a page of the route table.`);

  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppFrame
          boot={boot}
          i18n={i18n}
          queryClient={queryClient}
          toastStore={toastStore}
          session={session}
          userAgent={SUPPORTED_USER_AGENT}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = markPrerenderedStyles(
    emotion.constructStyleTagsFromChunks(withComposedParts(cache, emotion.extractCriticalToChunks(html))),
  );
  session.dispose();
  queryClient.clear();
  return { title: documentTitle(i18n.t(route.title), boot.tenant.productName), styles, html };
}

type Chunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * The critical styles plus the parts a composed component registered on its way to its final class (an
 * AppBar is a styled Paper: the AppBar's own rules get a class of their own before they are merged with
 * the Paper's). No element carries those classes, so emotion's extraction leaves them out, but the browser
 * computes them again while hydrating and, not finding them on the page, parses and inserts each one
 * during the commit, which is one long task. Listed here, they are known as inserted from the start.
 */
function withComposedParts(cache: EmotionCache, chunks: Chunks): Chunks {
  const regular = chunks.styles.find((chunk) => chunk.key === cache.key);
  if (!regular) return chunks;
  const listed = new Set(regular.ids);
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string' || listed.has(id) || cache.registered[`${cache.key}-${id}`] === undefined)
      continue;
    regular.ids.push(id);
    regular.css += css;
  }
  return chunks;
}
