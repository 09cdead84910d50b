import { z } from 'zod';

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
export const ZStaticFileParams = z
  .object({ code: z.enum(STATIC_FILE_CODES, { error: 'There is no such document.' }) })
  .strict();
