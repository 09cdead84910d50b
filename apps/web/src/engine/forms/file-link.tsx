import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { UploadedFile } from './types';

/**
 * An uploaded file's name, which opens the file in a new tab. A button that looks like a link: the file
 * is fetched with the bearer token (GET /api/file/u/{id}), which a plain link cannot send. Without
 * `onOpen`, the name as text.
 */
export function FileLink({ file, onOpen }: { file: UploadedFile; onOpen?: (file: UploadedFile) => void }) {
  const { t } = useTranslation();
  if (!onOpen) return <>{file.fileName}</>;
  return (
    <Link component="button" type="button" onClick={() => onOpen(file)} sx={{ textAlign: 'left' }}>
      {file.fileName}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </Link>
  );
}
