// Writes the static documents served by GET /api/file/s/{code}, static/<tenant>/<code>.pdf, for every
// tenant, from their content (src/modules/files/static-documents.ts): the guides of the roles the tenant has,
// whose text is packages/domain's (src/guides), and the PDP help, a placeholder marked as such. The PDFs are
// made with the registry's PDF module (src/platform/pdf, @react-pdf/renderer), as resumes and reports are.
//
// A file whose text (parsed as a reader would, page by page) is already the content's is left as it is, so
// that only documents whose content changed show in a diff; a document the tenant no longer has is removed.
// static-documents.test.ts fails while a committed PDF says something else than its content.
//
// Run after changing a guide: npm run make:pdfs -w apps/server
//   (or from the root: npx tsx apps/server/scripts/make-static-pdfs.mjs)
// (tsx so that packages/domain and the TypeScript PDF module can be imported.)
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { TENANTS } from '@registry/domain';
import { staticDocuments } from '../src/modules/files/static-documents.js';
import { renderStaticDocument } from '../src/modules/files/static-pdfs.js';
import { readPdf } from '../test/pdf.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'static');

/** What a reader gets from the file: its title and each page's text. */
async function textOf(bytes) {
  const { info, pages } = await readPdf(bytes);
  return { title: info.Title, pages };
}

for (const tenant of Object.values(TENANTS)) {
  const dir = join(OUT, tenant.code);
  mkdirSync(dir, { recursive: true });
  const documents = staticDocuments(tenant);
  for (const document of documents) {
    const bytes = await renderStaticDocument(tenant, document);
    const file = join(dir, `${document.code}.pdf`);
    if (existsSync(file) && isDeepStrictEqual(await textOf(readFileSync(file)), await textOf(bytes))) {
      console.log(`unchanged ${file}`);
      continue;
    }
    writeFileSync(file, bytes);
    console.log(`wrote ${file} (${bytes.length} bytes)`);
  }
  const kept = new Set(documents.map((document) => `${document.code}.pdf`));
  for (const name of readdirSync(dir).filter((name) => name.endsWith('.pdf') && !kept.has(name))) {
    rmSync(join(dir, name));
    console.log(`removed ${join(dir, name)} (not a document of ${tenant.code})`);
  }
}
