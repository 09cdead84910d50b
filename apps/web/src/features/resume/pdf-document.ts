/**
 * pdf.js (pdfjs-dist), loaded on first use: only the screens that show a resume preview load its code, and
 * its worker is a separate file from our own origin (the CSP allows workers from 'self' and no eval, so
 * isEvalSupported is off).
 */
import type * as PdfjsModule from 'pdfjs-dist';
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

type Pdfjs = typeof PdfjsModule;

let loading: Promise<Pdfjs> | null = null;

function loadPdfjs(): Promise<Pdfjs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
    (error: unknown) => {
      // A failed chunk load (a new deployment, a dropped connection) may succeed on the next file.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** One page: its size in PDF points and its text, read once when the document opens. */
export interface PdfPage {
  proxy: PDFPageProxy;
  /** Width and height at scale 1 (points). */
  width: number;
  height: number;
  /** The page's text in reading order, lines separated by a space. */
  text: string;
}

/** An open document: its pages, and how to let it go (the worker's copy too). */
export interface PdfDocument {
  pages: PdfPage[];
  destroy: () => void;
}

/** The text of a page as one string: the items' strings, a space at each line end, runs of spaces collapsed. */
async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += ' ';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Opens the bytes of a PDF and reads every page's size and text. `signal` aborts the work (the file
 * changed, the view went): the document is destroyed and the promise rejects.
 */
export async function openPdf(bytes: ArrayBuffer, signal: AbortSignal): Promise<PdfDocument> {
  const pdfjs = await loadPdfjs();
  signal.throwIfAborted();
  const task: PDFDocumentLoadingTask = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
  });
  const destroy = () => void task.destroy();
  signal.addEventListener('abort', destroy, { once: true });
  try {
    const doc: PDFDocumentProxy = await task.promise;
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const proxy = await doc.getPage(n);
      const { width, height } = proxy.getViewport({ scale: 1 });
      pages.push({ proxy, width, height, text: await pageText(proxy) });
    }
    signal.throwIfAborted();
    return { pages, destroy };
  } catch (error) {
    destroy();
    throw error;
  } finally {
    signal.removeEventListener('abort', destroy);
  }
}

/** Whether an error is pdf.js's answer to a cancelled render (not a failure to show). */
export function isRenderCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'RenderingCancelledException';
}
