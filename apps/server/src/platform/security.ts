import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './errors.js';

/**
 * The Content-Security-Policy the web app (and Swagger UI at /api/docs) runs under. Scripts come only
 * from our own files: no inline scripts, no eval. Styles allow 'unsafe-inline' because MUI (emotion)
 * injects <style> tags at run time. Helmet's defaults are not used so that nothing else slips in
 * (its `upgrade-insecure-requests` would break plain-http deployments on a LAN address).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** Permissive on purpose: a ceiling against floods; routes that need a tight limit set their own. */
export const GLOBAL_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  });
  await app.register(rateLimit, {
    global: true,
    ...GLOBAL_RATE_LIMIT,
    // Static files of the web app are not counted: one page load fetches many of them.
    allowList: (request) => !isApiPath(request.url),
  });
}
