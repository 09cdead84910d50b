// The resume's PDF (issue 26): the person's chosen records as a one-to-two-page US Letter resume in the
// tenant's colour, made with the registry's one PDF library (react-pdf's primitives, rendered by the PDF
// module's renderPdf, as the certificate is): the name large at the top with the contact details, the
// description's rich text, the sections in the editor's order with each entry kept whole on its page, a
// 'Verified' mark on the records the registry verified, and a footer that says where it came from.
/** @jsxRuntime automatic @jsxImportSource react */
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import type { ComponentProps } from 'react';
import { PAGE, renderPdf } from '../../platform/pdf/index.js';
import type { ResumeDocument, ResumeDocumentSection, ResumeEntry } from './resume-document.js';
import { richTextBlocks, type RichBlock, type RichRun } from './rich-text.js';

/** The PDF's own texts (the spec has none for the file's content). */
export const RESUME_PDF_TEXTS = {
  /** The mark on a record the registry verified: a word, since Helvetica has no check mark glyph. */
  verified: 'Verified',
  /** In the page footer when any entry is marked. */
  verifiedNote:
    "checked by the registry's staff against source documents, or the registry's own training records.",
  letter: 'Letter of reference available on request',
  certificate: (code: string) => `Certificate ${code}`,
  verifyAt: (url: string) => `Verify at ${url}`,
  footer: (productName: string, date: string) => `Generated from the ${productName} on ${date}`,
  subject: 'Resume',
} as const;

const INK = '#1b1b1b';
const MUTED = '#555555';
const RULE = '#d6d6d6';
/** The dates' column at an entry's right: at most this wide, about this much a character (9 pt digits), and the gap. */
const DATES_MAX = 190;
const DATES_CHAR = 5.3;
const DATES_GAP = 12;
const DATES_LINE_HEIGHT = 9 * 1.25;
const MARGIN = { top: 38, bottom: 58, side: 54 } as const;

const styles = StyleSheet.create({
  page: {
    fontFamily: 'Helvetica',
    fontSize: 9.5,
    lineHeight: 1.25,
    color: INK,
    paddingTop: MARGIN.top,
    paddingBottom: MARGIN.bottom,
    paddingHorizontal: MARGIN.side,
  },
  accent: { position: 'absolute', top: 0, left: 0, right: 0, height: 7 },
  header: { paddingBottom: 8, marginBottom: 10, borderBottomWidth: 1.5 },
  name: { fontFamily: 'Helvetica-Bold', fontSize: 22, lineHeight: 1.15 },
  contact: { marginTop: 4, fontSize: 9, color: MUTED },
  description: { marginBottom: 2 },
  paragraph: { marginBottom: 4 },
  richHeading: { fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  item: { flexDirection: 'row', marginBottom: 1 },
  itemMarker: { width: 16, textAlign: 'right', paddingRight: 5 },
  itemText: { flex: 1 },
  rule: { borderBottomWidth: 0.75, borderBottomColor: RULE, marginVertical: 5 },
  section: { marginTop: 6 },
  sectionTitle: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 11,
    lineHeight: 1.2,
    paddingBottom: 2,
    marginBottom: 5,
    borderBottomWidth: 0.75,
  },
  entry: { marginBottom: 4.5 },
  entryTitle: { fontFamily: 'Helvetica-Bold', fontSize: 10 },
  verified: { fontFamily: 'Helvetica-Bold', fontSize: 7.5 },
  dates: {
    position: 'absolute',
    top: 0.5,
    right: 0,
    fontSize: 9,
    lineHeight: 1.25,
    color: MUTED,
    textAlign: 'right',
  },
  subtitle: { fontFamily: 'Helvetica-Oblique' },
  detail: { fontSize: 9, color: MUTED },
  verifyLink: { textDecoration: 'none' },
  noteMark: { fontFamily: 'Helvetica-Bold' },
  footer: {
    position: 'absolute',
    left: MARGIN.side,
    right: MARGIN.side,
    bottom: 22,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 5,
    fontSize: 7.5,
    lineHeight: 1.2,
    color: MUTED,
  },
});

/** What the PDF's Helvetica can print: the WinAnsi characters (Latin-1 and the typographic ones). */
const WIN_ANSI =
  /^[\n\x20-\x7e\xa0-\xff\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178]*$/;
const WIN_ANSI_CHAR = new RegExp(`^${WIN_ANSI.source.slice(1, -3)}]$`);
/** Plain equivalents of common characters it lacks. */
const STAND_INS: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '\u2014',
  '\u2212': '-',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2713': '',
  '\u2714': '',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  '\t': ' ',
  '\r': '',
};

