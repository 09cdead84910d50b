import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegistryEnv } from '@registry/domain';
import { DEMO_PASSWORD } from './demo.js';

export const DEMO_PASSWORD_FILE = 'demo-password';

export interface DemoPassword {
  password: string;
  /** Where it is kept (sit, uat), or null (dev: the README's published password). */
  file: string | null;
  /** True when this start made the file: demo accounts seeded earlier still carry another password. */
  created: boolean;
}

/**
 * The demo accounts' password. dev: the fixed one the README prints (a developer's own machine). sit and
 * uat are training sites that states put on the internet, so a published password there would open an
 * administrator account to anyone: a random one is made once per data directory and kept in
 * DATA_DIR/demo-password (mode 0600). prod has no demo accounts: null.
 */
export function demoPassword(environment: RegistryEnv, dataDir: string): DemoPassword | null {
  if (environment === 'prod') return null;
  if (environment === 'dev') return { password: DEMO_PASSWORD, file: null, created: false };
  const file = join(dataDir, DEMO_PASSWORD_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length > 0) return { password: existing, file, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // 16 random characters, then one of each class so every tenant's password policy accepts it.
  const password = `${randomBytes(12).toString('base64url')}-Aa7`;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { password, file, created: true };
}
