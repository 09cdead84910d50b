import { join } from 'node:path';
import { getTenant } from '@registry/domain';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { assertConnection, createDatabase, type Db } from './db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData, type DemoAccount } from './db/seeds/demo.js';
import { demoPassword, type DemoPassword } from './db/seeds/demo-password.js';
import type { App } from './platform/app-types.js';
import { seedRegistry } from './seed.js';
import { createResumeFiles } from './modules/resume/index.js';
import { computeWorkforceAggregates } from './modules/workforce/index.js';
import { createDocumentPdfs } from './pdfs.js';
import { createDiskFileStorage } from './platform/file-storage.js';
import { systemClock } from './platform/clock.js';
import { createLogger } from './platform/logger.js';
import { createPasswordHasher } from './platform/passwords.js';
import { guardProcess } from './platform/process-guard.js';

/** What is running, in start order; stopped in reverse. */
interface Running {
  embedded?: EmbeddedPostgres;
  db?: Db;
  app?: App;
}

const running: Running = {};
let stopping = false;
let stoppingSince = 0;
/** npm and tsx forward signals that the process group also receives: a repeat this soon is the same request. */
const REPEATED_SIGNAL_MS = 2000;

async function start(config: Config, logger: Logger): Promise<void> {
  const tenant = getTenant(config.tenant);
  let connectionString = config.databaseUrl;
  if (connectionString === undefined) {
    running.embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      logger,
      avoidPorts: [config.port],
    });
    connectionString = running.embedded.connectionString;
  }
  const db = createDatabase(connectionString, {
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
  });
  running.db = db;
  await assertConnection(db, connectionString);
  await migrateToLatest(db);
  await seedRegistry(db, { tenant, publicBaseUrl: config.publicBaseUrl });
  // The PDF worker: the demo resume's PDF is made in it, then the app's. Its thread stops once the demo
  // data is in (react-pdf's heap handed back); the app's first PDF starts another.
  const pdfs = createDocumentPdfs();
  const demo = demoPassword(config.environment, config.dataDir);
  if (demo !== null) {
    const hasher = createPasswordHasher(config.passwordHashing);
    // The demo resume is saved as the resume module saves one (its PDF made and kept).
    const resumeFiles = createResumeFiles({
      tenant,
      publicBaseUrl: config.publicBaseUrl,
      storage: createDiskFileStorage(join(config.dataDir, 'files')),
      pdfs,
    });
    const accounts = await seedDemoData(db, {
      tenant,
      password: demo.password,
      resetExistingPasswords: demo.created,
      hashPassword: (password) => hasher.hash(password),
      now: systemClock.now(),
      dataDir: config.dataDir,
      saveResume: resumeFiles.saveAsChosen,
    }).finally(() => pdfs.close());
    // The workforce dashboard's charts show the demo data at once (a read computes them only the first time).
    await computeWorkforceAggregates(db, tenant, systemClock.now());
    printDemoAccounts(accounts, demo, logger);
  }
  const app = await buildApp({
    config,
    db,
    tenant,
    logger,
    pdfs,
    realtime: { adapter: 'postgres', worker: true },
  });
  running.app = app;
  // Fastify logs one line per interface when listening on 0.0.0.0; the single line below says it all.
  const level = logger.level;
  if (logger.isLevelEnabled('info')) logger.level = 'warn';
  try {
    await app.listen({ host: config.host, port: config.port });
  } finally {
    logger.level = level;
  }
  logger.info(
    `${tenant.productName} (${config.environment}) is running at ${config.publicBaseUrl} (listening on ${config.host}:${config.port})`,
  );
}

/**
 * The demo accounts in one block. The password is shown on the operator's terminal; when the output goes
 * to a log (not a terminal) a generated password is not written there, only the file that holds it.
 */
function printDemoAccounts(accounts: DemoAccount[], demo: DemoPassword, logger: Logger): void {
  const width = Math.max(...accounts.map((account) => account.email.length));
  const showPassword = demo.file === null || process.stdout.isTTY === true;
  const password = showPassword ? demo.password : `the one in ${demo.file}`;
  const lines = [
    `Demo accounts (password: ${password}):`,
    ...accounts.map((account) => `  ${account.email.padEnd(width)}  ${account.label}`),
  ];
  logger.info({ demoAccounts: accounts.map((account) => account.email) }, lines.join('\n'));
}

async function stopAll(logger: Logger): Promise<void> {
  const { app, db, embedded } = running;
  await app
    ?.close()
    .catch((error: unknown) => logger.error({ err: error }, 'closing the HTTP server failed'));
  await db
    ?.destroy()
    .catch((error: unknown) => logger.error({ err: error }, 'closing the database pool failed'));
  await embedded?.stop();
}

function onSignal(signal: NodeJS.Signals, logger: Logger): void {
  if (stopping) {
    if (Date.now() - stoppingSince < REPEATED_SIGNAL_MS) return;
    logger.warn(`${signal} again: exiting without waiting.`);
    process.exit(1);
  }
  stopping = true;
  stoppingSince = Date.now();
  logger.info(`${signal} received: shutting down.`);
  stopAll(logger).then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

/** How long a failed start-up waits for what it opened to close before the process exits anyway. */
const START_FAILURE_EXIT_MS = 10_000;

function main(): void {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  guardProcess(process, logger);
  // Installed before anything starts, so a signal during start-up still stops embedded PostgreSQL.
  // SIGHUP too (the terminal closed): otherwise Node would exit at once and leave PostgreSQL running.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => onSignal(signal, logger));
  }
  start(config, logger).catch(async (error: unknown) => {
    logger.fatal(
      { err: error },
      `Start-up failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    stopping = true;
    // What start-up had opened before it failed (a listener, a worker) may hold the pool: exit regardless.
    setTimeout(() => process.exit(1), START_FAILURE_EXIT_MS).unref();
    await stopAll(logger).catch(() => undefined);
    process.exit(1);
  });
}

main();
