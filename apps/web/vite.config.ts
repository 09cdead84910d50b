import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { afterFirstPaint } from './build/after-first-paint.js';
import { signedInOnlyModules } from './build/signed-in-chunks.js';
import { precompress } from './build/precompress.js';
import { preloadFont } from './build/preload-font.js';

// The API runs on its own port in development; in production the server serves dist/ itself.
const API_TARGET = 'http://localhost:3000';

/** MUI's own packages (not MUI X) and the transitions library its components use. */
const MUI = /[\\/]node_modules[\\/](@mui[\\/](?!x-)|react-transition-group[\\/])/;

export default defineConfig(({ isSsrBuild }) => {
  // What only signed-in pages need (the form and grid engines, ...) is loaded with them (build/signed-in-chunks.ts).
  const signedInOnly = signedInOnlyModules();
  return {
    // The pre-rendering build (build/prerender-pages.ts) is run once at build time, never served: no copies.
    plugins: isSsrBuild ? [react()] : [react(), afterFirstPaint(), preloadFont(), precompress()],
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
                // Higher priorities capture first, each group with the modules its own need (rolldown's
                // includeDependenciesRecursively). So the chunks every page loads capture first and take only
                // what not only signed-in pages use (build/signed-in-chunks.ts); the form and grid libraries'
                // groups come after them and get what is left: a module both share stays where the public
                // pages find it, and no such chunk is ever needed by a public page (issue 7: home and login
                // stay fast).
                groups: [
                  {
                    name: 'react',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                    priority: 6,
                  },
                  // The styling engine apart from the components: main.tsx evaluates them in separate stages.
                  { name: 'emotion', test: /[\\/]node_modules[\\/](@emotion|stylis)[\\/]/, priority: 5 },
                  {
                    name: (id, context) => (signedInOnly(id, context) ? null : 'mui'),
                    test: MUI,
                    priority: 5,
                  },
                  // pdf.js (the resume preview, issue 26): loaded with the first preview, never with a page.
                  { name: 'pdfjs', test: /[\\/]node_modules[\\/]pdfjs-dist[\\/]/, priority: 4 },
                  // The sanitizer: the forms and the terms use it, the home and login pages do not.
                  { name: 'dompurify', test: /[\\/]node_modules[\\/]dompurify[\\/]/, priority: 4 },
                  // The font's style sheet (main.tsx) is CSS only: left to the entry, not a reason to load vendor.
                  {
                    name: (id, context) => (signedInOnly(id, context) ? null : 'vendor'),
                    test: /[\\/]node_modules[\\/](?!@fontsource)/,
                    priority: 3,
                  },
                  // The part of a shim that only the editor (TipTap) and the grid's table (TanStack Store) import
                  // (the rest is react-i18next's, in vendor): its own small chunk, so that neither loads the other
                  // (a grid page would otherwise load the editor).
                  {
                    name: (id, context) => (signedInOnly(id, context) ? 'sync-store' : null),
                    test: /[\\/]node_modules[\\/]use-sync-external-store[\\/]/,
                    // Below vendor, which takes the shim's core first (a group takes what its modules import).
                    priority: 2.5,
                  },
                  // MUI components only signed-in pages use (the search fields' Autocomplete, the grid's
                  // table parts, the inboxes' lists, ...): above the form libraries' groups, which would
                  // otherwise take the components they share with the signed-in pages (a dashboard loaded
                  // the date pickers' 60 kB for a Popper).
                  { name: 'mui-signed-in', test: MUI, priority: 2.2 },
                  // The form engine's libraries, each its own chunk, loaded with the forms that use them.
                  {
                    name: 'editor',
                    test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|@floating-ui)[\\/]/,
                    priority: 2,
                  },
                  // What the charts and the pickers share (MUI X's internals): a chunk of its own, so that
                  // neither page loads the other's library. Listed before both: it must capture first.
                  {
                    name: 'mui-x-internals',
                    test: /[\\/]node_modules[\\/](@mui[\\/]x-internals|@base-ui[\\/]utils)[\\/]/,
                    priority: 2.15,
                  },
                  // The workforce dashboard's charts (MUI X Charts, issue 27), loaded with that page only: before
                  // the pickers, whose pattern names every MUI X package.
                  {
                    name: 'charts',
                    test: /[\\/]node_modules[\\/](@mui[\\/]x-charts(-vendor)?|@mui[\\/]x-internal-gestures|bezier-easing)[\\/]/,
                    priority: 2.1,
                  },
                  {
                    name: 'pickers',
                    test: /[\\/]node_modules[\\/](@mui[\\/]x-[a-z-]+|dayjs)[\\/]/,
                    priority: 2,
                  },
                  // The training calendar (FullCalendar and its Temporal polyfill), loaded with the calendar page.
                  {
                    name: 'calendar',
                    test: /[\\/]node_modules[\\/](@fullcalendar|@full-ui|temporal-polyfill)[\\/]/,
                    priority: 2,
                  },
                  // The data grid's table library (engine/grid), loaded with the first grid.
                  {
                    name: 'table',
                    test: /[\\/]node_modules[\\/]@tanstack[\\/](react-table|table-core|react-store|store)[\\/]/,
                    priority: 2,
                  },
                ],
              },
            },
          },
    },
  };
});
