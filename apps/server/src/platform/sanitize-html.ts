import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_TAGS,
  HTML_SAFE_URL,
  MENTION_ID,
} from '@registry/domain';
import type DOMPurifyModule from 'isomorphic-dompurify';

const MENTION_ATTRIBUTES = ['data-type', 'data-id', 'data-label'] as const;

/** What the hook reads of an element (the server compiles without the DOM's types). */
interface CleanedElement {
  nodeName: string;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
}

/**
 * After DOMPurify kept only the allowed attributes: `href` only on a link and only to a safe address
 * (HTML_SAFE_URL: web, mail, the registry's own paths; never javascript:, data: or //host), and the
 * mention attributes only together, on a span that is a mention with a well-formed id.
 */
function keepSafeAttributes(element: unknown): void {
  const node = element as unknown as CleanedElement;
  const href = node.getAttribute('href');
  if (href !== null && (node.nodeName !== 'A' || !HTML_SAFE_URL.test(href))) node.removeAttribute('href');
  const mention =
    node.nodeName === 'SPAN' &&
    node.getAttribute('data-type') === 'mention' &&
    MENTION_ID.test(node.getAttribute('data-id') ?? '');
  if (!mention) for (const name of MENTION_ATTRIBUTES) node.removeAttribute(name);
}

const CONFIG = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...HTML_ALLOWED_ATTRIBUTES],
  // No data-* or aria-* beyond the list.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // The mention attributes hold ids and labels, not addresses: DOMPurify must not test them as URLs.
  ADD_URI_SAFE_ATTR: [...MENTION_ATTRIBUTES],
  // These go with everything inside them (DOMPurify's own list of such elements is kept as well);
  // any other element not allowed is unwrapped, its text kept.
  ADD_FORBID_CONTENTS: [...HTML_DROPPED_TAGS],
  KEEP_CONTENT: true,
};

type Purifier = typeof DOMPurifyModule;
let purifier: Promise<Purifier> | null = null;

/**
 * DOMPurify on jsdom, loaded on the first HTML to clean rather than at start: jsdom is about 40 MB of the
 * server's memory, and most servers' work (every grid, export and form without rich text) never needs it.
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= import('isomorphic-dompurify').then((module) => {
    const instance = module.default;
    instance.addHook('afterSanitizeAttributes', keepSafeAttributes);
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
  return (await loadPurifier()).sanitize(html, CONFIG);
}
