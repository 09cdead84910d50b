import { API_ERRORS } from '@registry/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { HttpError, sendError } from './errors.js';

/**
 * One error shape for the whole API (DESIGN §3). Validation failures name the field; expected failures
 * (HttpError) carry their own body; anything else is logged with the request id and answered with a
 * generic text, never a stack.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => handleError(error, request, reply));
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, 400, {
      errors: validationErrors(error.validation, error.validationContext ?? 'request'),
    });
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    reply.headers(error.headers);
    return sendError(reply, error.statusCode, error.body);
  }
  if (isResponseSerializationError(error)) {
    // The handler produced something its contract does not allow: a server bug, not the client's fault.
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return sendError(reply, 500, API_ERRORS.internal);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendError(reply, 429, API_ERRORS.tooManyRequests);
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, unsupported media type, body too large) have clear messages.
    return sendError(reply, status, error.message);
  }
  if (isPoolWaitTimeout(error)) {
    // No connection came free in time (node-postgres' connectionTimeoutMillis): a burst, not a fault.
    // Nothing was written; the client may try again.
    request.log.warn({ err: error }, 'no database connection came free in time');
    reply.header('retry-after', '5');
    return sendError(reply, 503, API_ERRORS.busy);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, API_ERRORS.internal);
}

/** node-postgres' pool gave up waiting for a free connection (its message is the only mark it has). */
const isPoolWaitTimeout = (error: Error) => error.message === 'timeout exceeded when trying to connect';

/** Maps zod issues to `{ field: message }`; the first issue of a field wins. */
function validationErrors(
  issues: readonly ZodFastifySchemaValidationError[],
  context: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    for (const [field, message] of issueEntries(issue, context)) {
      errors[field] ??= message;
    }
  }
  return errors;
}

function issueEntries(issue: ZodFastifySchemaValidationError, context: string): [string, string][] {
  const keys = (issue.params as { keys?: unknown }).keys;
  // Unknown fields are reported one by one, under their own name.
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    const prefix = fieldName(issue.instancePath);
    return keys.map((key) => {
      const field = prefix ? `${prefix}.${String(key)}` : String(key);
      return [field, API_ERRORS.unknownField(field)];
    });
  }
  // An issue about the whole body or query (say, no body at all) is reported under that part's name.
  return [[fieldName(issue.instancePath) || context, issue.message ?? 'Invalid value.']];
}

function fieldName(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}
