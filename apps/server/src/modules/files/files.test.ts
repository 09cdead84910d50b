import { STATIC_FILE_CODES, type TStaticFileCode } from '@registry/contracts';
import { getTenant, TENANT_CODES, type TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { readPdf } from '../../../test/pdf.js';
import { PLACEHOLDER_NOTICE } from '../../platform/pdf/index.js';
import { staticDocuments } from './static-documents.js';

/** The documents' titles (static-documents.ts); the staff guide's names the tenant's staff role. */
const TITLES: Record<Exclude<TStaticFileCode, 'staff-guide'>, string> = {
  'user-guide': 'User Guide',
  'director-guide': "Director's Guide",
  'qea-guide': "QEA's Guide",
  'admin-guide': "Administrator's Guide",
  'coach-guide': "Coach's Guide",
  'pdp-help': 'Professional Development Plan Help',
};

const apps = {} as Record<TenantCode, TestApp>;

beforeAll(async () => {
  for (const tenant of TENANT_CODES) apps[tenant] = await createTestApp({ config: { tenant } });
});

describe('GET /api/file/s/{code}', () => {
  const cases = TENANT_CODES.flatMap((tenant) =>
    staticDocuments(getTenant(tenant)).map((document) => [tenant, document.code] as const),
  );

  it.each(cases)('%s: serves %s as a PDF of the tenant', async (tenant, code) => {
    const response = await apps[tenant].app.inject({ method: 'GET', url: `/api/file/s/${code}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Inline, for the viewer's frame (an attachment would leave the frame blank).
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="[\\w-]+-${code}\\.pdf"$`),
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    // Parsed as a reader would: the guide's title and the tenant's product name; only the PDP help is still
    // a placeholder (the guides are written for the registry's screens: static-documents.test.ts).
    const { productName, labels } = getTenant(tenant);
    const title = code === 'staff-guide' ? `${labels.staffRole} Guide` : TITLES[code];
    const { info, pages } = await readPdf(bytes);
    expect(info).toMatchObject({ Title: title, Author: productName });
    if (code === 'pdp-help') {
      expect(pages[0]).toContain(`${productName} ${title} ${PLACEHOLDER_NOTICE.title}`);
      for (const page of pages) expect(page).toContain(`${productName} \u00b7 ${PLACEHOLDER_NOTICE.footer}`);
    } else {
      expect(pages[0]).toContain(`${productName} ${title} About this guide`);
      expect(pages.join(' ')).not.toContain(PLACEHOLDER_NOTICE.title);
    }
    expect(pages.at(-1)).toMatch(/Getting help/);
  });

  it('offers every static code somewhere, and each tenant a guide for each of its roles only', () => {
    const served = new Set(cases.map(([, code]) => code));
    expect([...served].sort()).toEqual([...STATIC_FILE_CODES].sort());
  });

  it.each([
    ['al', 'coach-guide'],
    ['tn', 'qea-guide'],
    ['jh', 'director-guide'],
  ] as const)('%s: answers 404 for %s, the guide of a role it does not have', async (tenant, code) => {
    const response = await apps[tenant].app.inject({ method: 'GET', url: `/api/file/s/${code}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toBe('There is no such document.');
  });

  it('answers an attachment with download=true, for the Download button and the guide links', async () => {
    const response = await apps.tn.app.inject({
      method: 'GET',
      url: '/api/file/s/staff-guide?download=true',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[\w-]+-staff-guide\.pdf"$/,
    );
  });

  it.each(['download=yes', 'download=true&x=1', 'other=1'])('refuses the query %s', async (query) => {
    const response = await apps.al.app.inject({ method: 'GET', url: `/api/file/s/user-guide?${query}` });
    expect(response.statusCode).toBe(400);
  });

  it.each(['no-such-guide', 'user-guide.pdf', '..%2F..%2Fpackage.json'])(
    'answers 404 for %s',
    async (code) => {
      const response = await apps.al.app.inject({ method: 'GET', url: `/api/file/s/${code}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toBe('There is no such document.');
    },
  );
});
