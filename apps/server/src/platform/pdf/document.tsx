// The building blocks of every PDF the registry makes (DESIGN §2: @react-pdf/renderer on the server, one way
// to make a PDF): a tenant's letter-size page with its header band and page footer, headings, subheadings,
// paragraphs, bullet lists, numbered steps, term lists and tables. Resumes, training reports, the role guides
// and the placeholder documents (apps/server/scripts/make-static-pdfs.mjs,
// apps/web/scripts/make-placeholder-pdfs.mjs) compose these.
/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: the generator scripts import this module from any directory, under any tsconfig.)
import { Document, Font, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import type { Tenant } from '@registry/domain';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

/** US Letter in points, and the page margin. */
export const PAGE = { width: 612, height: 792, margin: 60 } as const;
/** Height of the coloured band: the first page's (product name and title) and the running one after it. */
const BAND = { first: 120, running: 48 } as const;
/** Space between the band and the text. */
const BAND_GAP = 34;

const INK = '#1b1b1b';
const MUTED = '#595959';
const RULE = '#cccccc';
const NOTICE = { background: '#fff3cd', stripe: '#b58200', ink: '#332900' } as const;

// Words are never broken across lines with a hyphen: the documents hold names, e-mail addresses and
// identifiers that must read (and be searched) as written. Registered once for the process.
Font.registerHyphenationCallback((word) => [word]);

const styles = StyleSheet.create({
  page: {
    fontFamily: 'Helvetica',
    fontSize: 10.5,
    lineHeight: 1.5,
    color: INK,
    paddingTop: BAND.running + BAND_GAP,
    paddingBottom: 90,
    paddingHorizontal: PAGE.margin,
  },
  firstBand: {
    marginTop: -(BAND.running + BAND_GAP),
    marginHorizontal: -PAGE.margin,
    marginBottom: BAND_GAP,
    height: BAND.first,
    paddingHorizontal: PAGE.margin,
    paddingTop: 34,
    color: '#ffffff',
  },
  firstBandProduct: { fontFamily: 'Helvetica-Bold', fontSize: 11, lineHeight: 1.2 },
  firstBandTitle: { fontFamily: 'Helvetica-Bold', fontSize: 24, lineHeight: 1.2, marginTop: 14 },
  runningBand: { position: 'absolute', top: 0, left: 0, right: 0 },
  runningBandFill: {
    height: BAND.running,
    paddingHorizontal: PAGE.margin,
    paddingTop: 18,
    color: '#ffffff',
    fontFamily: 'Helvetica-Bold',
    fontSize: 10,
    lineHeight: 1.2,
  },
  footer: {
    position: 'absolute',
    left: PAGE.margin,
    right: PAGE.margin,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 8,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    lineHeight: 1.2,
    color: MUTED,
  },
  notice: {
    backgroundColor: NOTICE.background,
    borderLeftWidth: 4,
    borderLeftColor: NOTICE.stripe,
    paddingVertical: 12,
    paddingHorizontal: 14,
    marginBottom: 24,
    color: NOTICE.ink,
    fontSize: 10,
    lineHeight: 1.4,
  },
  noticeTitle: { fontFamily: 'Helvetica-Bold', fontSize: 10.5, marginBottom: 4 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 14, lineHeight: 1.3, marginTop: 8, marginBottom: 8 },
  subheading: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 11.5,
    lineHeight: 1.3,
    marginTop: 4,
    marginBottom: 4,
  },
  paragraph: { marginBottom: 6 },
  bullet: { flexDirection: 'row', marginBottom: 4 },
  bulletMark: { width: 20, paddingLeft: 6, fontFamily: 'Helvetica-Bold' },
  bulletText: { flex: 1 },
  stepMark: { width: 20, fontFamily: 'Helvetica-Bold', textAlign: 'right', paddingRight: 6 },
  term: { marginBottom: 8 },
  termName: { fontFamily: 'Helvetica-Bold' },
  termExplanation: { paddingLeft: 14 },
  table: { marginBottom: 12, borderTopWidth: 0.5, borderTopColor: RULE },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE },
  tableHeader: { color: '#ffffff', fontFamily: 'Helvetica-Bold' },
  tableStripe: { backgroundColor: '#f4f4f4' },
  tableCell: { paddingVertical: 4, paddingHorizontal: 6, fontSize: 9.5, lineHeight: 1.35 },
});