/**
 * The text as the standard Helvetica can print it (the PDF module embeds no font). A character it lacks
 * would print as another one ('Nguyễn' as 'NguyÅ n'): a few have a plain stand-in; a letter with more
 * accents than Latin-1 has keeps the ones it can ('ễ' as 'ê', 'ő' as 'o'); anything else (CJK, emoji)
 * prints as '?' rather than as a wrong letter.
 */
export function printable(text: string): string {
  if (WIN_ANSI.test(text)) return text;
  let out = '';
  for (const char of text) {
    if (WIN_ANSI_CHAR.test(char)) out += char;
    else if (char in STAND_INS) out += STAND_INS[char];
    else {
      const [base = '', ...marks] = [...char.normalize('NFD')];
      const withMark = marks.length > 0 ? (base + marks[0]).normalize('NFC') : '';
      if (withMark && WIN_ANSI_CHAR.test(withMark)) out += withMark;
      else if (marks.length > 0 && WIN_ANSI_CHAR.test(base)) out += base;
      else if (/\p{M}/u.test(char)) continue;
      else out += '?';
    }
  }
  return out;
}

/** Longer words (an address, a run of letters) may break inside; shorter ones never do. */
const LONG_WORD = 36;
const WORD_PIECE = 18;

/**
 * Where a word may break across lines (react-pdf's hyphenation callback; it prints a hyphen at a break). The
 * PDF module breaks no word (document.tsx), so a long address or a pasted run of letters would run off the
 * page: a word longer than LONG_WORD may break after '/', '@', '.', '-', '_', '?', '&', '=' and else every
 * WORD_PIECE characters. The pieces join up to the word exactly.
 */
export function breakLongWord(word: string): string[] {
  if (word.length <= LONG_WORD) return [word];
  const pieces: string[] = [];
  for (const part of word.split(/(?<=[/@._?&=-])/)) {
    for (let at = 0; at < part.length; at += WORD_PIECE) pieces.push(part.slice(at, at + WORD_PIECE));
  }
  return pieces;
}

/** Every text of the resume: long words break rather than run off the page. */
function Line(props: ComponentProps<typeof Text>) {
  return <Text hyphenationCallback={breakLongWord} {...props} />;
}

function runStyle(run: RichRun): Style {
  const style: Style = {};
  if (run.bold) style.fontWeight = 'bold';
  if (run.italic) style.fontStyle = 'italic';
  const decoration = [run.underline || run.href ? 'underline' : '', run.strike ? 'line-through' : '']
    .filter(Boolean)
    .join(' ');
  if (decoration) style.textDecoration = decoration as Style['textDecoration'];
  return style;
}

function Runs({ runs }: { runs: readonly RichRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        const text = printable(run.text);
        if (run.href && /^(?:https?:|mailto:)/i.test(run.href))
          return (
            <Link key={index} src={run.href} style={runStyle(run)}>
              {text}
            </Link>
          );
        return (
          <Text key={index} style={runStyle(run)}>
            {text}
          </Text>
        );
      })}
    </>
  );
}

function RichBlockView({ block, color }: { block: RichBlock; color: string }) {
  if (block.kind === 'rule') return <View style={styles.rule} />;
  const indent = { marginLeft: block.indent * 16 };
  if (block.kind === 'item')
    return (
      <View style={[styles.item, indent]}>
        <Text style={styles.itemMarker}>{block.marker}</Text>
        <Line style={styles.itemText}>
          <Runs runs={block.runs} />
        </Line>
      </View>
    );
  return (
    <Line
      style={[styles.paragraph, indent, ...(block.heading ? [styles.richHeading, { color }] : [])]}
      minPresenceAhead={block.heading ? 24 : 0}
    >
      <Runs runs={block.runs} />
    </Line>
  );
}

/** Short detail lines (a phone, hours, a member number) share a line, separated by dots; long ones (a job's description) stand alone. */
const SHORT_DETAIL = 64;
const SEPARATOR = ' \u00b7 ';

