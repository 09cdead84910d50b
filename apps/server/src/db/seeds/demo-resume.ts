import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { EntityType, FormId, type Tenant } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { createDiskFileStorage, storageKey } from '../../platform/file-storage.js';
import { demoReportPdf } from './demo-reports.js';

/** The element of form 27 that holds the letter (modules/resume REFERENCE_LETTER.letter). */
const LETTER_ELEMENT = 27004;

/**
 * Saves a generated resume from the records chosen for it (modules/resume createResumeFiles().saveAsChosen,
 * handed in by the composition: the seeds never import a module): its PDF made and kept, a download key.
 */
export type SaveDemoResume = (trx: Db, resumeId: number, now: Date) => Promise<void>;

/**
 * The demo resume (issue 26), made once (a professional with any resume is left as they are): the demo
 * professional (Paula) has, where the tenant's resume has references (not al), two references, one typed in
 * (form 26) and one uploaded letter (form 27, its file written under DATA_DIR when given), and one
 * generated resume, saved but not published, choosing her education, her work experience, a membership and
 * the typed reference. Without `saveResume` the resume is left a draft with its choices.
 */
export async function ensureDemoResume(
  db: Db,
  tenant: Tenant,
  domain: string,
  now: Date,
  options: { dataDir?: string; saveResume?: SaveDemoResume } = {},
): Promise<void> {
  const owner = (
    await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(user_name)`, '=', `professional@${domain}`.toLowerCase())
      .executeTakeFirst()
  )?.id;
  if (owner === undefined) return;
  if (
    (await db.selectFrom('resumes').select('id').where('userId', '=', owner).executeTakeFirst()) !== undefined
  )
    return;
  // Stamped with the seed's "now", not the clock: the state-scale seed makes the same rows from the same seed.
  const base = { userId: owner, formVersion: 1, createdAt: now, updatedAt: now };
  // Records to choose from beside what the other demos gave her (jh: no career lattice, no diploma there).
  const hasEducation = await db
    .selectFrom('educationRecords')
    .select('id')
    .where('userId', '=', owner)
    .executeTakeFirst();
  if (hasEducation === undefined)
    await db
      .insertInto('educationRecords')
      .values({
        ...base,
        formId: FormId.Education,
        institutionName: 'Lakeside Community College',
        degreeType: 'associate',
        fieldOfStudy: 'Early Childhood Education',
        completed: 'completed',
        startDate: '2015-08-24',
        endDate: '2017-05-12',
      })
      .execute();
  await db
    .insertInto('membershipRecords')
    .values({
      ...base,
      formId: FormId.Membership,
      organizationName: 'National Association for the Education of Young Children',
      membershipType: 'individual',
      memberNumber: 'N-31415',
      startDate: '2019-01-01',
    })
    .execute();
  let typedReference: number | null = null;
  if (tenant.features.resumeReferences) {
    typedReference = (
      await db
        .insertInto('resumeReferences')
        .values({
          ...base,
          formId: FormId.Reference,
          referenceName: 'Maria Lopez',
          relationship: 'supervisor',
          organizationName: 'Little Acorns Learning Center',
          positionTitle: 'Center Director',
          phone: '2055550187',
          email: 'maria.lopez@example.org',
          yearsKnown: '4',
          notes: 'Supervised me in the toddler room.',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const bytes = demoReportPdf([
      'To whom it may concern:',
      'Paula has volunteered in our family literacy nights for three years.',
      'She is patient, prepared and warm with every child. - James Carter',
    ]);
    const key = storageKey();
    if (options.dataDir !== undefined)
      await (await createDiskFileStorage(join(options.dataDir, 'files')).stage([bytes])).keep(key);
    const fileSetId = randomUUID();
    await db
      .insertInto('fileSets')
      .values({
        id: fileSetId,
        ownerUserId: owner,
        entityTypeId: EntityType.Reference,
        formElementId: LETTER_ELEMENT,
        createdBy: owner,
      })
      .execute();
    await db
      .insertInto('uploadedFiles')
      .values({
        id: randomUUID(),
        fileSetId,
        fileName: 'letter-of-reference.pdf',
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        storageKey: key,
        uploadedBy: owner,
      })
      .execute();
    await db
      .insertInto('resumeReferences')
      .values({
        ...base,
        formId: FormId.ReferenceLetter,
        referenceName: 'James Carter',
        relationship: 'other',
        organizationName: 'Westside Public Library',
        letter: fileSetId,
      })
      .execute();
  }
  const resume = await db
    .insertInto('resumes')
    .values({
      ...base,
      formId: FormId.Resume,
      name: 'Teaching Resume',
      isGenerated: true,
      description:
        '<p>Early childhood educator who builds <strong>warm, language-rich classrooms</strong> for toddlers ' +
        'and preschoolers.</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const chosen = async (section: string, table: string) =>
    sql`insert into resume_items (resume_id, section, record_id, label, position)
        select ${resume.id}, ${section}, r.id, '', row_number() over (order by r.id) - 1
        from ${sql.table(table)} r where r.user_id = ${owner} and r.disabled_at is null`.execute(db);
  await chosen('education', 'education_records');
  await chosen('employment', 'employment_records');
  await chosen('memberships', 'membership_records');
  if (typedReference !== null)
    await db
      .insertInto('resumeItems')
      .values({
        resumeId: resume.id,
        section: 'references',
        recordId: typedReference,
        label: '',
        position: 0,
      })
      .execute();
  // The labels are written by the save, from the records as they are.
  if (options.saveResume !== undefined) await options.saveResume(db, resume.id, now);
}
