/** One pre-rendered page: its title, the styles it uses and its markup (what goes into #root). */
export interface PrerenderedPage {
  title: string;
  styles: string;
  html: string;
}

/**
 * The pre-rendered pages of one tenant in one environment, as the web's build writes them
 * (apps/web/build/prerender-pages.ts) and the server reads them (apps/server/src/platform/web-app.ts).
 * Markup only: the server adds the inline boot block and decides per request whether a page may be sent
 * pre-rendered.
 */
export interface PrerenderedPages {
  tenant: string;
  environment: string;
  /** The server version the footer shows; a server of another version ignores the file. */
  version: string;
  pages: Record<string, PrerenderedPage>;
  /** What each route's page needs loaded, for the pages that are not pre-rendered (signed-in ones). */
  preloads?: RoutePreload[];
}

/**
 * The script files a route's page needs before its first render (apps/web/build/route-preloads.ts): the
 * server names them as module preloads in the head of a page it sends without pre-rendered markup.
 */
export interface RoutePreload {
  /** The route's path pattern ('/dashboard/profile/employment', '/dashboard/forms/:formId'). */
  pattern: string;
  /** Absolute URLs of the files ('/assets/employment-tab-PSFOOkoI.js'). */
  files: string[];
}

/** Whether `path` matches a route pattern: its segments one for one, a ':name' segment matching any one. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return false;
  return wanted.every((segment, index) =>
    segment.startsWith(':') ? given[index]!.length > 0 : segment === given[index],
  );
}

/** The folder of the web build that holds them; not served as files. */
export const PRERENDERED_DIR = 'prerendered';

export function prerenderedFileName(tenant: string, environment: string): string {
  return `${tenant}.${environment}.json`;
}
