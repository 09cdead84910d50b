// The worker thread that renders grid PDFs (grid-pdf-renderer.ts starts it): react-pdf lays a document out in
// one synchronous run (seconds for a few hundred rows), which on the main thread would stall every request.
import { answerPdfJobs } from '../../platform/pdf/index.js';
import { renderGridPdf, type GridPdf } from './grid-pdf.js';

answerPdfJobs<{ pdf: GridPdf }>(({ pdf }) => renderGridPdf(pdf));
