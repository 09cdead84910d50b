import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfjsFake, type FakePage } from '../../test/pdfjs-fake';
import { renderWithProviders } from '../../test/render';
import { ResumePreview, type ShownFile } from './resume-preview';

vi.mock('pdfjs-dist', async () => (await import('../../test/pdfjs-fake')).fakePdfjsModule());

const LETTER: Omit<FakePage, 'items'> = { width: 612, height: 792 };
const line = (str: string) => ({ str, hasEOL: true });

/** The ResizeObservers made, to change the width the preview sees. */
let observed: { callback: ResizeObserverCallback; element: Element | null }[] = [];
class FakeResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; element: Element | null };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, element: null };
    observed.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
    resizeTo(this.entry, 600);
  }
  disconnect() {
    this.entry.element = null;
  }
  unobserve() {}
}
function resizeTo(entry: (typeof observed)[number], width: number) {
  if (!entry.element) return;
  entry.callback([{ contentRect: { width } } as ResizeObserverEntry], entry as unknown as ResizeObserver);
}
function resizeAll(width: number) {
  act(() => observed.forEach((entry) => resizeTo(entry, width)));
}

const shown = (text: string, fileKey = 'key-1'): ShownFile => ({
  blob: new Blob([text], { type: 'application/pdf' }),
  fileName: 'Teaching Resume.pdf',
  fileKey,
});

const region = () => screen.getByRole('region', { name: 'Resume preview' });

beforeEach(() => {
  pdfjsFake.reset();
  observed = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('devicePixelRatio', 2);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resume');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({}) as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => pdfjsFake.reset());

describe('ResumePreview (issue 26: the resume drawn by pdf.js, also on phones)', () => {
  it('draws every page as a named image as wide as the region, crisp, and gives its text to screen readers', async () => {
    pdfjsFake.documents.set('%PDF two pages', [
      { ...LETTER, items: [line('Rosa Diaz'), { str: 'Teaching', hasEOL: false }, line(' Resume')] },
      { ...LETTER, items: [line('References'), line('Ana   Lopez')] },
    ]);
    renderWithProviders(<ResumePreview file={shown('%PDF two pages')} />, { tenant: 'tn' });
    expect(region().getAttribute('aria-busy')).toBe('true');
    const first = await screen.findByRole('img', { name: 'Page 1 of 2 of the resume preview' });
    const second = screen.getByRole('img', { name: 'Page 2 of 2 of the resume preview' });
    await waitFor(() => expect(region().getAttribute('aria-busy')).toBe('false'));
    expect(first.tagName).toBe('CANVAS');
    expect(second.tagName).toBe('CANVAS');
    // 600 CSS pixels wide at a pixel ratio of 2: 1200 device pixels, the page's proportions kept.
    expect(pdfjsFake.renders).toEqual([
      { page: 1, width: 1200, height: 1553, cancelled: false },
      { page: 2, width: 1200, height: 1553, cancelled: false },
    ]);
    expect((first as HTMLCanvasElement).width).toBe(1200);
    expect((first as HTMLCanvasElement).height).toBe(1553);
    // The text of each page, for assistive technology (collapsed, in order).
    expect(within(region()).getByText('Rosa Diaz Teaching Resume')).toBeTruthy();
    expect(within(region()).getByText('References Ana Lopez')).toBeTruthy();
    // pdf.js runs without eval, its worker from our own origin.
    expect(pdfjsFake.options[0]).toMatchObject({ isEvalSupported: false });
    expect(pdfjsFake.workerSrc).toMatch(/pdf\.worker\.min\.mjs/);
    // The link to the browser's own viewer stays.
    expect(screen.getByRole('link', { name: /Open the resume in a new tab/ }).getAttribute('href')).toBe(
      'blob:resume',
    );
  });

  it('draws the pages again when the width changes, cancelling a draw still running', async () => {
    pdfjsFake.documents.set('%PDF one page', [{ ...LETTER, items: [line('Rosa Diaz')] }]);
    pdfjsFake.renderFinishes = false;
    renderWithProviders(<ResumePreview file={shown('%PDF one page')} />, { tenant: 'tn' });
    await screen.findByRole('img', { name: 'Page 1 of 1 of the resume preview' });
    await waitFor(() => expect(pdfjsFake.renders).toHaveLength(1));
    expect(region().getAttribute('aria-busy')).toBe('true');
    pdfjsFake.renderFinishes = true;
    resizeAll(300);
    await waitFor(() => expect(region().getAttribute('aria-busy')).toBe('false'));
    expect(pdfjsFake.renders).toEqual([
      { page: 1, width: 1200, height: 1553, cancelled: true },
      { page: 1, width: 600, height: 776, cancelled: false },
    ]);
  });

  it('says so when the file cannot be read, and shows no page', async () => {
    renderWithProviders(<ResumePreview file={shown('not a PDF')} />, { tenant: 'tn' });
    expect(
      await within(region()).findByText(
        'The resume cannot be shown here: the file could not be read. Open it in a new tab instead.',
      ),
    ).toBeTruthy();
    expect(region().getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('img', { name: /resume preview/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Open the resume in a new tab/ })).toBeTruthy();
  });

  it('says so when a page cannot be drawn (no canvas context)', async () => {
    pdfjsFake.documents.set('%PDF one page', [{ ...LETTER, items: [] }]);
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    renderWithProviders(<ResumePreview file={shown('%PDF one page')} />, { tenant: 'tn' });
    expect(await within(region()).findByText(/the file could not be read/)).toBeTruthy();
  });

  it('destroys the document when the file changes and when the view goes, and shows the new file', async () => {
    pdfjsFake.documents.set('%PDF first', [{ ...LETTER, items: [line('First version')] }]);
    pdfjsFake.documents.set('%PDF second', [
      { ...LETTER, items: [line('Second version')] },
      { ...LETTER, items: [line('Page two')] },
    ]);
    const view = renderWithProviders(<ResumePreview file={shown('%PDF first')} />, { tenant: 'tn' });
    await screen.findByText('First version');
    view.rerender(<ResumePreview file={shown('%PDF second', 'key-2')} />);
    await screen.findByText('Second version');
    expect(screen.queryByText('First version')).toBeNull();
    expect(screen.getByRole('img', { name: 'Page 2 of 2 of the resume preview' })).toBeTruthy();
    expect(pdfjsFake.destroyed).toEqual(['%PDF first']);
    view.unmount();
    expect(pdfjsFake.destroyed).toEqual(['%PDF first', '%PDF second']);
  });
});
