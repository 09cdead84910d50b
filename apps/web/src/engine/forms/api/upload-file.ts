import type { TUploadedFile } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

export interface UploadFileRequest {
  file: File;
  /** The set to add to (the element's value), or none for a new set. */
  fileSetId: string | null;
  entityTypeId: number;
  formElementId: number;
  /** The person whose record the file is for; none: the signed-in user. */
  primaryEntityId: number | null;
}

/**
 * POST /api/file/upload (multipart/form-data, spec 3 §7): one file into a form field's file set. The
 * answer names the file and its set, whose id becomes the element's value.
 */
export function uploadFile(request: UploadFileRequest): Promise<TUploadedFile> {
  const body = new FormData();
  if (request.fileSetId) body.append('fileSetId', request.fileSetId);
  body.append('entityTypeId', String(request.entityTypeId));
  body.append('formElementId', String(request.formElementId));
  if (request.primaryEntityId !== null) body.append('primaryEntityId', String(request.primaryEntityId));
  // The file last: the server reads the fields before the bytes.
  body.append('file', request.file, request.file.name);
  return api<TUploadedFile>(API_PATHS.fileUpload, { method: 'POST', body });
}