/** The tenant's colour for headings and table headers, from the enclosing TenantDocument. */
const ThemeColor = createContext(INK);

/** What the documents say about themselves while they are the registry's own placeholders. */
export const PLACEHOLDER_NOTICE = {
  title: 'Placeholder content',
  text:
    'This document was written for the registry software and is not an official publication. ' +
    'The state replaces it with its own document before the registry goes live.',
  footer: 'Placeholder document',
} as const;

export interface TenantDocumentProps {
  tenant: Pick<Tenant, 'productName' | 'theme'>;
  /** The document's title: in the first page's band, the running band, and the file's metadata. */
  title: string;
  /** Marks every page as placeholder content for the state to replace (the notice and the footer). */
  placeholder?: boolean;
  /** What made the file (the file's Creator entry), e.g. the script's name. */
  creator?: string;
  /** Letter upright (the default), or on its side for wide tables. */
  orientation?: 'portrait' | 'landscape';
  children: ReactNode;
  /**
   * Further content, each part starting a page of its own. For long tables cut into page-sized parts:
   * react-pdf lays out one flow in time that grows with the square of its pages (400 table rows in one
   * flow took 18 s; in parts of a page, under 1 s), so a part that fits a page keeps it linear.
   */
  parts?: readonly ReactNode[];
}

/** The page's width and height in points. */
export function pageSize(orientation: 'portrait' | 'landscape' = 'portrait') {
  return orientation === 'portrait'
    ? { width: PAGE.width, height: PAGE.height }
    : { width: PAGE.height, height: PAGE.width };
}

/**
 * A document of the tenant on US Letter pages: the first page opens with a band in the tenant's colour
 * holding the product name and the title; later pages carry a narrow band with both; every page ends with
 * a footer (product name, "Page n of N"). The children flow across as many pages as they need.
 */
export function TenantDocument({
  tenant,
  title,
  placeholder = false,
  creator,
  orientation = 'portrait',
  children,
  parts = [],
}: TenantDocumentProps) {
  const color = tenant.theme.primary;
  const { height } = pageSize(orientation);
  // The running band and the footer are on every page; the first page opens with the large band.
  const furniture = (
    <>
      <View
        fixed
        style={styles.runningBand}
        render={({ pageNumber }) =>
          pageNumber > 1 ? (
            <View style={[styles.runningBandFill, { backgroundColor: color }]}>
              <Text>{`${tenant.productName} \u2014 ${title}`}</Text>
            </View>
          ) : null
        }
      />
      <View fixed style={[styles.footer, { top: height - 56 }]}>
        <Text>
          {placeholder ? `${tenant.productName} \u00b7 ${PLACEHOLDER_NOTICE.footer}` : tenant.productName}
        </Text>
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>
    </>
  );
  return (
    <Document
      title={title}
      author={tenant.productName}
      creator={creator ?? tenant.productName}
      producer="@react-pdf/renderer"
      language="en-US"
    >
      <Page size="LETTER" orientation={orientation} style={styles.page}>
        {furniture}
        <View style={[styles.firstBand, { backgroundColor: color }]}>
          <Text style={styles.firstBandProduct}>{tenant.productName}</Text>
          <Text style={styles.firstBandTitle}>{title}</Text>
        </View>
        {placeholder ? <PlaceholderNotice /> : null}
        <ThemeColor.Provider value={color}>{children}</ThemeColor.Provider>
      </Page>
      {parts.map((part, index) => (
        <Page key={index} size="LETTER" orientation={orientation} style={styles.page}>
          {furniture}
          <ThemeColor.Provider value={color}>{part}</ThemeColor.Provider>
        </Page>
      ))}
    </Document>
  );
}

/** The box that says the document is placeholder content. */
export function PlaceholderNotice() {
  return (
    <View style={styles.notice} wrap={false}>
      <Text style={styles.noticeTitle}>{PLACEHOLDER_NOTICE.title}</Text>
      <Text>{PLACEHOLDER_NOTICE.text}</Text>
    </View>
  );
}

