/**
 * A file name's words from a text (a training's or a resume's name): its letters and digits, accents
 * dropped, runs of anything else turned into one dash, at most 80 characters; `fallback` when nothing is
 * left. ASCII by construction, so it goes into a Content-Disposition header as it is.
 */
export function fileNameWords(text: string, fallback: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return words === '' ? fallback : words;
}
