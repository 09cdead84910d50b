import { TEXTS } from './texts.js';

/**
 * The client's error-text rule (spec 1 §8): a string body is shown as is; otherwise the values of its
 * `errors` object (or of the body itself) are joined line by line. Login errors may nest an errorMessage.
 */
export function errorText(body: unknown): string {
  if (body === null || body === undefined) return '';
  if (typeof body === 'string') return body;
  if (typeof body !== 'object') return String(body);
  const record = body as Record<string, unknown>;
  const source =
    record.errors !== null && typeof record.errors === 'object'
      ? (record.errors as Record<string, unknown>)
      : record;
  return Object.values(source)
    .flatMap((value) => lines(value))
    .join('\n');
}

function lines(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(lines);
  if (typeof value === 'object') {
    const nested = value as Record<string, unknown>;
    if (typeof nested.errorMessage === 'string') return [nested.errorMessage];
    return Object.values(nested).flatMap(lines);
  }
  return [String(value)];
}

export interface ErrorToast {
  title: string;
  message: string;
}

/** Which toast a failed response shows: none for 401, the access text for 403, else the body's text. */
export function errorToast(status: number, body: unknown): ErrorToast | null {
  if (status === 401) return null;
  if (status === 403) return { title: TEXTS.errorTitle, message: TEXTS.insufficientAccess };
  return { title: TEXTS.errorTitle, message: errorText(body) };
}
