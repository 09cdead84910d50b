import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DOCUMENT_VIEWER_RELOAD_MS } from '@registry/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DocumentViewerProps {
  /** Same-origin URL of the PDF (the CSP allows frames from 'self' only). */
  src: string;
  /** Accessible title of the frame. */
  title: string;
  /** Where Download saves the document from, when `src` is not answered as an attachment. */
  downloadHref?: string;
}

/**
 * A PDF in a frame, with a Download link. Some browsers' viewers never finish loading a framed PDF,
 * so until the frame's load event has fired it is loaded again every DOCUMENT_VIEWER_RELOAD_MS
 * (spec 1 §2, §9: "document viewers that reload their frame every 2 seconds"), unless the document did
 * arrive and the viewer is still drawing it.
 */
/** Whether the frame's document has been received since `since` (the page's resource timing shows it). */
function documentArrived(src: string, since: number): boolean {
  const url = new URL(src, window.location.href).href;
  return performance
    .getEntriesByType('resource')
    .some(
      (entry) =>
        entry.name === url &&
        entry.startTime >= since &&
        (entry as PerformanceResourceTiming).responseEnd > 0,
    );
}

export function DocumentViewer({ src, title, downloadHref = src }: DocumentViewerProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded) return;
    const since = performance.now();
    const timer = setInterval(() => {
      // The document arrived and the browser's viewer is still drawing it: reloading would only fetch it
      // again. A frame that got nothing (a viewer that never loads, a download) is reloaded.
      if (!documentArrived(src, since)) setAttempt((count) => count + 1);
    }, DOCUMENT_VIEWER_RELOAD_MS);
    return () => clearInterval(timer);
  }, [loaded, src, attempt]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          px: 3,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {t('documentViewer.hint')}
        </Typography>
        <Button
          component="a"
          href={downloadHref}
          download
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
        >
          {t('documentViewer.download')}
        </Button>
      </Box>
      {!loaded && <LinearProgress aria-label={t('documentViewer.loading')} />}
      <Box
        component="iframe"
        // A new key mounts a new frame: the reload.
        key={attempt}
        src={src}
        title={title}
        onLoad={() => setLoaded(true)}
        sx={{ flex: 1, width: '100%', minHeight: 360, border: 0, bgcolor: 'grey.100' }}
      />
    </Box>
  );
}
