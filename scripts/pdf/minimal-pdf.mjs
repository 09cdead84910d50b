// A dependency-free writer of small, valid PDF files (PDF 1.4, the standard Helvetica fonts, one content
// stream per page) for the placeholder documents: the web's footer documents
// (apps/web/scripts/make-placeholder-pdfs.mjs) and the server's guides (apps/server/scripts/make-static-pdfs.mjs).
//
// Usage: const doc = new Layout({ productName, title, color }); doc.heading(...); doc.paragraph(...);
// const bytes = writePdf(doc.streams(), { title, author, producer });

export const PAGE = { width: 612, height: 792, margin: 60 };

// ---------------------------------------------------------------- text measuring (Helvetica metrics)

/** Advance widths of Helvetica, 1/1000 em, for ASCII 32..126 (from the standard AFM). */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Helvetica-Bold is wider; scaling the regular widths is close enough for wrapping. */
const BOLD_FACTOR = 1.07;

function textWidth(text, size, bold) {
  let units = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    units += code >= 32 && code <= 126 ? HELVETICA[code - 32] : 556;
  }
  return (units / 1000) * size * (bold ? BOLD_FACTOR : 1);
}

function wrap(text, size, bold, width) {
  const lines = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

// ---------------------------------------------------------------- the PDF writer

/** A PDF string literal in WinAnsiEncoding: escapes, and the few non-ASCII characters we use. */
function pdfString(text) {
  const winAnsi = {
    '\u2014': '\\227',
    '\u2013': '\\226',
    '\u2019': '\\222',
    '\u2022': '\\225',
    '\u00b7': '\\267',
  };
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\u2014\u2013\u2019\u2022\u00b7]/g, (c) => winAnsi[c])})`;
}

function rgb(hex) {
  return [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');
}

/** Lays out blocks (headings, paragraphs, rows) into page content streams. */
export class Layout {
  constructor({ productName, title, color }) {
    this.productName = productName;
    this.title = title;
    this.color = color;
    this.pages = [];
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    const first = this.pages.length === 1;
    const band = first ? 120 : 48;
    this.ops.push(`${rgb(this.color)} rg 0 ${PAGE.height - band} ${PAGE.width} ${band} re f`);
    if (first) {
      this.text(this.productName, PAGE.margin, PAGE.height - 46, 11, true, '1 1 1');
      this.text(this.title, PAGE.margin, PAGE.height - 84, 24, true, '1 1 1');
      this.y = PAGE.height - band - 34;
      this.notice();
    } else {
      this.text(`${this.productName} \u2014 ${this.title}`, PAGE.margin, PAGE.height - 30, 10, true, '1 1 1');
      this.y = PAGE.height - band - 34;
    }
  }

  /** The yellow box saying that this is placeholder content. */
  notice() {
    const lines = wrap(
      'This document was written for the registry software and is not an official publication. ' +
        'The state replaces it with its own document before the registry goes live.',
      10,
      false,
      PAGE.width - 2 * PAGE.margin - 28,
    );
    const height = 38 + lines.length * 14;
    const top = this.y + 12;
    this.ops.push(
      `1 0.953 0.804 rg ${PAGE.margin} ${top - height} ${PAGE.width - 2 * PAGE.margin} ${height} re f`,
    );
    this.ops.push(`0.71 0.51 0.0 rg ${PAGE.margin} ${top - height} 4 ${height} re f`);
    this.text('Placeholder content', PAGE.margin + 16, top - 20, 10.5, true, '0.2 0.16 0.0');
    lines.forEach((line, i) =>
      this.text(line, PAGE.margin + 16, top - 36 - i * 14, 10, false, '0.2 0.16 0.0'),
    );
    this.y = top - height - 30;
  }

  text(content, x, y, size, bold, color = '0.106 0.106 0.106') {
    this.ops.push(
      `BT ${color} rg /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(content)} Tj ET`,
    );
  }

  ensure(space) {
    if (this.y - space < PAGE.margin + 30) this.newPage();
  }

  heading(content) {
    this.ensure(50);
    this.y -= 8;
    this.text(content, PAGE.margin, this.y, 14, true, rgb(this.color));
    this.y -= 22;
  }

  paragraph(content, { indent = 0, bold = false, size = 10.5 } = {}) {
    const lines = wrap(content, size, bold, PAGE.width - 2 * PAGE.margin - indent);
    for (const line of lines) {
      this.ensure(16);
      this.text(line, PAGE.margin + indent, this.y, size, bold);
      this.y -= size * 1.5;
    }
    this.y -= 6;
  }

  bullet(content) {
    this.ensure(16);
    this.text('\u2022', PAGE.margin + 6, this.y, 10.5, true);
    this.paragraph(content, { indent: 20 });
    this.y += 2;
  }

  /** A term in bold followed by its explanation. */
  term(name, explanation) {
    this.ensure(36);
    this.text(name, PAGE.margin, this.y, 10.5, true);
    this.y -= 15;
    this.paragraph(explanation, { indent: 14 });
  }

  /** Finished page streams, each with its footer. */
  streams() {
    return this.pages.map((ops, index) =>
      [
        ...ops,
        `0.8 0.8 0.8 RG 0.5 w ${PAGE.margin} 46 m ${PAGE.width - PAGE.margin} 46 l S`,
        `BT 0.35 0.35 0.35 rg /F1 8.5 Tf ${PAGE.margin} 32 Td ${pdfString(`${this.productName} \u00b7 Placeholder document`)} Tj ET`,
        `BT 0.35 0.35 0.35 rg /F1 8.5 Tf ${PAGE.width - PAGE.margin - 60} 32 Td ${pdfString(`Page ${index + 1} of ${this.pages.length}`)} Tj ET`,
      ].join('\n'),
    );
  }
}

/** Serialises pages into a PDF file: catalog, page tree, two fonts, pages with their streams, info. */
export function writePdf(streams, info) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pages = add(null);
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = streams.map((stream) => {
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const infoId = add(
    `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer ${pdfString(info.producer ?? 'minimal-pdf.mjs')} >>`,
  );

  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
