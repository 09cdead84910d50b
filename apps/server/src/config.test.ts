import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 'a-secret-of-at-least-thirty-two-chars!';

const scratchDirs: string[] = [];

afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'registry-config-'));
  scratchDirs.push(dir);
  return dir;
}

function rejection(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig({ JWT_SECRET: SECRET, ...env }, { cwd: scratch() });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    const cwd = scratch();
    const config = loadConfig({}, { cwd });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(cwd, 'data'),
      tenant: 'al',
      environment: 'dev',
      smtpUrl: undefined,
      publicBaseUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
      mailFrom: 'no-reply@localhost',
    });
  });

  it('reads every variable', () => {
    const cwd = scratch();
    const config = loadConfig(
      {
        PORT: '4100',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://app:pw@db.internal:5432/registry',
        DATA_DIR: 'state',
        REGISTRY_TENANT: 'tn',
        REGISTRY_ENV: 'uat',
        SMTP_URL: 'smtp://mailer:pw@mail.internal:587',
        PUBLIC_BASE_URL: 'https://registry.example.org/',
        JWT_SECRET: SECRET,
        LOG_LEVEL: 'debug',
        WEB_DIST_DIR: '/srv/web',
        MAIL_FROM: 'registry@example.org',
        RATE_LIMIT_GLOBAL: '1200',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.4',
        UPLOAD_MAX_MB: '25',
        UPLOAD_QUOTA_MB: '500',
      },
      { cwd },
    );
    expect(config).toEqual({
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app:pw@db.internal:5432/registry',
      dataDir: join(cwd, 'state'),
      tenant: 'tn',
      environment: 'uat',
      smtpUrl: 'smtp://mailer:pw@mail.internal:587',
      publicBaseUrl: 'https://registry.example.org',
      jwtSecret: SECRET,
      logLevel: 'debug',
      webDistDir: '/srv/web',
      staticDir: fileURLToPath(new URL('../static', import.meta.url)),
      mailFrom: 'registry@example.org',
      passwordHashing: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
      rateLimits: {
        global: 1200,
        login: 10,
        register: 5,
        forgotPassword: 5,
        sendConfirmation: 5,
        resetMailsPerAddress: 3,
        messagesPerMinute: 10,
        groupMessagesPerMinute: 2,
        verifyCertificate: 30,
      },
      trustProxy: '10.0.0.0/8,192.168.1.4',
      uploadMaxBytes: 25 * 1024 * 1024,
      uploadQuotaBytes: 500 * 1024 * 1024,
    });
  });

  it('trusts no proxy unless TRUST_PROXY says so, and rejects a bad value', () => {
    const read = (value: string | undefined) =>
      loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: value }, { cwd: scratch() }).trustProxy;
    expect(read(undefined)).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('2')).toBe(2);
    expect(read('127.0.0.1')).toBe('127.0.0.1');
    expect(rejection({ TRUST_PROXY: 'yes please' }).message).toContain('TRUST_PROXY must be true, false');
    expect(rejection({ RATE_LIMIT_GLOBAL: '10' }).message).toContain(
      'RATE_LIMIT_GLOBAL must be a whole number',
    );
  });

  it('gives each person 200 MB of files unless UPLOAD_QUOTA_MB says otherwise, and rejects a bad value', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, { cwd: scratch() }).uploadQuotaBytes).toBe(200 * 1024 * 1024);
    for (const value of ['0', '-1', '1.5', 'lots', '1048577'])
      expect(rejection({ UPLOAD_QUOTA_MB: value }).message).toContain(
        'UPLOAD_QUOTA_MB must be a whole number of megabytes from 1 to 1048576',
      );
  });

  it('limits uploads to 10 MB unless UPLOAD_MAX_MB says otherwise, and rejects a bad value', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, { cwd: scratch() }).uploadMaxBytes).toBe(10 * 1024 * 1024);
    for (const value of ['0', '1.5', 'ten', '2048'])
      expect(rejection({ UPLOAD_MAX_MB: value }).message).toContain(
        'UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 1024',
      );
  });

  it('defaults PUBLIC_BASE_URL to the port and treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', JWT_SECRET: SECRET }, { cwd: scratch() });
    expect(config.publicBaseUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates a JWT secret once, keeps it in DATA_DIR with mode 0600, and reuses it', () => {
    const cwd = scratch();
    const first = loadConfig({}, { cwd });
    const file = join(cwd, 'data', 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, { cwd }).jwtSecret).toBe(first.jwtSecret);
  });

  it('rejects a kept JWT secret that is too short', () => {
    const cwd = scratch();
    loadConfig({}, { cwd });
    writeFileSync(join(cwd, 'data', 'jwt-secret'), 'short');
    expect(() => loadConfig({}, { cwd })).toThrow(/jwt-secret holds a secret shorter than 32 characters/);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number between 1 and 65535 (got "abc").'],
    ['PORT', '70000', 'PORT must be a whole number between 1 and 65535 (got "70000").'],
    ['PORT', '80.5', 'PORT must be a whole number between 1 and 65535 (got "80.5").'],
    ['DATABASE_URL', 'mysql://db/registry', 'DATABASE_URL must be a URL like postgres://'],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL must be a URL like postgres://'],
    ['REGISTRY_TENANT', 'ca', 'REGISTRY_TENANT must be one of al, tn, jh (got "ca").'],
    ['REGISTRY_ENV', 'staging', 'REGISTRY_ENV must be one of dev, sit, uat, prod (got "staging").'],
    ['SMTP_URL', 'mail.example.org', 'SMTP_URL must be a URL like smtp://'],
    ['PUBLIC_BASE_URL', 'registry.example.org', 'PUBLIC_BASE_URL must be a URL like https://'],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters long.'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ],
  ])('rejects %s=%s and names the variable', (variable, value, message) => {
    const error = rejection({ [variable]: value });
    expect(error.message).toContain(message);
  });

  it('never echoes a secret or a URL that may hold a password', () => {
    expect(rejection({ JWT_SECRET: 'hunter2' }).message).not.toContain('hunter2');
    expect(rejection({ DATABASE_URL: 'mysql://u:hunter2@db/x' }).message).not.toContain('hunter2');
  });

  it("multiplies the account calls' rate limits by RATE_LIMIT_FACTOR, and rejects a bad factor", () => {
    const base = loadConfig({ JWT_SECRET: SECRET }, { cwd: scratch() }).rateLimits;
    const scaled = loadConfig({ JWT_SECRET: SECRET, RATE_LIMIT_FACTOR: '20' }, { cwd: scratch() }).rateLimits;
    expect(scaled.register).toBe(base.register * 20);
    expect(scaled.login).toBe(base.login * 20);
    expect(scaled.resetMailsPerAddress).toBe(base.resetMailsPerAddress * 20);
    expect(scaled.messagesPerMinute).toBe(base.messagesPerMinute * 20);
    expect(rejection({ RATE_LIMIT_FACTOR: '0' }).message).toContain(
      'RATE_LIMIT_FACTOR must be a whole number',
    );
    expect(rejection({ RATE_LIMIT_FACTOR: 'lots' }).message).toContain('RATE_LIMIT_FACTOR must be');
  });

  it('names every bad variable at once', () => {
    const message = rejection({ PORT: '0', REGISTRY_TENANT: 'xx' }).message;
    expect(message).toContain('PORT must be');
    expect(message).toContain('REGISTRY_TENANT must be');
  });
});
