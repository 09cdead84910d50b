import { describe, expect, it } from 'vitest';
import { docx, exe, pdf, png, pptx, pseudoRandom, xlsx, zipOf } from '../../../test/samples.js';
import { createTypeDetector, isAcceptedType } from './content-type.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

/** The type of `content` fed to a detector in chunks of `size` bytes, as an upload arrives. */
async function detect(content: Uint8Array, size = 4096): Promise<string> {
  const detector = createTypeDetector();
  for (let at = 0; at < content.length; at += size) await detector.write(content.subarray(at, at + size));
  return detector.end();
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('createTypeDetector: the type from the content', () => {
  it.each([
    ['PNG', 'image/png', png()],
    ['JPEG', 'image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46)],
    ['GIF', 'image/gif', text('GIF89a\x01\x00')],
    ['WebP', 'image/webp', text('RIFF\x00\x00\x00\x00WEBPVP8 ')],
    ['BMP', 'image/bmp', Buffer.concat([text('BM'), Buffer.alloc(12), bytes(40, 0, 0, 0)])],
    ['PDF', 'application/pdf', pdf()],
    ['Word', DOCX, docx()],
    ['Excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx()],
    ['PowerPoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', pptx()],
    ['plain text', 'text/plain', text('Dear registry,\r\n\tthank you.\n')],
    ['UTF-8 text', 'text/plain', text('\uFEFFrésumé of José — 東京')],
    ['HTML (text, never served as HTML)', 'text/plain', text('<!doctype html><script>alert(1)</script>')],
    ['macro-enabled Word', 'application/vnd.ms-word.document.macroenabled.12', docx({ macros: true })],
    ['a ZIP archive', 'application/zip', zipOf({ 'a.txt': 'a' })],
    ['a Windows executable', 'application/x-msdownload', exe()],
    ['an ELF executable', 'application/x-elf', bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0)],
    ['gzip', 'application/gzip', bytes(0x1f, 0x8b, 8, 0)],
    ['7-Zip', 'application/x-7z-compressed', bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4)],
    ['an old Office document', 'application/x-cfb', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    // Formats file-type names though they are text (text/plain before file-type; refused now).
    ['XML', 'application/xml', text('<?xml version="1.0"?><svg/>')],
    ['RTF', 'application/rtf', text('{\\rtf1\\ansi Hello}')],
    // file-type's BMP signature is two bytes.
    ['a text starting BM', 'image/bmp', text('BMI table\n')],
    ['text with a NUL', 'application/octet-stream', text('abc\u0000def')],
    ['text with an escape', 'application/octet-stream', text('abc\u001b[31m')],
    ['invalid UTF-8', 'application/octet-stream', bytes(0x61, 0xc3, 0x28)],
    // Not text to us; file-type reads its byte-order mark as an MPEG audio frame (refused either way).
    ['UTF-16 text', 'audio/mpeg', Buffer.from('\uFEFFhello', 'utf16le')],
  ] as const)('%s is %s', async (_kind, type, content) => {
    expect(await detect(content)).toBe(type);
    // The answer does not depend on how the bytes arrive.
    expect(await detect(content, 1)).toBe(type);
  });

  it('reads archives whose sizes follow the data (deflated, with data descriptors)', async () => {
    expect(await detect(docx({ streamed: true }))).toBe(DOCX);
    expect(await detect(docx({ streamed: true, macros: true }))).toBe(
      'application/vnd.ms-word.document.macroenabled.12',
    );
  });

  it("finds a LibreOffice document's [Content_Types].xml at the end, past other parts", async () => {
    expect(await detect(docx({ contentTypesLast: true, padding: 900 * 1024 }), 65_536)).toBe(DOCX);
    expect(await detect(docx({ contentTypesLast: true, macros: true }))).toBe(
      'application/vnd.ms-word.document.macroenabled.12',
    );
    // file-type's own bound: it skips at most 1 MB of parts of unknown size before giving up on the
    // archive, which then reads as a plain ZIP (refused). Microsoft Office writes [Content_Types].xml first.
    expect(await detect(docx({ contentTypesLast: true, padding: 3 * 1024 * 1024 }), 65_536)).toBe(
      'application/zip',
    );
    expect(await detect(docx({ padding: 3 * 1024 * 1024 }), 65_536)).toBe(DOCX);
  });

  it('checks the whole of a text, not only its start', async () => {
    const long = 'a line of text\n'.repeat(100_000);
    expect(await detect(text(long), 65_536)).toBe('text/plain');
    expect(await detect(text(`${long}\u0007`), 65_536)).toBe('application/octet-stream');
    expect(await detect(Buffer.concat([text(long), bytes(0xff)]), 65_536)).toBe('application/octet-stream');
    // A character split between chunks is still one character; one cut off at the end is not text.
    expect(await detect(text('é'), 1)).toBe('text/plain');
    expect(await detect(text('é').subarray(0, 1))).toBe('application/octet-stream');
  });

  it('is done with binary content of any length', async () => {
    expect(await detect(Buffer.concat([pdf(), pseudoRandom(2 * 1024 * 1024)]), 65_536)).toBe(
      'application/pdf',
    );
    expect(await detect(pseudoRandom(2 * 1024 * 1024), 65_536)).toBe('application/octet-stream');
  });
});

describe('isAcceptedType (spec 3 §5)', () => {
  it.each([
    ['image/png', true],
    ['text/plain', true],
    ['application/pdf', true],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', true],
    ['application/vnd.ms-word.document.macroenabled.12', false],
    ['application/zip', false],
    ['application/x-msdownload', false],
    ['application/octet-stream', false],
    ['application/pdfx', false],
  ])('%s: %s', (type, accepted) => {
    expect(isAcceptedType(type)).toBe(accepted);
  });
});
