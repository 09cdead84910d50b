import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TBootResponse } from '@registry/contracts';
import {
  API_ERRORS,
  FRAME_ATTRIBUTE,
  frameKey,
  INLINE_BOOT_ID,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_DIR,
  prerenderedFileName,
  ROLE_COOKIE,
  type PrerenderedPage,
  type PrerenderedPages,
} from '@registry/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, sendError } from './errors.js';

const INDEX_FILE = 'index.html';

/** What every page carries inline: GET /api/boot's answer and whether the site is closed right now. */
export interface WebAppBoot {
  boot: TBootResponse;
  closed(): Promise<boolean>;
}

// Vite fingerprints everything under assets/, so those files never change under the same name.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `distDir` with a history fallback: a GET for a client route (no file
 * extension, not /api, not /assets) answers index.html, and the router in the browser takes over.
 * Everything else that matches nothing is a 404: JSON under /api, text elsewhere.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, boot: WebAppBoot): Promise<void> {
  const built = existsSync(join(distDir, INDEX_FILE));
  const pages = built ? createPages(app, distDir, boot) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // '/' is a page like any other (below): it carries the boot block and maybe pre-rendered markup.
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): sent as they
      // are to a browser that accepts them, never compressed per request.
      preCompressed: true,
      // Source maps are build artefacts, not for the public.
      allowedPath: (path) => !path.endsWith('.map') && !path.startsWith(`/${PRERENDERED_DIR}/`),
      // Our own headers below; the default would be `public, max-age=0` on every file.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', isAssetPath(path, distDir) ? IMMUTABLE : 'no-cache');
        // The same URL answers br, gzip or plain bytes: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn(`No web app at ${distDir}: serving the API only.`);
  }
  // @fastify/static answers a directory without an index with 403: '/' is routed to its page here.
  if (pages)
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, pages, '/'));
  app.setNotFoundHandler((request, reply) => notFound(request, reply, pages));
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Pages,
  path: string,
): Promise<FastifyReply> {
  return (
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The page differs by the role cookie (a signed-in page's frame): caches must keep them apart.
      .header('vary', 'cookie')
      .send(await pages.page(path, roleOf(request)))
  );
}

/**
 * The role in the role cookie (ROLE_COOKIE), which the web keeps while a tab is signed in: it picks the
 * frame of a page drawn per role. Anything but a role name is no role; it grants nothing (a frame shows no
 * one's data) and is never logged.
 */
function roleOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === ROLE_COOKIE && value !== undefined && ROLE_VALUE.test(value)) return value;
  }
  return null;
}
const ROLE_VALUE = /^[A-Za-z0-9]{1,20}$/;

async function notFound(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Pages | null,
): Promise<FastifyReply> {
  const path = request.url.split('?', 1)[0] ?? '/';
  if (isApiPath(path)) return sendError(reply, 404, API_ERRORS.notFound);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isRead && !pages)
    return reply.code(404).type('text/plain; charset=utf-8').send(API_ERRORS.webAppNotBuilt);
  if (isRead && pages && isClientRoute(path)) return sendPage(request, reply, pages, path);
  return reply.code(404).type('text/plain; charset=utf-8').send(API_ERRORS.notFound);
}

type Pages = ReturnType<typeof createPages>;

/**
 * The pages of the web app: index.html with the boot block inline (no request before the first render);
 * for the public pages the build pre-rendered, their markup and styles (a first paint without JavaScript),
 * which the browser hydrates; for the signed-in pages it drew a frame of (the shell, the page's heading and
 * instruction; the dashboard per role, by the role cookie), that frame, which the app renders over. Only
 * while the site is open: a closed site's pages are the bare shell, and the web shows the maintenance page.
 * Each variant is assembled once and kept.
 */
function createPages(app: FastifyInstance, distDir: string, boot: WebAppBoot) {
  const template = readFileSync(join(distDir, INDEX_FILE), 'utf8');
  const { pages: prerendered, frames } = readPrerendered(app, distDir, boot.boot);
  const assembled = new Map<string, string>();

  /** What goes into #root for `path`: its pre-rendered page, its frame (the role's or every role's), or none. */
  function markupOf(path: string, role: string | null) {
    const page = prerendered.get(path);
    if (page) return { key: path, page, attribute: PRERENDERED_ATTRIBUTE, inner: (html: string) => html };
    const own = role === null ? undefined : frameKey(path, role);
    for (const key of own === undefined ? [frameKey(path, null)] : [own, frameKey(path, null)]) {
      const frame = frames.get(key);
      // Inert until the app renders over it: its buttons do nothing yet, so they take no click, no focus
      // and are not announced (the app's first render replaces the whole element).
      if (frame)
        return {
          key: `frame ${key}`,
          page: frame,
          attribute: FRAME_ATTRIBUTE,
          inner: (html: string) => `<div inert>${html}</div>`,
        };
    }
    return null;
  }

  function assemble(path: string, markup: ReturnType<typeof markupOf>, closed: boolean): string {
    const page = markup?.page;
    const block = inlineBootScript(boot.boot, closed);
    let html = template.replace('</head>', () => `${page?.styles ?? ''}${block}</head>`);
    if (markup && page) {
      html = html
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root" ${markup.attribute}="${escapeHtml(path)}">${markup.inner(page.html)}</div>`,
        );
    }
    return html;
  }

  return {
    async page(path: string, role: string | null): Promise<string> {
      const closed = await boot.closed();
      const markup = closed ? null : markupOf(path, role);
      const key = `${closed ? 'closed' : 'open'} ${markup?.key ?? '*'}`;
      let html = assembled.get(key);
      if (html === undefined) {
        html = assemble(path, markup, closed);
        assembled.set(key, html);
      }
      return html;
    },
  };
}

interface Prerendered {
  pages: Map<string, PrerenderedPage>;
  frames: Map<string, PrerenderedPage>;
}

/** The pre-rendered pages and frames of this tenant and environment, if the build made them for this version. */
function readPrerendered(app: FastifyInstance, distDir: string, boot: TBootResponse): Prerendered {
  const none: Prerendered = { pages: new Map(), frames: new Map() };
  const tenant = String(boot.tenant.code);
  const file = join(distDir, PRERENDERED_DIR, prerenderedFileName(tenant, boot.environment));
  if (!existsSync(file)) {
    app.log.warn(`No pre-rendered pages at ${file}: every page renders in the browser.`);
    return none;
  }
  const content = JSON.parse(readFileSync(file, 'utf8')) as Partial<PrerenderedPages>;
  if (content.version !== boot.version || !content.pages) {
    app.log.warn(
      `The pre-rendered pages in ${file} are of another version: every page renders in the browser.`,
    );
    return none;
  }
  return {
    pages: new Map(Object.entries(content.pages)),
    frames: new Map(Object.entries(content.frames ?? {})),
  };
}

/** The boot block: JSON whose '<' is escaped, so nothing in it can end the script element. */
function inlineBootScript(boot: TBootResponse, closed: boolean): string {
  const json = JSON.stringify({ ...boot, closed }).replace(/</g, '\\u003c');
  return `<script id="${INLINE_BOOT_ID}" type="application/json">${json}</script>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A path the web router owns: not an asset, and its last segment has no file extension. */
function isClientRoute(path: string): boolean {
  if (path.startsWith('/assets/')) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

function isAssetPath(file: string, distDir: string): boolean {
  return file.startsWith(join(distDir, 'assets') + '/');
}
