import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Sanitize = (html: string) => string;
let loading: Promise<Sanitize> | null = null;
let loaded: Sanitize | null = null;

/**
 * The sanitizer (DOMPurify) is loaded when terms are first shown, not with the register page that may
 * show them: that page is one of the public pages, which stay light (issue 7).
 */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../lib/sanitize-html').then((module) => (loaded = module.sanitizeHtml));
  return loading;
}

/** The terms and conditions (configuration TermsAndConditionsText): the server's HTML, sanitized. */
export function TermsText({ html }: { html: string }) {
  const { t } = useTranslation();
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    void loadSanitizer().then((ready) => {
      if (current) setSanitize(() => ready);
    });
    return () => {
      current = false;
    };
  }, [sanitize]);
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
