import { z } from 'zod';
import { zText } from './common.js';

/** Static documents served by GET /api/file/s/{code} (user guides and the PDP help file). */
export const STATIC_FILE_CODES = [
  'user-guide',
  'director-guide',
  'qea-guide',
  'staff-guide',
  'admin-guide',
  'coach-guide',
  'pdp-help',
] as const;
export type TStaticFileCode = (typeof STATIC_FILE_CODES)[number];
/**
 * Any code is accepted here so that an unknown one answers 404 ('There is no such document.'), as a missing
 * thing should (DESIGN §3), rather than a 400 from validation.
 */
export const ZStaticFileParams = z.object({ code: zText().max(100) }).strict();
export type TStaticFileParams = z.infer<typeof ZStaticFileParams>;

/**
 * `download=true` answers the document as an attachment (the Download button, the guide links); without
 * it the document is answered inline, for the viewer's frame.
 */
export const ZStaticFileQuery = z.object({ download: z.literal('true').optional() }).strict();
export type TStaticFileQuery = z.infer<typeof ZStaticFileQuery>;
