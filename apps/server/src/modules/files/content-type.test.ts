import { describe, expect, it } from 'vitest';
import { docx, exe, pdf, png, pptx, xlsx, zipOf } from '../../../test/samples.js';
import { detectContentType, isAcceptedType } from './content-type.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectContentType: the type from the bytes', () => {
  it.each([
    ['PNG', png(), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), 'image/jpeg'],
    ['GIF', text('GIF89a\x01\x00'), 'image/gif'],
    ['WebP', text('RIFF\x00\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['TIFF', bytes(0x49, 0x49, 0x2a, 0, 8, 0, 0, 0), 'image/tiff'],
    ['BMP', Buffer.concat([text('BM'), Buffer.alloc(12), bytes(40, 0, 0, 0)]), 'image/bmp'],
    ['PDF', pdf(), 'application/pdf'],
    ['Word', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['Excel', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['PowerPoint', pptx(), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['plain text', text('Dear registry,\r\n\tthank you.\n'), 'text/plain'],
    ['UTF-8 text', text('\uFEFFrésumé of José — 東京'), 'text/plain'],
    ['a text starting BM', text('BMI table\n'), 'text/plain'],
    ['macro-enabled Word', docx({ macros: true }), 'application/vnd.ms-word.document.macroEnabled.12'],
    ['a ZIP archive', zipOf({ 'a.txt': 'a' }), 'application/zip'],
    ['a Windows executable', exe(), 'application/x-msdownload'],
    ['an ELF executable', bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0), 'application/x-elf'],
    ['gzip', bytes(0x1f, 0x8b, 8, 0), 'application/gzip'],
    ['an old Office document', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'application/x-cfb'],
    ['text with a NUL', text('abc\u0000def'), 'application/octet-stream'],
    ['text with an escape', text('abc\u001b[31m'), 'application/octet-stream'],
    ['invalid UTF-8', bytes(0x61, 0xc3, 0x28), 'application/octet-stream'],
    ['UTF-16 text', Buffer.from('\uFEFFhello', 'utf16le'), 'application/octet-stream'],
  ])('%s is %s', (_kind, content, type) => {
    expect(detectContentType(content)).toBe(type);
  });

  it('reads archives whose sizes follow the data (deflated, with data descriptors)', () => {
    expect(detectContentType(docx({ streamed: true }))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(detectContentType(docx({ streamed: true, macros: true }))).toBe(
      'application/vnd.ms-word.document.macroEnabled.12',
    );
  });
});

describe('isAcceptedType (spec 3 §5)', () => {
  it.each([
    ['image/png', true],
    ['text/plain', true],
    ['application/pdf', true],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', true],
    ['application/vnd.ms-word.document.macroEnabled.12', false],
    ['application/zip', false],
    ['application/x-msdownload', false],
    ['application/octet-stream', false],
    ['application/pdfx', false],
  ])('%s: %s', (type, accepted) => {
    expect(isAcceptedType(type)).toBe(accepted);
  });
});
