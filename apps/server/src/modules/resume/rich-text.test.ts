import { describe, expect, it } from 'vitest';
import { decodeEntities, richTextBlocks, type RichBlock } from './rich-text.js';
import { breakLongWord, printable } from './resume-pdf.js';

/** Each block as a line of text: the marker first, runs joined. */
const lines = (blocks: RichBlock[]) =>
  blocks.map((block) =>
    block.kind === 'rule'
      ? '---'
      : `${'  '.repeat(block.indent)}${block.kind === 'item' ? `${block.marker} ` : ''}${block.runs.map((run) => run.text).join('')}`,
  );

describe('the description as blocks of styled runs', () => {
  it('reads paragraphs, breaks and the inline styles', () => {
    const blocks = richTextBlocks(
      '<p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> <b><i>both</i></b> <s>gone</s></p><p>one<br>two</p>',
    );
    expect(lines(blocks)).toEqual(['Plain bold italic under both gone', 'one\ntwo']);
    const runs = blocks[0]!.kind === 'paragraph' ? blocks[0]!.runs : [];
    expect(runs.find((run) => run.text === 'bold')).toEqual({ text: 'bold', bold: true });
    expect(runs.find((run) => run.text === 'italic')).toEqual({ text: 'italic', italic: true });
    expect(runs.find((run) => run.text === 'under')).toEqual({ text: 'under', underline: true });
    expect(runs.find((run) => run.text === 'both')).toEqual({ text: 'both', bold: true, italic: true });
    expect(runs.find((run) => run.text === 'gone')).toEqual({ text: 'gone', strike: true });
    expect(runs.find((run) => run.text === 'Plain ')).toEqual({ text: 'Plain ' });
  });

  it('numbers ordered lists, bullets the others, and indents nested ones', () => {
    const blocks = richTextBlocks(
      '<ol><li>First</li><li>Second<ul><li>Inner</li></ul></li><li>Third</li></ol><ul><li>Dot</li></ul>',
    );
    expect(lines(blocks)).toEqual(['1. First', '2. Second', '  \u2013 Inner', '3. Third', '\u2022 Dot']);
  });

  it('prints a link as its text and its address, a mail address without mailto:, a path as text only', () => {
    const blocks = richTextBlocks(
      '<p><a href="https://example.org/a?b=1&amp;c=2">my page</a>, <a href="mailto:pat@example.org">mail</a>, ' +
        '<a href="https://example.org">https://example.org</a>, <a href="/training/5">a course</a></p>',
    );
    expect(lines(blocks)).toEqual([
      'my page (https://example.org/a?b=1&c=2), mail (pat@example.org), https://example.org, a course',
    ]);
    const runs = blocks[0]!.kind === 'paragraph' ? blocks[0]!.runs : [];
    expect(runs[0]).toEqual({ text: 'my page', href: 'https://example.org/a?b=1&c=2' });
    expect(runs.filter((run) => run.text === 'a course')).toEqual([
      { text: 'a course', href: '/training/5' },
    ]);
  });

  it('decodes character references once, so escaped markup stays text', () => {
    expect(decodeEntities('a &amp; b &lt;script&gt; &#8212; &#x41; &nbsp;&bogus; &amp;lt;')).toBe(
      'a & b <script> \u2014 A \u00a0&bogus; &lt;',
    );
    expect(lines(richTextBlocks('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'))).toEqual([
      '<script>alert(1)</script>',
    ]);
  });

  it('forgives odd HTML: unclosed and stray tags, a bare <, dropped elements, unknown ones', () => {
    expect(
      lines(
        richTextBlocks(
          '<p>Unclosed <b>bold <i>both<p>next</b> para</i></p></p><li>loose item' +
            '<script>steal()</script><style>p{}</style><blink>kept</blink> a < b <3 <!-- note --> ' +
            '<h2>Heading</h2><hr><table><tr><th>A</th><td>B</td></tr></table><blockquote>quoted',
        ),
      ),
    ).toEqual([
      'Unclosed bold both',
      'next para',
      '\u2022 loose itemkept a < b <3',
      'Heading',
      '---',
      'A \u00b7 B',
      '  quoted',
    ]);
    for (const odd of [
      '',
      '<',
      '<<>>',
      '</p>',
      '<a href="x',
      '<ul><li>',
      '&',
      '<b>',
      '<p><br></p>',
      '<script>',
    ])
      expect(() => richTextBlocks(odd)).not.toThrow();
    expect(richTextBlocks('<p><br></p><p>   </p><ul><li></li></ul>')).toEqual([]);
  });

  it('never throws on random markup', () => {
    // A seeded generator of tag soup: the reader must take anything.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pieces = [
      '<p>',
      '</p>',
      '<b>',
      '</i>',
      '<ul>',
      '<li>',
      '</ol>',
      '<a href="h',
      '">',
      '&amp',
      ';',
      '<',
      '>',
      'text ',
      '<br/>',
      '<script>',
      '</li>',
      '&#99999999;',
      '"',
      "'",
    ];
    for (let n = 0; n < 500; n++) {
      const html = Array.from(
        { length: 1 + Math.floor(next() * 30) },
        () => pieces[Math.floor(next() * pieces.length)],
      ).join('');
      expect(() => richTextBlocks(html)).not.toThrow();
    }
  });
});

describe('breaking long words', () => {
  it('leaves ordinary words whole and splits long ones into pieces that join up to the word', () => {
    expect(breakLongWord('professional@example.org')).toEqual(['professional@example.org']);
    const address = 'https://registry.example.org/verify/ABCDEFGHJKLMNPQRSTUV';
    const pieces = breakLongWord(address);
    expect(pieces.join('')).toBe(address);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces).toContain('example.');
    const letters = 'x'.repeat(100);
    expect(breakLongWord(letters).join('')).toBe(letters);
    expect(Math.max(...breakLongWord(letters).map((piece) => piece.length))).toBeLessThanOrEqual(18);
  });
});

describe('text the PDF font can print', () => {
  it('keeps Latin-1 and typography, and stands in for what Helvetica lacks rather than print a wrong letter', () => {
    const kept = 'José Ñúñez-Zoë, “quoted” – dash — … € • ‘x’ 100%';
    expect(printable(kept)).toBe(kept);
    expect(printable('Nguyễn Thị Hương')).toBe('Nguyên Thi Huong');
    expect(printable('Dvořák, Łukasz')).toBe('Dvorák, ?ukasz');
    expect(printable('李小龍 \u{1f600} a\u2192b \u2713 x\u200by')).toBe('??? ? a->b  xy');
  });
});
