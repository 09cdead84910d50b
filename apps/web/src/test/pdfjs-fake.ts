/**
 * A stand-in for pdfjs-dist in jsdom (no canvas, no worker): documents are registered by their bytes' text,
 * and every call the preview makes is recorded, so a test can see pages drawn, cancelled and destroyed.
 * Use: vi.mock('pdfjs-dist', async () => (await import('../../test/pdfjs-fake')).fakePdfjsModule()).
 */
import { vi } from 'vitest';

export interface FakePage {
  width: number;
  height: number;
  /** The text items of the page, as pdf.js gives them. */
  items: { str: string; hasEOL: boolean }[];
}

interface FakeRender {
  page: number;
  width: number;
  height: number;
  cancelled: boolean;
}

export const pdfjsFake = {
  /** What a file's bytes (as text) open to: pages, or a failure. */
  documents: new Map<string, FakePage[] | Error>(),
  renders: [] as FakeRender[],
  destroyed: [] as string[],
  workerSrc: '',
  options: [] as Record<string, unknown>[],
  /** Whether a render finishes at once (false: it waits until cancelled). */
  renderFinishes: true,
  reset() {
    this.documents.clear();
    this.renders = [];
    this.destroyed = [];
    this.workerSrc = '';
    this.options = [];
    this.renderFinishes = true;
  },
};

function cancelled(): Error {
  const error = new Error('Rendering cancelled');
  error.name = 'RenderingCancelledException';
  return error;
}

function fakePage(index: number, page: FakePage) {
  return {
    getViewport: ({ scale }: { scale: number }) => ({
      width: page.width * scale,
      height: page.height * scale,
    }),
    getTextContent: () => Promise.resolve({ items: [...page.items, { type: 'beginMarkedContent' }] }),
    render: ({ viewport }: { viewport: { width: number; height: number } }) => {
      const render: FakeRender = {
        page: index + 1,
        width: Math.round(viewport.width),
        height: Math.round(viewport.height),
        cancelled: false,
      };
      pdfjsFake.renders.push(render);
      let reject: (error: Error) => void = () => undefined;
      const promise = new Promise<void>((resolve, fail) => {
        reject = fail;
        if (pdfjsFake.renderFinishes) resolve();
      });
      return {
        promise,
        cancel: () => {
          render.cancelled = true;
          reject(cancelled());
        },
      };
    },
  };
}

export function fakePdfjsModule() {
  return {
    GlobalWorkerOptions: {
      set workerSrc(value: string) {
        pdfjsFake.workerSrc = value;
      },
      get workerSrc() {
        return pdfjsFake.workerSrc;
      },
    },
    getDocument: vi.fn((options: { data: Uint8Array } & Record<string, unknown>) => {
      pdfjsFake.options.push(options);
      const key = new TextDecoder().decode(options.data);
      const known = pdfjsFake.documents.get(key);
      const promise =
        known === undefined
          ? Promise.reject(new Error('Invalid PDF structure.'))
          : known instanceof Error
            ? Promise.reject(known)
            : Promise.resolve({
                numPages: known.length,
                getPage: (n: number) => Promise.resolve(fakePage(n - 1, known[n - 1]!)),
              });
      promise.catch(() => undefined);
      return {
        promise,
        destroy: () => {
          pdfjsFake.destroyed.push(key);
          return Promise.resolve();
        },
      };
    }),
  };
}
