import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './helpers.js';
import { bearer } from './accounts.js';
import { SAMPLE } from '../src/modules/form-sample/index.js';
import { element, type StoredFormDefinition } from '../src/platform/entities/index.js';
import { seedFormDefinitions } from '../src/modules/forms/index.js';
import { multipartBody, type FormFile } from './multipart.js';
import { ENTITY_REGISTRY } from '../src/entities.js';

/**
 * A form of the sample entity (900) with a single-mode file upload field: the sample form (seeded into
 * every test database) has the other two modes. A test file that uploads to it seeds it first
 * (seedUploadForms).
 */
export const SINGLE_UPLOAD_FORM: StoredFormDefinition = {
  id: 901,
  entityTypeId: 900,
  name: 'Single Upload Sample',
  elements: [
    element({
      id: 901001,
      type: 'fileUpload',
      subtype: 'single',
      stimulus: 'Resume',
      property: 'certificate',
    }),
  ],
  arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
};

/** The file upload fields the tests upload to, one per mode, as multipart text fields. */
export const FIELDS = {
  certificate: { entityTypeId: '900', formElementId: String(SAMPLE.certificate) },
  single: { entityTypeId: '900', formElementId: String(SINGLE_UPLOAD_FORM.elements[0]!.id) },
  multiple: { entityTypeId: '900', formElementId: String(SAMPLE.attachments) },
} as const;

/** Seeds the forms FIELDS names beyond the sample form (the single-mode one). */
export async function seedUploadForms(t: TestApp): Promise<void> {
  await seedFormDefinitions(t.db, ENTITY_REGISTRY, [SINGLE_UPLOAD_FORM]);
}

/** POST /api/file/upload as a browser would send it. */
export function upload(
  t: TestApp,
  token: string | null,
  fields: Record<string, string>,
  file?: FormFile,
  options?: { fileFirst?: boolean },
) {
  const { payload, headers } = multipartBody(fields, file, options);
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
