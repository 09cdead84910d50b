/** Named and numeric entities that are only spacing. */
const BLANK_ENTITIES = /&(?:nbsp|#160|#xa0|ensp|emsp|thinsp|#8203|zwsp);/gi;

/**
 * The visible text of rich-text HTML: tags dropped, spacing entities and whitespace (no-break spaces
 * too) squeezed, so '<p>&nbsp;</p>' or '<p><br></p>' count as empty (spec 3 §5 "rich text populated").
 */
export function richTextContent(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(BLANK_ENTITIES, ' ')
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();
}
