/** Elements kept from server-provided HTML (terms text, later message bodies); anything else is unwrapped. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'span',
  'div',
  'a',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
/** Elements dropped with their content. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
/** Headings of the text sit under the page's own h1: an h1 in the text becomes an h2. */
const RENAMED_TAGS: Record<string, string> = { h1: 'h2' };
const SAFE_URL = /^(https?:|mailto:|\/(?!\/))/i;

function cleanChildren(source: Node, target: Node, doc: Document): void {
  source.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const element = child as Element;
    const tag = RENAMED_TAGS[element.tagName.toLowerCase()] ?? element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) return;
    if (!ALLOWED_TAGS.has(tag)) {
      cleanChildren(element, target, doc);
      return;
    }
    const copy = doc.createElement(tag);
    if (tag === 'a') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (SAFE_URL.test(href)) {
        copy.setAttribute('href', href);
        if (!href.startsWith('/')) {
          copy.setAttribute('target', '_blank');
          copy.setAttribute('rel', 'noopener noreferrer');
        }
      }
    }
    cleanChildren(element, copy, doc);
    target.appendChild(copy);
  });
}

/**
 * Server-provided HTML reduced to an allow-list of formatting elements: no attributes but a safe link
 * target, no scripts, styles, frames or event handlers. Parsed with DOMParser, which runs nothing.
 */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const container = doc.createElement('div');
  cleanChildren(parsed.body, container, doc);
  return container.innerHTML;
}
