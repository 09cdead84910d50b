import { ZErrorBody } from '@registry/contracts';
import { z } from 'zod';

/** A failure body (DESIGN §3): a string, or `{ errors: { field: message } }`. */
export const ZFailure = z.union([z.string(), ZErrorBody]);

const FAILURES = {
  400: ZFailure,
  401: z.string(),
  403: z.string(),
  404: z.string(),
  429: z.string(),
} as const;
type FailureStatus = keyof typeof FAILURES;

/** The error responses a route may give, for its schema (and so for the OpenAPI document). */
export function failures<S extends FailureStatus>(...statuses: S[]): Pick<typeof FAILURES, S> {
  return Object.fromEntries(statuses.map((status) => [status, FAILURES[status]])) as Pick<typeof FAILURES, S>;
}

/** Routes without a body or query still reject one they were not meant to get. */
export const ZNoQuery = z.object({}).strict();
