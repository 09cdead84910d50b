import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {
  TGridResponse,
  TResumeFields,
  TResumeIdsList,
  TResumePublishAnswer,
  TResumePublished,
} from '@registry/contracts';
import { EntityType, FormId, RESUME_TEXTS, type RoleName, type TenantCode } from '@registry/domain';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { readPdf } from '../../../test/pdf.js';
import {
  certificateSet,
  createRecord,
  employ,
  person,
  saveForm,
  withRole,
  type Person,
} from '../../../test/records.js';
import { pdf as samplePdf } from '../../../test/samples.js';
import { upload } from '../../../test/uploads.js';
import { REFERENCE, REFERENCE_LETTER, RESUME } from './index.js';

/**
 * The resume and references (issue 26; spec 3 §2, §3 resume 10 / form 9, reference 30 / forms 26, 27, §4,
 * §5, §7, §8): a professional builds a generated resume from their records, saves it (the PDF is made),
 * previews (downloads) it and publishes it; an uploaded resume (form 9) stands in for a generated one; who
 * may read which resume, per role and relation; the selection rules; per tenant where they differ.
 */

interface World {
  t: TestApp;
  owner: Person;
  director: Person;
  otherDirector: Person;
  agency: Person;
  coach: Person;
  stranger: Person;
  manager: Person;
  records: {
    education: number;
    otherEducation: number;
    experience: number;
    certification: number;
    membership: number;
    community: number;
    references: number[];
    strangerEducation: number;
  };
}
const worlds: Partial<Record<TenantCode, World>> = {};

async function asRole(
  t: TestApp,
  role: RoleName,
  options: Parameters<typeof person>[1] = {},
): Promise<Person> {
  const user = await person(t, options);
  return { ...user, token: await withRole(t, user.token, role) };
}

