/**
 * The one allow-list for stored and served HTML (DESIGN §2 "HTML sanitizing"): rich text values, terms,
 * message and notification bodies. The server cleans with it before it saves (isomorphic-dompurify);
 * the web cleans with it again before it shows (DOMPurify). Anything not listed is removed: elements
 * not allowed are unwrapped (their text kept), those in HTML_DROPPED_TAGS go with their content.
 */
export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
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
] as const;

/** Elements removed with everything inside them. */
export const HTML_DROPPED_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
] as const;

/**
 * The only attributes kept. `href` on links (HTML_SAFE_URL); on spans, the rich text editor's entity
 * references (a mention: data-type="mention", data-id="<entityTypeId>:<entityId>", data-label the text).
 */
export const HTML_ALLOWED_ATTRIBUTES = ['href', 'data-type', 'data-id', 'data-label'] as const;

/** Link targets kept: web and mail addresses, and paths of the registry itself. */
export const HTML_SAFE_URL = /^(?:https?:|mailto:|\/(?!\/))/i;

/** A mention's data-id: the entity type and the entity's id. */
export const MENTION_ID = /^\d{1,9}:\d{1,18}$/;

/** The attributes of a mention (the rich text editor's entity reference), kept only together. */
export const MENTION_ATTRIBUTES = ['data-type', 'data-id', 'data-label'] as const;

/**
 * The sanitizer's configuration (DOMPurify's options), the one the server cleans with before it saves
 * (isomorphic-dompurify) and the web again before it shows (DOMPurify): the allow-list above, no data-* or
 * aria-* beyond it, links only to HTML_SAFE_URL addresses, the mention attributes not taken for
 * addresses, the dropped elements removed with their content and any other element not allowed
 * unwrapped, its text kept.
 */
export const HTML_SANITIZER_CONFIG = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS] as string[],
  ALLOWED_ATTR: [...HTML_ALLOWED_ATTRIBUTES] as string[],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: HTML_SAFE_URL,
  ADD_URI_SAFE_ATTR: [...MENTION_ATTRIBUTES] as string[],
  ADD_FORBID_CONTENTS: [...HTML_DROPPED_TAGS] as string[],
  KEEP_CONTENT: true,
};

/** What the attribute rule reads of an element (the DOM's, or jsdom's on the server). */
export interface SanitizedElement {
  nodeName: string;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
}

/**
 * The sanitizer's rule after the allow-list (its afterSanitizeAttributes hook, on web and server): `href`
 * only on a link and only to a safe address (web, mail, the registry's own paths; never javascript:,
 * data: or //host), and the mention attributes only together, on a span that is a mention with a
 * well-formed id.
 */
export function keepAllowedAttributes(node: SanitizedElement): void {
  const tag = node.nodeName.toLowerCase();
  const href = node.getAttribute('href');
  if (href !== null && (tag !== 'a' || !HTML_SAFE_URL.test(href))) node.removeAttribute('href');
  const mention =
    tag === 'span' &&
    node.getAttribute('data-type') === 'mention' &&
    MENTION_ID.test(node.getAttribute('data-id') ?? '');
  if (!mention) for (const name of MENTION_ATTRIBUTES) node.removeAttribute(name);
}
