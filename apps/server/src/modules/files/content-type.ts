import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { fileTypeFromStream } from 'file-type/node';

/**
 * The type of an uploaded file, decided from its content while it streams past (spec 3 §5; DESIGN §2:
 * never the name, never the browser's claim). file-type reads from the start of the stream as far as
 * its format needs (a few bytes for most; an Office document's [Content_Types].xml, wherever in the
 * archive it is) and answers macro-enabled Office, plain ZIP, executables and archives by their own
 * types, so a refusal names them. It has no answer for text: content that is valid UTF-8 without control
 * characters (tab, line breaks and form feed allowed) is text/plain, checked chunk by chunk over the
 * whole stream; anything else is application/octet-stream.
 */

const OOXML = 'application/vnd.openxmlformats-officedocument.';
export const OCTET_STREAM = 'application/octet-stream';

/** Whether files of this detected type may be uploaded (spec 3 §5 "File upload"). */
export function isAcceptedType(type: string): boolean {
  return (
    type.startsWith('image/') ||
    type.startsWith('text/') ||
    type.startsWith(OOXML) ||
    type === 'application/pdf'
  );
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/u;

export interface TypeDetector {
  /** The next chunk of the file; resolves when the detector is ready for more. */
  write(chunk: Uint8Array): Promise<void>;
  /** After the last chunk: the detected type. */
  end(): Promise<string>;
  /** The upload failed: stop detecting. */
  abort(): void;
}

/**
 * A detector fed the file's chunks in order. file-type reads its own copy of the stream and stops as soon
 * as it knows; until then the copy is bounded by the stream's buffer (writes wait for it to drain), so
 * memory does not grow with the file.
 */
export function createTypeDetector(): TypeDetector {
  const copy = new PassThrough();
  let settled = false;
  const detected = fileTypeFromStream(copy).then(
    (result) => result?.mime,
    // A file-type limit (say, a ZIP too long to probe) leaves the type undecided, as for unknown bytes.
    () => undefined,
  );
  void detected.finally(() => (settled = true));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = true;

  return {
    async write(chunk) {
      if (text) {
        try {
          text = !CONTROL.test(decoder.decode(chunk, { stream: true }));
        } catch {
          text = false;
        }
      }
      if (settled || copy.destroyed) return;
      if (!copy.write(chunk)) await Promise.race([once(copy, 'drain'), detected]);
    },
    async end() {
      if (!copy.destroyed) copy.end();
      const type = await detected;
      if (type !== undefined) return type;
      if (text) {
        try {
          decoder.decode();
        } catch {
          // The stream ended inside a character.
          text = false;
        }
      }
      return text ? 'text/plain' : OCTET_STREAM;
    },
    abort() {
      copy.destroy();
    },
  };
}
