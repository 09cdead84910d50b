import { defineConfig } from 'tsup';

// One ESM file for Node 20. The workspace packages (@registry/*) are TypeScript sources, so they are
// bundled in; packages from node_modules stay external and load at run time.
export default defineConfig({
  // The PDF workers are files of their own: worker threads start from a file (platform/pdf/pdf-worker.ts).
  entry: {
    main: 'src/main.ts',
    'grid-pdf-worker': 'src/modules/grids/grid-pdf-worker.ts',
    'resume-pdf-worker': 'src/modules/resume/resume-pdf-worker.ts',
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
