import { defineConfig } from 'tsup';

// One ESM file for Node 20. The workspace packages (@registry/*) are TypeScript sources, so they are
// bundled in; packages from node_modules stay external and load at run time.
export default defineConfig({
  // The PDF worker is a file of its own: a worker thread starts from a file (src/pdfs.ts).
  entry: {
    main: 'src/main.ts',
    'pdf-worker': 'src/pdf-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@registry\//],
});
