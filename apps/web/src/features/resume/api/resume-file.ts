import { API_PATHS, apiPath } from '@registry/contracts/paths';
import { apiDownload, type DownloadedFile } from '../../../lib/download';

/**
 * GET /api/generatedResume/download/{fileKey}: a resume's file (the generated PDF, or an uploaded file),
 * fetched with the bearer token (which a frame's src or a plain link cannot carry), with the server's file
 * name. The server marks the file as seen when its owner fetches it (a preview, spec 3 §4).
 */
export function fetchResumeFile(fileKey: string): Promise<DownloadedFile> {
  return apiDownload(apiPath(API_PATHS.resumeDownload, { fileKey }));
}
