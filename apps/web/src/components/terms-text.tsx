import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';

/** The terms and conditions (configuration TermsAndConditionsText): the server's HTML, sanitized. */
export function TermsText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      data-testid="terms-text"
      sx={{ '& h2, & h3': { fontSize: '1.15rem', fontWeight: 700, mt: 2, mb: 1 }, '& p': { my: 1 } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
