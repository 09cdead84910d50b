import { getTenant, TENANT_CODES } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf.js';
import {
  BulletList,
  Heading,
  PLACEHOLDER_NOTICE,
  Paragraph,
  Table,
  TenantDocument,
  TermList,
  renderBlockDocument,
  renderPdf,
  type Block,
} from './index.js';

/** One block of every kind. */
const EVERY_BLOCK: Block[] = [
  { heading: 'About this report' },
  { paragraph: 'The report is built from verified registry records only.' },
  { bullets: ['Education: the highest degree held.', 'Annual training hours completed.'] },
  { subheading: 'How the hours are counted' },
  { steps: ['Each completed training is counted once.', 'Hours are rounded to the quarter hour.'] },
  { terms: [['Verified (check mark)', 'Registry staff confirmed the record against its documents.']] },
  {
    table: {
      columns: [
        { header: 'Core knowledge area', width: 3 },
        { header: 'Hours', align: 'right' },
      ],
      rows: [
        ['Child Growth and Development', '12.5'],
        ['Health, Safety and Nutrition', '4'],
      ],
    },
  },
];

/** Valid PDF framing: the header line first, the end-of-file marker last. */
function expectPdfFile(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
}

describe('the PDF module', () => {
  it.each(TENANT_CODES)('%s: a document of every block kind is a valid one-page PDF', async (code) => {
    const tenant = getTenant(code);
    const bytes = await renderBlockDocument({
      tenant,
      title: 'Early Childhood Workforce Report',
      creator: 'pdf.test.tsx',
      blocks: EVERY_BLOCK,
    });
    expectPdfFile(bytes);
    const { info, pages } = await readPdf(bytes);
    expect(info).toMatchObject({
      Title: 'Early Childhood Workforce Report',
      Author: tenant.productName,
      Creator: 'pdf.test.tsx',
      Producer: '@react-pdf/renderer',
    });
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      tenant.productName,
      'Early Childhood Workforce Report',
      'About this report',
      'The report is built from verified registry records only.',
      '\u2022 Education: the highest degree held.',
      '\u2022 Annual training hours completed.',
      'How the hours are counted',
      '1. Each completed training is counted once.',
      '2. Hours are rounded to the quarter hour.',
      'Verified (check mark) Registry staff confirmed the record against its documents.',
      'Core knowledge area Hours',
      'Child Growth and Development 12.5',
      'Health, Safety and Nutrition 4',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    // Not a placeholder unless asked.
    expect(text).not.toContain(PLACEHOLDER_NOTICE.title);
    expect(text).not.toContain(PLACEHOLDER_NOTICE.footer);
  });

  it('marks a placeholder document with the notice and, on every page, in the footer', async () => {
    const tenant = getTenant('al');
    const bytes = await renderBlockDocument({
      tenant,
      title: 'User Guide',
      placeholder: true,
      blocks: Array.from({ length: 30 }, (_, i) => ({
        paragraph: `Paragraph ${i + 1}. ${'Text. '.repeat(60)}`,
      })),
    });
    const { info, pages } = await readPdf(bytes);
    expect(info).toMatchObject({ Title: 'User Guide', Creator: tenant.productName });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`${PLACEHOLDER_NOTICE.title} ${PLACEHOLDER_NOTICE.text}`);
    pages.forEach((page) =>
      expect(page).toContain(`${tenant.productName} \u00b7 ${PLACEHOLDER_NOTICE.footer}`),
    );
    // The notice is said once, on the first page.
    expect(pages.slice(1).join(' ')).not.toContain(PLACEHOLDER_NOTICE.title);
  });

  it('runs long content over pages, each with the running band and its number', async () => {
    const tenant = getTenant('tn');
    const title = 'Training Report';
    const rows = Array.from({ length: 90 }, (_, i) => [`Session ${i + 1}`, `${i % 7}.5`]);
    const bytes = await renderBlockDocument({
      tenant,
      title,
      blocks: [
        { heading: 'Sessions attended' },
        { table: { columns: [{ header: 'Session' }, { header: 'Hours', align: 'right' }], rows } },
        { heading: 'Questions' },
        { paragraph: 'Write to helpdesk@tnpal.example.org about this report.' },
        {
          paragraph: 'Professionalization and internationalization of credentialed practitioners. '.repeat(
            12,
          ),
        },
      ],
    });
    const { pages } = await readPdf(bytes);
    const total = pages.length;
    expect(total).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${total}`);
      // The first page opens with the large band; later ones carry the running band.
      expect(page.includes(`${tenant.productName} \u2014 ${title}`)).toBe(index > 0);
    });
    // Every row is there once, in order, and the table's header row is repeated on every page it runs onto.
    const all = pages.join(' ');
    for (const [session, hours] of rows) expect(all).toContain(`${session} ${hours}`);
    const tablePages = pages.filter((page) => /Session \d+ /.test(page));
    expect(tablePages.length).toBeGreaterThan(1);
    tablePages.forEach((page) => expect(page).toContain('Session Hours'));
    // Words are never hyphenated at a line's end: an address, a name reads as written.
    expect(all).toContain('helpdesk@tnpal.example.org');
    expect(all).not.toMatch(/[a-z]- [a-z]/);
  });

  it('renders documents composed from the building blocks directly (resumes, reports)', async () => {
    const tenant = getTenant('jh');
    const bytes = await renderPdf(
      <TenantDocument tenant={tenant} title="Resume">
        <Heading>Education</Heading>
        <Paragraph>Bachelor of Science, Early Childhood Education</Paragraph>
        <BulletList items={['Child Development Associate (CDA)']} />
        <TermList terms={[['Lead Teacher', '2019 \u2013 2024']]} />
        <Table columns={[{ header: 'Training' }, { header: 'Hours' }]} rows={[['Positive Guidance', '3']]} />
      </TenantDocument>,
    );
    expectPdfFile(bytes);
    const { info, pages } = await readPdf(bytes);
    expect(info).toMatchObject({ Title: 'Resume', Author: tenant.productName });
    expect(pages).toEqual([
      expect.stringContaining('Education Bachelor of Science, Early Childhood Education'),
    ]);
    expect(pages[0]).toContain('\u2022 Child Development Associate (CDA)');
    expect(pages[0]).toContain('Lead Teacher 2019 \u2013 2024');
    expect(pages[0]).toContain('Training Hours Positive Guidance 3');
  });
});
