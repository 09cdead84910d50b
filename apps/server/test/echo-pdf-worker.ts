// A PDF worker module for platform/pdf/pdf-worker.test.ts: answers each job with the text it was given and
// the thread that answered ('<threadId>:<text>'), without react-pdf, so the tests see which worker took a
// job. A job may instead fail (an error answered), stop the thread (a crash) or fill the heap until the
// worker's resource limit stops it.
import { threadId } from 'node:worker_threads';
import { answerPdfJobs } from '../src/platform/pdf/index.js';

export interface EchoJob {
  text: string;
  then?: 'fail' | 'exit' | 'exhaust' | 'wait';
}

answerPdfJobs<EchoJob>(async ({ text, then }) => {
  if (then === 'fail') throw new Error(`no PDF of ${text}`);
  if (then === 'exit') process.exit(3);
  if (then === 'exhaust') {
    const hog: unknown[] = [];
    for (;;) hog.push(Array.from({ length: 10_000 }, (_, index) => ({ index, text })));
  }
  if (then === 'wait') await new Promise((resolve) => setTimeout(resolve, 200));
  return Buffer.from(`${threadId}:${text}`);
});
