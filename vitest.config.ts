import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest config (a "project"): domain and contracts (unit), server (unit and
// route tests against a real PostgreSQL), web (components and the tests that need a document, in jsdom)
// and web-node (the web's pure tests, in Node).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/web/vitest.node.config.ts'],
    // One test file a core. Vitest's default leaves a core to its main process, which on a 2-core machine
    // runs one file at a time while the server's tests wait on PostgreSQL: 11:12 for the suite; two at a
    // time, 8:12 (2026-11-27).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
