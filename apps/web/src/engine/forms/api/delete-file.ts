import type { TDeleteFileQuery } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { api } from '../../../lib/api';

/** DELETE /api/file (spec 3 §7: fileKey, entityTypeId, primaryEntityId): one uploaded file, for good. */
export function deleteFile(query: TDeleteFileQuery): Promise<unknown> {
  return api(API_PATHS.file, { method: 'DELETE', query: { ...query } });
}
