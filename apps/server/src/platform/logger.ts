import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config.js';

// Credentials must never reach the log, even when a later change logs whole headers.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

const REDACTED = '[redacted]';

/**
 * Query parameters whose values may be logged: flags and ids that help to follow a request and carry no
 * secret. Every other value (mailed codes, e-mail addresses, names, redirect targets) is logged as
 * `[redacted]`: a confirmation or reset link (`/login?confirm=true&userId=5&code=...`) must not leave
 * a usable code in the log.
 */
export const LOGGED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'key', // configuration key
  'from',
  'to',
  'page',
  'orgId',
  'employmentRecordId',
  'userId',
  'new', // the login page's notices
  'reset',
  'confirm',
  'displayWelcome',
]);

export interface CreateLoggerOptions {
  /** Where JSON lines go instead of stdout (tests read them back). Never pretty-printed. */
  destination?: DestinationStream;
}

/**
 * The process logger; Fastify uses it too, adding `reqId` to every request's lines. JSON lines, or
 * readable lines (pino-pretty, formatted off the main thread) when stdout is a terminal.
 */
export function createLogger(level: LogLevel, options: CreateLoggerOptions = {}): Logger {
  const base: LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    // Fastify prefers the instance's serializers to its own, so no request is logged with its raw query.
    serializers: { req: serializeRequest },
  };
  if (options.destination !== undefined) return pino(base, options.destination);
  if (process.stdout.isTTY && level !== 'silent') {
    return pino({
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
      },
    });
  }
  // Buffered, not a synchronous write per line: a synchronous write held every request for a system call.
  // pino flushes the buffer when the process exits (also on the fatal start-up path, which exits itself).
  return pino(base, pino.destination({ dest: 1, sync: false }));
}

/** Request ids are generated, never taken from the client, so a log line cannot be forged by a header. */
export function generateRequestId(): string {
  return randomUUID();
}

/** A Fastify request or a Node IncomingMessage: method and redacted URL only, never headers or body. */
function serializeRequest(request: { method?: string; url?: string }): { method?: string; url?: string } {
  return { method: request.method, url: request.url === undefined ? undefined : redactUrl(request.url) };
}

/**
 * The path and query of `url` with every query value replaced by `[redacted]`, except those of
 * LOGGED_QUERY_PARAMS. Kept values stay as the client sent them (still percent-encoded).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      const name = decodeName(rawName);
      if (name !== undefined && LOGGED_QUERY_PARAMS.has(name)) return pair;
      // A bare token (`?abc123`) may itself be the secret.
      return equals === -1 ? REDACTED : `${rawName}=${REDACTED}`;
    });
  return pairs.length === 0 ? url.slice(0, start) : `${url.slice(0, start)}?${pairs.join('&')}`;
}

function decodeName(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
