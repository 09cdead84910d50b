import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findFreePort } from './free-port.js';

describe('findFreePort', () => {
  it('answers a port that can be bound', async () => {
    const port = await findFreePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('never answers a port it was told to avoid (the HTTP port the server binds after the database)', async () => {
    const offered = [3000, 3000, 41234];
    const pick = async () => offered.shift()!;
    expect(await findFreePort('127.0.0.1', [3000], pick)).toBe(41234);
    expect(offered).toEqual([]);
  });
});
