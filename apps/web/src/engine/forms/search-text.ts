/** Spec 3 §9: a search needs at least 2 characters (unless a peer value filters it). */
export const SEARCH_MIN_LENGTH = 2;

const REPLACEMENTS: [RegExp, string][] = [
  // Word processors turn quotes into curly ones; names in the registry hold straight ones.
  [/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  // Em dash, en dash, figure dash, minus sign and the like: a hyphen.
  [/[\u2010-\u2015\u2212]/g, '-'],
  // Bullets pasted with a list item are markers, not part of the name: dropped.
  [/[\u2022\u2023\u2043\u2219\u25AA\u25CF\u25E6\u00B7]/g, ' '],
  // No-break and other odd spaces.
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' '],
];

/**
 * The text sent to a search (spec 3 §5): smart quotes made straight, dashes made hyphens, bullets
 * dropped, runs of spaces made one, ends trimmed.
 */
export function normalizeSearchText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of REPLACEMENTS) result = result.replace(pattern, replacement);
  return result.replace(/\s+/g, ' ').trim();
}

/** Whether a search may run: 2 characters after normalising, or any text at all when a peer filters it. */
export function searchAllowed(normalized: string, hasPeerValue: boolean): boolean {
  return hasPeerValue || normalized.length >= SEARCH_MIN_LENGTH;
}
