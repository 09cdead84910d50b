import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { API_ERRORS } from '@registry/domain';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.js';
import { generateRequestId } from './logger.js';
import type { SecurityHeaders } from './security.js';

/**
 * Fastify's frameworkErrors (issue 20): a path it cannot decode (bad percent-encoding), a parameter too
 * long, a route constraint that failed. Fastify's own answer echoed the raw path and ran no hook, so it
 * came without the security headers. This one carries the headers of the path's kind (API or document),
 * the request id, and a fixed text: nothing of the request is echoed.
 */
export function frameworkErrorHandler(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode ?? 400;
    request.log.debug({ code: error.code }, 'an unreadable request');
    reply
      .headers(headers.forUrl(request.url, request.protocol === 'https'))
      .header('x-request-id', request.id);
    sendError(reply, status, status >= 500 ? API_ERRORS.internal : API_ERRORS.malformedRequest);
  };
}

/**
 * Node's clientError (issue 20): a request line or header that does not parse, headers too large, a
 * request too slow to arrive. No request exists to route, so the answer is written to the socket here,
 * as Fastify's default does, but with the API answers' security headers and a fixed text, then the
 * connection is closed.
 */
export function clientErrorHandler(headers: SecurityHeaders, logger: FastifyBaseLogger) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A connection reset: nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const id = generateRequestId();
    logger.debug({ code: error.code, requestId: id }, 'an unreadable request');
    if (socket.writable) {
      const body = JSON.stringify(status === 408 ? API_ERRORS.requestTimeout : API_ERRORS.malformedRequest);
      const fields = {
        ...headers.api((socket as TLSSocket).encrypted === true),
        'x-request-id': id,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
