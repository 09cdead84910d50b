import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHiddenStyle } from '../../components/visually-hidden';
import { isRenderCancelled, openPdf, type PdfDocument, type PdfPage } from './pdf-document';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: PdfDocument };

/** The document of the bytes: opened when they change, destroyed when they change again or the view goes. */
function usePdfDocument(blob: Blob): Loaded {
  // The outcome with the bytes it is for: other bytes are still loading.
  const [outcome, setOutcome] = useState<{ blob: Blob; loaded: Loaded } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let doc: PdfDocument | null = null;
    blob
      .arrayBuffer()
      .then((bytes) => openPdf(bytes, controller.signal))
      .then(
        (opened) => {
          doc = opened;
          setOutcome({ blob, loaded: { status: 'ready', doc: opened } });
        },
        () => {
          if (!controller.signal.aborted) setOutcome({ blob, loaded: { status: 'error' } });
        },
      );
    return () => {
      controller.abort();
      doc?.destroy();
    };
  }, [blob]);
  return outcome?.blob === blob ? outcome.loaded : LOADING;
}
const LOADING: Loaded = { status: 'loading' };

/** The content width of an element in whole CSS pixels, followed as it changes (0 until measured). */
function useWidth() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    setWidth(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, width };
}

/**
 * One page drawn on a canvas `width` CSS pixels wide, at the screen's pixel density; drawn again when the
 * width changes (the running draw is cancelled first).
 */
function PageCanvas({
  page,
  label,
  width,
  onDrawn,
  onFailed,
}: {
  page: PdfPage;
  label: string;
  width: number;
  onDrawn: (page: PdfPage, width: number) => void;
  onFailed: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    // Device pixels: as many as the screen has for the CSS width, so the text is crisp.
    const pixels = Math.round(width * (window.devicePixelRatio || 1));
    const viewport = page.proxy.getViewport({ scale: pixels / page.width });
    canvas.width = pixels;
    canvas.height = Math.round(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) {
      onFailed();
      return;
    }
    let live = true;
    const task = page.proxy.render({ canvasContext: context, viewport });
    task.promise.then(
      () => {
        if (live) onDrawn(page, width);
      },
      (error: unknown) => {
        if (live && !isRenderCancelled(error)) onFailed();
      },
    );
    return () => {
      live = false;
      task.cancel();
    };
  }, [page, width, onDrawn, onFailed]);
  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${page.width} / ${page.height}`,
        bgcolor: 'common.white',
        boxShadow: 1,
      }}
    />
  );
}

/**
 * The pages of a PDF drawn by pdf.js, each a canvas as wide as the region (phones included, which have no
 * PDF viewer for a frame), stacked with a gap. Each canvas is an image named 'Page n of N of the resume
 * preview', followed by the page's text for screen readers. The region (named `title`) is busy while the
 * file opens or a page is being drawn, and says so when the file cannot be read.
 */
export function PdfPages({ blob, title }: { blob: Blob; title: string }) {
  const { t } = useTranslation();
  const loaded = usePdfDocument(blob);
  const { ref, width } = useWidth();
  // Which pages are drawn at which width: the region is busy until every page is drawn at the current one.
  const [drawn, setDrawn] = useState<ReadonlyMap<PdfPage, number>>(new Map());
  // The document a page could not be drawn of (the next file starts afresh).
  const [failedDoc, setFailedDoc] = useState<PdfDocument | null>(null);
  const doc = loaded.status === 'ready' ? loaded.doc : null;
  const onDrawn = useCallback(
    // Only this document's pages are kept (a destroyed one's are let go).
    (page: PdfPage, at: number) =>
      setDrawn((before) =>
        new Map([...before].filter(([known]) => doc?.pages.includes(known))).set(page, at),
      ),
    [doc],
  );
  const onFailed = useCallback(() => setFailedDoc(doc), [doc]);
  const failed = doc !== null && failedDoc === doc;

  const pages = doc?.pages ?? [];
  const error = loaded.status === 'error' || failed;
  const busy = !error && (loaded.status === 'loading' || pages.some((page) => drawn.get(page) !== width));
  return (
    <Box
      role="region"
      aria-label={title}
      aria-busy={busy}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.100',
        p: { xs: 1, md: 2 },
      }}
    >
      {error ? (
        <Alert severity="error">{t('resume.preview.unreadable')}</Alert>
      ) : (
        <>
          {loaded.status === 'loading' && <LinearProgress aria-label={t('resume.preview.loading')} />}
          <Box ref={ref} sx={{ display: 'grid', gap: 2, maxWidth: 880, mx: 'auto' }}>
            {pages.map((page, index) => (
              <div key={index}>
                <PageCanvas
                  page={page}
                  label={t('resume.preview.page', { page: index + 1, total: pages.length })}
                  width={width}
                  onDrawn={onDrawn}
                  onFailed={onFailed}
                />
                {page.text !== '' && <p style={visuallyHiddenStyle}>{page.text}</p>}
              </div>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