function Entry({ entry, color }: { entry: ResumeEntry; color: string }) {
  // The line under the title: the subtitle, then the short details, the certificate, the letter's note.
  const short: string[] = [];
  const long: string[] = [];
  for (const line of entry.details) {
    if (line.trim() === '') continue;
    if (line.length <= SHORT_DETAIL && long.length === 0) short.push(line);
    else long.push(line);
  }
  if (entry.certificate) short.push(RESUME_PDF_TEXTS.certificate(entry.certificate.code));
  if (entry.letter) short.push(RESUME_PDF_TEXTS.letter);
  const subtitle = entry.subtitle?.trim() ? entry.subtitle : null;
  const shortText = short.length > 0 ? `${subtitle !== null ? SEPARATOR : ''}${short.join(SEPARATOR)}` : null;
  const hasFirstLine = subtitle !== null || shortText !== null;
  // The dates sit at the title's right; the title's lines stop short of them.
  // (By an estimate: react-pdf does not wrap an absolute box's text to a maximum width.)
  const datesNatural = entry.dates.length * DATES_CHAR;
  const datesWidth = Math.min(DATES_MAX, datesNatural);
  const datesLines = Math.ceil(datesNatural / DATES_MAX);
  return (
    <View style={styles.entry} wrap={false}>
      <Line
        style={[
          styles.entryTitle,
          entry.dates === ''
            ? {}
            : { paddingRight: datesWidth + DATES_GAP, minHeight: datesLines * DATES_LINE_HEIGHT },
        ]}
      >
        {printable(entry.title)}
        {entry.verified && (
          <Text style={[styles.verified, { color }]}>{`  ${RESUME_PDF_TEXTS.verified}`}</Text>
        )}
      </Line>
      {entry.dates !== '' && (
        <Line style={[styles.dates, { width: datesWidth }]}>{printable(entry.dates)}</Line>
      )}
      {(hasFirstLine || long.length > 0) && (
        <Line style={styles.detail}>
          {subtitle !== null && <Text style={styles.subtitle}>{printable(subtitle)}</Text>}
          {shortText !== null && printable(shortText)}
          {entry.certificate && (
            <>
              {SEPARATOR}
              {RESUME_PDF_TEXTS.verifyAt('')}
              <Link src={entry.certificate.verifyUrl} style={[styles.verifyLink, { color }]}>
                {entry.certificate.verifyUrl}
              </Link>
            </>
          )}
          {long.length > 0 && printable(`${hasFirstLine || entry.certificate ? '\n' : ''}${long.join('\n')}`)}
        </Line>
      )}
    </View>
  );
}

function Section({ section, color }: { section: ResumeDocumentSection; color: string }) {
  return (
    <View style={styles.section}>
      {/* The title never stays alone at a page's foot: room for it and a short entry, or a new page. */}
      <Text style={[styles.sectionTitle, { color, borderBottomColor: color }]} minPresenceAhead={48}>
        {section.title}
      </Text>
      {section.entries.map((entry, index) => (
        <Entry key={index} entry={entry} color={color} />
      ))}
    </View>
  );
}

/** The resume as a react-pdf document. */
export function ResumePdfDocument({ document }: { document: ResumeDocument }) {
  const color = document.tenant.theme.primary;
  const { person } = document;
  const contact = [person.email, person.phone, person.location].filter(
    (part): part is string => part !== null && part.trim() !== '',
  );
  const description = richTextBlocks(document.descriptionHtml);
  const sections = document.sections.filter((section) => section.entries.length > 0);
  const anyVerified = sections.some((section) => section.entries.some((entry) => entry.verified));
  const content = (
    <>
      <View style={[styles.header, { borderBottomColor: color }]}>
        <Line style={styles.name}>{printable(person.name)}</Line>
        {contact.length > 0 && <Line style={styles.contact}>{printable(contact.join('   \u00b7   '))}</Line>}
      </View>
      {description.length > 0 && (
        <View style={styles.description}>
          {description.map((block, index) => (
            <RichBlockView key={index} block={block} color={color} />
          ))}
        </View>
      )}
      {sections.map((section) => (
        <Section key={section.key} section={section} color={color} />
      ))}
    </>
  );
  return (
    <Document
      title={document.name}
      author={person.name}
      subject={RESUME_PDF_TEXTS.subject}
      creator={document.tenant.productName}
      producer="@react-pdf/renderer"
      language="en-US"
    >
      <Page size="LETTER" style={styles.page}>
        <View fixed style={[styles.accent, { backgroundColor: color }]} />
        {content}
        {/*
          On every page, and static on purpose: a page number (a render prop) makes react-pdf lay every page
          out once more. The note on the Verified mark is here rather than after the last entry, where it
          could be left alone on a page of its own.
        */}
        <View fixed style={styles.footer}>
          {anyVerified && (
            <Text>
              <Text style={[styles.noteMark, { color }]}>{RESUME_PDF_TEXTS.verified}</Text>
              {`: ${RESUME_PDF_TEXTS.verifiedNote}`}
            </Text>
          )}
          <Text>{RESUME_PDF_TEXTS.footer(document.tenant.productName, document.generatedOn)}</Text>
        </View>
      </Page>
    </Document>
  );
}

/** The PDF worker's job for a resume (src/pdf-worker.ts makes it with renderResume). */
export interface ResumePdfJob {
  kind: 'resume';
  document: ResumeDocument;
}

/** The bytes of the resume's PDF. */
export function renderResume(document: ResumeDocument): Promise<Buffer> {
  // renderPdf is typed for a TenantDocument; any react-pdf <Document> renders the same way.
  return renderPdf((<ResumePdfDocument document={document} />) as never);
}

/** The page (US Letter, upright), for tests. */
export const RESUME_PAGE = { width: PAGE.width, height: PAGE.height, margin: MARGIN } as const;
