import { defineConfig } from 'vitest/config';

// Unit tests and route tests (app.inject against a real PostgreSQL). The global setup starts the database
// (DATABASE_URL, or embedded PostgreSQL) and builds a migrated template each test file clones.
// Without isolation: a worker loads the app's modules (Fastify, Kysely, pg-boss, the PDF renderer) once,
// not once per file. Each file still gets its own database and apps (test/setup-file.ts closes them); the
// server keeps no state in its modules that one file could leave to the next.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    fileParallelism: true,
    isolate: false,
    setupFiles: ['test/setup-file.ts'],
    // As in the web tests: on a loaded or slow 2-core machine a file's first app and sockets can take seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
