import { API_ERRORS, type FormFailure } from '@registry/domain';
import type { FastifyReply } from 'fastify';

/**
 * DESIGN §3: every error body is a string, or `{ errors: { field: message } }`; a form call adds each
 * failure with its element (`failures`).
 */
export type ErrorBody = string | { errors: Record<string, string>; failures?: FormFailure[] };

/** An expected failure a service raises; the error handler answers it with its status and body. */
export class HttpError extends Error {
  override name = 'HttpError';
  /** Headers the answer carries (say, Retry-After on a 429). */
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    options?: ErrorOptions & { headers?: Record<string, string> },
  ) {
    super(typeof body === 'string' ? body : Object.values(body.errors).join(' '), options);
    this.headers = options?.headers ?? {};
  }
}

export const notFound = (message: string = API_ERRORS.notFound) => new HttpError(404, message);

export const badRequest = (errors: Record<string, string>) => new HttpError(400, { errors });

/** A request the current state refuses (a closed session, a rule of the record): 409 with the reason. */
export const conflict = (message: string) => new HttpError(409, message);

/** A form that did not pass: 400, each message keyed by its element id ('form' for the whole form). */
export function formFailed(failures: FormFailure[]): HttpError {
  const errors: Record<string, string> = {};
  for (const failure of failures) {
    const key = failure.formElementId === null ? 'form' : String(failure.formElementId);
    errors[key] = errors[key] ? `${errors[key]} ${failure.message}` : failure.message;
  }
  return new HttpError(400, { errors, failures });
}

export const serviceUnavailable = (errors: Record<string, string>, cause?: unknown) =>
  new HttpError(503, { errors }, { cause });

/**
 * Answers with an error body as JSON. Strings are encoded here because Fastify would otherwise send a
 * bare string as text/plain, and the web reads every API body as JSON.
 */
export function sendError(reply: FastifyReply, statusCode: number, body: ErrorBody): FastifyReply {
  reply.code(statusCode);
  return typeof body === 'string' ? sendJsonString(reply, body) : reply.send(body);
}

/** Sends `value` as a JSON string (`"text"`, application/json). */
export function sendJsonString(reply: FastifyReply, value: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

export function isApiPath(url: string): boolean {
  // Several hooks ask this of every request: no allocation.
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  return Number.isNaN(next) || next === 47 /* / */ || next === 63; /* ? */
}
