import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STATIC_FILE_CODES } from '@registry/contracts';
import { API_ERRORS, type Tenant } from '@registry/domain';
import { notFound } from '../../platform/errors.js';
import { tenantHasStaticDocument } from './static-documents.js';

export type FilesService = ReturnType<typeof createFilesService>;

const isStaticCode = (code: string) => (STATIC_FILE_CODES as readonly string[]).includes(code);

/** The static documents (user guides, PDP help): one PDF per code and tenant under staticDir/<tenant>/. */
export function createFilesService({ tenant, staticDir }: { tenant: Tenant; staticDir: string }) {
  return {
    /**
     * The document's bytes and its download name; 404 for a code that names no document of the tenant (a
     * guide of a role it does not have included).
     */
    async staticFile(code: string): Promise<{ bytes: Buffer; fileName: string }> {
      // The list guards the path too: nothing but a known code reaches the file system.
      if (!isStaticCode(code) || !tenantHasStaticDocument(tenant, code))
        throw notFound(API_ERRORS.documentNotFound);
      const bytes = await readFile(join(staticDir, tenant.code, `${code}.pdf`)).catch(() => {
        throw notFound(API_ERRORS.documentNotFound);
      });
      return { bytes, fileName: `${tenant.productShortName.replace(/[^\w-]+/g, '-')}-${code}.pdf` };
    },
  };
}
