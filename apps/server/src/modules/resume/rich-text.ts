// The resume's description (rich text HTML, sanitized with the allow-list of packages/domain
// html-allow-list.ts) as blocks of styled text runs for the PDF (issue 26). A small forgiving reader, not a
// browser: it never throws, whatever the input (unclosed or stray tags, a '<' in text, unknown entities),
// keeps the text of any element it does not know, drops the content of the elements the sanitizer drops
// (script, style ...), and decodes character references once, so '&lt;script&gt;' reads as the text
// '<script>'.
import { HTML_DROPPED_TAGS } from '@registry/domain';

/** A piece of text in one style; a link carries its address. */
export interface RichRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  href?: string;
}

/** A paragraph (or heading, or table row), a list item with its marker, or a horizontal rule. */
export type RichBlock =
  | { kind: 'paragraph'; runs: RichRun[]; indent: number; heading?: boolean }
  | { kind: 'item'; marker: string; runs: RichRun[]; indent: number }
  | { kind: 'rule' };

const DROPPED: ReadonlySet<string> = new Set(HTML_DROPPED_TAGS);
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'input', 'meta', 'link', 'col', 'area', 'base', 'source']);
/** Elements that end the paragraph before them and start a new one. */
const BLOCK = new Set([
  'p',
  'div',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'hr',
  'pre',
  'section',
  'article',
  'header',
  'footer',
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  euro: '\u20ac',
  pound: '\u00a3',
  cent: '\u00a2',
  sect: '\u00a7',
  para: '\u00b6',
  times: '\u00d7',
  divide: '\u00f7',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  laquo: '\u00ab',
  raquo: '\u00bb',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  agrave: '\u00e0',
  iacute: '\u00ed',
  oacute: '\u00f3',
  uacute: '\u00fa',
  ntilde: '\u00f1',
  Ntilde: '\u00d1',
  uuml: '\u00fc',
  ouml: '\u00f6',
  auml: '\u00e4',
  ccedil: '\u00e7',
  Eacute: '\u00c9',
};

/** Decodes character references (named, decimal, hexadecimal); anything it does not know stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g,
    (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
        return valid ? String.fromCodePoint(code) : '\ufffd';
      }
      return NAMED_ENTITIES[name] ?? whole;
    },
  );
}

type Token =
  | { type: 'text'; text: string }
  | { type: 'open'; name: string; href: string | null; selfClosing: boolean }
  | { type: 'close'; name: string };

/** The end of a tag starting at `from` ('>' outside quotes), or -1. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

function hrefOf(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!match) return null;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim();
}

function* tokenize(html: string): Generator<Token> {
  let i = 0;
  let text = '';
  const flushText = function* (): Generator<Token> {
    if (text) yield { type: 'text', text: decodeEntities(text) };
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      // A doctype or processing instruction: skipped.
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const closing = next === '/';
    const nameMatch = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(html.slice(lt + (closing ? 2 : 1), lt + 64));
    const end = nameMatch ? tagEnd(html, lt + 1) : -1;
    if (!nameMatch || end < 0) {
      // Not a tag ('a < b', '<3', or a tag never finished): the '<' is text.
      text += '<';
      i = lt + 1;
      continue;
    }
    yield* flushText();
    const name = nameMatch[0].toLowerCase();
    const inside = html.slice(lt + (closing ? 2 : 1) + name.length, end);
    i = end + 1;
    if (closing) {
      yield { type: 'close', name };
      continue;
    }
    if (DROPPED.has(name) && !inside.trimEnd().endsWith('/')) {
      // Dropped with its content, as the sanitizer does: skip to its end tag (or the end of the input).
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      if (close < 0) i = html.length;
      else {
        const closeEnd = html.indexOf('>', close);
        i = closeEnd < 0 ? html.length : closeEnd + 1;
      }
      continue;
    }
    yield {
      type: 'open',
      name,
      href: name === 'a' ? hrefOf(inside) : null,
      selfClosing: inside.trimEnd().endsWith('/'),
    };
  }
  yield* flushText();
}

interface OpenElement {
  name: string;
  href: string | null;
}

/** The HTML as blocks of runs: paragraphs, list items (bullets, or numbers in ordered lists), rules. */
export function richTextBlocks(html: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  const stack: OpenElement[] = [];
  /** Counters of the open lists, innermost last (null: a bullet list). */
  const lists: (number | null)[] = [];
  let runs: RichRun[] = [];
  let pendingMarker: string | null = null;
  let headingDepth = 0;
  let quoteDepth = 0;
  let cellsInRow = 0;
  /** Where each open link's runs start. */
  const linkStarts: number[] = [];

  const indent = () => Math.max(0, lists.length - 1) + quoteDepth;
  const flush = () => {
    // Trim the paragraph's edges (whitespace collapsed already), drop empty runs.
    while (runs.length > 0 && runs[0]!.text.replace(/^[ \t]+/, '') === '') runs.shift();
    while (runs.length > 0 && runs[runs.length - 1]!.text.replace(/[ \t]+$/, '') === '') runs.pop();
    if (runs.length > 0) {
      runs[0] = { ...runs[0]!, text: runs[0]!.text.replace(/^[ \t]+/, '') };
      const last = runs.length - 1;
      runs[last] = { ...runs[last]!, text: runs[last]!.text.replace(/[ \t]+$/, '') };
    }
    const hasText = runs.some((run) => run.text.trim() !== '');
    if (pendingMarker !== null && (hasText || runs.length > 0)) {
      blocks.push({ kind: 'item', marker: pendingMarker, runs, indent: indent() });
      pendingMarker = null;
    } else if (hasText) {
      blocks.push({
        kind: 'paragraph',
        runs,
        indent: indent(),
        ...(headingDepth > 0 ? { heading: true } : {}),
      });
    }
    runs = [];
  };
  const has = (name: string) => stack.some((element) => element.name === name);
  const addText = (raw: string) => {
    // Whitespace collapses as in HTML; a no-break space stays.
    let text = raw.replace(/[ \t\r\n\f]+/g, ' ');
    const previous = runs[runs.length - 1];
    if (text.startsWith(' ') && (previous === undefined || /[ \n]$/.test(previous.text)))
      text = text.slice(1);
    if (text === '') return;
    const link = [...stack].reverse().find((element) => element.name === 'a');
    const run: RichRun = { text };
    if (has('strong') || has('b') || headingDepth > 0 || has('th')) run.bold = true;
    if (has('em') || has('i')) run.italic = true;
    if (has('u')) run.underline = true;
    if (has('s') || has('strike') || has('del')) run.strike = true;
    if (link?.href) run.href = link.href;
    runs.push(run);
  };
  /** Closes the innermost open `name` and everything opened inside it; true when one was open. */
  const close = (name: string) => {
    const at = stack.map((element) => element.name).lastIndexOf(name);
    if (at < 0) return false;
    while (stack.length > at) {
      const element = stack.pop()!;
      leave(element);
    }
    return true;
  };
  const leave = (element: OpenElement) => {
    const { name } = element;
    if (name === 'a') {
      // A link reads as its text followed by its address, unless the text says the address already.
      const start = linkStarts.pop() ?? runs.length;
      const label = runs
        .slice(start)
        .map((run) => run.text)
        .join('')
        .trim();
      const shown = linkShown(element.href);
      if (shown && label !== shown && label !== element.href) {
        runs.push({ text: label ? ` (${shown})` : shown, href: element.href! });
      }
      return;
    }
    if (BLOCK.has(name)) {
      flush();
      // An item that held no text leaves no marker behind for the next paragraph.
      if (name === 'li' || name === 'ul' || name === 'ol') pendingMarker = null;
      if (name === 'ul' || name === 'ol') lists.pop();
      if (/^h[1-6]$/.test(name)) headingDepth = Math.max(0, headingDepth - 1);
      if (name === 'blockquote') quoteDepth = Math.max(0, quoteDepth - 1);
    }
  };

  for (const token of tokenize(html)) {
    if (token.type === 'text') {
      addText(token.text);
      continue;
    }
    const { name } = token;
    if (token.type === 'close') {
      if (name === 'br' || name === 'p') {
        // '</br>' reads as a break and a stray '</p>' as an empty paragraph, as browsers do.
        if (!close(name) && name === 'br') runs.push({ text: '\n' });
        continue;
      }
      close(name);
      continue;
    }
    // An opening tag.
    if (name === 'br') {
      runs.push({ text: '\n' });
      continue;
    }
    if (name === 'hr') {
      flush();
      blocks.push({ kind: 'rule' });
      continue;
    }
    if (name === 'td' || name === 'th') {
      if (cellsInRow > 0) runs.push({ text: ' \u00b7 ' });
      cellsInRow++;
      if (!token.selfClosing) stack.push({ name, href: null });
      continue;
    }
    if (BLOCK.has(name)) {
      // A block ends an open paragraph; a list item ends the previous item of its list.
      if (name !== 'li' && name !== 'ul' && name !== 'ol') close('p');
      if (name === 'li') {
        const list = [...stack].reverse().find((element) => ['ul', 'ol', 'li'].includes(element.name));
        if (list?.name === 'li') close('li');
      }
      flush();
      if (name === 'ul') lists.push(null);
      if (name === 'ol') lists.push(0);
      if (name === 'li') {
        if (lists.length === 0) lists.push(null);
        const counter = lists[lists.length - 1]!;
        if (counter === null) pendingMarker = lists.length % 2 === 1 ? '\u2022' : '\u2013';
        else {
          lists[lists.length - 1] = counter + 1;
          pendingMarker = `${counter + 1}.`;
        }
      }
      if (/^h[1-6]$/.test(name)) headingDepth++;
      if (name === 'blockquote') quoteDepth++;
      if (name === 'tr') cellsInRow = 0;
      if (!token.selfClosing && !VOID.has(name)) stack.push({ name, href: null });
      continue;
    }
    if (VOID.has(name) || token.selfClosing) continue;
    if (name === 'a') linkStarts.push(runs.length);
    stack.push({ name, href: token.href });
  }
  while (stack.length > 0) leave(stack.pop()!);
  flush();
  return blocks;
}

/** How a link's address is printed: web addresses as written, mail addresses without 'mailto:'. */
function linkShown(href: string | null): string | null {
  if (!href) return null;
  if (/^mailto:/i.test(href)) return href.slice('mailto:'.length);
  if (/^https?:\/\//i.test(href)) return href;
  // A path of the registry itself: the document has no host to print it with.
  return null;
}
