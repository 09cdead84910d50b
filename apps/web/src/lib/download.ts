import { apiResponse, type RequestOptions } from './api';

/** A file the API answers as an attachment: its bytes and the name the server gave it (null if none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): the UTF-8 `filename*` (RFC 5987) when
 * present, else the plain `filename`, quoted or not; only its last path segment. Null when there is none.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/.exec(disposition);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]!.trim()) : null;
  }
  const last = name?.split(/[\\/]/).pop()?.trim();
  return last ? last : null;
}

/**
 * A file the API makes on request (an export: POST /api/form/flatfile), with the name from its
 * Content-Disposition header, fetched with the bearer token like `api`. A failure is an ApiError.
 */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await apiResponse(path, options);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** How long a saved file's object URL lives: long enough for the browser to start the download. */
const URL_LIFETIME_MS = 60_000;

/** Saves bytes as a download under `fileName` (the browser's own download, in the Downloads folder). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
