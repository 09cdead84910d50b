import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_TAGS,
  HTML_SAFE_URL,
  MENTION_ID,
} from '@registry/domain';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * DOMPurify with the one allow-list of packages/domain (DESIGN §2 "HTML sanitizing"): the tags and
 * attributes listed there, every other element unwrapped (its text kept), the dropped ones removed with
 * their content, links only to HTML_SAFE_URL addresses.
 */
const MENTION_ATTRIBUTES = ['data-type', 'data-id', 'data-label'];

const CONFIG: Config = {
  // h1 is let through only to become an h2 below: the text's headings sit under the page's own h1.
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS, 'h1'],
  ALLOWED_ATTR: [...HTML_ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Checked against HTML_SAFE_URL: every kept attribute that is not named URI-safe, so the mention's.
  ALLOWED_URI_REGEXP: HTML_SAFE_URL,
  ADD_URI_SAFE_ATTR: MENTION_ATTRIBUTES,
  ADD_FORBID_CONTENTS: [...HTML_DROPPED_TAGS],
};

/** Attributes are kept per element: href on links, a mention's data on spans, nothing anywhere else. */
function keepAttributes(node: Element): void {
  const tag = node.nodeName.toLowerCase();
  if (tag !== 'a') node.removeAttribute('href');
  const mention =
    tag === 'span' &&
    node.getAttribute('data-type') === 'mention' &&
    MENTION_ID.test(node.getAttribute('data-id') ?? '');
  if (!mention) for (const name of MENTION_ATTRIBUTES) node.removeAttribute(name);
  const href = node.getAttribute('href');
  // Addresses outside the registry open in a new tab, without handing it this window.
  if (tag === 'a' && href !== null && !href.startsWith('/')) {
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
