import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { DownloadedFile } from '../../lib/download';
import { PdfPages } from './pdf-pages';

/** A fetched file shown in the page: its bytes and its name. */
export interface ShownFile {
  blob: Blob;
  fileName: string;
  /** The resume file it is (download/{fileKey}). */
  fileKey: string;
}

/** The file shown in the page (null: none); a new one replaces the one before. */
export function useShownFile() {
  const [file, setFile] = useState<ShownFile | null>(null);
  const show = useCallback(
    (downloaded: DownloadedFile, fileKey: string, fallbackName: string) =>
      setFile({ blob: downloaded.blob, fileName: downloaded.fileName ?? fallbackName, fileKey }),
    [],
  );
  const clear = useCallback(() => setFile(null), []);
  return { file, show, clear };
}

/** An object URL (blob:) of the bytes while they are shown: revoked when they change or the view goes. */
function useObjectUrl(blob: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * A resume's PDF, its pages drawn in the page by pdf.js in a region titled 'Resume preview' (the bytes are
 * the ones the API client fetched with the bearer token), with a link that opens it in a new tab (the
 * browser's own viewer, to zoom, print or save).
 */
export function ResumePreview({ file }: { file: ShownFile }) {
  const { t } = useTranslation();
  const url = useObjectUrl(file.blob);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {url !== null && (
        <Box>
          <Link href={url} target="_blank" rel="noopener" sx={{ display: 'inline-flex', gap: 0.5 }}>
            {t('resume.preview.openInNewTab')}
            <OpenInNewIcon fontSize="small" aria-hidden />
            <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
          </Link>
        </Box>
      )}
      <PdfPages blob={file.blob} title={t('resume.preview.title')} />
    </Box>
  );
}
