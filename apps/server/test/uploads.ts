import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './helpers.js';
import { bearer } from './accounts.js';
import { multipartBody, type FormFile } from './multipart.js';

/** The placeholder file upload fields of modules/files/file-elements.ts. */
export const FIELDS = {
  certificate: { entityTypeId: '7', formElementId: '9001' },
  single: { entityTypeId: '10', formElementId: '9002' },
  multiple: { entityTypeId: '4', formElementId: '9003' },
} as const;

/** POST /api/file/upload as a browser would send it. */
export function upload(t: TestApp, token: string | null, fields: Record<string, string>, file?: FormFile) {
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    headers: { ...headers, ...(token === null ? {} : bearer(token)) },
    payload,
  });
}

/** Every file under the app's DATA_DIR/files, by path relative to it, with its bytes. */
export function storedFiles(t: TestApp): Map<string, Buffer> {
  const root = join(t.config.dataDir, 'files');
  const files = new Map<string, Buffer>();
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true }) as string[];
  } catch {
    // Nothing uploaded yet: the folder is made on the first upload.
    return files;
  }
  for (const entry of entries) {
    try {
      files.set(entry, readFileSync(join(root, entry)));
    } catch {
      // a folder
    }
  }
  return files;
}

/** What uploads leave behind: rows, audit rows and bytes on disk. */
export async function uploadState(t: TestApp) {
  const [files, sets, audit] = await Promise.all([
    t.db.selectFrom('uploadedFiles').selectAll().orderBy('id').execute(),
    t.db.selectFrom('fileSets').selectAll().orderBy('id').execute(),
    t.db.selectFrom('auditLog').select('id').where('entity', '=', 'uploaded_file').execute(),
  ]);
  return { files, sets, audit: audit.length, stored: [...storedFiles(t).keys()].sort() };
}
