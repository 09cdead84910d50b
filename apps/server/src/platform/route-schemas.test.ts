import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDirectionFree } from './route-schemas.js';

describe('isDirectionFree: whether a response schema may be parsed instead of encoded', () => {
  const leafy = z.object({
    id: z.number(),
    tags: z.array(z.string()),
    kind: z.union([z.literal('a'), z.literal('b')]).nullable(),
    extra: z.record(z.string(), z.number()).optional(),
    pair: z.tuple([z.string(), z.boolean()]),
  });

  it('is true for plain data shapes', () => {
    expect(isDirectionFree(leafy)).toBe(true);
    expect(isDirectionFree(z.string())).toBe(true);
  });

  it.each([
    ['a transform', z.string().transform((value) => value.length)],
    ['a codec', z.codec(z.string(), z.number(), { decode: Number, encode: String })],
    ['a default', z.string().default('x')],
    ['a catch', z.number().catch(0)],
    ['a custom check', z.custom<string>()],
    ['a lazy part', z.lazy(() => z.string())],
  ])('is false when the schema holds %s, however deep', (_name, part) => {
    expect(isDirectionFree(part as z.ZodType)).toBe(false);
    expect(
      isDirectionFree(leafy.extend({ deep: z.array(z.object({ part: part as z.ZodType }).nullable()) })),
    ).toBe(false);
  });
});
