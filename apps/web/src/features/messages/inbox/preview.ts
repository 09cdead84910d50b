import { richTextContent } from '@registry/domain';

/** Spec 2 §9: the body's preview is 100 characters under 992px wide, 180 up to 1400px, else 250. */
export function previewLength(viewportWidth: number): number {
  if (viewportWidth < 992) return 100;
  if (viewportWidth <= 1400) return 180;
  return 250;
}

/** The text of an HTML body: tags become spaces, entities their characters, runs of space one. */
export function plainText(html: string): string {
  const spaced = richTextContent(html);
  if (!spaced.includes('&')) return spaced;
  // What is left has no tags: parsing it (an inert document, nothing runs) only decodes the entities.
  const parsed = new DOMParser().parseFromString(spaced, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The body as a plain-text preview of at most `length` characters, '…' marking where it was cut. */
export function previewText(html: string, length: number): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}
