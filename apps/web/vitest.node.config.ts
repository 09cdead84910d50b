import { defineConfig } from 'vitest/config';
import { DOM_TESTS } from './vitest.dom-tests.js';

// The web's pure tests (rules, paths, stores, build scripts) in Node: no jsdom to set up per file.
export default defineConfig({
  test: {
    name: 'web-node',
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    exclude: DOM_TESTS,
    testTimeout: 30_000,
  },
});
