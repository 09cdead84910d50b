// The server's PDFs, made in one worker thread (pdf-worker.ts): every document react-pdf lays out (grid
// exports, resumes, certificates, the training report) is synchronous work of tens of milliseconds to
// seconds that would stall every other request on the main thread, and leaves its garbage in the heap that
// made it. One worker for all of them: react-pdf and its layout engine are loaded once (about 55 MB), not
// once per kind of document.
import type { CertificatePdfJob } from './modules/certificates/index.js';
import type { GridPdfJob } from './modules/grids/index.js';
import type { ResumePdfJob } from './modules/resume/index.js';
import type { TrainingReportPdfJob } from './modules/training-report/index.js';
import { createPdfWorker, type PdfWorker } from './platform/pdf/index.js';

/** Every kind of document the worker makes, by its `kind`; each module names its own (and renders it). */
export type DocumentJob = GridPdfJob | ResumePdfJob | CertificatePdfJob | TrainingReportPdfJob;

export type DocumentPdfs = PdfWorker<DocumentJob>;

/**
 * The PDF worker (platform/pdf createPdfWorker): started on the first PDF, kept for the next, jobs taken in
 * turn; a worker that stops fails only the jobs it had and the next PDF starts another. No heap limits (a
 * grid PDF may have hundreds of rows; with a limit the resumes fell under 20 a second: docs/decisions/resume.md).
 * The build writes the worker beside main.js (tsup.config.ts); from the sources it runs pdf-worker.ts.
 */
export function createDocumentPdfs(): DocumentPdfs {
  return createPdfWorker<DocumentJob>(
    new URL('./pdf-worker.js', import.meta.url),
    new URL('./pdf-worker.ts', import.meta.url),
    { name: 'PDF' },
  );
}
