import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '@registry/contracts';
import { isApiPath } from './errors.js';
import { registerFloodLimit } from './flood-limit.js';

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
  // The resume preview (issue 26) draws the PDF with pdf.js: its worker is a file of ours (worker-src falls back
  // to script-src 'self'), run without eval. Only the guide viewer frames a PDF, from our own origin.
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
 * helmet's middleware per request (as @fastify/helmet does) cost a third of a bare request's time. These
 * go with every document (the web app, its files, Swagger UI).
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
 * The headers of an API answer (JSON or a document's bytes, never a page that runs): the OWASP REST
 * Security Cheat Sheet's set, taken from the same helmet output so the two cannot drift. A CSP that
 * loads nothing (an answer opened in a tab runs nothing), framing only by our own pages (the guide
 * viewer frames a PDF), no sniffing, HSTS, no cross-origin reads, no referrer. The headers that only
 * mean something for a document that runs (COOP, Origin-Agent-Cluster, DNS prefetch, X-XSS-Protection,
 * the IE and Flash ones) are left off: every answer carries these bytes, and the client has to parse them.
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  };
  for (const name of API_HEADER_NAMES) {
    const value = documentHeaders[name];
    if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
    headers[name] = value;
  }
  return headers;
}
const API_HEADER_NAMES = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
] as const;

/** Swagger UI is a page under /api: it gets the document headers. */
function isApiDocsPath(url: string): boolean {
  return url.startsWith(API_PATHS.docs) && /^[/?]?$/.test(url.charAt(API_PATHS.docs.length));
}

/** The security headers of an answer, by its path and scheme: every answer carries one of these sets. */
export interface SecurityHeaders {
  /** The set for an answer to `url` (a document, Swagger UI, or an API answer), over TLS or not. */
  forUrl(url: string, secure: boolean): Record<string, string>;
  /** The API answer's set: for an answer whose path could not even be read. */
  api(secure: boolean): Record<string, string>;
}

const HSTS = 'strict-transport-security';

/**
 * The header sets, computed once: the documents' (the web app, its files), Swagger UI's (a document under
 * /api, not cached) and the API answers' (with Cache-Control: no-store: they carry tokens and personal
 * data), each with Strict-Transport-Security only for an answer over TLS (issue 20: over plain HTTP the
 * header is ignored by browsers, and promises what the server does not keep). Made before the Fastify
 * instance, whose own answers (frameworkErrors, clientErrorHandler: platform/unreadable-requests.ts)
 * carry them too.
 */
export function createSecurityHeaders(): SecurityHeaders {
  const withHsts = securityHeaders();
  // Set on arrival, so a route that needs another Cache-Control simply sets its own.
  const noStore = { 'cache-control': 'no-store' };
  const overTls = {
    document: withHsts,
    docs: { ...withHsts, ...noStore },
    api: { ...apiSecurityHeaders(withHsts), ...noStore },
  };
  const withoutHsts = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => name !== HSTS));
  const plain = {
    document: withoutHsts(overTls.document),
    docs: withoutHsts(overTls.docs),
    api: withoutHsts(overTls.api),
  };
  return {
    forUrl: (url, secure) => {
      const sets = secure ? overTls : plain;
      return !isApiPath(url) ? sets.document : isApiDocsPath(url) ? sets.docs : sets.api;
    },
    api: (secure) => (secure ? overTls.api : plain.api),
  };
}

/**
 * Security headers, the global rate limit (a ceiling against floods; routes that need a tight limit set
 * their own) and Cache-Control: no-store on every API answer (they carry tokens and personal data).
 * Register after registerAuth, whose hook verifies the token the limit's key uses.
 */
export async function registerSecurity(
  app: FastifyInstance,
  globalPerMinute: number,
  headers: SecurityHeaders = createSecurityHeaders(),
): Promise<void> {
  // A callback hook, not an async one: every request runs it.
  app.addHook('onRequest', (request, reply, done) => {
    // Over TLS: the connection's own, or the trusted proxy's X-Forwarded-Proto (TRUST_PROXY).
    const secure = request.protocol === 'https';
    // The id lets a user's report be matched with the server's log line.
    reply.headers(headers.forUrl(request.url, secure)).header('x-request-id', request.id);
    done();
  });
  registerFloodLimit(app, { max: globalPerMinute, key: rateLimitKey });
  // The limits of single routes (their config.rateLimit), with the same key and headers only on a 429.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
}
