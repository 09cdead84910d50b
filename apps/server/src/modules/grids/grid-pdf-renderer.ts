import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GridPdf } from './grid-pdf.js';

/**
 * A worker running the .ts source: it registers tsx's loader first (Node 20 does not give a worker's
 * entry the hooks of `--import tsx`), then imports the worker module.
 */
function sourceWorker(url: URL): Worker {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const exports = (
    JSON.parse(readFileSync(manifest, 'utf8')) as {
      exports: Record<string, { import: { default: string } }>;
    }
  ).exports;
  const api = pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(code, { eval: true });
}

/**
 * Renders grid PDFs in one worker thread, one at a time, started on the first PDF (react-pdf is large and
 * most servers never make one) and kept for the next. react-pdf's layout runs synchronously for seconds
 * (docs/decisions.md, "The data grid"), so on the main thread it would stall every other request; in the
 * worker it costs one core at most, whatever the number of PDFs asked for.
 *
 * From the sources (tsx, vitest) the worker is the .ts file, loaded through tsx; in the build it is the
 * bundle tsup writes beside main.js (tsup.config.ts).
 */
export function createGridPdfRenderer() {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, { resolve: (body: Buffer) => void; reject: (error: Error) => void }>();

  function failAll(error: Error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function start(): Worker {
    const fromSource = import.meta.url.endsWith('.ts');
    const started = fromSource
      ? sourceWorker(new URL('./grid-pdf-worker.ts', import.meta.url))
      : new Worker(new URL('./grid-pdf-worker.js', import.meta.url));
    started.on('message', (message: { id: number; body?: Uint8Array; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (pending.size === 0) started.unref();
      if (message.body)
        waiting.resolve(Buffer.from(message.body.buffer, message.body.byteOffset, message.body.byteLength));
      else waiting.reject(new Error(`The PDF could not be made: ${message.error ?? 'no answer'}`));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll(new Error('The PDF worker stopped.'));
    });
    // An idle worker does not keep the process alive.
    started.unref();
    return started;
  }

  return {
    render(pdf: GridPdf): Promise<Buffer> {
      worker ??= start();
      const id = ++next;
      const running = worker;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // A render under way keeps the process alive until it answers.
        running.ref();
        running.postMessage({ id, pdf });
      });
    },
    async close(): Promise<void> {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
