import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENVIRONMENTS, isTenantCode, type RegistryEnv, type TenantCode } from '@registry/domain';
import { z } from 'zod';

/** The server's typed configuration; environment only (DESIGN §4). */
export interface Config {
  port: number;
  host: string;
  /** Unset: the embedded PostgreSQL under `dataDir/pg` is used. */
  databaseUrl: string | undefined;
  /** Absolute. Holds the embedded database, its password, the JWT secret, mail files. */
  dataDir: string;
  tenant: TenantCode;
  environment: RegistryEnv;
  smtpUrl: string | undefined;
  /** Without a trailing slash. */
  publicBaseUrl: string;
  jwtSecret: string;
  logLevel: LogLevel;
  /** Absolute path of the built web app (index.html and assets/). */
  webDistDir: string;
  /** Absolute path of the static documents (<tenant>/<code>.pdf). */
  staticDir: string;
  /** The From address of the mails. */
  mailFrom: string;
  /** argon2id cost; tests lower it through this object, the environment cannot. */
  passwordHashing: PasswordHashing;
  /** Per-route request limits (per minute); tests lower them to see a 429. */
  rateLimits: RateLimits;
  /**
   * Fastify's trustProxy: false (the default: the peer is the client), true (trust X-Forwarded-For from
   * anyone; only behind a proxy that overwrites it), a hop count, or the proxies' addresses/CIDRs.
   */
  trustProxy: boolean | number | string;
  /** The largest uploaded file accepted, in bytes (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** The files one person's records may hold in all, in bytes (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
}

/** UPLOAD_MAX_MB's default: a scanned certificate or a long resume fits, a video does not. */
export const UPLOAD_MAX_MB = 10;

/**
 * UPLOAD_QUOTA_MB's default: a career's certificates and transcripts (a few dozen records, each a scan
 * of a few megabytes) with room to spare; twenty files at the largest size.
 */
export const UPLOAD_QUOTA_MB = 200;

export interface PasswordHashing {
  /** KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * OWASP's recommended minimum for argon2id (Password Storage Cheat Sheet): 19 MiB, 2 passes, 1 lane.
 * These are the defaults of @node-rs/argon2 too.
 */
export const PASSWORD_HASHING: PasswordHashing = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export interface RateLimits {
  /** Every API request, per signed-in user, or per client address when anonymous. */
  global: number;
  /** Per client address and user name. */
  login: number;
  register: number;
  forgotPassword: number;
  sendConfirmation: number;
  /** Reset mails per target address and hour, whatever the client's address (issue 20). */
  resetMailsPerAddress: number;
  /** Messages a user sends per minute; of them, sends to a distribution group (issue 20). */
  messagesPerMinute: number;
  groupMessagesPerMinute: number;
  /** Public certificate verifications per client address (issue 24): a person checks a few, no one lists codes. */
  verifyCertificate: number;
}

export const RATE_LIMITS: RateLimits = {
  global: 600,
  login: 10,
  register: 5,
  forgotPassword: 5,
  sendConfirmation: 5,
  resetMailsPerAddress: 3,
  messagesPerMinute: 10,
  groupMessagesPerMinute: 2,
  verifyCertificate: 30,
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A bad environment value; `message` names the variable and what is wrong with it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const JWT_SECRET_MIN_LENGTH = 32;
const JWT_SECRET_FILE = 'jwt-secret';

// src/config.ts and dist/main.js both sit one level below apps/server, so one relative path serves both.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../static', import.meta.url));

// An empty variable (`DATABASE_URL=`) means "unset", as in most shells' .env conventions.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const urlWithScheme = (schemes: readonly string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

const ZEnvironment = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a whole number between 1 and 65535' })
      .int('must be a whole number between 1 and 65535')
      .min(1, 'must be a whole number between 1 and 65535')
      .max(65535, 'must be a whole number between 1 and 65535'),
  ),
  HOST: optional(z.string()),
  DATABASE_URL: optional(
    urlWithScheme(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database'),
  ),
  DATA_DIR: optional(z.string()),
  REGISTRY_TENANT: optional(z.string().refine(isTenantCode, { message: 'must be one of al, tn, jh' })),
  REGISTRY_ENV: optional(z.enum(ENVIRONMENTS, { error: `must be one of ${ENVIRONMENTS.join(', ')}` })),
  SMTP_URL: optional(urlWithScheme(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.org:587')),
  PUBLIC_BASE_URL: optional(urlWithScheme(['http:', 'https:'], 'https://registry.example.org')),
  JWT_SECRET: optional(
    z.string().min(JWT_SECRET_MIN_LENGTH, `must be at least ${JWT_SECRET_MIN_LENGTH} characters long`),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  WEB_DIST_DIR: optional(z.string()),
  RATE_LIMIT_FACTOR: optional(
    z.coerce
      .number({ error: 'must be a whole number from 1 to 1000' })
      .int('must be a whole number from 1 to 1000')
      .min(1, 'must be a whole number from 1 to 1000')
      .max(1000, 'must be a whole number from 1 to 1000'),
  ),
  RATE_LIMIT_GLOBAL: optional(
    z.coerce
      .number({ error: 'must be a whole number of requests per minute, at least 60' })
      .int('must be a whole number of requests per minute, at least 60')
      .min(60, 'must be a whole number of requests per minute, at least 60'),
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses',
      ),
  ),
  UPLOAD_MAX_MB: optional(
    z.coerce
      .number({ error: 'must be a whole number of megabytes from 1 to 1024' })
      .int('must be a whole number of megabytes from 1 to 1024')
      .min(1, 'must be a whole number of megabytes from 1 to 1024')
      .max(1024, 'must be a whole number of megabytes from 1 to 1024'),
  ),
  UPLOAD_QUOTA_MB: optional(
    z.coerce
      .number({ error: 'must be a whole number of megabytes from 1 to 1048576' })
      .int('must be a whole number of megabytes from 1 to 1048576')
      .min(1, 'must be a whole number of megabytes from 1 to 1048576')
      .max(1048576, 'must be a whole number of megabytes from 1 to 1048576'),
  ),
  MAIL_FROM: optional(
    z.string().regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an e-mail address like registry@example.org'),
  ),
});

export interface LoadConfigOptions {
  /** Relative DATA_DIR and WEB_DIST_DIR are resolved against this directory. */
  cwd?: string;
}

/**
 * Reads the configuration from `env`. Throws a ConfigError naming each bad variable. When JWT_SECRET is
 * unset, a secret is generated once and kept in DATA_DIR/jwt-secret (mode 0600) so tokens survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv, options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const parsed = ZEnvironment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(describeIssues(parsed.error, env));
  }
  const values = parsed.data;
  const port = values.PORT ?? 3000;
  const dataDir = resolve(cwd, values.DATA_DIR ?? 'data');
  const publicBaseUrl = (values.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: values.HOST ?? '0.0.0.0',
    databaseUrl: values.DATABASE_URL,
    dataDir,
    tenant: (values.REGISTRY_TENANT ?? 'al') as TenantCode,
    environment: values.REGISTRY_ENV ?? 'dev',
    smtpUrl: values.SMTP_URL,
    publicBaseUrl,
    jwtSecret: values.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    logLevel: values.LOG_LEVEL ?? 'info',
    webDistDir: values.WEB_DIST_DIR ? resolve(cwd, values.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    staticDir: DEFAULT_STATIC_DIR,
    mailFrom: values.MAIL_FROM ?? `no-reply@${new URL(publicBaseUrl).hostname}`,
    passwordHashing: PASSWORD_HASHING,
    rateLimits: scaleRateLimits(
      { ...RATE_LIMITS, global: values.RATE_LIMIT_GLOBAL ?? RATE_LIMITS.global },
      values.RATE_LIMIT_FACTOR ?? 1,
    ),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    uploadMaxBytes: (values.UPLOAD_MAX_MB ?? UPLOAD_MAX_MB) * 1024 * 1024,
    uploadQuotaBytes: (values.UPLOAD_QUOTA_MB ?? UPLOAD_QUOTA_MB) * 1024 * 1024,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.replace(/\s+/g, '');
}

/**
 * RATE_LIMIT_FACTOR multiplies the per-minute limits of the account calls (a training site, a test run);
 * the global limit is its own setting (RATE_LIMIT_GLOBAL).
 */
function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  return {
    global: limits.global,
    login: limits.login * factor,
    register: limits.register * factor,
    forgotPassword: limits.forgotPassword * factor,
    sendConfirmation: limits.sendConfirmation * factor,
    resetMailsPerAddress: limits.resetMailsPerAddress * factor,
    messagesPerMinute: limits.messagesPerMinute * factor,
    groupMessagesPerMinute: limits.groupMessagesPerMinute * factor,
    verifyCertificate: limits.verifyCertificate * factor,
  };
}

function describeIssues(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const lines = error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    const value = env[variable];
    // Secrets are never echoed back, even when wrong.
    const shown = variable === 'JWT_SECRET' || variable.endsWith('_URL') ? '' : ` (got "${value ?? ''}")`;
    return `${variable} ${issue.message}${shown}.`;
  });
  return `Invalid configuration: ${lines.join(' ')}`;
}

function loadOrCreateJwtSecret(dataDir: string): string {
  if (!isAbsolute(dataDir)) throw new ConfigError(`DATA_DIR must resolve to an absolute path.`);
  const file = join(dataDir, JWT_SECRET_FILE);
  const existing = readIfExists(file);
  if (existing !== undefined) {
    const secret = existing.trim();
    if (secret.length < JWT_SECRET_MIN_LENGTH) {
      throw new ConfigError(
        `${file} holds a secret shorter than ${JWT_SECRET_MIN_LENGTH} characters; delete it to generate a new one or set JWT_SECRET.`,
      );
    }
    return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    throw new ConfigError(`DATA_DIR "${dataDir}" is not writable: ${(error as Error).message}.`);
  }
  return secret;
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError(`Cannot read ${file}: ${(error as Error).message}.`);
  }
}
