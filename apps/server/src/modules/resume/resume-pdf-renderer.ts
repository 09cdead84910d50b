import { createPdfWorker, type PdfWorker } from '../../platform/pdf/index.js';
import type { ResumeDocument } from './resume-document.js';

/** The resume worker's jobs (resume-pdf-worker.ts). */
export type ResumePdfJob = { document: ResumeDocument };
export type ResumePdfWorker = PdfWorker<ResumePdfJob>;

/**
 * Renders resume PDFs (renderResume) in a worker thread (platform/pdf createPdfWorker): on the main thread
 * each layout stalled every other request and react-pdf's garbage grew the server's heap. Resumes asked for
 * together wait in the worker, taken in turn. A worker that stops (a limit reached, a crash) fails only the
 * saves it was rendering; the next starts a new one.
 *
 * No heap limits (measured with `npm run bench:resume-server`, docs/decisions/resume.md): any limit made V8
 * collect the worker's heap so often that the saves fell under 20 a second (about 19 with 256 MB, 17 with a
 * 16 MB young generation besides) for a lower peak (about 320 MB against 390 MB); without one, 25.6 a
 * second. A worker that runs out of memory stops and fails only the save it was making. No recycling: a
 * fresh worker after N resumes neither lowered the peak nor kept the speed (react-pdf loads again each time).
 */
export function createResumePdfRenderer(): ResumePdfWorker {
  return createPdfWorker<ResumePdfJob>(
    new URL('./resume-pdf-worker.js', import.meta.url),
    new URL('./resume-pdf-worker.ts', import.meta.url),
    {
      name: 'resume PDF',
    },
  );
}
