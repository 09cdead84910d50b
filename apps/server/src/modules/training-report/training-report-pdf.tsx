// The Search Users training report (tn) as a PDF, made with the registry's one PDF module.
/** @jsxRuntime automatic @jsxImportSource react */
import { TRAINING_REPORT_TEXTS as T, type Tenant } from '@registry/domain';
import { Paragraph, Table, TenantDocument, renderPdf, type TableColumn } from '../../platform/pdf/index.js';
import type { ReportTraining } from './training-report.repository.js';

/** What the report shows. */
export interface TrainingReportPdf {
  tenant: Pick<Tenant, 'productName' | 'theme'>;
  fullName: string;
  organizationName: string;
  reportTime: string;
  trainings: readonly ReportTraining[];
  totalHours: string;
}

const COLUMNS: TableColumn[] = [
  { header: T.headers.date, width: 1 },
  { header: T.headers.name, width: 2.4 },
  { header: T.headers.hours, width: 0.7, align: 'right' },
  { header: T.headers.coreKnowledgeArea, width: 1.8 },
  { header: T.headers.sponsor, width: 1.6 },
  { header: T.headers.verified, width: 0.8 },
];

/** Rows per page-sized part (react-pdf lays out each part on its own: time stays linear in the rows). */
const ROWS_PER_PART = 18;

/** The PDF worker's job for a training report (src/pdf-worker.ts makes it with renderTrainingReport). */
export interface TrainingReportPdfJob {
  kind: 'trainingReport';
  report: TrainingReportPdf;
}

/** The title (the person and the organization), the time, the records in a table, and the total of hours. */
export function renderTrainingReport(report: TrainingReportPdf): Promise<Buffer> {
  const rows = report.trainings.map((training) => [
    training.trainingDate,
    training.trainingName,
    training.hours,
    training.coreKnowledgeArea ?? '',
    training.sponsor ?? '',
    training.verified ? T.yes : T.no,
  ]);
  const parts: string[][][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_PART)
    parts.push(rows.slice(start, start + ROWS_PER_PART));
  const [first = [], ...rest] = parts;
  const subject = T.subject(report.fullName, report.organizationName);
  return renderPdf(
    <TenantDocument
      tenant={report.tenant}
      title={`${T.title}: ${subject}`}
      orientation="landscape"
      parts={[
        ...rest.map((part, index) => <Table key={index} columns={COLUMNS} rows={part} />),
        <Paragraph key="total">{T.total(report.totalHours)}</Paragraph>,
      ]}
    >
      <Paragraph>{subject}</Paragraph>
      <Paragraph>{T.reportTime(report.reportTime)}</Paragraph>
      {rows.length === 0 ? <Paragraph>{T.none}</Paragraph> : <Table columns={COLUMNS} rows={first} />}
    </TenantDocument>,
  );
}
