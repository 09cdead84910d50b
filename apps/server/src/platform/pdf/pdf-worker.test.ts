import { afterEach, describe, expect, it } from 'vitest';
import type { EchoJob } from '../../../test/echo-pdf-worker.js';
import { createPdfWorker, type PdfWorker, type PdfWorkerOptions } from './pdf-worker.js';

/**
 * PDFs in a worker thread (platform/pdf createPdfWorker, used by the grid and resume PDFs): answers and
 * errors reach the job that asked, a worker that stops fails only its jobs and the next job starts another,
 * recycling, close(). The worker module (test/echo-pdf-worker.ts) answers '<threadId>:<text>'.
 */
const workers: PdfWorker<EchoJob>[] = [];

function echoWorker(options: Partial<PdfWorkerOptions> = {}): PdfWorker<EchoJob> {
  const url = new URL('../../../test/echo-pdf-worker.ts', import.meta.url);
  const worker = createPdfWorker<EchoJob>(url, url, { name: 'test PDF', ...options });
  workers.push(worker);
  return worker;
}

/** The answer's thread and text. */
async function answer(pending: Promise<Buffer>): Promise<{ thread: number; text: string }> {
  const [thread, ...text] = (await pending).toString().split(':');
  return { thread: Number(thread), text: text.join(':') };
}

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.close()));
});

describe('createPdfWorker', () => {
  it('answers each job with its own bytes, jobs given together included, from one worker', async () => {
    const pdfs = echoWorker();
    const answers = await Promise.all(['one', 'two', 'three'].map((text) => answer(pdfs.render({ text }))));
    expect(answers.map(({ text }) => text)).toEqual(['one', 'two', 'three']);
    expect(new Set(answers.map(({ thread }) => thread)).size).toBe(1);
    expect(answers[0]!.thread).toBeGreaterThan(0);
  });

  it('rejects a job its worker could not render, with the reason, and keeps the worker', async () => {
    const pdfs = echoWorker();
    const first = await answer(pdfs.render({ text: 'first' }));
    await expect(pdfs.render({ text: 'broken', then: 'fail' })).rejects.toThrow(
      'The test PDF could not be made: Error: no PDF of broken',
    );
    expect(await answer(pdfs.render({ text: 'after' }))).toEqual({ thread: first.thread, text: 'after' });
  });

  it('fails only the jobs of a worker that stops, and starts a new one for the next job', async () => {
    const pdfs = echoWorker();
    const first = await answer(pdfs.render({ text: 'first' }));
    await expect(pdfs.render({ text: 'crash', then: 'exit' })).rejects.toThrow(
      'The test PDF could not be made: its worker stopped (exit code 3).',
    );
    const next = await answer(pdfs.render({ text: 'next' }));
    expect(next.text).toBe('next');
    expect(next.thread).not.toBe(first.thread);
  });

  it('fails the job of a worker that reaches its heap limit, and renders the next in a new worker', async () => {
    const pdfs = echoWorker({ resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 } });
    const first = await answer(pdfs.render({ text: 'first' }));
    await expect(pdfs.render({ text: 'hog', then: 'exhaust' })).rejects.toThrow(
      /^The test PDF could not be made: its worker stopped \(.*memory limit.*\)\.$/,
    );
    const next = await answer(pdfs.render({ text: 'next' }));
    expect(next.text).toBe('next');
    expect(next.thread).not.toBe(first.thread);
  });

  it('starts a fresh worker after recycleAfter jobs, the old one answering what it had', async () => {
    const pdfs = echoWorker({ recycleAfter: 2 });
    const [a, b, c] = await Promise.all([
      answer(pdfs.render({ text: 'a', then: 'wait' })),
      answer(pdfs.render({ text: 'b', then: 'wait' })),
      answer(pdfs.render({ text: 'c' })),
    ]);
    expect([a.text, b.text, c.text]).toEqual(['a', 'b', 'c']);
    expect(b.thread).toBe(a.thread);
    expect(c.thread).not.toBe(a.thread);
    const d = await answer(pdfs.render({ text: 'd' }));
    expect(d.thread).toBe(c.thread);
    const e = await answer(pdfs.render({ text: 'e' }));
    expect(e.thread).not.toBe(c.thread);
  });

  it('close() stops the worker: a render under way is rejected, the next starts another', async () => {
    const pdfs = echoWorker();
    const first = await answer(pdfs.render({ text: 'first' }));
    const under = pdfs.render({ text: 'slow', then: 'wait' });
    await pdfs.close();
    await expect(under).rejects.toThrow(
      /^The test PDF could not be made: its worker stopped \(exit code \d+\)\.$/,
    );
    const next = await answer(pdfs.render({ text: 'next' }));
    expect(next.thread).not.toBe(first.thread);
  });
});