async function addReference(t: TestApp, token: string, name: string): Promise<number> {
  const response = await saveForm(t, token, FormId.Reference, null, {
    [REFERENCE.name]: name,
    [REFERENCE.relationship]: 'supervisor',
    [REFERENCE.organizationName]: 'Sunny Days Child Care',
    [REFERENCE.positionTitle]: 'Director',
    [REFERENCE.phone]: '2055550142',
    [REFERENCE.email]: 'ref@example.org',
    [REFERENCE.yearsKnown]: '4',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entityId: number }>().entityId;
}

async function build(tenant: TenantCode): Promise<World> {
  const t = await createTestApp({ config: { tenant } });
  const owner = await person(t, { firstName: 'Pat', lastName: 'Owner' });
  const director = await asRole(t, '200', { organizations: [['100', '200']] });
  const otherDirector = await asRole(t, '200', { organizations: [['100', '200']] });
  await employ(t, owner.id, director.organizationIds[0]!, ['100']);
  const agency = await asRole(t, '350', { generalRoles: ['350'] });
  const coach = await asRole(t, '300', { generalRoles: ['100', '300'] });
  await t.db
    .insertInto('coachRelationships')
    .values({ coachUserId: coach.id, userId: owner.id, active: true, pdpShared: true, status: 2 })
    .execute();
  const stranger = await person(t);
  const manager = await asRole(t, '400', { generalRoles: ['400'] });
  const records = {
    education: await createRecord(t, owner.token, 'education'),
    otherEducation: await createRecord(t, owner.token, 'education', {
      2001: 'Trenholm State Community College',
      2003: 'associate',
      2006: '2008-08-15',
      2007: '2010-05-10',
    }),
    experience: await createRecord(
      t,
      owner.token,
      'experience',
      tenant === 'jh' ? { 6001: null, 6002: null } : {},
    ),
    certification: await createRecord(t, owner.token, 'certification', {
      5007: await certificateSet(t, owner.token),
    }),
    membership: await createRecord(t, owner.token, 'membership'),
    community: tenant === 'al' ? 0 : await createRecord(t, owner.token, 'communityService'),
    references:
      tenant === 'al'
        ? []
        : [
            await addReference(t, owner.token, 'Rita Reference'),
            await addReference(t, owner.token, 'Sam Second'),
            await addReference(t, owner.token, 'Tia Third'),
            await addReference(t, owner.token, 'Uma Fourth'),
          ],
    strangerEducation: await createRecord(t, stranger.token, 'education', { 2001: 'Stranger College' }),
  };
  return { t, owner, director, otherDirector, agency, coach, stranger, manager, records };
}

async function world(tenant: TenantCode): Promise<World> {
  worlds[tenant] ??= await build(tenant);
  return worlds[tenant]!;
}

const NO_IDS: TResumeIdsList = {
  educationIds: [],
  employmentIds: [],
  certificationIds: [],
  communityIds: [],
  membershipIds: [],
  referenceIds: [],
  certificateIds: [],
};

const call = (t: TestApp, token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token === null ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function create(w: World, token = w.owner.token, body: Record<string, unknown> = {}) {
  const response = await call(w.t, token, 'POST', '/api/generatedResume/create', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TResumeFields>();
}

const viewFields = (w: World, resumeId: number, token = w.owner.token) =>
  call(w.t, token, 'GET', `/api/generatedResume/viewFields?resumeId=${resumeId}`);

const edit = (
  w: World,
  resumeId: number,
  idsList: Partial<TResumeIdsList>,
  token = w.owner.token,
  more = {},
) =>
  call(w.t, token, 'POST', '/api/generatedResume/edit', {
    resumeId,
    description: '<p>Caring <strong>teacher</strong></p><script>alert(1)</script>',
    idsList: { ...NO_IDS, ...idsList },
    ...more,
  });

const download = (w: World, fileKey: string, token: string | null = w.owner.token) =>
  call(w.t, token, 'GET', `/api/generatedResume/download/${fileKey}`);

const publish = (w: World, resumeId: number, token = w.owner.token) =>
  call(w.t, token, 'POST', `/api/generatedResume/publish?resumeId=${resumeId}`);

/** A generated resume saved with these records and previewed by its owner: its id and file key. */
async function savedAndPreviewed(w: World, idsList: Partial<TResumeIdsList>) {
  const { resumeId } = await create(w);
  const saved = await edit(w, resumeId, idsList);
  expect(saved.statusCode, saved.body).toBe(200);
  const { fileKey } = saved.json<{ fileKey: string }>();
  expect((await download(w, fileKey)).statusCode).toBe(200);
  return { resumeId, fileKey };
}

async function pdfText(response: { rawPayload: Buffer }) {
  return (await readPdf(response.rawPayload)).pages.join(' ');
}

async function resumeRow(w: World, resumeId: number) {
  return w.t.db.selectFrom('resumes').selectAll().where('id', '=', resumeId).executeTakeFirstOrThrow();
}

describe('tn: create, viewFields, edit, download, publish', () => {
  it('creates a draft with the tenant’s sections and the owner’s records, newest first', async () => {
    const w = await world('tn');
    const fields = await create(w);
    expect(fields).toMatchObject({
      userId: w.owner.id,
      name: RESUME_TEXTS.defaultName,
      isGenerated: true,
      isPublished: false,
      fileKey: null,
      savedAt: null,
      previewed: false,
      mayPublish: false,
      mayEdit: true,
      maxReferences: 3,
    });
    expect(fields.sections.map((section) => section.key)).toEqual([
      'education',
      'employment',
      'certifications',
      'communityService',
      'memberships',
      'references',
      'certificates',
    ]);
    const education = fields.sections.find((section) => section.key === 'education')!;
    expect(education.items.map((item) => item.id)).toEqual([w.records.education, w.records.otherEducation]);
    expect(education.items[0]).toMatchObject({
      description: "Bachelor's Degree, Early Childhood Education - Auburn University, AL",
      dates: '08/2010 - 05/2014',
      isSelected: false,
      verified: false,
      removed: false,
    });
    const references = fields.sections.find((section) => section.key === 'references')!;
    expect(references.items).toHaveLength(4);
    // Nobody else's records.
    expect(JSON.stringify(fields)).not.toContain('Stranger College');
  });

  it('saves the choices, makes the PDF of exactly them, and asks for a new preview after a change', async () => {
    const w = await world('tn');
    const { resumeId } = await create(w, w.owner.token, { name: 'Teaching Resume' });
    const saved = await edit(w, resumeId, {
      educationIds: [w.records.education],
      employmentIds: [w.records.experience],
      referenceIds: [w.records.references[0]!, w.records.references[1]!],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { fileKey } = saved.json<{ fileKey: string; resumeId: number }>();
    expect(fileKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    let fields = (await viewFields(w, resumeId)).json<TResumeFields>();
    expect(fields).toMatchObject({ fileKey, previewed: false, mayPublish: false });
    expect(fields.description).toBe('<p>Caring <strong>teacher</strong></p>');
    const selected = fields.sections.flatMap((section) =>
      section.items.filter((item) => item.isSelected).map((item) => item.id),
    );
    expect(selected.sort()).toEqual(
      [w.records.education, w.records.experience, w.records.references[0]!, w.records.references[1]!].sort(),
    );
    expect((await publish(w, resumeId)).json()).toEqual({
      errors: { resumeId: RESUME_TEXTS.notPreviewed },
    });

    const file = await download(w, fileKey);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Teaching-Resume_Resume.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(file);
    expect(text).toContain('Pat Owner');
    expect(text).toContain('Auburn University');
    expect(text).toContain('Lead Teacher');
    expect(text).toContain('Rita Reference');
    expect(text).toContain('Sam Second');
    expect(text).toContain('Caring');
    expect(text).not.toContain('Trenholm');
    expect(text).not.toContain('CDA Preschool');
    expect(text).not.toContain('Tia Third');
    expect(text).not.toContain('alert(1)');

    fields = (await viewFields(w, resumeId)).json<TResumeFields>();
    expect(fields).toMatchObject({ previewed: true, mayPublish: true });

    // A change: a new file, a new key, the old key gone; Publish hidden until the new file is seen.
    const again = await edit(w, resumeId, { educationIds: [w.records.otherEducation] });
    const newKey = again.json<{ fileKey: string }>().fileKey;
    expect(newKey).not.toBe(fileKey);
    expect((await download(w, fileKey)).statusCode).toBe(404);
    expect((await viewFields(w, resumeId)).json<TResumeFields>()).toMatchObject({
      previewed: false,
      mayPublish: false,
    });
    const preview = await call(
      w.t,
      w.owner.token,
      'GET',
      `/api/generatedResume/download/${newKey}?preview=1`,
    );
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    const newText = await pdfText(preview);
    expect(newText).toContain('Trenholm');
    expect(newText).not.toContain('Auburn');
    expect((await viewFields(w, resumeId)).json<TResumeFields>().mayPublish).toBe(true);
  });

  it('publishes only after save and preview; a published resume is read-only; one published at a time', async () => {
    const w = await world('tn');
    const { resumeId: draft } = await create(w);
    expect((await publish(w, draft)).json()).toEqual({ errors: { resumeId: RESUME_TEXTS.notSaved } });

    const first = await savedAndPreviewed(w, { educationIds: [w.records.education] });
    const published = await publish(w, first.resumeId);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<TResumePublishAnswer>()).toEqual({
      resumeId: first.resumeId,
      isPublished: true,
      message: 'Resume published.',
      withdrawnResumeId: null,
    });
    expect((await publish(w, first.resumeId)).statusCode).toBe(409);
    const locked = await edit(w, first.resumeId, {});
    expect(locked.statusCode).toBe(409);
    expect(locked.body).toContain(RESUME_TEXTS.publishedLocked);
    expect((await viewFields(w, first.resumeId)).json<TResumeFields>()).toMatchObject({
      isPublished: true,
      mayEdit: false,
      mayPublish: false,
    });

    const second = await savedAndPreviewed(w, { membershipIds: [w.records.membership] });
    const next = await publish(w, second.resumeId);
    expect(next.json<TResumePublishAnswer>().withdrawnResumeId).toBe(first.resumeId);
    const rows = await w.t.db
      .selectFrom('resumes')
      .select('id')
      .where('userId', '=', w.owner.id)
      .where('isPublished', '=', true)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([second.resumeId]);
    // The withdrawn one may be changed again.
    expect((await edit(w, first.resumeId, {})).statusCode).toBe(200);

    // A copy of the published one starts a new version with its choices.
    const copy = await create(w, w.owner.token, { copyOf: second.resumeId });
    expect(copy.name).toBe((await resumeRow(w, second.resumeId)).name);
    const chosen = copy.sections.flatMap((s) => s.items.filter((i) => i.isSelected).map((i) => i.id));
    expect(chosen).toEqual([w.records.membership]);
  });

  it('leaves exactly one published when two publishes race', async () => {
    const w = await world('tn');
    const a = await savedAndPreviewed(w, { educationIds: [w.records.education] });
    const b = await savedAndPreviewed(w, { educationIds: [w.records.otherEducation] });
    const answers = await Promise.all([publish(w, a.resumeId), publish(w, b.resumeId)]);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const rows = await w.t.db
      .selectFrom('resumes')
      .select('id')
      .where('userId', '=', w.owner.id)
      .where('isPublished', '=', true)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad selection with a 400 and changes nothing', async () => {
    const w = await world('tn');
    const { resumeId, fileKey } = await savedAndPreviewed(w, { educationIds: [w.records.education] });
    const before = await resumeRow(w, resumeId);
    const cases: [Partial<TResumeIdsList>, string, string][] = [
      [
        { educationIds: [w.records.strangerEducation] },
        'educationIds',
        RESUME_TEXTS.notYourRecord('Education'),
      ],
      [
        { employmentIds: [w.records.education] },
        'employmentIds',
        RESUME_TEXTS.notYourRecord('Work Experience'),
      ],
      [
        { educationIds: [w.records.education, w.records.education] },
        'educationIds',
        RESUME_TEXTS.duplicateRecord,
      ],
      [{ certificateIds: [999_999] }, 'certificateIds', RESUME_TEXTS.notYourRecord('Training Certificates')],
    ];
    for (const [idsList, field, message] of cases) {
      const response = await edit(w, resumeId, idsList);
      expect(response.statusCode, JSON.stringify(idsList)).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    }
    // Four references: the schema's refusal, with the spec's words.
    const four = await edit(w, resumeId, { referenceIds: w.records.references });
    expect(four.statusCode).toBe(400);
    expect(four.body).toContain('Maximum of 3 allowed');
    // A disabled record is not a current one.
    await w.t.db
      .updateTable('certificationRecords')
      .set({ disabledAt: new Date() })
      .where('id', '=', w.records.certification)
      .execute();
    const disabled = await edit(w, resumeId, { certificationIds: [w.records.certification] });
    expect(disabled.json<{ errors: Record<string, string> }>().errors.certificationIds).toBe(
      RESUME_TEXTS.notYourRecord('Certification / Credentials'),
    );
    await w.t.db
      .updateTable('certificationRecords')
      .set({ disabledAt: null })
      .where('id', '=', w.records.certification)
      .execute();
    const after = await resumeRow(w, resumeId);
    expect(after.fileKey).toBe(fileKey);
    expect(after.savedAt).toEqual(before.savedAt);
    expect((await edit(w, resumeId, {}, w.owner.token, { extra: 1 })).statusCode).toBe(400);
  });

  it('keeps a record deleted after saving in the editor, marked removed with its saved label', async () => {
    const w = await world('tn');
    const membership = await createRecord(w.t, w.owner.token, 'membership', { 4001: 'Gone Society' });
    const { resumeId } = await create(w);
    expect((await edit(w, resumeId, { membershipIds: [membership] })).statusCode).toBe(200);
    await w.t.db.deleteFrom('membershipRecords').where('id', '=', membership).execute();
    const fields = (await viewFields(w, resumeId)).json<TResumeFields>();
    const memberships = fields.sections.find((section) => section.key === 'memberships')!;
    expect(memberships.items.find((item) => item.id === membership)).toEqual({
      id: membership,
      description: 'Gone Society - Individual',
      dates: '',
      isSelected: false,
      verified: false,
      removed: true,
    });
    // It cannot be chosen again.
    expect((await edit(w, resumeId, { membershipIds: [membership] })).statusCode).toBe(400);
  });

  it('lists the certificates of completed trainings, with their codes in the PDF', async () => {
    const w = await world('tn');
    const trainer = await person(w.t, { generalRoles: ['250'] });
    const courseRow = await w.t.db
      .insertInto('courses')
      .values({
        userId: trainer.id,
        formId: FormId.Course,
        formVersion: 1,
        courseName: 'Safe Sleep Practices',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const section = await w.t.db
      .insertInto('courseSections')
      .values({
        courseId: courseRow.id,
        userId: trainer.id,
        formId: FormId.CourseSection,
        formVersion: 1,
        sectionName: 'Morning session',
        trainingStart: '2026-11-03 09:00:00',
        trainingEnd: '2026-11-03 12:30:00',
        timeZone: 'America/Chicago',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const enrollment = await w.t.db
      .insertInto('enrollments')
      .values({
        courseSectionId: section.id,
        userId: w.owner.id,
        formId: FormId.Enrollment,
        formVersion: 1,
        status: 'Registered',
        attendance: 1,
        certificate: 'ABCDEFGHJKMN',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const certificate = await w.t.db
      .insertInto('certificates')
      .values({
        code: 'ABCDEFGHJKMN',
        enrollmentId: enrollment.id,
        userId: w.owner.id,
        personName: 'Pat Owner',
        courseName: 'Safe Sleep Practices',
        sectionName: 'Morning session',
        trainingStart: '2026-11-03 09:00:00',
        trainingEnd: '2026-11-03 12:30:00',
        timeZone: 'America/Chicago',
        hours: '3.50',
        trainerName: 'Tina Trainer',
        issuedAt: new Date('2026-11-03T19:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { resumeId } = await create(w);
    const saved = await edit(w, resumeId, { certificateIds: [certificate.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = await pdfText(await download(w, saved.json<{ fileKey: string }>().fileKey));
    expect(text).toContain('Safe Sleep Practices: Morning session');
    expect(text).toContain('ABCD-EFGH-JKMN');
  });
});

describe('tn: who may do what (404 outside)', () => {
  it('answers 401 without a session and 403 to roles without the resume claim', async () => {
    const w = await world('tn');
    expect((await call(w.t, null, 'POST', '/api/generatedResume/create', {})).statusCode).toBe(401);
    expect((await download(w, 'A'.repeat(32), null)).statusCode).toBe(401);
    for (const actor of [w.director, w.agency, w.manager, w.coach])
      expect((await call(w.t, actor.token, 'POST', '/api/generatedResume/create', {})).statusCode).toBe(403);
    expect((await download(w, 'not a key!')).statusCode).toBe(400);
  });

  it('keeps drafts to the owner (and user managers); a published resume to directors and agency staff', async () => {
    const w = await world('tn');
    const { resumeId, fileKey } = await savedAndPreviewed(w, { educationIds: [w.records.education] });
    // Another professional: no such resume for them.
    expect((await viewFields(w, resumeId, w.stranger.token)).statusCode).toBe(404);
    expect((await edit(w, resumeId, {}, w.stranger.token)).statusCode).toBe(404);
    expect((await publish(w, resumeId, w.stranger.token)).statusCode).toBe(404);
    expect((await create(w, w.stranger.token, {})).resumeId).toBeGreaterThan(0);
    expect(
      (await call(w.t, w.stranger.token, 'POST', '/api/generatedResume/create', { copyOf: resumeId }))
        .statusCode,
    ).toBe(404);
    // A draft: the owner and a user manager within reach; nobody else.
    const expectations: [string, Person, number][] = [
      ['user manager', w.manager, 200],
      ['director of the person', w.director, 404],
      ['director of another organization', w.otherDirector, 404],
      ['agency staff', w.agency, 404],
      ['coach', w.coach, 404],
      ['another professional', w.stranger, 404],
    ];
    for (const [who, actor, status] of expectations)
      expect((await download(w, fileKey, actor.token)).statusCode, `draft, ${who}`).toBe(status);
    // The manager's download is no preview: the owner's seen time stays.
    const seen = (await resumeRow(w, resumeId)).seenAt;
    await download(w, fileKey, w.manager.token);
    expect((await resumeRow(w, resumeId)).seenAt).toEqual(seen);
    expect((await publish(w, resumeId)).statusCode).toBe(200);
    const published: [string, Person, number][] = [
      ['user manager', w.manager, 200],
      ['director of the person', w.director, 200],
      ['director of another organization', w.otherDirector, 404],
      ['agency staff', w.agency, 200],
      ['coach', w.coach, 404],
      ['another professional', w.stranger, 404],
    ];
    for (const [who, actor, status] of published) {
      expect((await download(w, fileKey, actor.token)).statusCode, `published, ${who}`).toBe(status);
      const answer = await call(
        w.t,
        actor.token,
        'GET',
        `/api/generatedResume/published?userId=${w.owner.id}`,
      );
      expect(answer.statusCode, `published?userId, ${who}`).toBe(status);
      if (status === 200)
        expect(answer.json<TResumePublished>()).toMatchObject({ resumeId, userId: w.owner.id, fileKey });
    }
    // A user manager may see it but not publish another's resume.
    const other = await savedAndPreviewed(w, {});
    expect((await publish(w, other.resumeId, w.manager.token)).statusCode).toBe(403);
  });

  it('lists the resumes and references in their grids with their flags, to the owner only', async () => {
    const w = await world('tn');
    const grid = (entityTypeId: number, altGridId: string | null, token: string) =>
      call(w.t, token, 'POST', '/api/grid', {
        entityTypeId,
        altGridId,
        primaryEntity: { id: w.owner.id, entityTypeId: EntityType.User },
        from: 1,
        to: 50,
      });
    const resumes = await grid(EntityType.Resume, null, w.owner.token);
    expect(resumes.statusCode, resumes.body).toBe(200);
    const body = resumes.json<TGridResponse>();
    expect(body.columns.map((column) => column.columnName)).toEqual([
      'Name',
      'Type',
      'Status',
      'Published',
      'Last Updated',
    ]);
    const published = body.gridData.find((row) => row.isPublished === true)!;
    expect(published).toMatchObject({
      resumeType: 'Generated',
      resumeStatus: 'Published',
      isGenerated: true,
      fileUpload: false,
      mayPublish: false,
      canEdit: false,
      canDelete: true,
      canDisable: false,
    });
    expect(typeof published.fileKey).toBe('string');
    expect(body.gridData.some((row) => row.resumeStatus === 'Draft')).toBe(true);
    const references = await grid(EntityType.Reference, 'references', w.owner.token);
    expect(references.statusCode, references.body).toBe(200);
    const refRows = references.json<TGridResponse>().gridData;
    expect(refRows.length).toBeGreaterThanOrEqual(4);
    expect(refRows[0]).toMatchObject({
      formId: FormId.Reference,
      referenceType: 'Reference',
      relationship: 'Supervisor',
    });
    for (const actor of [w.director, w.agency, w.coach]) {
      const seen = (await grid(EntityType.Resume, null, actor.token)).json<TGridResponse>();
      expect(seen.gridData ?? []).toHaveLength(0);
    }
  });
});

describe('tn: an uploaded resume (form 9) in place of a generated one', () => {
  it('is saved with its file, downloads as uploaded, may be published, and is never edited as generated', async () => {
    const w = await world('tn');
    const bytes = samplePdf();
    const uploaded = await upload(
      w.t,
      w.owner.token,
      { entityTypeId: String(EntityType.Resume), formElementId: String(RESUME.file) },
      { name: 'my resume.pdf', bytes, type: 'application/pdf' },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileSetId = uploaded.json<{ fileSetId: string }>().fileSetId;
    const saved = await saveForm(w.t, w.owner.token, FormId.Resume, null, {
      [RESUME.name]: 'Uploaded Resume',
      [RESUME.file]: fileSetId,
      [RESUME.description]: 'The one I wrote myself',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const resumeId = saved.json<{ entityId: number }>().entityId;
    const row = await resumeRow(w, resumeId);
    expect(row).toMatchObject({ isGenerated: false, file: fileSetId, isPublished: false });
    expect(row.fileKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row.seenAt).toEqual(row.savedAt);

    const file = await download(w, row.fileKey!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="Uploaded-Resume_Resume.pdf"');
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);

    const asGenerated = await edit(w, resumeId, {});
    expect(asGenerated.statusCode).toBe(400);
    expect(asGenerated.body).toContain(RESUME_TEXTS.uploadedNotGenerated);

    // A save of form 9 again: a new key.
    const resaved = await saveForm(
      w.t,
      w.owner.token,
      FormId.Resume,
      { id: resumeId, entityTypeId: EntityType.Resume },
      {
        [RESUME.name]: 'Uploaded Resume',
        [RESUME.file]: fileSetId,
      },
    );
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect((await resumeRow(w, resumeId)).fileKey).not.toBe(row.fileKey);

    // Form 9 on a generated resume: refused.
    const { resumeId: generated } = await create(w);
    const refused = await saveForm(
      w.t,
      w.owner.token,
      FormId.Resume,
      { id: generated, entityTypeId: EntityType.Resume },
      {
        [RESUME.name]: 'Renamed',
        [RESUME.file]: fileSetId,
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(RESUME_TEXTS.generatedNotUploaded);
    expect((await resumeRow(w, generated)).name).toBe(RESUME_TEXTS.defaultName);

    expect((await publish(w, resumeId)).statusCode).toBe(200);
    const locked = await saveForm(
      w.t,
      w.owner.token,
      FormId.Resume,
      { id: resumeId, entityTypeId: EntityType.Resume },
      {
        [RESUME.name]: 'Changed',
        [RESUME.file]: fileSetId,
      },
    );
    expect(locked.statusCode).toBe(403);
    expect(locked.body).toContain(RESUME_TEXTS.publishedLocked);
  });

  it('deletes a generated resume with its PDF', async () => {
    const w = await world('tn');
    const { resumeId } = await savedAndPreviewed(w, { educationIds: [w.records.education] });
    const key = (await resumeRow(w, resumeId)).fileStorageKey!;
    const path = join(w.t.config.dataDir, 'files', key.slice(0, 2), key);
    expect(existsSync(path)).toBe(true);
    const deleted = await call(w.t, w.owner.token, 'POST', '/api/grid/delete', {
      entityTypeId: EntityType.Resume,
      entityId: resumeId,
      primaryEntityId: w.owner.id,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(existsSync(path)).toBe(false);
  });

  it('takes a reference letter (form 27)', async () => {
    const w = await world('tn');
    const uploaded = await upload(
      w.t,
      w.owner.token,
      { entityTypeId: String(EntityType.Reference), formElementId: String(REFERENCE_LETTER.letter) },
      { name: 'letter.pdf', bytes: samplePdf(), type: 'application/pdf' },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const saved = await saveForm(w.t, w.owner.token, FormId.ReferenceLetter, null, {
      [REFERENCE_LETTER.name]: 'Lena Letter',
      [REFERENCE_LETTER.letter]: uploaded.json<{ fileSetId: string }>().fileSetId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fields = await create(w);
    const item = fields.sections
      .find((section) => section.key === 'references')!
      .items.find((candidate) => candidate.id === saved.json<{ entityId: number }>().entityId);
    expect(item?.description).toBe('Lena Letter');
    // A bad e-mail on the typed form: refused.
    const bad = await saveForm(w.t, w.owner.token, FormId.Reference, null, {
      [REFERENCE.name]: 'Bad Mail',
      [REFERENCE.email]: 'not an address',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('al: no Community Service and no References', () => {
  it('offers neither section and refuses ids for them', async () => {
    const w = await world('al');
    const fields = await create(w);
    expect(fields.sections.map((section) => section.key)).toEqual([
      'education',
      'employment',
      'certifications',
      'memberships',
      'certificates',
    ]);
    const community = await edit(w, fields.resumeId, { communityIds: [1] });
    expect(community.json<{ errors: Record<string, string> }>().errors.communityIds).toBe(
      RESUME_TEXTS.sectionHidden('Community Service'),
    );
    const references = await edit(w, fields.resumeId, { referenceIds: [1] });
    expect(references.json<{ errors: Record<string, string> }>().errors.referenceIds).toBe(
      RESUME_TEXTS.sectionHidden('References'),
    );
    expect((await edit(w, fields.resumeId, { educationIds: [w.records.education] })).statusCode).toBe(200);
    // No reference forms or grid.
    const form = await saveForm(w.t, w.owner.token, FormId.Reference, null, { [REFERENCE.name]: 'X' });
    expect(form.statusCode).toBe(404);
    const grid = await call(w.t, w.owner.token, 'POST', '/api/grid', {
      entityTypeId: EntityType.Reference,
      altGridId: 'references',
      primaryEntity: { id: w.owner.id, entityTypeId: EntityType.User },
      from: 1,
      to: 5,
    });
    expect(grid.statusCode).toBe(404);
  });
});

describe('jh: every section, references included', () => {
  it('builds and publishes a resume with community service and a reference', async () => {
    const w = await world('jh');
    const fields = await create(w);
    expect(fields.sections.map((section) => section.key)).toContain('communityService');
    const { resumeId } = await savedAndPreviewed(w, {
      communityIds: [w.records.community],
      referenceIds: [w.records.references[2]!],
    });
    const fileKey = (await resumeRow(w, resumeId)).fileKey!;
    const text = await pdfText(await download(w, fileKey));
    expect(text).toContain('Story Time Reader');
    expect(text).toContain('Tia Third');
    expect(text).toContain('(205) 555-0142');
    expect((await publish(w, resumeId)).statusCode).toBe(200);
  });
});
