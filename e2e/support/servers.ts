import type { RegistryEnv, TenantCode } from '@registry/domain';

/**
 * The registry instances the end-to-end suite runs against. Each is a real server process (the built
 * bundle) with its own database; the closed one has configuration `closed` set to 'True'. One closed server
 * is enough: the maintenance page is the same app in every tenant and environment, and which of its two
 * faces shows (maintenance in prod, "closed" in a test environment) is the web's unit test (app.test.tsx).
 */
export interface E2eServer {
  name: string;
  tenant: TenantCode;
  env: RegistryEnv;
  port: number;
  closed: boolean;
}

const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 3101);

export const E2E_SERVERS: readonly E2eServer[] = [
  { name: 'al', tenant: 'al', env: 'dev', port: BASE_PORT, closed: false },
  { name: 'tn', tenant: 'tn', env: 'uat', port: BASE_PORT + 1, closed: false },
  { name: 'jh', tenant: 'jh', env: 'sit', port: BASE_PORT + 2, closed: false },
  { name: 'al-prod-closed', tenant: 'al', env: 'prod', port: BASE_PORT + 3, closed: true },
];

export function baseUrl(server: E2eServer): string {
  return `http://127.0.0.1:${server.port}`;
}
