import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TENANTS } from '@registry/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { TENANT_DOCUMENTS, tenantAsset } from './tenant-assets';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');
const STANDARD_FONTS = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

/** The footer documents' titles (scripts/make-placeholder-pdfs.mjs). */
const TITLES: Record<keyof typeof TENANT_DOCUMENTS, string> = {
  stateReport: 'Early Childhood Workforce Report',
  trainingLegend: 'Training Legend',
  faq: 'Frequently Asked Questions',
};

/** The document's title and the text of its first page, as pdf.js (a reader) sees them. */
async function read(bytes: Uint8Array) {
  const document = await getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS, verbosity: 0 })
    .promise;
  try {
    const { info } = await document.getMetadata();
    const content = await (await document.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    return { info, pages: document.numPages, firstPage: text.replace(/\s+/g, ' ') };
  } finally {
    await document.destroy();
  }
}

describe("the tenants' footer documents", () => {
  const cases = Object.values(TENANTS).flatMap((tenant) =>
    (Object.keys(TENANT_DOCUMENTS) as (keyof typeof TENANT_DOCUMENTS)[]).map(
      (key) => [tenant.code, key] as const,
    ),
  );

  it.each(cases)('%s: %s is a PDF of the tenant, marked as placeholder', async (code, key) => {
    const tenant = TENANTS[code];
    const bytes = new Uint8Array(readFileSync(join(PUBLIC, tenantAsset(tenant, TENANT_DOCUMENTS[key]))));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { info, pages, firstPage } = await read(bytes);
    expect(info).toMatchObject({ Title: TITLES[key], Author: tenant.productName });
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(firstPage).toContain(`${tenant.productName} ${TITLES[key]} Placeholder content`);
  });
});
