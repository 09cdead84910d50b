import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's metrics of the 14 standard fonts, so that it reads Helvetica documents without a warning. */
const STANDARD_FONTS = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

export interface ReadPdf {
  /** The document information dictionary (Title, Author, Creator, Producer ...). */
  info: Record<string, unknown>;
  /** Each page's text, its runs joined by single spaces (line breaks become spaces too). */
  pages: string[];
}

/** Parses a PDF with pdf.js (the parser Firefox uses), as a reader would: throws unless the file is valid. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const { info } = await document.getMetadata();
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const runs = content.items.map((item) => ('str' in item ? item.str : ''));
      pages.push(runs.join(' ').replace(/\s+/g, ' ').trim());
    }
    return { info: info as Record<string, unknown>, pages };
  } finally {
    await document.destroy();
  }
}
