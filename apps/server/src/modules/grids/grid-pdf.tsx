// A grid's rows as a PDF (POST /api/form/flatfile with fileType pdf), made with the registry's one PDF module.
/** @jsxRuntime automatic @jsxImportSource react */
import { GRID_EXPORT_TEXTS, type GridColumnType, type Tenant } from '@registry/domain';
import {
  PAGE,
  Paragraph,
  Table,
  TenantDocument,
  pageSize,
  renderPdf,
  type TableColumn,
} from '../../platform/pdf/index.js';

/** What a grid PDF shows: plain data, so that it can travel to the worker that renders it. */
export interface GridPdf {
  tenant: Pick<Tenant, 'productName' | 'theme'>;
  /** reportName, else the grid's title. */
  title: string;
  /** reportTime as the request gives it, else the server's time in the tenant's zone. */
  reportTime: string;
  /** The visible columns: header and type. */
  columns: readonly { header: string; type: GridColumnType }[];
  rows: readonly (readonly string[])[];
  /** More rows matched than the PDF holds. */
  capped: boolean;
  cap: number;
}

/** The PDF worker's job for a grid PDF (src/pdf-worker.ts makes it with renderGridPdf). */
export interface GridPdfJob {
  kind: 'grid';
  pdf: GridPdf;
}

/** The table's measures (document.tsx: 9.5 pt cells, line height 1.35, 4 pt above and below, 6 pt aside). */
const CELL = { fontSize: 9.5, lineHeight: 1.35, padding: 8, sidePadding: 12 } as const;
/** Helvetica's average advance per character of ordinary text, in ems. */
const CHARACTER_WIDTH = 0.5;
/** The height a landscape page gives the table: the page less the bands, the footer and the header row. */
const landscape = pageSize('landscape');
const PAGE_BODY = landscape.height - 82 - 90;
const FIRST_PAGE_BODY = PAGE_BODY - 154 - 2 * 22;

/** A column's share of the width by what it holds: text wraps, dates and numbers need little. */
const WIDTH_BY_TYPE = { text: 1.6, date: 1, datetime: 1.4, number: 0.7, boolean: 0.7 } as const;

/** A row's height, estimated from how many lines its longest cell wraps to at its column's width. */
function rowHeight(row: readonly string[], widths: readonly number[]): number {
  const lines = Math.max(
    1,
    ...row.map((cell, index) => {
      const perLine = Math.max(
        1,
        Math.floor(((widths[index] ?? 0) - CELL.sidePadding) / (CELL.fontSize * CHARACTER_WIDTH)),
      );
      return Math.ceil(cell.length / perLine) || 1;
    }),
  );
  return lines * CELL.fontSize * CELL.lineHeight + CELL.padding + 0.5;
}

/**
 * The rows cut into page-sized parts by their estimated heights (a part that still overflows runs onto
 * another page, with the header repeated). Each part becomes a page of its own, which keeps react-pdf's
 * layout time linear in the rows (TenantDocument `parts`).
 */
export function pageParts(
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
): (readonly string[])[][] {
  const total = columns.reduce((sum, column) => sum + (column.width ?? 1), 0);
  const widths = columns.map((column) => ((column.width ?? 1) / total) * (landscape.width - 2 * PAGE.margin));
  const header = rowHeight(
    columns.map((column) => column.header),
    widths,
  );
  const parts: (readonly string[])[][] = [[]];
  let room = FIRST_PAGE_BODY - header;
  for (const row of rows) {
    const height = rowHeight(row, widths);
    const part = parts.at(-1)!;
    if (height > room && part.length > 0) {
      parts.push([row]);
      room = PAGE_BODY - header - height;
    } else {
      part.push(row);
      room -= height;
    }
  }
  return parts;
}

/** The report's title and time, how many rows (or that it holds only the first `cap`), then the table. */
export function renderGridPdf(pdf: GridPdf): Promise<Buffer> {
  const columns: TableColumn[] = pdf.columns.map((column) => ({
    header: column.header,
    width: WIDTH_BY_TYPE[column.type],
    align: column.type === 'number' ? 'right' : 'left',
  }));
  const [first = [], ...rest] = pageParts(columns, pdf.rows);
  return renderPdf(
    <TenantDocument
      tenant={pdf.tenant}
      title={pdf.title}
      orientation="landscape"
      parts={rest.map((rows, index) => (
        <Table key={index} columns={columns} rows={rows} />
      ))}
    >
      <Paragraph>{GRID_EXPORT_TEXTS.reportTime(pdf.reportTime)}</Paragraph>
      <Paragraph>
        {pdf.capped ? GRID_EXPORT_TEXTS.pdfCapped(pdf.cap) : GRID_EXPORT_TEXTS.pdfRows(pdf.rows.length)}
      </Paragraph>
      <Table columns={columns} rows={first} />
    </TenantDocument>,
  );
}
