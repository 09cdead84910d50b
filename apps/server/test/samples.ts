import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Real files of the kinds uploads meet, made here rather than kept as binaries: a ZIP archive (stored,
 * with its central directory), Office documents built on it, a PNG, a PDF.
 */

/**
 * A ZIP archive holding the given entries: stored, or (`streamed`) deflated with the sizes in a data
 * descriptor after each entry, as tools writing to a pipe do.
 */
export function zipOf(entries: Record<string, string | Uint8Array>, { streamed = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
    const data = streamed ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(streamed ? 0x08 : 0, 6);
    local.writeUInt16LE(streamed ? 8 : 0, 8);
    if (!streamed) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(data.length, 18);
      local.writeUInt32LE(raw.length, 22);
    }
    local.writeUInt16LE(nameBytes.length, 26);
    const descriptor = Buffer.alloc(streamed ? 16 : 0);
    if (streamed) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(raw.length, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(streamed ? 0x08 : 0, 8);
    central.writeUInt16LE(streamed ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data, descriptor);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The package's [Content_Types].xml naming its main part, as Office writes it (file-type reads this). */
const contentTypes = (part: string, type: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${part}" ContentType="${type}"/></Types>`;

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const WORD_MACROS = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/**
 * A minimal Word document (.docx); with `macros`, the macro-enabled kind (.docm). Office writes
 * [Content_Types].xml first; LibreOffice (`contentTypesLast`) writes it last, after the document's
 * parts (here `padding` bytes of media), each entry deflated with its sizes in a data descriptor.
 */
export const docx = ({ macros = false, streamed = false, contentTypesLast = false, padding = 0 } = {}) => {
  const types = { '[Content_Types].xml': contentTypes('word/document.xml', macros ? WORD_MACROS : WORD) };
  const parts = {
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document>'.repeat(100),
    ...(macros ? { 'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) } : {}),
    ...(padding > 0 ? { 'word/media/image1.png': pseudoRandom(padding) } : {}),
  };
  return zipOf(contentTypesLast ? { ...parts, ...types } : { ...types, ...parts }, {
    streamed: streamed || contentTypesLast,
  });
};

export const xlsx = () =>
  zipOf({
    '[Content_Types].xml': contentTypes(
      'xl/workbook.xml',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    ),
    'xl/workbook.xml': '<workbook/>',
  });

export const pptx = () =>
  zipOf({
    '[Content_Types].xml': contentTypes(
      'ppt/presentation.xml',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    ),
    'ppt/presentation.xml': '<presentation/>',
  });

/** Bytes that do not compress (a photo's, say), the same on every run. */
export function pseudoRandom(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 0x2545f491;
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1x1 PNG. */
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF (not laid out, but a reader's first bytes and its end marker are right). */
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

/** The first bytes of a Windows executable. */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);
