import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest config (a "project"): domain and contracts (unit), server (unit and
// route tests against a real PostgreSQL), web (components and the tests that need a document, in jsdom)
// and web-node (the web's pure tests, in Node).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/web/vitest.node.config.ts'],
  },
});
