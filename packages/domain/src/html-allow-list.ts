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
