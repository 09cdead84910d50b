import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskFileStorage, storageKey } from './file-storage.js';

const root = mkdtempSync(join(tmpdir(), 'registry-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const chunks = (...parts: string[]) => parts.map((part) => new TextEncoder().encode(part));
const staged = () => readdirSync(join(root, 'staging'));

describe('the disk file storage', () => {
  const storage = createDiskFileStorage(root);

  it('stages a stream, keeps it under a key, gets and deletes it, leaving no temporary file', async () => {
    const key = storageKey();
    const file = await storage.stage(chunks('hel', 'lo'));
    expect(staged()).toHaveLength(1);
    await file.keep(key);
    expect(staged()).toEqual([]);
    await file.discard();
    const stream = await storage.get(key);
    expect(stream && (await text(stream))).toBe('hello');
    expect(readdirSync(join(root, key.slice(0, 2))).filter((name) => name.startsWith(key))).toEqual([key]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);
  });

  it('discards a staged file, and leaves nothing when the stream fails', async () => {
    const file = await storage.stage(chunks('dropped'));
    await file.discard();
    await file.discard();
    expect(staged()).toEqual([]);
    async function* failing() {
      yield new TextEncoder().encode('half');
      throw new Error('the client went away');
    }
    await expect(storage.stage(failing())).rejects.toThrow('the client went away');
    expect(staged()).toEqual([]);
  });

  it('never replaces the bytes of a key', async () => {
    const key = storageKey();
    await (await storage.stage(chunks('first'))).keep(key);
    const second = await storage.stage(chunks('second'));
    await expect(second.keep(key)).rejects.toThrow(/EEXIST/);
    await second.discard();
    const stream = await storage.get(key);
    expect(stream && (await text(stream))).toBe('first');
    expect(readdirSync(join(root, key.slice(0, 2))).filter((name) => name.startsWith(key))).toEqual([key]);
    expect(staged()).toEqual([]);
  });

  it.each(['../etc/passwd', 'a/b', '', 'résumé.pdf', `${storageKey()}/..`])(
    'refuses %j as a key, so no name becomes a path',
    async (key) => {
      const file = await storage.stage(chunks('x'));
      await expect(file.keep(key)).rejects.toThrow('Not a storage key.');
      await file.discard();
      await expect(storage.get(key)).rejects.toThrow('Not a storage key.');
      await expect(storage.delete(key)).rejects.toThrow('Not a storage key.');
    },
  );
});
