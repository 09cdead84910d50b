import { API_ERRORS } from '@registry/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, isApiPath } from './errors.js';

export interface FloodLimitOptions {
  /** Requests per key and window. */
  max: number;
  windowMs?: number;
  /** Whose requests a count is (a user, else an address). */
  key: (request: FastifyRequest) => string;
  /** Clients tracked one by one per window; past it, new keys share one count (see below). */
  maxKeys?: number;
  now?: () => number;
}

const OVERFLOW_KEY = '\u0000overflow';

/**
 * The global ceiling on API requests (RATE_LIMIT_GLOBAL per minute per user or address): a callback
 * hook on every API request, counting in fixed windows (one map per minute, dropped whole when the
 * minute ends). It is this small because every request pays for it; the tight limits of single routes
 * (sign-in, registration, mailed codes) stay with @fastify/rate-limit, whose promise-based hook cost the
 * bare request a tenth of its time when it ran on every request.
 *
 * A request over the ceiling gets 429 with Retry-After (the seconds to the window's end). The map is
 * bounded: once `maxKeys` clients were seen in a window, further new clients share one count with the
 * same ceiling until the window ends. A flood from that many addresses in a minute is for the proxy in
 * front to stop; the bound keeps it from costing the server its memory.
 */
export function registerFloodLimit(app: FastifyInstance, options: FloodLimitOptions): void {
  const { max, key, windowMs = 60_000, maxKeys = 100_000, now = Date.now } = options;
  let window = -1;
  let counts = new Map<string, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isApiPath(request.url)) {
      done();
      return;
    }
    const time = now();
    const current = Math.floor(time / windowMs);
    if (current !== window) {
      window = current;
      counts = new Map();
    }
    let name = key(request);
    if (!counts.has(name) && counts.size >= maxKeys) name = OVERFLOW_KEY;
    const count = (counts.get(name) ?? 0) + 1;
    counts.set(name, count);
    if (count <= max) {
      done();
      return;
    }
    const retryAfter = Math.max(1, Math.ceil(((current + 1) * windowMs - time) / 1000));
    done(new HttpError(429, API_ERRORS.tooManyRequests, { headers: { 'retry-after': String(retryAfter) } }));
  });
}
