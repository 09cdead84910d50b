import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { afterFirstPaint } from './build/after-first-paint';
import { precompress } from './build/precompress';

// The API runs on its own port in development; in production the server serves dist/ itself.
const API_TARGET = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The pre-rendering build (build/prerender-pages.ts) is run once at build time, never served: no copies.
  plugins: isSsrBuild ? [react()] : [react(), afterFirstPaint(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/message-hub': { target: API_TARGET, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: API_TARGET } },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // Source maps are build artefacts for debugging, not served: no sourceMappingURL in the files, and the
    // server refuses *.map (platform/web-app.ts).
    sourcemap: 'hidden',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Libraries change less often than our code: long-cached chunks, each under the 500 kB warning.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 3,
                },
                // The styling engine apart from the components: main.tsx evaluates them in separate stages.
                { name: 'emotion', test: /[\\/]node_modules[\\/](@emotion|stylis)[\\/]/, priority: 2 },
                {
                  name: 'mui',
                  test: /[\\/]node_modules[\\/](@mui|react-transition-group)[\\/]/,
                  priority: 2,
                },
                // The font's style sheet (main.tsx) is CSS only: left to the entry, not a reason to load vendor.
                { name: 'vendor', test: /[\\/]node_modules[\\/](?!@fontsource)/, priority: 1 },
              ],
            },
          },
        },
  },
}));
