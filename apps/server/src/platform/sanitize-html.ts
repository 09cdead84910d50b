import { HTML_SANITIZER_CONFIG, keepAllowedAttributes, type SanitizedElement } from '@registry/domain';
import type DOMPurifyModule from 'isomorphic-dompurify';

type Purifier = typeof DOMPurifyModule;
let purifier: Promise<Purifier> | null = null;

/**
 * DOMPurify on jsdom, loaded on the first HTML to clean rather than at start: jsdom is about 40 MB of the
 * server's memory, and most servers' work (every grid, export and form without rich text) never needs it.
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= import('isomorphic-dompurify').then((module) => {
    const instance = module.default;
    instance.addHook('afterSanitizeAttributes', (node) =>
      keepAllowedAttributes(node as unknown as SanitizedElement),
    );
    return instance;
  });
  return purifier;
}

/**
 * Stored HTML as the registry keeps it (DESIGN §2 "HTML sanitizing"): only the elements and attributes of
 * packages/domain's allow-list (html-allow-list.ts), the one the web cleans with again before it shows.
 * Everything that saves HTML (rich text values, and later messages and notifications) stores what this
 * returns.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadPurifier()).sanitize(html, HTML_SANITIZER_CONFIG);
}
