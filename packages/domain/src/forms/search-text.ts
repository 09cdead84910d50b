import { SEARCH_MIN_CHARS } from '../constants.js';

/**
 * The characters a search treats as others (spec 3 §5 "smart quotes, bullets and em dashes are normalised
 * before searching"), one class per replacement. The database applies the same replacements to the names
 * it indexes (migration 20261125100000, registry_search_text); a test holds the two together.
 */
export const SEARCH_TEXT_REPLACEMENTS: readonly (readonly [characters: string, replacement: string])[] = [
  // Word processors turn quotes into curly ones; names in the registry hold straight ones.
  ['\u2018\u2019\u201A\u201B\u2032\u0060\u00B4', "'"],
  ['\u201C\u201D\u201E\u201F\u2033', '"'],
  // Hyphen, non-breaking hyphen, figure dash, en and em dash, horizontal bar, minus sign: a hyphen.
  ['\u2010\u2011\u2012\u2013\u2014\u2015\u2212', '-'],
  // Bullets pasted with a list item are markers, not part of the name: dropped.
  ['\u2022\u2023\u2043\u2219\u25AA\u25CF\u25E6\u00B7', ' '],
  // No-break and other odd spaces.
  ['\u00A0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000', ' '],
];

const REPLACEMENTS = SEARCH_TEXT_REPLACEMENTS.map(
  ([characters, replacement]) => [new RegExp(`[${characters}]`, 'g'), replacement] as const,
);

/**
 * The text sent to a search, and the text searched (spec 3 §5): smart quotes made straight, dashes made
 * hyphens, bullets dropped, runs of spaces made one, ends trimmed. Both sides use it: the web before it
 * asks, the server on what it is asked and on the texts it matches.
 */
export function normalizeSearchText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of REPLACEMENTS) result = result.replace(pattern, replacement);
  return result.replace(/\s+/g, ' ').trim();
}

/** Whether a search may run: 2 characters after normalising, or any text at all when a peer filters it. */
export function searchAllowed(normalized: string, hasPeerValue: boolean): boolean {
  return hasPeerValue || normalized.length >= SEARCH_MIN_CHARS;
}

/**
 * The words of a text as searches compare them: normalised, lower case, runs of letters and digits
 * ("Mary-Kate O'Neil" is mary, kate, o, neil). The server builds its prefix queries from these, so no
 * punctuation a user types ever reaches a query's syntax.
 */
export function searchWords(text: string): string[] {
  return (
    normalizeSearchText(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * How well `text` answers `query`: 0 when the whole text starts with the query (after normalising, any
 * case), 1 when every word of the query starts a word of the text, null when it does not match (or the
 * query has no words). Best matches first means rank 0 before rank 1.
 */
export function searchMatchRank(text: string, query: string): 0 | 1 | null {
  const wanted = searchWords(query);
  if (wanted.length === 0) return null;
  const words = searchWords(text);
  if (!wanted.every((prefix) => words.some((word) => word.startsWith(prefix)))) return null;
  const whole = normalizeSearchText(text).toLowerCase();
  return whole.startsWith(normalizeSearchText(query).toLowerCase()) ? 0 : 1;
}
