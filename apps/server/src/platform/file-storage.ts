import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files' bytes live, by key. Keys are ids the server generates (storageKey()), never a
 * name a user chose, so a key cannot reach outside the store. Bytes arrive as a stream and are staged
 * first: an upload is read to its end (and its type decided) before anyone knows whether it will be
 * kept. The disk store is the one in use; an object store (S3 and the like) can implement the same
 * calls later (a staged object, then a copy or a multipart completion).
 */
export interface FileStorage {
  /** Writes the stream to a temporary place, chunk by chunk; rejects (leaving nothing) if the stream fails. */
  stage(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<StagedFile>;
  /** The bytes under the key as a stream, or undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the bytes under the key; nothing there is not an error. */
  delete(key: string): Promise<void>;
}

/** Bytes written by stage(), not yet under a key. */
export interface StagedFile {
  /** Puts the bytes under a new key; a key is written once (an existing key is an error). */
  keep(key: string): Promise<void>;
  /** Removes the staged bytes if they were not kept; safe to call more than once. */
  discard(): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new storage key. */
export const storageKey = (): string => randomUUID();

function checkKey(key: string): string {
  // The keys come from storageKey(); anything else is a bug, and must never become a path.
  if (!KEY.test(key)) throw new Error('Not a storage key.');
  return key;
}

/**
 * The disk store: `<root>/<first two characters of the key>/<key>` (no folder holds more than a few
 * thousand files), staged files under `<root>/staging`. Keeping a staged file links it into place, so a
 * reader never sees half a file and an existing key is never replaced (link fails where rename would
 * overwrite); the store's root is one file system, so the link is cheap.
 */
export function createDiskFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkKey(key).slice(0, 2), key);
  const staging = join(root, 'staging');
  return {
    async stage(source) {
      await mkdir(staging, { recursive: true, mode: 0o700 });
      const partial = join(staging, `${randomUUID()}.partial`);
      const target = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, target);
      } catch (error) {
        // A source that fails at once can fail the pipeline before the file is even open: the stream then
        // opens (creating the file) and closes after the rejection. Removed only once it is closed, or the
        // file came back after the removal (seen on a loaded machine).
        if (!target.closed) await once(target, 'close').catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
      return {
        async keep(key) {
          const path = pathOf(key);
          await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
          await link(partial, path);
          await rm(partial, { force: true });
        },
        async discard() {
          await rm(partial, { force: true });
        },
      };
    },
    async get(key) {
      const stream = createReadStream(pathOf(key));
      // The stream opens lazily; wait for the open to tell a missing file from a present one.
      return new Promise<Readable | undefined>((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') resolve(undefined);
          else reject(error);
        });
      });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
