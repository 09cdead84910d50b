import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskFileStorage, storageKey } from './file-storage.js';

const root = mkdtempSync(join(tmpdir(), 'registry-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the disk file storage', () => {
  const storage = createDiskFileStorage(root);

  it('puts, gets and deletes bytes by key, leaving no temporary file', async () => {
    const key = storageKey();
    await storage.put(key, new TextEncoder().encode('hello'));
    const stream = await storage.get(key);
    expect(stream && (await text(stream))).toBe('hello');
    expect(readdirSync(join(root, key.slice(0, 2))).filter((name) => name.startsWith(key))).toEqual([key]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);
  });

  it('never replaces the bytes of a key', async () => {
    const key = storageKey();
    await storage.put(key, new TextEncoder().encode('first'));
    await expect(storage.put(key, new TextEncoder().encode('second'))).rejects.toThrow(/EEXIST/);
    const stream = await storage.get(key);
    expect(stream && (await text(stream))).toBe('first');
    expect(readdirSync(join(root, key.slice(0, 2))).filter((name) => name.startsWith(key))).toEqual([key]);
  });

  it.each(['../etc/passwd', 'a/b', '', 'résumé.pdf', `${storageKey()}/..`])(
    'refuses %j as a key, so no name becomes a path',
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow('Not a storage key.');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key.');
      await expect(storage.delete(key)).rejects.toThrow('Not a storage key.');
    },
  );
});
