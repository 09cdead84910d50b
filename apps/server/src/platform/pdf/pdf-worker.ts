// PDFs rendered in a worker thread: react-pdf lays a document out in one synchronous run (tens of
// milliseconds for a resume, seconds for a grid of a few hundred rows), which on the main thread would stall
// every other request, and leaves its garbage in the heap that renders it. The server's one PDF worker
// (src/pdfs.ts, every document the server makes) is started with createPdfWorker; its worker module
// (src/pdf-worker.ts) answers with answerPdfJobs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, type ResourceLimits } from 'node:worker_threads';

export interface PdfWorkerOptions {
  /** What the errors call the PDFs: 'grid PDF', 'resume PDF'. */
  name: string;
  /** The worker's V8 heap limits. A worker that reaches one is stopped: its jobs fail, the next starts another. */
  resourceLimits?: ResourceLimits;
  /**
   * A fresh worker after this many renders (the old one ends once it has answered the jobs it has): a
   * heap that grew over many renders is handed back whole. Never, unless given.
   */
  recycleAfter?: number;
}

export interface PdfWorker<Job extends object> {
  /** The PDF's bytes; rejected with an Error saying why when the worker answers an error or stops. */
  render(job: Job): Promise<Buffer>;
  /** Stops the worker (the app's onClose): renders under way are rejected. The next render starts one. */
  close(): Promise<void>;
}

/** What a module that makes PDFs is given (the server's PDF worker, src/pdfs.ts): render alone. */
export type PdfRenderer<Job extends object> = Pick<PdfWorker<Job>, 'render'>;

/** What a worker answers for job `id`: the PDF's bytes, or why there are none. */
interface Answer {
  id: number;
  body?: Uint8Array;
  error?: string;
}

interface Waiting {
  resolve: (body: Buffer) => void;
  reject: (error: Error) => void;
}

/** A started worker with the jobs it has not answered yet. */
interface Running {
  worker: Worker;
  pending: Map<number, Waiting>;
  /** Jobs given to it so far. */
  jobs: number;
  /** No new jobs (recycled): it ends once it has answered the ones it has. */
  retired: boolean;
}

/**
 * A worker running the .ts source: it registers tsx's loader first (Node 20 does not give a worker's entry
 * the hooks of `--import tsx`), then imports the worker module.
 */
function sourceWorker(url: URL, resourceLimits: ResourceLimits | undefined): Worker {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const exports = (
    JSON.parse(readFileSync(manifest, 'utf8')) as {
      exports: Record<string, { import: { default: string } }>;
    }
  ).exports;
  const api = pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(code, { eval: true, ...(resourceLimits ? { resourceLimits } : {}) });
}

/**
 * Renders PDFs in a worker thread, started on the first PDF (react-pdf is large and many servers never make
 * one) and kept for the next; jobs given while one renders wait in the worker, taken in turn. A render
 * under way keeps the process alive; an idle worker does not. A worker that stops (a resource limit reached,
 * a crash, close()) fails only the jobs it had, and the next render starts a new one.
 *
 * From the sources (tsx, vitest) the worker is `sourceFile` (.ts), loaded through tsx; in the build it is
 * `buildFile`, the bundle tsup writes beside main.js (tsup.config.ts). The worker module calls
 * answerPdfJobs; each job is posted as `{ id, ...job }`.
 */
export function createPdfWorker<Job extends object>(
  buildFile: URL,
  sourceFile: URL,
  options: PdfWorkerOptions,
): PdfWorker<Job> {
  const { name, resourceLimits, recycleAfter } = options;
  /** The worker new jobs go to. */
  let current: Running | undefined;
  /** Every worker not stopped yet: the current one and retired ones still answering. */
  const live = new Set<Running>();
  let next = 0;

  function failAll(running: Running, error: Error) {
    for (const { reject } of running.pending.values()) reject(error);
    running.pending.clear();
  }

  function stopped(running: Running, error: Error) {
    if (current === running) current = undefined;
    live.delete(running);
    failAll(running, error);
  }

  function start(): Running {
    const fromSource = import.meta.url.endsWith('.ts');
    const worker = fromSource
      ? sourceWorker(sourceFile, resourceLimits)
      : new Worker(buildFile, resourceLimits ? { resourceLimits } : {});
    const running: Running = { worker, pending: new Map(), jobs: 0, retired: false };
    worker.on('message', (message: Answer) => {
      const waiting = running.pending.get(message.id);
      if (!waiting) return;
      running.pending.delete(message.id);
      if (running.pending.size === 0) {
        if (running.retired) void worker.terminate();
        else worker.unref();
      }
      if (message.body)
        waiting.resolve(Buffer.from(message.body.buffer, message.body.byteOffset, message.body.byteLength));
      else waiting.reject(new Error(`The ${name} could not be made: ${message.error ?? 'no answer'}`));
    });
    // A resource limit reached (ERR_WORKER_OUT_OF_MEMORY) or an error the worker did not catch; 'exit'
    // follows.
    worker.on('error', (error) =>
      stopped(running, new Error(`The ${name} could not be made: its worker stopped (${error.message}).`)),
    );
    worker.on('exit', (code) =>
      stopped(running, new Error(`The ${name} could not be made: its worker stopped (exit code ${code}).`)),
    );
    // An idle worker does not keep the process alive.
    worker.unref();
    live.add(running);
    return running;
  }

  return {
    render(job: Job): Promise<Buffer> {
      current ??= start();
      const running = current;
      const id = ++next;
      running.jobs += 1;
      if (recycleAfter !== undefined && running.jobs >= recycleAfter) {
        // This is its last job: the next render starts a fresh worker.
        running.retired = true;
        current = undefined;
      }
      return new Promise<Buffer>((resolve, reject) => {
        running.pending.set(id, { resolve, reject });
        // A render under way keeps the process alive until it answers.
        running.worker.ref();
        running.worker.postMessage({ ...job, id });
      });
    },
    async close(): Promise<void> {
      const stopping = [...live];
      current = undefined;
      await Promise.all(stopping.map((running) => running.worker.terminate()));
    },
  };
}

/**
 * The worker's side (a worker module's one call): renders each job posted to this thread with `render`
 * and answers `{ id, body }`, or `{ id, error }` when it throws. Jobs are taken as they come; renderPdf
 * takes their layouts in turn.
 */
export function answerPdfJobs<Job extends object>(render: (job: Job) => Promise<Buffer>): void {
  if (!parentPort) throw new Error('A PDF worker module runs as a worker thread (createPdfWorker).');
  const port = parentPort;
  port.on('message', (message: Job & { id: number }) => {
    const { id } = message;
    Promise.resolve()
      .then(() => render(message))
      .then(
        (bytes) => {
          const body = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          // The bytes move rather than being copied when they are their buffer's only content.
          const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
          port.postMessage({ id, body }, whole ? [bytes.buffer as ArrayBuffer] : []);
        },
        (error: unknown) => port.postMessage({ id, error: String(error) }),
      );
  });
}