/** A section heading in the tenant's colour; never left alone at the foot of a page. */
export function Heading({ children }: { children: string }) {
  const color = useContext(ThemeColor);
  return (
    <Text style={[styles.heading, { color }]} minPresenceAhead={40}>
      {children}
    </Text>
  );
}

/** A heading within a section, in the text's colour; never left alone at the foot of a page. */
export function Subheading({ children }: { children: string }) {
  return (
    <Text style={styles.subheading} minPresenceAhead={30}>
      {children}
    </Text>
  );
}

export function Paragraph({ children }: { children: string }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <View style={styles.paragraph}>
      {items.map((item, index) => (
        <View key={index} style={styles.bullet} wrap={false}>
          <Text style={styles.bulletMark}>{'\u2022'}</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/** Numbered steps (1., 2., ...), each kept whole on its page. */
export function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <View style={styles.paragraph}>
      {items.map((item, index) => (
        <View key={index} style={styles.bullet} wrap={false}>
          <Text style={styles.stepMark}>{`${index + 1}.`}</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/** Terms in bold, each followed by its explanation, indented; a term never parts from its explanation. */
export function TermList({ terms }: { terms: readonly (readonly [term: string, explanation: string])[] }) {
  return (
    <View>
      {terms.map(([term, explanation], index) => (
        <View key={index} style={styles.term} wrap={false}>
          <Text style={styles.termName}>{term}</Text>
          <Text style={styles.termExplanation}>{explanation}</Text>
        </View>
      ))}
    </View>
  );
}

export interface TableColumn {
  header: string;
  /** Relative width (flex grow); 1 unless given. */
  width?: number;
  align?: 'left' | 'right';
}

/**
 * A table with a header row in the tenant's colour, repeated on every page the table runs onto, and
 * striped rows that are never split across pages.
 */
export function Table({
  columns,
  rows,
}: {
  columns: readonly TableColumn[];
  rows: readonly (readonly string[])[];
}) {
  const color = useContext(ThemeColor);
  const cell = (column: TableColumn) => [
    styles.tableCell,
    { flex: column.width ?? 1, textAlign: column.align ?? 'left' },
  ];
  return (
    <View style={styles.table}>
      <View fixed style={[styles.tableRow, styles.tableHeader, { backgroundColor: color }]}>
        {columns.map((column, index) => (
          <Text key={index} style={cell(column)}>
            {column.header}
          </Text>
        ))}
      </View>
      {rows.map((row, rowIndex) => (
        <View
          key={rowIndex}
          wrap={false}
          style={rowIndex % 2 === 1 ? [styles.tableRow, styles.tableStripe] : styles.tableRow}
        >
          {columns.map((column, index) => (
            <Text key={index} style={cell(column)}>
              {row[index] ?? ''}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** react-pdf's document instance: one React root, created on the first PDF (see renderPdf). */
let instance: ReturnType<typeof pdf> | undefined;
/** The render under way: the next waits for it (they share the one root). */
let previous: Promise<unknown> = Promise.resolve();

/**
 * The bytes of a PDF file. Every PDF of this process is rendered through one react-pdf instance, one at a
 * time: each `pdf()` makes a React root, and React keeps every root it ever scheduled in its list of
 * scheduled roots (react-pdf's reconciler never runs the step that takes a finished root off it), so a root
 * per PDF leaked about 110 KB a resume, without end (issue 26). The one root takes each document in turn
 * and lets go of it after (updateContainer(null)), so nothing of a PDF outlives its render. Rendering is
 * synchronous work on this thread anyway: taking them in turn costs nothing.
 */
export function renderPdf(document: ReactElement<TenantDocumentProps>): Promise<Buffer> {
  const run = previous.then(
    () => renderOne(document),
    () => renderOne(document),
  );
  previous = run.catch(() => undefined);
  return run;
}

async function renderOne(document: ReactElement<TenantDocumentProps>): Promise<Buffer> {
  instance ??= pdf();
  // pdf() is typed for a <Document> element; TenantDocument renders one. A legacy root: the update is
  // committed before updateContainer returns.
  instance.updateContainer(document as unknown as Parameters<typeof pdf>[0] & ReactElement);
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await instance.toBuffer()) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  } finally {
    // The document goes with its render: the root holds nothing until the next one.
    instance.updateContainer(null as unknown as ReactElement);
  }
}
