import type { TResumeFields } from '@registry/contracts';
import type { TenantCode } from '@registry/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../test/accounts.js';
import { createTestApp, TEST_PASSWORD_HASHING } from '../../../test/helpers.js';
import { readPdf } from '../../../test/pdf.js';
import { createDocumentPdfs } from '../../pdfs.js';
import { createResumeFiles } from '../../modules/resume/index.js';
import { createDiskFileStorage } from '../../platform/file-storage.js';
import { createPasswordHasher } from '../../platform/passwords.js';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoData } from './demo.js';
import { join } from 'node:path';

const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

/**
 * The demo resume (issue 26): seeded twice, made once. The demo professional has one saved (not published)
 * generated resume choosing some of her records, which she previews and downloads as any resume; where the
 * tenant's resume has references (tn, jh) she has two, one typed and one letter, and the typed one is on the
 * resume; al has none.
 */
describe('demo resume (issue 26)', () => {
  const pdfs = createDocumentPdfs();
  afterAll(() => pdfs.close());

  it.each(['al', 'tn', 'jh'] as TenantCode[])('%s', async (code) => {
    const t = await createTestApp({ config: { tenant: code } });
    const files = createResumeFiles({
      tenant: t.tenant,
      publicBaseUrl: t.config.publicBaseUrl,
      storage: createDiskFileStorage(join(t.config.dataDir, 'files')),
      pdfs,
    });
    const seed = () =>
      seedDemoData(t.db, {
        tenant: t.tenant,
        hashPassword: (p) => hasher.hash(p),
        now: new Date(),
        dataDir: t.config.dataDir,
        saveResume: files.saveAsChosen,
      });
    // One database for the file: each tenant starts from no resumes or references.
    await t.db.deleteFrom('resumes').execute();
    await t.db.deleteFrom('resumeReferences').execute();
    await seed();
    await seed();
    const owner = await t.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', `professional@${DEMO_EMAIL_DOMAIN}`)
      .executeTakeFirstOrThrow();
    const resumes = await t.db.selectFrom('resumes').selectAll().where('userId', '=', owner.id).execute();
    expect(resumes).toHaveLength(1);
    const resume = resumes[0]!;
    expect(resume).toMatchObject({ isGenerated: true, isPublished: false, seenAt: null });
    expect(resume.fileKey).not.toBeNull();
    expect(resume.savedAt).not.toBeNull();
    const references = await t.db
      .selectFrom('resumeReferences')
      .select(['referenceName', 'formId'])
      .where('userId', '=', owner.id)
      .orderBy('formId')
      .execute();
    expect(references).toEqual(
      code === 'al'
        ? []
        : [
            { referenceName: 'Maria Lopez', formId: 26 },
            { referenceName: 'James Carter', formId: 27 },
          ],
    );

    const signedIn = await login(t, `professional@${DEMO_EMAIL_DOMAIN}`, DEMO_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
    const fields = (
      await t.app.inject({
        method: 'GET',
        url: `/api/generatedResume/viewFields?resumeId=${resume.id}`,
        headers: bearer(token),
      })
    ).json<TResumeFields>();
    const chosen = fields.sections.flatMap((section) =>
      section.items.filter((item) => item.isSelected).map((item) => `${section.key}: ${item.description}`),
    );
    expect(chosen.some((line) => line.startsWith('education: '))).toBe(true);
    expect(chosen.some((line) => line.startsWith('memberships: National Association'))).toBe(true);
    expect(chosen.some((line) => line.startsWith('references: '))).toBe(code !== 'al');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/generatedResume/download/${resume.fileKey}`,
      headers: bearer(token),
    });
    expect(file.statusCode).toBe(200);
    const text = (await readPdf(file.rawPayload)).pages.join(' ');
    expect(text).toContain('Paula Professional');
    expect(text).toContain('National Association for the Education of Young Children');
    if (code === 'al') expect(text).not.toContain('Maria Lopez');
    else expect(text).toContain('Maria Lopez');
    expect(text).not.toContain('James Carter');
  });
});
