import { randomBytes } from 'node:crypto';

export interface FormFile {
  name: string;
  bytes: Uint8Array;
  /** What the browser claims; the server never believes it. */
  type?: string;
}

/**
 * A multipart/form-data body written by hand, as a browser would send it, but with the file name's
 * bytes as given (a browser escapes quotes and line breaks; an attacker need not).
 */
export function multipartBody(fields: Record<string, string>, file?: FormFile) {
  const boundary = `----registry${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
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
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
