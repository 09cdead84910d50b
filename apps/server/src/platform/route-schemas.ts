import { ZErrorBody } from '@registry/contracts';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A failure body (DESIGN §3): a string, or `{ errors: { field: message } }`. */
export const ZFailure = z.union([z.string(), ZErrorBody]);

const FAILURES = {
  400: ZFailure,
  401: z.string(),
  403: z.string(),
  404: z.string(),
  /** The thing changed meanwhile (say, a role request answered by someone else first). */
  409: z.string(),
  429: z.string(),
} as const;
type FailureStatus = keyof typeof FAILURES;

/** The error responses a route may give, for its schema (and so for the OpenAPI document). */
export function failures<S extends FailureStatus>(...statuses: S[]): Pick<typeof FAILURES, S> {
  return Object.fromEntries(statuses.map((status) => [status, FAILURES[status]])) as Pick<typeof FAILURES, S>;
}

/** Routes without a body or query still reject one they were not meant to get. */
export const ZNoQuery = z.object({}).strict();

/**
 * Fastify's serializer for zod response schemas: the answer is checked against its contract and
 * stripped of undeclared fields, then JSON-encoded. fastify-type-provider-zod's own serializer runs zod's
 * encode, which skips zod's compiled fast path (four times slower on every answer). A schema without
 * codecs (no transform, pipe, default, catch, custom or lazy part) gives the same result either way, so
 * such a schema is parsed; one with codecs is encoded, as before. The contracts hold no codecs today.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`The response schema of ${method} ${url} is not a zod schema.`);
  const check = isDirectionFree(schema) ? z.safeParse : z.safeEncode;
  return (data) => {
    const result = check(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** Parts whose children decide; every other kind is a leaf unless listed in DIRECTIONAL. */
type Def = Record<string, unknown> & { type: string };
const DIRECTIONAL = new Set([
  'transform',
  'pipe',
  'default',
  'prefault',
  'catch',
  'custom',
  'lazy',
  'promise',
  'function',
]);

/** True when parsing and encoding `schema` are the same (it holds no part that depends on the direction). */
export function isDirectionFree(schema: z.ZodType, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (DIRECTIONAL.has(def.type)) return false;
  const children: unknown[] = [];
  switch (def.type) {
    case 'object':
      children.push(...Object.values(def.shape as Record<string, unknown>), def.catchall);
      break;
    case 'array':
    case 'set':
      children.push(def.element ?? def.valueType);
      break;
    case 'tuple':
      children.push(...(def.items as unknown[]), def.rest);
      break;
    case 'union':
      children.push(...(def.options as unknown[]));
      break;
    case 'intersection':
      children.push(def.left, def.right);
      break;
    case 'record':
    case 'map':
      children.push(def.keyType, def.valueType);
      break;
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      children.push(def.innerType);
      break;
  }
  return children.every(
    (child) =>
      child === undefined || child === null || (child instanceof z.ZodType && isDirectionFree(child, seen)),
  );
}
