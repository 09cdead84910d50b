import { act, fireEvent, screen } from '@testing-library/react';
import { DOCUMENT_VIEWER_RELOAD_MS } from '@registry/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DocumentViewer } from './document-viewer';

const SRC = '/tenants/al/docs/faq.pdf';

function frame(): HTMLIFrameElement {
  return screen.getByTitle('Frequently Asked Questions') as HTMLIFrameElement;
}

describe('DocumentViewer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('frames the document and offers it for download', () => {
    renderWithProviders(<DocumentViewer src={SRC} title="Frequently Asked Questions" />);
    expect(frame().getAttribute('src')).toBe(SRC);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(SRC);
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('reloads the frame every 2 seconds until its load event fires, then stops', () => {
    renderWithProviders(<DocumentViewer src={SRC} title="Frequently Asked Questions" />);
    const first = frame();

    act(() => void vi.advanceTimersByTime(DOCUMENT_VIEWER_RELOAD_MS - 1));
    expect(frame()).toBe(first);

    act(() => void vi.advanceTimersByTime(1));
    const second = frame();
    expect(second).not.toBe(first);
    expect(second.getAttribute('src')).toBe(SRC);

    act(() => void vi.advanceTimersByTime(DOCUMENT_VIEWER_RELOAD_MS));
    const third = frame();
    expect(third).not.toBe(second);

    fireEvent.load(third);
    act(() => void vi.advanceTimersByTime(DOCUMENT_VIEWER_RELOAD_MS * 5));
    expect(frame()).toBe(third);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('does not fetch again a document that arrived while the browser’s viewer is still drawing it', () => {
    renderWithProviders(<DocumentViewer src={SRC} title="Frequently Asked Questions" />);
    const first = frame();
    const arrived = {
      name: new URL(SRC, window.location.href).href,
      startTime: performance.now() + 1,
      responseEnd: performance.now() + 2,
    } as PerformanceResourceTiming;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([arrived]);
    act(() => void vi.advanceTimersByTime(DOCUMENT_VIEWER_RELOAD_MS * 3));
    expect(frame()).toBe(first);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('offers the download from its own address when the frame’s is inline', () => {
    renderWithProviders(
      <DocumentViewer
        src="/api/file/s/user-guide"
        downloadHref="/api/file/s/user-guide?download=true"
        title="Guide"
      />,
    );
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/api/file/s/user-guide?download=true',
    );
  });
});
