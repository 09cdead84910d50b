import type { TUploadedFile } from '@registry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { FIELDS, uploadState } from '../../../test/uploads.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ config: { uploadMaxBytes: 4 * 1024 * 1024 } });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.app.close());

describe('uploads over a real connection', () => {
  it('answers an oversize upload with its message, whatever the client has still to send', async () => {
    const user = await createUser(t, { generalRoles: ['100'] });
    const { token } = await signIn(t, user);
    const before = await uploadState(t);
    for (const size of [4 * 1024 * 1024 + 1, 8 * 1024 * 1024]) {
      const form = new FormData();
      for (const [name, value] of Object.entries(FIELDS.multiple)) form.set(name, value);
      form.set('file', new Blob([new Uint8Array(size).fill(97)]), 'big.txt');
      const response = await fetch(`${base}/api/file/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        errors: { file: 'The file is larger than the limit of 4 MB.' },
      });
    }
    // Sent in chunks without a length: the limit is counted while reading.
    const big = new FormData();
    for (const [name, value] of Object.entries(FIELDS.multiple)) big.set(name, value);
    big.set('file', new Blob([new Uint8Array(5 * 1024 * 1024).fill(97)]), 'big.txt');
    const encoded = new Request('http://localhost/', { method: 'POST', body: big });
    const chunked = await fetch(`${base}/api/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
      body: encoded.body,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ errors: { file: 'The file is larger than the limit of 4 MB.' } });
    expect((await uploadState(t)).files).toHaveLength(before.files.length);

    const form = new FormData();
    for (const [name, value] of Object.entries(FIELDS.multiple)) form.set(name, value);
    // Above Fastify's own default body limit (1 MB), within the setting.
    const fitting = new Uint8Array(3 * 1024 * 1024).fill(98);
    form.set('file', new Blob([fitting]), 'fits.txt');
    const fits = await fetch(`${base}/api/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(fits.status).toBe(200);
    expect((await uploadState(t)).files).toHaveLength(before.files.length + 1);
    const { fileId } = (await fits.json()) as TUploadedFile;
    const download = await fetch(`${base}/api/file/u/${fileId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    // Compared as buffers: an element-wise deep equality of 3 MB takes longer than the test may.
    expect(Buffer.from(await download.arrayBuffer()).equals(fitting)).toBe(true);
  });
});
