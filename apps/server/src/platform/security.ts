import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * Whose requests a limit counts: a signed-in user's (by the verified token's subject, whatever address
 * they come from, so a center's staff behind one public address do not share a budget), else the client
 * address (request.ip, which TRUST_PROXY makes the real client's behind a reverse proxy).
 */
export function rateLimitKey(request: FastifyRequest): string {
  const subject = request.tokenPayload?.sub;
  return subject === undefined ? `ip:${request.ip}` : `user:${subject}`;
}

/**
 * The security headers helmet sets, computed once: they depend on nothing in the request, and building
 * helmet's middleware per request (as @fastify/helmet does) cost a third of a bare request's time.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let called = false;
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } })(
    {} as never,
    response as never,
    () => {
      called = true;
    },
  );
  if (!called) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers, the global rate limit (a ceiling against floods; routes that need a tight limit set
 * their own) and Cache-Control: no-store on every API answer (they carry tokens and personal data).
 * Register after registerAuth, whose hook verifies the token the limit's key uses.
 */
export async function registerSecurity(app: FastifyInstance, globalPerMinute: number): Promise<void> {
  const headers = securityHeaders();
  // Callback hooks, not async ones: every request runs them.
  app.addHook('onRequest', (request, reply, done) => {
    // The id lets a user's report be matched with the server's log line.
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: globalPerMinute,
    timeWindow: '1 minute',
    keyGenerator: rateLimitKey,
    // Static files of the web app are not counted: one page load fetches many of them.
    allowList: (request) => !isApiPath(request.url),
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
