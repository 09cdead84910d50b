import { createPdfWorker } from '../../platform/pdf/index.js';
import type { GridPdf } from './grid-pdf.js';

/**
 * Renders grid PDFs in one worker thread (platform/pdf createPdfWorker), one at a time, started on the
 * first PDF and kept for the next. react-pdf's layout runs synchronously for seconds (docs/decisions.md,
 * "The data grid"), so on the main thread it would stall every other request; in the worker it costs one
 * core at most, whatever the number of PDFs asked for. No heap limits: a grid PDF may have hundreds of rows.
 */
export function createGridPdfRenderer() {
  const worker = createPdfWorker<{ pdf: GridPdf }>(
    new URL('./grid-pdf-worker.js', import.meta.url),
    new URL('./grid-pdf-worker.ts', import.meta.url),
    { name: 'grid PDF' },
  );
  return {
    render: (pdf: GridPdf): Promise<Buffer> => worker.render({ pdf }),
    close: (): Promise<void> => worker.close(),
  };
}
