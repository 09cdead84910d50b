// A static document's PDF (static-documents.ts), made with the registry's PDF module. Apart from the content,
// so that serving the files never loads the renderer: the generator script and the tests use this.
import type { Tenant } from '@registry/domain';
import { renderBlockDocument } from '../../platform/pdf/index.js';
import type { StaticDocument } from './static-documents.js';

/** The bytes of the document's PDF: its title, its blocks, and the placeholder notice where it is one. */
export function renderStaticDocument(tenant: Tenant, document: StaticDocument): Promise<Buffer> {
  return renderBlockDocument({
    tenant,
    title: document.title,
    placeholder: document.placeholder,
    creator: 'make-static-pdfs.mjs',
    blocks: document.blocks,
  });
}
