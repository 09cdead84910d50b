// The worker thread that renders resume PDFs (resume-pdf-renderer.ts starts it): react-pdf's layout of a
// resume is tens of milliseconds of synchronous work and its garbage, kept off the server's main thread.
import { answerPdfJobs } from '../../platform/pdf/index.js';
import type { ResumeDocument } from './resume-document.js';
import { renderResume } from './resume-pdf.js';

answerPdfJobs<{ document: ResumeDocument }>(({ document }) => renderResume(document));
