import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live, by key. Keys are ids the server generates (storageKey()), never a
 * name a user chose, so a key cannot reach outside the store. The disk store is the one in use; an
 * object store (S3 and the like) can implement the same three calls later.
 */
export interface FileStorage {
  /** Stores the bytes under a new key; a key is written once. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under the key as a stream, or undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the bytes under the key; nothing there is not an error. */
  delete(key: string): Promise<void>;
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
 * thousand files). A put writes a temporary file and links it into place, so a reader never sees half a
 * file and an existing key is never replaced (link fails where rename would overwrite).
 */
export function createDiskFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkKey(key).slice(0, 2), key);
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
        await link(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
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
