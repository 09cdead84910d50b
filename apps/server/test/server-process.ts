import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const SERVER_DIR = resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the server printed, for assertion messages. */
  output: () => string;
  /** Resolves with the exit code (or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the real server from source (tsx), with embedded PostgreSQL in `dataDir`. */
export function startServer(dataDir: string, port: number): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    REGISTRY_TENANT: 'al',
  };
  // The embedded database is what is under test, even when the run itself uses DATABASE_URL.
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { child, port, output: () => output, exited };
}

/** Polls GET /api/ready until it answers 200; fails if the server exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server exited before it was ready:\n${server.output()}`);
    const status = await fetch(`http://127.0.0.1:${server.port}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(`The server was not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/** The pid and port of the cluster's postmaster, from DATA_DIR/pg/postmaster.pid. */
export function postmaster(dataDir: string): { pid: number; port: number } {
  const lines = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Local addresses with a TCP socket listening on `port` (from /proc/net/tcp and tcp6). */
export function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const found: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // State 0A is LISTEN.
      if (state === '0A' && local?.endsWith(`:${hexPort}`))
        found.push(decodeAddress(local.split(':')[0] ?? ''));
    }
  }
  return found;
}

function decodeAddress(hex: string): string {
  if (hex.length === 8) {
    // IPv4, stored little-endian.
    return (hex.match(/../g) ?? [])
      .map((byte) => parseInt(byte, 16))
      .reverse()
      .join('.');
  }
  return hex === '0'.repeat(32) ? '::' : `ipv6:${hex}`;
}
