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
  /**
   * The frames of signed-in pages (FRAME_ATTRIBUTE): what the page shows before its data, by frameKey. A
   * page that differs by role (the dashboard) has one per role; the others one for every role.
   */
  frames?: Record<string, PrerenderedPage>;
}

/** The key of a signed-in page's frame: the path, and the role for a page drawn per role (null: any role). */
export function frameKey(path: string, role: string | null): string {
  return role === null ? path : `${path} ${role}`;
}

/** The folder of the web build that holds them; not served as files. */
export const PRERENDERED_DIR = 'prerendered';

export function prerenderedFileName(tenant: string, environment: string): string {
  return `${tenant}.${environment}.json`;
}
