// Documents as data: a list of blocks (heading, subheading, paragraph, bullets, steps, terms, table) rendered
// with the building blocks of document.tsx. For documents whose content is text, written where JSX is not at
// hand (the generator scripts, the role guides of packages/domain) or assembled from records (reports).
/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: the generator scripts import this module from any directory, under any tsconfig.)
import type { ReactElement } from 'react';
import {
  BulletList,
  Heading,
  NumberedList,
  Paragraph,
  Subheading,
  Table,
  TenantDocument,
  TermList,
  renderPdf,
  type TableColumn,
  type TenantDocumentProps,
} from './document.js';

export type Block =
  | { heading: string }
  | { subheading: string }
  | { paragraph: string }
  | { bullets: readonly string[] }
  | { steps: readonly string[] }
  | { terms: readonly (readonly [term: string, explanation: string])[] }
  | { table: { columns: readonly TableColumn[]; rows: readonly (readonly string[])[] } };

function blockElement(block: Block, key: number): ReactElement {
  if ('heading' in block) return <Heading key={key}>{block.heading}</Heading>;
  if ('subheading' in block) return <Subheading key={key}>{block.subheading}</Subheading>;
  if ('paragraph' in block) return <Paragraph key={key}>{block.paragraph}</Paragraph>;
  if ('bullets' in block) return <BulletList key={key} items={block.bullets} />;
  if ('steps' in block) return <NumberedList key={key} items={block.steps} />;
  if ('terms' in block) return <TermList key={key} terms={block.terms} />;
  return <Table key={key} columns={block.table.columns} rows={block.table.rows} />;
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return <>{blocks.map(blockElement)}</>;
}

export type BlockDocument = Omit<TenantDocumentProps, 'children'> & { blocks: readonly Block[] };

/** The PDF of a tenant document whose content is the given blocks. */
export function renderBlockDocument({ blocks, ...document }: BlockDocument): Promise<Buffer> {
  return renderPdf(
    <TenantDocument {...document}>
      <Blocks blocks={blocks} />
    </TenantDocument>,
  );
}
