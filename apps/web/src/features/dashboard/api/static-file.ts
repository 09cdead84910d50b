import { API_PATHS, apiPath } from '@registry/contracts/paths';

/**
 * GET /api/file/s/{code}: a static document (user guides) by code. Inline for a viewer's frame; with
 * `download` as an attachment, for links that save the file.
 */
export function staticFileUrl(code: string, options: { download?: boolean } = {}): string {
  const url = apiPath(API_PATHS.staticFile, { code });
  return options.download === true ? `${url}?download=true` : url;
}
