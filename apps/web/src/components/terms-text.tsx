import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSanitizer } from '../lib/use-sanitizer';

/** The terms and conditions (configuration TermsAndConditionsText): the server's HTML, sanitized. */
export function TermsText({ html }: { html: string }) {
  const { t } = useTranslation();
  // Loaded when terms are first shown, not with the register page that may show them (issue 7).
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  // Busy while loading: a modal that asks for the text to be read to its end waits for it.
  if (clean === null)
    return (
      <Box aria-busy="true">
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  return (
    <Box
      data-testid="terms-text"
      sx={{ '& h2, & h3': { fontSize: '1.15rem', fontWeight: 700, mt: 2, mb: 1 }, '& p': { my: 1 } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
