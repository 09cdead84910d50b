// The one way the registry makes a PDF (DESIGN §2): @react-pdf/renderer, through these building blocks.
export {
  BulletList,
  Heading,
  NumberedList,
  PAGE,
  PLACEHOLDER_NOTICE,
  Paragraph,
  PlaceholderNotice,
  Subheading,
  Table,
  TenantDocument,
  TermList,
  pageSize,
  renderPdf,
  type TableColumn,
  type TenantDocumentProps,
} from './document.js';
export { Blocks, renderBlockDocument, type Block, type BlockDocument } from './blocks.js';
export {
  answerPdfJobs,
  createPdfWorker,
  type PdfRenderer,
  type PdfWorker,
  type PdfWorkerOptions,
} from './pdf-worker.js';
