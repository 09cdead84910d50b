import multipart, { type MultipartFile } from '@fastify/multipart';
import { API_ERRORS } from '@registry/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/app-types.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import type { FileStorage, StagedFile } from '../../platform/file-storage.js';
import { createTypeDetector } from './content-type.js';

/** '10 MB', '512 KB': the limit as the error message names it. */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The uploaded file as received: the name the client gave, its size and detected type, its bytes staged. */
export class ReceivedFile {
  constructor(
    readonly fileName: string,
    readonly size: number,
    readonly contentType: string,
    readonly staged: StagedFile,
  ) {}
}

/**
 * The text fields are ids (36 characters at most), so a longer value is invalid whatever it is cut to:
 * validation names the field. Nothing in an upload's fields needs more.
 */
const FIELD_BYTES = 1024;

/**
 * Makes the scope take multipart/form-data (and nothing else: JSON answers 415) through
 * @fastify/multipart, streamed: busboy counts each file against the limit, and a file part is never
 * held in memory.
 */
export async function acceptUploads(scope: App, maxFileBytes: number): Promise<void> {
  scope.removeAllContentTypeParsers();
  await scope.register(multipart, {
    limits: { fileSize: maxFileBytes, fieldSize: FIELD_BYTES },
    // A file past the limit is cut short and marked truncated; readUploadBody answers it with our message.
    throwFileSizeLimit: false,
  });
  // A body refused by validation never reaches the service, which otherwise keeps or removes the file;
  // onError runs before the answer is sent.
  scope.addHook('onError', async (request) => {
    const file = (request.body as Record<string, unknown> | undefined)?.file;
    if (file instanceof ReceivedFile) await file.staged.discard();
  });
}

/**
 * A preValidation hook that reads the whole multipart body into `request.body`: each text field a string,
 * the part named `file` a ReceivedFile (written to the storage's staging area while its size is counted
 * and its type decided). Fields may come before or after the file. A repeated field, or a file over the
 * limit, is answered once the rest of the body has been read and dropped: closing the connection under
 * a client still sending resets it, and the client never reads the answer.
 */
export function readUploadBody(storage: FileStorage, maxFileBytes: number) {
  return async (request: FastifyRequest): Promise<void> => {
    // No prototype: a field named __proto__ is then only an unknown field, which validation refuses.
    const fields = Object.create(null) as Record<string, string | ReceivedFile>;
    let refusal: HttpError | undefined;
    try {
      for await (const part of request.parts()) {
        const name = part.fieldname;
        if (Object.hasOwn(fields, name))
          refusal ??= badRequest({ [name]: API_ERRORS.fileFieldRepeated(name) });
        if (part.type === 'field') {
          fields[name] ??= String(part.value);
        } else if (name !== 'file' || refusal !== undefined) {
          // Only `file` is kept; another file part reads as an unknown (or invalid) field.
          fields[name] ??= '';
          part.file.resume();
        } else {
          const received = await receive(part, storage);
          if (part.file.truncated) {
            await received.staged.discard();
            refusal = new HttpError(413, {
              errors: { file: API_ERRORS.fileTooLarge(formatSize(maxFileBytes)) },
            });
          } else fields.file = received;
        }
      }
    } catch (error) {
      const file = fields.file;
      if (file instanceof ReceivedFile) await file.staged.discard();
      throw unreadable(error);
    }
    if (refusal !== undefined) {
      const file = fields.file;
      if (file instanceof ReceivedFile) await file.staged.discard();
      throw refusal;
    }
    request.body = fields;
  };
}

/** Streams the file part into the storage, counting its bytes and deciding its type on the way. */
async function receive(part: MultipartFile, storage: FileStorage): Promise<ReceivedFile> {
  const detector = createTypeDetector();
  let size = 0;
  async function* inspected() {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      await detector.write(chunk);
      yield chunk;
    }
  }
  let staged: StagedFile;
  try {
    staged = await storage.stage(inspected());
  } catch (error) {
    detector.abort();
    throw error;
  }
  return new ReceivedFile(part.filename, size, await detector.end(), staged);
}

/**
 * What a failure while reading says: the store's own failure (a system error) and the plugin's limits
 * (parts, fields: they carry their status) stay what they are; anything else is a body that is not
 * multipart/form-data as sent.
 */
function unreadable(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { syscall, statusCode } = (error ?? {}) as { syscall?: string; statusCode?: number };
  if (syscall !== undefined || statusCode !== undefined) return error;
  return new HttpError(400, API_ERRORS.fileUnreadable, { cause: error });
}
