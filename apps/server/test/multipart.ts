import { randomBytes } from 'node:crypto';

export interface FormFile {
  name: string;
  bytes: Uint8Array;
  /** What the browser claims; the server never believes it. */
  type?: string;
}

/**
 * A multipart/form-data body written by hand, as a browser would send it, but with the file name's
 * bytes as given (a browser escapes quotes and line breaks; an attacker need not). Fields come before the
 * file, as a browser sends a form whose file input is last, or after it (`fileFirst`).
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: FormFile,
  { fileFirst = false }: { fileFirst?: boolean } = {},
) {
  const boundary = `----registry${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (!fileFirst) parts.push(...fieldParts);
  if (file !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  if (fileFirst) parts.push(...fieldParts);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
