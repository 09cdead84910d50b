import { getTenant } from '@registry/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdf } from '../test/pdf.js';
import { sampleResume } from '../test/resume-documents.js';
import { createDocumentPdfs, type DocumentJob } from './pdfs.js';

/**
 * The server's one PDF worker (pdfs.ts, pdf-worker.ts): every kind of document the server makes is made
 * there, each by its module's renderer, and a job of no known kind is refused with the reason. (This file
 * imports no renderer: pdfs.ts names the modules' job types alone, so every PDF below is made in the worker.)
 */
const pdfs = createDocumentPdfs();
afterAll(() => pdfs.close());

const tenant = getTenant('tn');
const brand = { productName: tenant.productName, theme: tenant.theme };

const jobs: [string, DocumentJob, string][] = [
  [
    'grid',
    {
      kind: 'grid',
      pdf: {
        tenant: brand,
        title: 'Enrollments',
        reportTime: 'Nov 28, 2026, 9:00 AM',
        columns: [{ header: 'Name', type: 'text' }],
        rows: [['Ada Learner']],
        capped: false,
        cap: 500,
      },
    },
    'Ada Learner',
  ],
  ['resume', { kind: 'resume', document: sampleResume(brand) }, sampleResume(brand).person.name],
  [
    'certificate',
    {
      kind: 'certificate',
      certificate: {
        tenant: brand,
        logo: null,
        code: 'ABCD2345EFGH',
        personName: 'Wendy Worker',
        courseName: 'Safe Sleep',
        sectionName: 'Morning',
        trainingStart: '2026-11-20T14:00:00.000Z',
        trainingEnd: '2026-11-20T17:00:00.000Z',
        timeZone: 'America/Chicago',
        hours: '3',
        trainerName: 'Quinn Evans',
        issuedOn: 'November 20, 2026',
        verifyUrl: 'https://registry.example/verify/ABCD2345EFGH',
        revokedOn: null,
      },
    },
    'Wendy Worker',
  ],
  [
    'trainingReport',
    {
      kind: 'trainingReport',
      report: {
        tenant: brand,
        fullName: 'Rita Report',
        organizationName: 'Little Blessings',
        reportTime: 'Nov 28, 2026, 9:00 AM',
        trainings: [],
        totalHours: '0',
      },
    },
    'Rita Report',
  ],
];

describe('the PDF worker', () => {
  it.each(jobs)('makes a %s PDF', async (_kind, job, text) => {
    const { pages } = await readPdf(await pdfs.render(job));
    expect(pages.join(' ')).toContain(text);
  });

  it('refuses a job of no known kind, with the reason', async () => {
    await expect(pdfs.render({ kind: 'poster' } as never)).rejects.toThrow(
      'The PDF could not be made: Error: No such kind of PDF: poster',
    );
  });
});
