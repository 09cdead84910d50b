import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TResumeFields, TResumeIdsList } from '@registry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { readPdf } from '../../../test/pdf.js';
import { createRecord, person, type Person } from '../../../test/records.js';
import { createDiskFileStorage } from '../../platform/file-storage.js';
import { createPdfWorker, type PdfWorker } from '../../platform/pdf/index.js';
import { createResumeFiles, type ResumeFiles } from './resume-files.js';
import type { ResumePdfJob } from './resume-pdf.js';

/**
 * The resume's PDF is made in a worker thread (the server's PDF worker, src/pdfs.ts): a save through the API answers the
 * PDF the worker made; a worker that stops (a crash, its heap limit reached) fails only the save it was
 * making, which writes nothing (its transaction rolls back, no file is left), and the next save starts a
 * new worker and works. The failing worker (test/failing-resume-pdf-worker.ts) renders as the real one
 * except for resumes named CRASH (it exits) and EXHAUST (it fills its heap).
 */
let t: TestApp;
let owner: Person;
let files: ResumeFiles;
let failing: PdfWorker<ResumePdfJob>;
let resumeId: number;

/** Every file under the data folder's file store (the kept PDFs, anything staged). */
async function storedFiles(): Promise<string[]> {
  const root = join(t.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const resumeRow = () =>
  t.db.selectFrom('resumes').selectAll().where('id', '=', resumeId).executeTakeFirstOrThrow();

const saveAsChosen = () => t.db.transaction().execute((trx) => files.saveAsChosen(trx, resumeId, new Date()));

beforeAll(async () => {
  t = await createTestApp({ config: { tenant: 'tn' } });
  owner = await person(t, { firstName: 'Wendy', lastName: 'Worker' });
  const education = await createRecord(t, owner.token, 'education');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/generatedResume/create',
    headers: bearer(owner.token),
    payload: { name: 'Worker Resume' },
  });
  expect(created.statusCode, created.body).toBe(200);
  resumeId = created.json<TResumeFields>().resumeId;
  const idsList: TResumeIdsList = {
    educationIds: [education],
    employmentIds: [],
    certificationIds: [],
    communityIds: [],
    membershipIds: [],
    referenceIds: [],
    certificateIds: [],
  };
  // Saved through the API: the app's own resume worker makes the PDF.
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/generatedResume/edit',
    headers: bearer(owner.token),
    payload: { resumeId, description: '<p>Made in a worker</p>', idsList },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const download = await t.app.inject({
    method: 'GET',
    url: `/api/generatedResume/download/${saved.json<{ fileKey: string }>().fileKey}`,
    headers: bearer(owner.token),
  });
  expect(download.statusCode).toBe(200);
  const text = (await readPdf(download.rawPayload)).pages.join(' ');
  expect(text).toContain('Wendy Worker');
  expect(text).toContain('Made in a worker');

  const worker = new URL('../../../test/failing-resume-pdf-worker.ts', import.meta.url);
  failing = createPdfWorker<ResumePdfJob>(worker, worker, {
    name: 'resume PDF',
    // A small heap, so that EXHAUST reaches its limit at once.
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  });
  files = createResumeFiles({
    tenant: t.tenant,
    publicBaseUrl: t.config.publicBaseUrl,
    storage: createDiskFileStorage(join(t.config.dataDir, 'files')),
    pdfs: failing,
  });
});

afterAll(async () => {
  await failing.close();
});

describe('resume PDFs in a worker thread', () => {
  it.each([
    ['CRASH', /^The resume PDF could not be made: its worker stopped \(exit code 3\)\.$/],
    ['EXHAUST', /^The resume PDF could not be made: its worker stopped \(.*memory limit.*\)\.$/],
  ])(
    'a worker that stops (%s) fails only that save, which writes nothing; the next works',
    async (name, error) => {
      // A save that works first: the failing worker is running.
      await saveAsChosen();
      await t.db.updateTable('resumes').set({ name }).where('id', '=', resumeId).execute();
      const before = await resumeRow();
      const filesBefore = await storedFiles();
      expect(filesBefore).toHaveLength(1);

      await expect(saveAsChosen()).rejects.toThrow(error);
      expect(await resumeRow()).toEqual(before);
      expect(await storedFiles()).toEqual(filesBefore);

      await t.db.updateTable('resumes').set({ name: 'Worker Resume' }).where('id', '=', resumeId).execute();
      await saveAsChosen();
      const after = await resumeRow();
      expect(after.fileKey).not.toBe(before.fileKey);
      expect(after.fileStorageKey).not.toBe(before.fileStorageKey);
      const stored = await storedFiles();
      expect(stored).toHaveLength(1);
      expect(stored).not.toEqual(filesBefore);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/generatedResume/download/${after.fileKey}`,
        headers: bearer(owner.token),
      });
      expect(download.statusCode).toBe(200);
      expect((await readPdf(download.rawPayload)).pages.join(' ')).toContain('Wendy Worker');
    },
  );
});
