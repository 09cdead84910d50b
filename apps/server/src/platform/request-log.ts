import type { FastifyInstance } from 'fastify';
import { redactUrl } from './logger.js';

/**
 * One log line per request, written when the response has gone out (Fastify's own two lines are turned
 * off with `disableRequestLogging`): method, URL with its query values redacted (see LOGGED_QUERY_PARAMS),
 * status, time in ms, and the signed-in user when the route authenticated. `reqId` comes from Fastify's
 * child logger. Bodies and headers are never logged; a 5xx also has the error handler's line.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // request.auth is decorated by platform/auth.ts; a bare instance (or a route without sign-in) has none.
    const userId = request.auth?.userId;
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        ...(userId === undefined ? {} : { userId }),
      },
      'request completed',
    );
    done();
  });
}
