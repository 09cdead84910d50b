import { useEffect, useState } from 'react';

/** The sanitizer of lib/sanitize-html: server HTML reduced to the allow-list. */
export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;
let loaded: Sanitize | null = null;

/**
 * The sanitizer (DOMPurify), loaded the first time HTML is to be shown, not with every page that might
 * show some: the register page's terms (a public page, issue 7), a grid's HTML column, an alert's body.
 * DOMPurify sets itself up when its module loads, a long task on a phone that the dashboard and every
 * grid page paid for without an HTML value on the screen.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then((module) => (loaded = module.sanitizeHtml));
  return loading;
}

/**
 * The sanitizer once it is loaded (null until then; loading starts when `wanted`). A component shows its
 * HTML when this is not null: the text follows a moment after the first use.
 */
export function useSanitizer(wanted = true): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  useEffect(() => {
    if (sanitize || !wanted) return;
    let current = true;
    void loadSanitizer().then((ready) => {
      if (current) setSanitize(() => ready);
    });
    return () => {
      current = false;
    };
  }, [sanitize, wanted]);
  return sanitize;
}
