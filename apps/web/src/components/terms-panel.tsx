import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureText } from '../lib/api';
import { TermsText } from './terms-text';

export interface TermsPanelProps {
  /** The query of the TermsAndConditionsText configuration value (the caller also needs its status). */
  terms: UseQueryResult<string>;
  /**
   * On a page the panel is its own focusable scrolling region, named by this label (the terms title); in
   * the modal, the modal's body is that region and no label is given.
   */
  regionLabel?: string;
}

/**
 * The terms and conditions as the register dialog and the Updated Terms page show them: a spinner while
 * they load, the failure text of the request, or the sanitized text.
 */
export function TermsPanel({ terms, regionLabel }: TermsPanelProps) {
  const { t } = useTranslation();
  const content = (
    <>
      {terms.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {terms.isError && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {failureText(terms.error, t('toast.network'))}
        </Alert>
      )}
      {terms.isSuccess && <TermsText html={terms.data} />}
    </>
  );
  if (regionLabel === undefined) return content;
  return (
    <Box
      component="section"
      aria-label={regionLabel}
      tabIndex={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2.5,
        maxHeight: '50vh',
        overflowY: 'auto',
        bgcolor: 'background.paper',
      }}
    >
      {content}
    </Box>
  );
}
