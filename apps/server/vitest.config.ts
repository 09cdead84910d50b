import { defineConfig } from 'vitest/config';

// Unit tests and route tests (app.inject against a real PostgreSQL). The global setup starts the database
// (DATABASE_URL, or embedded PostgreSQL) and builds a migrated template each test file clones.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
