import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { DOM_TESTS } from './vitest.dom-tests.js';

// Components (*.test.tsx) and the .ts tests that need a document, in jsdom; the pure tests run in Node
// (vitest.node.config.ts). Timeouts are generous: on a loaded 2-core machine a component's first render
// can take seconds, and a timeout there is not a defect of the component.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', ...DOM_TESTS],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
