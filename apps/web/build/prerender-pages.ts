// Pre-renders the public pages (home, about, the sign-in tabs) of every tenant in every environment to
// HTML, after `vite build` and `vite build --ssr src/prerender.tsx`. The server puts a page's markup into
// index.html for a visitor (apps/server/src/platform/web-app.ts), so the first paint needs no JavaScript;
// the browser then hydrates it (src/main.tsx).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ENVIRONMENTS,
  PRERENDERED_DIR,
  TENANTS,
  prerenderedFileName,
  publicTenant,
  type PrerenderedPages,
} from '@registry/domain';
import type * as PrerenderEntry from '../src/prerender';

const webDir = join(import.meta.dirname, '..');
const outDir = join(webDir, 'dist', PRERENDERED_DIR);
const serverPackage = JSON.parse(readFileSync(join(webDir, '..', 'server', 'package.json'), 'utf8')) as {
  version: string;
};

// Built by `vite build --ssr`: the app's own modules, with its CSS and asset imports resolved as in the bundle.
const entry = (await import(join(webDir, 'dist-ssr', 'prerender.js'))) as typeof PrerenderEntry;

mkdirSync(outDir, { recursive: true });
let count = 0;
const started = Date.now();
for (const tenant of Object.values(TENANTS)) {
  const publicPart = publicTenant(tenant);
  for (const environment of ENVIRONMENTS) {
    const boot = { tenant: publicPart, environment, version: serverPackage.version };
    const file: PrerenderedPages = { tenant: tenant.code, environment, version: boot.version, pages: {} };
    for (const path of entry.prerenderablePaths(entry.appRoutes, publicPart)) {
      file.pages[path] = await entry.prerenderPage(boot, path);
      count += 1;
    }
    writeFileSync(join(outDir, prerenderedFileName(tenant.code, environment)), JSON.stringify(file));
  }
}
console.log(`Pre-rendered ${count} pages in ${Date.now() - started} ms to ${outDir}.`);
