import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';
import { CONTROL_CHARACTER_MESSAGE } from './common.js';

/** Every schema a request is parsed with: bodies, queries and path parameters. */
const requestSchemas = Object.entries(contracts).filter(
  ([name, value]) => /^Z\w+(Request|Query|Params)$/.test(name) && value instanceof z.ZodType,
) as [string, z.ZodType][];

/** The string fields of an object schema, by name (optional and nullable fields included). */
function stringFields(schema: z.ZodType): [string, z.ZodType][] {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType> } } })
    ._zod.def;
  if (def.type !== 'object' || def.shape === undefined) return [];
  return Object.entries(def.shape).filter(([, field]) => isString(field));
}

function isString(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def;
  if (def.type === 'string') return true;
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) return isString(def.innerType);
  return false;
}

describe('request contracts', () => {
  it('are found (the walk below would prove nothing over an empty list)', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'ZRegisterRequest',
        'ZLoginRequest',
        'ZConfigurationQuery',
        'ZStaticFileParams',
      ]),
    );
  });

  const fields = requestSchemas.flatMap(([name, schema]) =>
    stringFields(schema).map(([field, fieldSchema]) => [`${name}.${field}`, fieldSchema] as const),
  );

  it.each(fields)('%s refuses control characters', (_name, schema) => {
    for (const bad of ['abc\u0000def', 'a\u001bb', 'line\nbreak', 'tab\there', 'del\u007f']) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it.each(fields)('%s still accepts letters of any script', (_name, schema) => {
    expect(schema.safeParse('Zoë Nguyễn-O’Brien 1').error?.issues.map((i) => i.message) ?? []).not.toContain(
      CONTROL_CHARACTER_MESSAGE,
    );
  });
});
