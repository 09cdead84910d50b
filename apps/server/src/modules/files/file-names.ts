/**
 * Uploaded files' names: what the user called the file, made safe to keep and to send back. The name
 * is never a path on the server (the bytes live under a generated key), but it travels in headers,
 * downloads and lists, so it is reduced to a plain base name.
 */

const MAX_LENGTH = 255;
const FALLBACK = 'file';

// C0 and C1 controls, DEL, and the invisible characters that disguise a name: zero-width ones and the
// bidirectional overrides ('invoice\u202Efdp.exe' shows as 'invoiceexe.pdf').
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/**
 * The base name of `name` (after the last / or \), without control or invisible characters, without
 * surrounding spaces or trailing dots, at most 255 characters (the extension kept), never empty, "." or "..".
 */
export function cleanFileName(name: string): string {
  const visible = name.normalize('NFC').replace(HIDDEN, '');
  const base = visible.split(/[/\\]/).findLast((part) => part.trim() !== '') ?? '';
  const trimmed = base.trim().replace(/[. ]+$/u, '');
  if (trimmed === '' || /^\.+$/.test(trimmed)) return FALLBACK;
  return shorten(trimmed);
}

function shorten(name: string): string {
  const chars = [...name];
  if (chars.length <= MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return (
    [...name.slice(0, name.length - extension.length)].slice(0, MAX_LENGTH - extension.length).join('') +
    extension
  );
}

/**
 * A Content-Disposition value for `fileName` (RFC 6266): a plain ASCII `filename` for old clients and
 * the exact name in `filename*` (RFC 5987, UTF-8, percent-encoded).
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]|["\\%]/gu, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
