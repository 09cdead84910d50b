// The worker thread that renders grid PDFs (grid-pdf-renderer.ts starts it): react-pdf lays a document out in
// one synchronous run (seconds for a few hundred rows), which on the main thread would stall every request.
import { parentPort } from 'node:worker_threads';
import { renderGridPdf, type GridPdf } from './grid-pdf.js';

if (!parentPort) throw new Error('grid-pdf-worker runs as a worker thread.');
const port = parentPort;

port.on('message', (message: { id: number; pdf: GridPdf }) => {
  renderGridPdf(message.pdf).then(
    (bytes) => {
      const body = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      port.postMessage({ id: message.id, body });
    },
    (error: unknown) => port.postMessage({ id: message.id, error: String(error) }),
  );
});
