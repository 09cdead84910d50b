/** What the benchmark scripts share: free ports, child processes, a throw-away database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { claimsForRole, type RoleName, type Tenant } from '../packages/domain/src/index.js';
import type { Db } from '../apps/server/src/db/database.js';
import { createTokenService } from '../apps/server/src/platform/tokens.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Node's flags for the server, as `npm start` runs it (the root package.json's start script: everything
 * between `node` and the server's entry), so the benches measure the server as it is run.
 */
export const SERVER_NODE_FLAGS: string[] = (() => {
  const start = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  const match = /\bnode\s+(.*?)\s*apps\/server\/dist\/main\.js/.exec(start);
  if (!match) throw new Error(`The start script does not run apps/server/dist/main.js with node: ${start}`);
  return match[1]!.split(/\s+/).filter(Boolean);
})();

/**
 * Starts `node args` in the repository with its output in `logFile`. Nothing from the caller's shell may
 * send real mail or change the tenant's behaviour. `onExit` hears of an exit (the caller decides whether
 * it was expected).
 */
export function startNode(
  args: string[],
  logFile: string,
  env: Record<string, string>,
  onExit: (how: string) => void,
): ChildProcess {
  const fd = openSync(logFile, 'a');
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete environment.SMTP_URL;
  delete environment.WEB_DIST_DIR;
  const child = spawn(process.execPath, args, { cwd: ROOT, env: environment, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  child.on('exit', (code, signal) => onExit(String(signal ?? code)));
  return child;
}

/** A built server the bench started: its process and address; stop() ends it (no "unexpected exit" then). */
export interface BenchServer {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/**
 * The built server (`apps/server/dist/main.js`, with the start script's flags) on `databaseUrl`, as a bench
 * runs it: REGISTRY_ENV=sit, the tenant, the bench's JWT secret (it signs its own sessions), warnings only,
 * rate limits raised; `env` adds to these. Answers once /api/health does; an exit before stop() is reported.
 */
export async function startBenchServer(options: {
  databaseUrl: string;
  dataDir: string;
  logFile: string;
  tenant: string;
  secret: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await freePort();
  let stopping = false;
  const child = startNode(
    [...SERVER_NODE_FLAGS, join(ROOT, 'apps/server/dist/main.js')],
    options.logFile,
    {
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      REGISTRY_ENV: 'sit',
      REGISTRY_TENANT: options.tenant,
      LOG_LEVEL: 'warn',
      JWT_SECRET: options.secret,
      RATE_LIMIT_GLOBAL: '100000000',
      RATE_LIMIT_FACTOR: '1000',
      ...options.env,
    },
    (how) => {
      if (!stopping) console.error(`The server exited unexpectedly (${how}); see ${options.logFile}`);
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${url}/api/health`, options.logFile);
  return {
    child,
    url,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

export async function waitForHealth(child: ChildProcess, url: string, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url} never answered: the process ended.\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 120 s.\n${tail(logFile)}`);
}

/** SIGTERM, then SIGKILL after 5 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port.'))));
    });
  });
}

export function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * A session of `userId` with `role` active, written straight into the database, and its token signed with
 * the server's secret (the bench started the server with it): a bench signs its users in without their
 * password.
 */
export async function signedSession(
  db: Db,
  options: { userId: number; role: RoleName; tenant: Tenant; secret: string },
): Promise<string> {
  const { userId, role, tenant, secret } = options;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 8 * 3600_000);
  const session = await db
    .insertInto('sessions')
    .values({ userId, activeRole: role, createdAt: now, lastSeenAt: now, expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jwt = await createTokenService(secret).issue(
    { userId, sessionId: session.id, activeRole: role, claims: claimsForRole(role, tenant) },
    now,
    expiresAt,
  );
  return jwt.auth_token;
}
