import { CONTROL_CHARACTER_MESSAGE, NO_CONTROL_CHARACTERS } from '@registry/domain';
import { z } from 'zod';

/** The error shape of DESIGN §3: a string body, or `{ errors: { field: message } }`. */
/**
 * `errors` by field; a form call adds `failures`, each message with the element it belongs to (spec 3
 * §7; DESIGN §3 "Forms, in detail"), keyed in `errors` by element id as well.
 */
export const ZErrorBody = z
  .object({
    errors: z.record(z.string(), z.string()),
    failures: z
      .array(
        z.object({
          formElementId: z.number().nullable(),
          message: z.string(),
          severity: z.enum(['error', 'warning']),
          overridable: z.boolean(),
        }),
      )
      .optional(),
  })
  .strict();
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** The answer to a string field holding a control character (NUL, escape, line breaks in a one-line field ...). */
export { CONTROL_CHARACTER_MESSAGE };

/**
 * Every string a request carries starts here: a one-line text without control characters. Later
 * constraints (trim, min, max) chain on it.
 */
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);
