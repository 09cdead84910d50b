import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ERRORS } from '@registry/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, sendError } from './errors.js';

const INDEX_FILE = 'index.html';
// Vite fingerprints everything under assets/, so those files never change under the same name.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `distDir` with a history fallback: a GET for a client route (no file
 * extension, not /api, not /assets) answers index.html, and the router in the browser takes over.
 * Everything else that matches nothing is a 404: JSON under /api, text elsewhere.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, INDEX_FILE));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): sent as they
      // are to a browser that accepts them, never compressed per request.
      preCompressed: true,
      // Source maps are build artefacts, not for the public.
      allowedPath: (path) => !path.endsWith('.map'),
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
  app.setNotFoundHandler((request, reply) => notFound(request, reply, built));
}

function notFound(request: FastifyRequest, reply: FastifyReply, built: boolean): FastifyReply {
  const path = request.url.split('?', 1)[0] ?? '/';
  if (isApiPath(path)) return sendError(reply, 404, API_ERRORS.notFound);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isRead && !built)
    return reply.code(404).type('text/plain; charset=utf-8').send(API_ERRORS.webAppNotBuilt);
  if (isRead && isClientRoute(path)) return reply.sendFile(INDEX_FILE);
  return reply.code(404).type('text/plain; charset=utf-8').send(API_ERRORS.notFound);
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
