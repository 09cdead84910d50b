import { HTML_SANITIZER_CONFIG, keepAllowedAttributes } from '@registry/domain';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * DOMPurify with the one sanitizer configuration of packages/domain (DESIGN §2 "HTML sanitizing"), the
 * server's too; for showing, an h1 is let through only to become an h2 (the text's headings sit under the
 * page's own h1), and links out of the registry open in a new tab without handing it this window.
 */
const CONFIG: Config = {
  ...HTML_SANITIZER_CONFIG,
  ALLOWED_TAGS: [...HTML_SANITIZER_CONFIG.ALLOWED_TAGS, 'h1'],
};

/** The shared attribute rule, then a link out of the registry opens in a new tab. */
function keepAttributes(node: Element): void {
  keepAllowedAttributes(node);
  const href = node.getAttribute('href');
  if (node.nodeName.toLowerCase() === 'a' && href !== null && !href.startsWith('/')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

let purifier: DOMPurify | null = null;

/** Made on first use: the pre-rendering build imports this module where there is no window. */
function getPurifier(): DOMPurify {
  if (purifier === null) {
    purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', keepAttributes);
  }
  return purifier;
}

/**
 * Server-provided HTML (terms, rich text values, later message bodies) reduced to the allow-list: no
 * scripts, styles, frames, event handlers or unsafe links; an h1 becomes an h2; links out of the
 * registry get target=_blank and rel="noopener noreferrer"; a mention keeps its data only with a valid
 * data-id. DOMPurify parses in an inert document, which runs nothing.
 */
export function sanitizeHtml(html: string): string {
  const fragment = getPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const heading of Array.from(fragment.querySelectorAll('h1'))) {
    const renamed = heading.ownerDocument.createElement('h2');
    renamed.append(...Array.from(heading.childNodes));
    heading.replaceWith(renamed);
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
