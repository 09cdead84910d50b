import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/free-port.js';
import { isAlive } from '../src/db/processes.js';
import {
  listeningAddresses,
  postmaster,
  startServer,
  waitUntilReady,
  type ServerProcess,
} from './server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'registry-embedded-'));
const started: ServerProcess[] = [];
const postmasters = new Set<number>();

afterAll(() => {
  // Whatever an assertion left behind: only the processes this file started.
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const pid of postmasters) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = startServer(dataDir, await findFreePort());
  started.push(server);
  await waitUntilReady(server);
  postmasters.add(postmaster(dataDir).pid);
  return server;
}

async function splashScreen(server: ServerProcess): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/configuration?key=SplashScreen`);
  return response.json();
}

/** Writes through PostgreSQL itself, with the password the server keeps in DATA_DIR. */
async function setSplashScreen(value: string): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: postmaster(dataDir).port,
    user: 'postgres',
    password: readFileSync(join(dataDir, 'pg-password'), 'utf8').trim(),
    database: 'registry',
  });
  await client.connect();
  try {
    await client.query("update configuration set value = $1 where key = 'SplashScreen'", [value]);
  } finally {
    await client.end();
  }
}

function postgresProcessesOfDataDir(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return isAlive(pid) && args.includes(join(dataDir, 'pg'));
      } catch {
        return false;
      }
    });
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  const { code, signal } = await server.exited;
  expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
  expect(postgresProcessesOfDataDir()).toEqual([]);
  expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
}

// The embedded database is under test, whatever database the run uses: it runs in the embedded pass of
// `npm test` and not again in CI's pass on the machine's PostgreSQL 15 (DATABASE_URL set), where it would
// test exactly the same thing a second time.
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded PostgreSQL across restarts and crashes', () => {
  const marker = `Welcome back ${Date.now()}`;

  it(
    'starts on first use, on loopback only, and stops with the server on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const server = await start();
      const { port } = postmaster(dataDir);
      expect(port).not.toBe(5432);
      expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
      await setSplashScreen(marker);
      expect(await splashScreen(server)).toBe(marker);
      await stop(server);
    },
  );

  it('keeps the data across a restart', { timeout: 120_000 }, async () => {
    const server = await start();
    // The seed runs at every start and must not overwrite the changed value.
    expect(await splashScreen(server)).toBe(marker);
    await stop(server);
  });

  it('starts again after the server was killed with SIGKILL', { timeout: 120_000 }, async () => {
    const killed = await start();
    const orphan = postmaster(dataDir).pid;
    killed.child.kill('SIGKILL');
    await killed.exited;
    // The server is gone but its PostgreSQL is still running: the situation the next start must handle.
    expect(isAlive(orphan)).toBe(true);

    const server = await start();
    expect(isAlive(orphan)).toBe(false);
    expect(postmaster(dataDir).pid).not.toBe(orphan);
    expect(await splashScreen(server)).toBe(marker);
    await stop(server);
  });

  it('starts again over a stale postmaster.pid', { timeout: 120_000 }, async () => {
    // After a machine crash the recorded pid may belong to another, live process. PostgreSQL alone would
    // refuse to start ("lock file already exists"); the starter sees it is not its postgres and clears it.
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(
        join(dataDir, 'pg', 'postmaster.pid'),
        `${unrelated.pid}\n${join(dataDir, 'pg')}\n0\n5432\n`,
      );
      const server = await start();
      expect(await splashScreen(server)).toBe(marker);
      expect(isAlive(unrelated.pid ?? 0)).toBe(true);
      await stop(server);
    } finally {
      unrelated.kill('SIGKILL');
    }
  });
});
