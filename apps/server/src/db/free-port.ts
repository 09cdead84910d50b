import { createServer } from 'node:net';

/**
 * A TCP port nothing listens on right now, found by letting the kernel pick one (port 0), other than
 * `avoid` (ports someone is about to bind, such as the server's own HTTP port).
 */
export async function findFreePort(
  host = '127.0.0.1',
  avoid: readonly number[] = [],
  pick: (host: string) => Promise<number> = kernelPort,
): Promise<number> {
  for (;;) {
    const port = await pick(host);
    if (!avoid.includes(port)) return port;
  }
}

function kernelPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port was assigned.'))));
    });
  });
}
