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
}

/**
 * A PDF in a frame, with a Download link. Some browsers' viewers never finish loading a framed PDF,
 * so until the frame's load event has fired it is loaded again every DOCUMENT_VIEWER_RELOAD_MS
 * (spec 1 §2, §9: "document viewers that reload their frame every 2 seconds").
 */
export function DocumentViewer({ src, title }: DocumentViewerProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded) return;
    const timer = setInterval(() => setAttempt((count) => count + 1), DOCUMENT_VIEWER_RELOAD_MS);
    return () => clearInterval(timer);
  }, [loaded]);

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
          href={src}
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
