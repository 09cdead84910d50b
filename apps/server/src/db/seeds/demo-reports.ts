import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { addDays, EntityType, FormId, wallTimeIn, type Tenant } from '@registry/domain';
import type { Db } from '../database.js';
import { createDiskFileStorage, storageKey } from '../../platform/file-storage.js';

/** The element of form 25 that holds the report's document (modules/reporting REPORT.document). */
const DOCUMENT_ELEMENT = 25006;

/** A one-page PDF that reads the lines given (Helvetica, ASCII), as a demo report's document. */
export function demoReportPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (match) => `\\${match}`);
  const content = [
    'BT',
    '/F1 14 Tf',
    '18 TL',
    '72 720 Td',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoReport {
  name: string;
  type: 'attendance' | 'quarterly' | 'annual' | 'other';
  fileName: string;
  periodStart: string;
  periodEnd: string;
  description: string;
  /** Days before the seed it was submitted (with its comment); absent: a draft. */
  submitted?: { daysAgo: number; comment: string };
  /** The demo session it is about, by section name. */
  section?: string;
}

/**
 * The demo QEA's DHR reports (issue 24), once, where the tenant has trainers (al, jh): a draft about last
 * month's session and last year's annual report, submitted two days ago, so that the demo manager (400)
 * and administrator (500) find a report to review. Each carries its document: a small PDF written into the
 * file store under DATA_DIR (`dataDir`; without it, as in the seed's tests, the rows name a file whose
 * bytes are not there).
 */
export async function ensureDemoReports(
  db: Db,
  tenant: Tenant,
  trainerId: number | null,
  now: Date,
  dataDir: string | undefined,
): Promise<void> {
  if (trainerId === null || !tenant.generalRoles.includes('250')) return;
  const existing = await db
    .selectFrom('reports')
    .select('id')
    .where('userId', '=', trainerId)
    .executeTakeFirst();
  if (existing !== undefined) return;
  const today = wallTimeIn(now, tenant.timeZone).slice(0, 10);
  const lastYear = Number(today.slice(0, 4)) - 1;
  const lastMonth = addDays(today, -30);
  const reports: DemoReport[] = [
    {
      name: 'Safe Sleep Practices for Infants: Last month',
      type: 'attendance',
      fileName: 'safe-sleep-attendance.pdf',
      periodStart: lastMonth,
      periodEnd: lastMonth,
      description: 'Who attended the safe sleep session last month, and the hours each earned.',
      section: 'Last month',
    },
    {
      name: `Annual Training Report ${lastYear}`,
      type: 'annual',
      fileName: `annual-training-report-${lastYear}.pdf`,
      periodStart: `${lastYear}-01-01`,
      periodEnd: `${lastYear}-12-31`,
      description: `The trainings held in ${lastYear}: sessions, attendance and hours.`,
      submitted: { daysAgo: 2, comment: 'All sessions of the year, with their attendance.' },
    },
  ];
  const storage = dataDir === undefined ? null : createDiskFileStorage(join(dataDir, 'files'));
  for (const demo of reports) {
    const bytes = demoReportPdf([demo.name, `${demo.periodStart} to ${demo.periodEnd}`, demo.description]);
    const key = storageKey();
    if (storage !== null) await (await storage.stage([bytes])).keep(key);
    const fileSetId = randomUUID();
    await db
      .insertInto('fileSets')
      .values({
        id: fileSetId,
        ownerUserId: trainerId,
        entityTypeId: EntityType.Report,
        formElementId: DOCUMENT_ELEMENT,
        createdBy: trainerId,
      })
      .execute();
    await db
      .insertInto('uploadedFiles')
      .values({
        id: randomUUID(),
        fileSetId,
        fileName: demo.fileName,
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        storageKey: key,
        uploadedBy: trainerId,
      })
      .execute();
    const section =
      demo.section === undefined
        ? undefined
        : await db
            .selectFrom('courseSections')
            .select('id')
            .where('userId', '=', trainerId)
            .where('sectionName', '=', demo.section)
            .executeTakeFirst();
    const submittedAt =
      demo.submitted === undefined ? null : new Date(now.getTime() - demo.submitted.daysAgo * 86_400_000);
    const report = await db
      .insertInto('reports')
      .values({
        userId: trainerId,
        formId: FormId.Report,
        formVersion: 1,
        reportName: demo.name,
        reportType: demo.type,
        courseSectionId: section?.id ?? null,
        periodStart: demo.periodStart,
        periodEnd: demo.periodEnd,
        description: demo.description,
        document: fileSetId,
        status: submittedAt === null ? 'Uploaded' : 'Submitted',
        submittedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (submittedAt !== null)
      await db
        .insertInto('reportActions')
        .values({
          reportId: report.id,
          actorUserId: trainerId,
          action: 'Submitted',
          comment: demo.submitted?.comment ?? null,
          at: submittedAt,
        })
        .execute();
  }
}
