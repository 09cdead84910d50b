import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config.js';

// Credentials must never reach the log, even when a later change logs whole headers.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** The process logger (JSON lines); Fastify uses it too, adding `reqId` to every request's lines. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}

/** Request ids are generated, never taken from the client, so a log line cannot be forged by a header. */
export function generateRequestId(): string {
  return randomUUID();
}
