import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, createWriteStream, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../../apps/server/src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgresLogger } from '../../apps/server/src/db/embedded.js';
import { ENTITY_REGISTRY } from '../../apps/server/src/entities.js';
import { sampleForm } from '../../apps/server/src/modules/form-sample/index.js';
import { seedFormDefinitions } from '../../apps/server/src/modules/forms/index.js';
import { E2E_SERVERS, baseUrl, type E2eServer } from './servers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dataRoot = path.join(root, 'e2e/.data');
const serverMain = path.join(root, 'apps/server/dist/main.js');

/**
 * Starts one PostgreSQL (embedded, or DATABASE_URL when set), a database per instance, and the real
 * server processes of E2E_SERVERS. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run 'npm run build' first.`);
  rmSync(dataRoot, { recursive: true, force: true });
  mkdirSync(dataRoot, { recursive: true });

  const quiet = (): void => undefined;
  const logger: EmbeddedPostgresLogger = { debug: quiet, info: quiet, warn: console.warn };
  const embedded = process.env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: path.join(dataRoot, 'postgres'), logger });
  const adminUrl = process.env.DATABASE_URL ?? embedded!.connectionString;

  const children: ChildProcess[] = [];
  const stopAll = async (): Promise<void> => {
    await Promise.all(children.map((child) => stopChild(child)));
    await embedded?.stop();
  };
  try {
    const urls = new Map<string, string>();
    for (const server of E2E_SERVERS)
      urls.set(server.name, await freshDatabase(adminUrl, `e2e_${server.name.replace(/-/g, '_')}`));
    for (const server of E2E_SERVERS) children.push(startServer(server, urls.get(server.name)!));
    await Promise.all(E2E_SERVERS.map((server) => waitReady(server)));
    for (const server of E2E_SERVERS.filter((s) => s.closed)) await setClosed(urls.get(server.name)!);
    // The form engine's sample form (every element type), which no deployment has: the suite's own.
    for (const server of E2E_SERVERS.filter((s) => !s.closed)) await seedSampleForm(urls.get(server.name)!);
    // Tests act as an operator would on a server's own database (see support/registry.ts).
    writeFileSync(path.join(dataRoot, 'databases.json'), JSON.stringify(Object.fromEntries(urls)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function startServer(server: E2eServer, databaseUrl: string): ChildProcess {
  const dataDir = path.join(dataRoot, server.name);
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(path.join(dataRoot, `${server.name}.log`));
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      REGISTRY_TENANT: server.tenant,
      REGISTRY_ENV: server.env,
      PUBLIC_BASE_URL: baseUrl(server),
      LOG_LEVEL: 'warn',
      // The suite registers and signs in many accounts from one address.
      RATE_LIMIT_FACTOR: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function waitReady(server: E2eServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl(server)}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server ${server.name} was not ready within 60 s; see e2e/.data/${server.name}.log`);
}

async function seedSampleForm(databaseUrl: string): Promise<void> {
  const db = createDatabase(databaseUrl, { max: 1 });
  try {
    await seedFormDefinitions(db, ENTITY_REGISTRY, [sampleForm]);
  } finally {
    await db.destroy();
  }
}

async function setClosed(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(`UPDATE configuration SET value = 'True' WHERE key = 'closed'`);
    if (result.rowCount !== 1) throw new Error('configuration key closed is not seeded');
  } finally {
    await client.end();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
