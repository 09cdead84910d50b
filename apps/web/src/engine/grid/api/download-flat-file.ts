import type { TFlatFileRequest } from '@registry/contracts';
import { API_PATHS } from '@registry/contracts/paths';
import { apiDownload, saveFile } from '../../../lib/download';

/**
 * POST /api/form/flatfile (spec 3 §7): every row matching the grid's filters, not the page, as CSV or
 * PDF, saved under the name the server gives it (entity + timestamp + extension); `fallbackName` only if
 * it gives none. Answers the name the file was saved under.
 */
export async function downloadFlatFile(request: TFlatFileRequest, fallbackName: string): Promise<string> {
  const file = await apiDownload(API_PATHS.flatFile, { method: 'POST', body: request });
  const name = file.fileName ?? `${fallbackName}.${request.fileType}`;
  saveFile(file.blob, name);
  return name;
}
