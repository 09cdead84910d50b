/**
 * The type of an uploaded file, decided from its bytes (spec 3 §5; DESIGN §2: never the name, never the
 * browser's claim). file-type, which DESIGN names, is not installed; this detector knows the signatures
 * of the accepted kinds (images, PDF, Office Open XML) and of the common refused ones, so that the
 * refusal can name them. Anything else is text/plain when it is valid UTF-8 text, else
 * application/octet-stream. file-type can take this function's place without changing its callers.
 */

const OOXML = 'application/vnd.openxmlformats-officedocument.';
const OCTET_STREAM = 'application/octet-stream';

/** Whether files of this detected type may be uploaded (spec 3 §5 "File upload"). */
export function isAcceptedType(type: string): boolean {
  return (
    type.startsWith('image/') ||
    type.startsWith('text/') ||
    type.startsWith(OOXML) ||
    type === 'application/pdf'
  );
}

type Signature = [type: string, offset: number, bytes: readonly number[] | string];

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// Checked in order; the first match wins.
const SIGNATURES: readonly Signature[] = [
  ['image/png', 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', 0, [0xff, 0xd8, 0xff]],
  ['image/gif', 0, 'GIF87a'],
  ['image/gif', 0, 'GIF89a'],
  ['image/tiff', 0, [0x49, 0x49, 0x2a, 0x00]],
  ['image/tiff', 0, [0x4d, 0x4d, 0x00, 0x2a]],
  ['application/pdf', 0, '%PDF-'],
  ['application/x-msdownload', 0, 'MZ'],
  ['application/x-elf', 0, [0x7f, 0x45, 0x4c, 0x46]],
  ['application/x-mach-binary', 0, [0xcf, 0xfa, 0xed, 0xfe]],
  ['application/x-mach-binary', 0, [0xce, 0xfa, 0xed, 0xfe]],
  ['application/x-mach-binary', 0, [0xca, 0xfe, 0xba, 0xbe]],
  ['application/gzip', 0, [0x1f, 0x8b]],
  ['application/vnd.rar', 0, 'Rar!\x1a\x07'],
  ['application/x-7z-compressed', 0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['application/x-cfb', 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['application/wasm', 0, [0x00, 0x61, 0x73, 0x6d]],
];

function matches(bytes: Uint8Array, offset: number, expected: readonly number[] | string): boolean {
  const values = typeof expected === 'string' ? ascii(expected) : expected;
  if (bytes.length < offset + values.length) return false;
  return values.every((value, index) => bytes[offset + index] === value);
}

/** The detected content type of `bytes` (a MIME type; application/octet-stream when unknown). */
export function detectContentType(bytes: Uint8Array): string {
  if (matches(bytes, 0, 'RIFF') && matches(bytes, 8, 'WEBP')) return 'image/webp';
  if (isBmp(bytes)) return 'image/bmp';
  for (const [type, offset, expected] of SIGNATURES) if (matches(bytes, offset, expected)) return type;
  if (matches(bytes, 0, [0x50, 0x4b, 0x03, 0x04])) return zipType(bytes);
  return isText(bytes) ? 'text/plain' : OCTET_STREAM;
}

// 'BM' alone is too weak (a text may start so): the header's size field must be one of the DIB sizes.
function isBmp(bytes: Uint8Array): boolean {
  if (!matches(bytes, 0, 'BM') || bytes.length < 18) return false;
  const dibSize = bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24);
  return [12, 40, 52, 56, 64, 108, 124].includes(dibSize);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/u;

/** Valid UTF-8 without NUL or other control characters (tab, line breaks and form feed allowed). */
function isText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !CONTROL.test(text);
  } catch {
    return false;
  }
}

/**
 * A ZIP archive is a Word, Excel or PowerPoint document when it holds [Content_Types].xml and the
 * format's folder; one holding a VBA project is the macro-enabled variant (refused: its type is not
 * under the Office Open XML prefix). Any other archive is application/zip.
 */
function zipType(bytes: Uint8Array): string {
  const names = zipEntryNames(bytes);
  if (!names.includes('[Content_Types].xml')) return 'application/zip';
  const has = (prefix: string) => names.some((name) => name.startsWith(prefix));
  const formats: [folder: string, document: string, macros: string][] = [
    ['word/', 'wordprocessingml.document', 'application/vnd.ms-word.document.macroEnabled.12'],
    ['xl/', 'spreadsheetml.sheet', 'application/vnd.ms-excel.sheet.macroEnabled.12'],
    ['ppt/', 'presentationml.presentation', 'application/vnd.ms-powerpoint.presentation.macroEnabled.12'],
  ];
  for (const [folder, document, macros] of formats) {
    if (!has(folder)) continue;
    return names.some((name) => name.endsWith('vbaProject.bin')) ? macros : `${OOXML}${document}`;
  }
  return 'application/zip';
}

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MAX_ENTRIES = 10_000;

/** The names in the archive's local file headers, read in order (a data descriptor's entry is skipped by search). */
function zipEntryNames(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  let at = buffer.indexOf(LOCAL_HEADER);
  while (at >= 0 && at + 30 <= buffer.length && names.length < MAX_ENTRIES) {
    const flags = buffer.readUInt16LE(at + 6);
    const compressedSize = buffer.readUInt32LE(at + 18);
    const nameLength = buffer.readUInt16LE(at + 26);
    const extraLength = buffer.readUInt16LE(at + 28);
    names.push(buffer.toString('utf8', at + 30, Math.min(buffer.length, at + 30 + nameLength)));
    // With a data descriptor (flag bit 3) the size is not in the header: search for the next header.
    const next = at + 30 + nameLength + extraLength + (flags & 0x08 ? 0 : compressedSize);
    at = buffer.indexOf(LOCAL_HEADER, next);
  }
  return names;
}
