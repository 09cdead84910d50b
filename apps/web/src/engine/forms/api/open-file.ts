import { API_PATHS, apiPath } from '@registry/contracts/paths';
import { apiBlob } from '../../../lib/api';

/** How long a file's object URL lives: long enough for the new tab to load it. */
const URL_LIFETIME_MS = 60_000;

/**
 * GET /api/file/u/{id}: an uploaded file, opened in a new tab. The call needs the bearer token, which a
 * link cannot carry, so the file is fetched and the tab shown its bytes. The tab is opened at once, in
 * the click, where no popup blocker stops it; where one does, the file is saved as a download instead.
 * A failed fetch closes the tab and rejects (the caller says why).
 */
export async function openUploadedFile(file: { fileId: string | number; fileName: string }): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await apiBlob(apiPath(API_PATHS.uploadedFile, { id: file.fileId }));
    const url = URL.createObjectURL(blob);
    setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    link.click();
  } catch (error) {
    tab?.close();
    throw error;
  }
}
