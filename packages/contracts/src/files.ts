import { GUIDE_CODES } from '@registry/domain';
import { z } from 'zod';
import { zText } from './common.js';

/** Static documents served by GET /api/file/s/{code} (the role guides and the PDP help file). */
export const STATIC_FILE_CODES = [...GUIDE_CODES, 'pdp-help'] as const;
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

/** Ids sent as multipart text fields: a positive whole number, written plainly. */
const zIdField = (name: string) =>
  zText()
    .regex(/^[1-9]\d{0,8}$/, `${name} must be a whole number.`)
    .transform(Number);

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const zUuid = (name: string) => zText().regex(UUID, `${name} is not a valid id.`);

/**
 * The text fields of POST /api/file/upload (multipart/form-data; the bytes come in the part named
 * `file`). fileSetId: the set to add to (absent: a new set). primaryEntityId: the person whose record
 * the file belongs to (absent: the signed-in user); a set keeps the person, field and entity type it
 * was made for. The upload mode (multiple, single, certificate) is the field's, known to the server.
 */
export const ZFileUploadRequest = z
  .object({
    fileSetId: zUuid('fileSetId').optional(),
    entityTypeId: zIdField('entityTypeId'),
    formElementId: zIdField('formElementId'),
    primaryEntityId: zIdField('primaryEntityId').optional(),
  })
  .strict();
export type TFileUploadRequest = z.infer<typeof ZFileUploadRequest>;

/** The answer to an upload (spec 3 §3 "Uploaded file"). */
export const ZUploadedFile = z
  .object({ fileId: z.uuid(), fileName: z.string(), fileSetId: z.uuid() })
  .strict();
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/** GET /api/file/u/{id}: any text, so that an unknown or malformed id answers 404 like a missing file. */
export const ZUploadedFileParams = z.object({ id: zText().max(100) }).strict();
export type TUploadedFileParams = z.infer<typeof ZUploadedFileParams>;

/** DELETE /api/file: the file (fileKey is its id), the entity type and the person whose record it is. */
export const ZDeleteFileQuery = z
  .object({
    fileKey: zUuid('fileKey'),
    entityTypeId: z.coerce.number().int().positive().max(999_999_999),
    primaryEntityId: z.coerce.number().int().positive().max(999_999_999),
  })
  .strict();
export type TDeleteFileQuery = z.infer<typeof ZDeleteFileQuery>;
