import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormElement } from '@registry/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import { FileLink } from './file-link';
import { RichTextView } from './rich-text-field';
import type { FormValue, UploadedFile } from './types';
import { viewText } from './view-text';

export interface FieldViewProps {
  element: FormElement;
  value: FormValue;
  valueLabel?: string | null;
  files?: UploadedFile[];
  /** Opens a file of a file upload element. */
  onOpen?: (file: UploadedFile) => void;
  /** Under the value: the rejected-field message, which view mode shows too. */
  note?: ReactNode;
}

/** One element in view mode: its label as a term, its value as the definition (inside FormLayout's dl). */
export function FieldView({ element, value, valueLabel, files = [], onOpen, note }: FieldViewProps) {
  const { t } = useTranslation();
  let shown: ReactNode;
  if (element.type === 'richText') shown = value ? <RichTextView html={value as string} /> : null;
  else if (element.type === 'fileUpload')
    shown = files.length
      ? files.map((file) => (
          <Box key={file.fileId}>
            <FileLink file={file} onOpen={onOpen} />
          </Box>
        ))
      : null;
  else shown = viewText(element, value, valueLabel) || null;

  // dt and dd straight inside the layout's cell: a dl may hold dt/dd groups each in one div, no deeper.
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', pt: 0.5 }}>
        {element.stimulus}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, pb: 0.5, whiteSpace: 'pre-line' }}>
        {shown ?? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{t('forms.emptyValue')}</VisuallyHidden>
          </>
        )}
        {note}
      </Typography>
    </>
  );
}
