import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormElement } from '@registry/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import { RichTextView } from './rich-text-field';
import type { FormValue, UploadedFile } from './types';
import { viewText } from './view-text';

export interface FieldViewProps {
  element: FormElement;
  value: FormValue;
  valueLabel?: string | null;
  files?: UploadedFile[];
  hrefOf?: (file: UploadedFile) => string;
  /** Under the value: the rejected-field message, which view mode shows too. */
  note?: ReactNode;
}

/** One element in view mode: its label as a term, its value as the definition (inside FormLayout's dl). */
export function FieldView({ element, value, valueLabel, files = [], hrefOf, note }: FieldViewProps) {
  const { t } = useTranslation();
  let shown: ReactNode;
  if (element.type === 'richText') shown = value ? <RichTextView html={value as string} /> : null;
  else if (element.type === 'fileUpload')
    shown = files.length
      ? files.map((file) => (
          <Box key={file.fileId}>
            {hrefOf ? <Link href={hrefOf(file)}>{file.fileName}</Link> : file.fileName}
          </Box>
        ))
      : null;
  else shown = viewText(element, value, valueLabel) || null;

  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {element.stimulus}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-line' }}>
        {shown ?? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{t('forms.emptyValue')}</VisuallyHidden>
          </>
        )}
        {note}
      </Typography>
    </Box>
  );
}
