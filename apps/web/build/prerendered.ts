/**
 * The pre-rendered pages of one tenant in one environment, as the build writes them
 * (dist/prerendered/<tenant>.<env>.json) and the server reads them. Markup only: the server adds the
 * inline boot block and decides per request whether a page may be sent pre-rendered.
 */
export interface PrerenderedPages {
  tenant: string;
  environment: string;
  /** The server version the footer shows; a server of another version ignores the file. */
  version: string;
  pages: Record<string, { title: string; styles: string; html: string }>;
}

export function prerenderedFileName(tenant: string, environment: string): string {
  return `${tenant}.${environment}.json`;
}
