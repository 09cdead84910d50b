import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TENANT_CODES, getTenant, tenantGuideCodes, type TenantCode } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf.js';
import { PLACEHOLDER_NOTICE } from '../../platform/pdf/index.js';
import { staticDocuments } from './static-documents.js';
import { renderStaticDocument } from './static-pdfs.js';

/** Where the committed PDFs are (static/<tenant>/<code>.pdf), as the server's default static directory. */
const STATIC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'static');
const REGENERATE = 'regenerate the PDFs: npm run make:pdfs -w apps/server';

/** The committed PDF of a document, as a reader gets it: its title and each page's text. */
async function committed(tenant: TenantCode, code: string) {
  const { info, pages } = await readPdf(readFileSync(join(STATIC, tenant, `${code}.pdf`)));
  return { title: info.Title, pages, text: pages.join(' ') };
}

/**
 * Screens the specification describes that are not built yet: no guide names them. A feature that builds
 * one takes its name off this list when it adds the screen's section to the guides (src/guides of
 * packages/domain).
 */
const NOT_BUILT = ['Courses', 'TrainTN'];

const documents = TENANT_CODES.flatMap((tenant) =>
  staticDocuments(getTenant(tenant)).map((document) => [tenant, document.code, document] as const),
);
const guides = TENANT_CODES.flatMap((tenant) =>
  tenantGuideCodes(getTenant(tenant)).map((code) => [tenant, code] as const),
);

describe('the static documents (static/<tenant>/<code>.pdf)', () => {
  it.each(TENANT_CODES)('%s: the directory holds exactly the tenant’s documents', (tenant) => {
    const files = readdirSync(join(STATIC, tenant)).filter((name) => name.endsWith('.pdf'));
    const expected = staticDocuments(getTenant(tenant)).map((document) => `${document.code}.pdf`);
    expect(files.sort(), REGENERATE).toEqual(expected.sort());
  });

  it.each(documents)(
    '%s %s: the committed PDF says what its content says',
    async (tenant, code, document) => {
      const fresh = await readPdf(await renderStaticDocument(getTenant(tenant), document));
      const file = await committed(tenant, code);
      expect(file.title).toBe(document.title);
      expect(file.pages, `static/${tenant}/${code}.pdf is not its content: ${REGENERATE}`).toEqual(
        fresh.pages,
      );
    },
  );

  it.each(guides)('%s %s: a guide written for its readers, not placeholder content', async (tenant, code) => {
    const { text } = await committed(tenant, code);
    expect(text).not.toContain(PLACEHOLDER_NOTICE.title);
    expect(text).not.toContain(PLACEHOLDER_NOTICE.footer);
    expect(text).toContain('About this guide');
    expect(text).toContain(getTenant(tenant).contact.helpDeskEmail);
    for (const screen of NOT_BUILT) expect(text, `names ${screen}, which is not built`).not.toContain(screen);
  });

  it.each(TENANT_CODES)('%s: the PDP help stays a placeholder, marked as such', async (tenant) => {
    const { pages } = await committed(tenant, 'pdp-help');
    expect(pages[0]).toContain(`${PLACEHOLDER_NOTICE.title} ${PLACEHOLDER_NOTICE.text}`);
  });

  it('names only the screens each tenant has', async () => {
    // jh has no organizations: no director, no staff role, no Staff Requests in any of its guides.
    for (const code of tenantGuideCodes(getTenant('jh')))
      expect((await committed('jh', code)).text).not.toMatch(
        /director|organi[sz]ation|staff role|Staff Requests/i,
      );
    // tn's professionals have the Training tile and the Master Training Record; al's and jh's do not.
    const tnUser = (await committed('tn', 'user-guide')).text;
    expect(tnUser).toContain('The Training tile on your dashboard opens your training records');
    expect(tnUser).toContain('Master Training Record');
    for (const tenant of ['al', 'jh'] as const)
      expect((await committed(tenant, 'user-guide')).text).not.toMatch(
        /Training tile|Master Training Record/,
      );
    // Directors and the administrators answer Staff Requests where there are organizations.
    expect((await committed('al', 'director-guide')).text).toContain('Staff Requests');
    expect((await committed('tn', 'admin-guide')).text).toContain('Staff Requests');
    // Feedback is tn's: its users send it, its administrators read it.
    expect((await committed('tn', 'admin-guide')).text).toContain('Feedback Received');
    expect((await committed('tn', 'user-guide')).text).toContain('Select Feedback at the top of the page');
    expect((await committed('al', 'admin-guide')).text).not.toContain('Feedback');
  });
});
