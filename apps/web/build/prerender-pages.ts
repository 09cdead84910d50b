// Pre-renders the public pages (home, about, the sign-in tabs) of every tenant in every environment to
// HTML, after `vite build` and `vite build --ssr src/prerender.tsx`. The server puts a page's markup into
// index.html for a visitor (apps/server/src/platform/web-app.ts), so the first paint needs no JavaScript;
// the browser then hydrates it (src/main.tsx).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  claimsForRole,
  ENVIRONMENTS,
  EVERYONE_CLAIMS,
  frameKey,
  GENERAL_ROLES,
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

/** The roles a person signs in to the web with: the general ones but the API's, and the director. */
const signedInRoles = [...GENERAL_ROLES.filter((role) => role !== 'ApiUser'), '200' as const];

mkdirSync(outDir, { recursive: true });
let count = 0;
const started = Date.now();
for (const tenant of Object.values(TENANTS)) {
  const publicPart = publicTenant(tenant);
  for (const environment of ENVIRONMENTS) {
    const boot = { tenant: publicPart, environment, version: serverPackage.version };
    const file: PrerenderedPages = {
      tenant: tenant.code,
      environment,
      version: boot.version,
      pages: {},
      frames: {},
    };
    for (const path of entry.prerenderablePaths(entry.appRoutes, publicPart)) {
      file.pages[path] = await entry.prerenderPage(boot, path);
      count += 1;
    }
    // The signed-in pages every role may open: one frame for all, or one per role (the server picks it by
    // the role cookie).
    for (const { path, claims, perRole } of entry.framePaths(entry.appRoutes, publicPart)) {
      if (!perRole) {
        // Drawn with what every role holds: the header's bell and envelope are everyone's.
        file.frames![frameKey(path, null)] = await entry.prerenderFrame(boot, path, null, EVERYONE_CLAIMS);
        count += 1;
        continue;
      }
      for (const role of signedInRoles) {
        // A director is a role held through an organization: none where the tenant has no organizations.
        if (role === '200' && !tenant.features.organizations) continue;
        const held = claimsForRole(role, tenant);
        if (!claims.every((claim) => held.includes(claim as (typeof held)[number]))) continue;
        file.frames![frameKey(path, role)] = await entry.prerenderFrame(boot, path, role, held);
        count += 1;
      }
    }
    writeFileSync(join(outDir, prerenderedFileName(tenant.code, environment)), JSON.stringify(file));
  }
}
console.log(`Pre-rendered ${count} pages in ${Date.now() - started} ms to ${outDir}.`);
