import { defineConfig } from '@playwright/test';
import { E2E_SERVERS, baseUrl } from './support/servers.js';
import type { RegistryOptions } from './support/fixtures.js';
import { TENANT_BLIND_TAG } from './support/tags.js';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig<RegistryOptions>({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: axe and first page loads are slow on a loaded 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results',
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // The trace of a failed test keeps its DOM snapshots (what the page held at each step), not the
    // screencast: recording frames for every test cost the CPU the tests need (docs/decisions/test-suite.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: E2E_SERVERS.map((server) => ({
    name: server.name,
    testDir: server.closed ? './tests/closed' : './tests/public',
    // A tenant-blind test (support/tags.ts) runs once, in al.
    ...(server.closed || server.tenant === 'al' ? {} : { grepInvert: new RegExp(TENANT_BLIND_TAG) }),
    use: {
      baseURL: baseUrl(server),
      serverName: server.name,
      tenantCode: server.tenant,
      registryEnv: server.env,
    },
  })),
});
