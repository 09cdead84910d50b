import { API_PATHS, apiPath } from '@registry/contracts/paths';
import { apiDownload, saveFile } from '../../../lib/download';

/** GET /api/file/c/{certificate}: the certificate's PDF, saved under the name the server gives it. */
export async function downloadCertificate(code: string): Promise<void> {
  const file = await apiDownload(apiPath(API_PATHS.certificateFile, { certificate: code }));
  saveFile(file.blob, file.fileName ?? `Certificate-${code}.pdf`);
}

/** GET /api/certificate/badge/{code}: the Open Badges credential (a signed JWT), saved as a .jwt file. */
export async function downloadBadge(code: string): Promise<void> {
  const file = await apiDownload(apiPath(API_PATHS.certificateBadge, { code }));
  saveFile(file.blob, file.fileName ?? `Badge-${code}.jwt`);
}
