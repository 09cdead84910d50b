import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTenant, type Tenant } from '@registry/domain';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabase, type Db } from '../src/db/database.js';
import type { App } from '../src/platform/app-types.js';
import type { Clock } from '../src/platform/clock.js';
import { createLogger } from '../src/platform/logger.js';
import { createMailer, type Mailer } from '../src/platform/mail.js';
import { createPasswordHasher, type PasswordHasher } from '../src/platform/passwords.js';
import { adminQuery, databaseUrl, quoteIdentifier } from './database-admin.js';

export interface TestAppOptions {
  /** Replaces parts of the test configuration (tenant, environment, webDistDir ...). */
  config?: Partial<Config>;
  clock?: Clock;
  /** Another database instead of this file's copy (say, one that cannot be reached). */
  databaseUrl?: string;
  /** The app's logger (a test reads what it writes); by default a silent one. */
  logger?: Logger;
  /** The hub's adapter and the outbox's worker (buildApp's; by default one server, no worker). */
  realtime?: BuildAppOptions['realtime'];
  /** Other entity definitions than the registry's (a test of the engines over an entity of its own). */
  entities?: BuildAppOptions['entities'];
}

export interface TestApp {
  app: App;
  /** This file's database, to arrange rows and to check what a request wrote. */
  db: Db;
  config: Config;
  tenant: Tenant;
  /** The app's mailer: `flush()` waits for the mails it is sending. */
  mailer: Mailer;
  /** How often the app's (real) argon2 hasher has hashed and verified so far. */
  argon2: { hash: number; verify: number };
}

const { adminUrl, template, seed } = inject('database');
/**
 * One mailer per database: apps on one database are servers of one registry, and any of them may send a
 * mail another committed (the mail outbox). So their mails go to one folder, which each app's
 * `<dataDir>/mail` names, and `mailer.flush()` waits for all of them.
 */
const mailers = new Map<string, { mailer: Mailer; folder: string }>();
const closers: (() => Promise<void>)[] = [];
let fileDatabase: Promise<string> | undefined;

/**
 * Closes what the test file opened (its apps, mailers, data folders) and drops its database. The files of
 * a worker share this module (the server's tests run without isolation: the app's modules load once per
 * worker, not once per file), so the setup file (test/setup-file.ts) calls this after every file.
 */
export async function releaseFileResources(): Promise<void> {
  const closing = closers.splice(0).reverse();
  for (const close of closing) await close();
  mailers.clear();
  const name = await fileDatabase?.catch(() => undefined);
  fileDatabase = undefined;
  if (name) await adminQuery(adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`);
}

/** What the template database was seeded with. */
export const seeded = seed;

/**
 * argon2id at a test cost (the production default, PASSWORD_HASHING, is OWASP's minimum and stays so):
 * the algorithm and code path are the same, only faster.
 */
export const TEST_PASSWORD_HASHING = { memoryCost: 256, timeCost: 1, parallelism: 1 };

/** Route limits high enough for a test file's many calls; a test that wants a 429 lowers them. */
export const TEST_RATE_LIMITS = {
  global: 100_000,
  login: 1000,
  register: 1000,
  forgotPassword: 1000,
  sendConfirmation: 1000,
  resetMailsPerAddress: 1000,
  messagesPerMinute: 1000,
  groupMessagesPerMinute: 1000,
  verifyCertificate: 1000,
};

/** The test configuration: quiet, with a fixed JWT secret, and no web app unless a test provides one. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const scratch = join(tmpdir(), 'registry-test-unused');
  const base = loadConfig({
    DATA_DIR: scratch,
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: seed.publicBaseUrl,
    REGISTRY_TENANT: seed.tenant,
    WEB_DIST_DIR: join(scratch, 'no-web-app'),
  });
  return {
    ...base,
    passwordHashing: TEST_PASSWORD_HASHING,
    rateLimits: TEST_RATE_LIMITS,
    ...overrides,
  };
}

/**
 * An app over this test file's own database (a copy of the migrated, seeded template, made on first
 * use). Apps and the database are closed and dropped after the file's tests.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const url = options.databaseUrl ?? databaseUrl(adminUrl, await fileDatabaseName());
  const db = createDatabase(url, { max: 4 });
  // Each app its own DATA_DIR (its mail folder is the database's: see `mailers`).
  const dataDir = options.config?.dataDir ?? mkdtempSync(join(tmpdir(), 'registry-test-data-'));
  const config = testConfig({ ...options.config, dataDir });
  const tenant = getTenant(config.tenant);
  let shared = mailers.get(url);
  if (shared === undefined) {
    const folder = mkdtempSync(join(tmpdir(), 'registry-test-mail-'));
    const created = createMailer({
      smtpUrl: config.smtpUrl,
      dataDir: folder,
      from: { name: tenant.productName, address: config.mailFrom },
      logger: createLogger('silent'),
    });
    shared = { mailer: created, folder };
    mailers.set(url, shared);
    // Closed after every app of the file (closers run last first).
    closers.push(async () => {
      await created.close();
      rmSync(folder, { recursive: true, force: true });
    });
  }
  mkdirSync(join(shared.folder, 'mail'), { recursive: true, mode: 0o700 });
  if (!existsSync(join(dataDir, 'mail'))) symlinkSync(join(shared.folder, 'mail'), join(dataDir, 'mail'));
  // Each app closes its mailer with it: here that waits for its mails, the shared one closes at the end.
  const mailer: Mailer = { ...shared.mailer, close: () => shared.mailer.flush() };
  // The real hasher, counted: tests check that every sign-in path spends the same argon2 work.
  const argon2 = { hash: 0, verify: 0 };
  const hasher = createPasswordHasher(config.passwordHashing);
  const passwords: PasswordHasher = {
    hash: (password) => {
      argon2.hash += 1;
      return hasher.hash(password);
    },
    verify: (stored, password) => {
      argon2.verify += 1;
      return hasher.verify(stored, password);
    },
  };
  const app = await buildApp({
    config,
    db,
    tenant,
    clock: options.clock,
    mailer,
    passwords,
    logger: options.logger,
    realtime: options.realtime,
    entities: options.entities,
  });
  closers.push(async () => {
    await app.close();
    await db.destroy();
    if (options.config?.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db, config, tenant, mailer, argon2 };
}

function fileDatabaseName(): Promise<string> {
  fileDatabase ??= (async () => {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    await adminQuery(
      adminUrl,
      `create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`,
    );
    return name;
  })();
  return fileDatabase;
}
