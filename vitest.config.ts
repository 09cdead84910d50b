import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest config (a "project"): domain and contracts (unit), server (unit and
// route tests against a real PostgreSQL), web (components in jsdom).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
