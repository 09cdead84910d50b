/** GET /api/file/s/{code}: a static document (user guides) by code, linked or framed directly. */
export function staticFileUrl(code: string): string {
  return `/api/file/s/${encodeURIComponent(code)}`;
}
