import { z } from 'zod';

/** The error shape of DESIGN §3: a string body, or `{ errors: { field: message } }`. */
export const ZErrorBody = z.object({ errors: z.record(z.string(), z.string()) }).strict();
export type TErrorBody = z.infer<typeof ZErrorBody>;
