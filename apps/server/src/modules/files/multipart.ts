import type { Readable } from 'node:stream';
import { API_ERRORS } from '@registry/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../platform/errors.js';

/** Room for the text fields and the parts' headers beside the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** '10 MB', '512 KB': the limit as the error message names it. */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** One file part of an upload, as the parser read it. */
export interface UploadedPart {
  fileName: string;
  bytes: Uint8Array;
}

/** A body field holding the uploaded file (a class, so that a text field named `file` is told apart). */
export class FilePart implements UploadedPart {
  constructor(
    readonly fileName: string,
    readonly bytes: Uint8Array,
  ) {}
}

const tooLarge = (maxFileBytes: number) =>
  new HttpError(413, { errors: { file: API_ERRORS.fileTooLarge(formatSize(maxFileBytes)) } });

/**
 * Makes the scope read multipart/form-data (and nothing else) into a plain body: each text field a
 * string, the file a FilePart. @fastify/multipart is not installed; the form is parsed by the WHATWG
 * FormData parser built into Node (undici), after the body has been read with a byte limit, so no
 * request holds more than the largest file allowed plus a little in memory.
 */
export function acceptMultipartOnly(scope: FastifyInstance, maxFileBytes: number): void {
  const limit = maxFileBytes + FORM_OVERHEAD_BYTES;
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: Readable) => {
    const declared = Number(request.headers['content-length']);
    if (declared > limit) throw tooLarge(maxFileBytes);
    const body = await readLimited(payload, limit, maxFileBytes);
    return formFields(body, request.headers['content-type'] ?? '');
  });
}

/**
 * The body, up to `limit` bytes. Past it the answer is 413 at once, and the rest of the body is read and
 * dropped: closing the connection instead would reset it under a client still sending, and the client
 * would never read the answer.
 */
function readLimited(payload: Readable, limit: number, maxFileBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit) {
        chunks.push(chunk);
        return;
      }
      payload.off('data', onData).off('end', onEnd);
      chunks.length = 0;
      payload.resume();
      reject(tooLarge(maxFileBytes));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    payload.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

async function formFields(body: Buffer, contentType: string): Promise<Record<string, string | FilePart>> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, API_ERRORS.fileUnreadable);
  }
  // No prototype: a field named __proto__ is then only an unknown field, which validation refuses.
  const fields = Object.create(null) as Record<string, string | FilePart>;
  for (const [name, value] of form) {
    if (Object.hasOwn(fields, name)) throw badRequest({ [name]: API_ERRORS.fileFieldRepeated(name) });
    fields[name] =
      typeof value === 'string' ? value : new FilePart(value.name, new Uint8Array(await value.arrayBuffer()));
  }
  return fields;
}
