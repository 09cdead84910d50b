// The worker thread that makes the server's PDFs (pdfs.ts starts it): each job names its kind and carries
// the plain data of its document; the module that asked for it owns the rendering. It imports the modules'
// PDF files alone (not their indexes), so that the worker loads react-pdf and the documents, not the server.
import type { DocumentJob } from './pdfs.js';
import { renderCertificate } from './modules/certificates/certificate-pdf.js';
import { renderGridPdf } from './modules/grids/grid-pdf.js';
import { renderResume } from './modules/resume/resume-pdf.js';
import { renderTrainingReport } from './modules/training-report/training-report-pdf.js';
import { answerPdfJobs } from './platform/pdf/index.js';

answerPdfJobs<DocumentJob>((job) => {
  switch (job.kind) {
    case 'grid':
      return renderGridPdf(job.pdf);
    case 'resume':
      return renderResume(job.document);
    case 'certificate':
      return renderCertificate(job.certificate);
    case 'trainingReport':
      return renderTrainingReport(job.report);
    default:
      return Promise.reject(new Error(`No such kind of PDF: ${String((job as { kind: unknown }).kind)}`));
  }
});
