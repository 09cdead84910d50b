// A resume PDF worker for resume-pdf-worker.test.ts: renders resumes as src/pdf-worker.ts does, except that a
// resume named CRASH stops the thread (a crash) and one named EXHAUST fills the heap until the worker's
// resource limit stops it. The names are the test's (a worker module cannot export: importing it outside a
// worker throws).
import type { ResumeDocument } from '../src/modules/resume/resume-document.js';
import { renderResume } from '../src/modules/resume/resume-pdf.js';
import { answerPdfJobs } from '../src/platform/pdf/index.js';

answerPdfJobs<{ kind: 'resume'; document: ResumeDocument }>(async ({ document }) => {
  if (document.name === 'CRASH') process.exit(3);
  if (document.name === 'EXHAUST') {
    const hog: unknown[] = [];
    for (;;) hog.push(Array.from({ length: 10_000 }, (_, index) => ({ index, name: document.name })));
  }
  return renderResume(document);
});
