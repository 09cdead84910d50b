import { randomBytes } from 'node:crypto';
import type { ResumeSectionKey } from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A new download key: 24 random bytes, base64url (32 characters; the contract takes 16..64). */
export const newFileKey = (): string => randomBytes(24).toString('base64url');

/** A resume as the calls read it. */
export interface ResumeRow {
  id: number;
  userId: number;
  name: string;
  isGenerated: boolean;
  description: string | null;
  file: string | null;
  fileKey: string | null;
  fileStorageKey: string | null;
  savedAt: Date | null;
  seenAt: Date | null;
  isPublished: boolean;
  publishedAt: Date | null;
}

const resumeColumns = [
  'id',
  'userId',
  'name',
  'isGenerated',
  'description',
  'file',
  'fileKey',
  'fileStorageKey',
  'savedAt',
  'seenAt',
  'isPublished',
  'publishedAt',
] as const;

/** Whether a resume is generated (undefined: no such resume). */
export async function findResumeKind(db: Db, id: number): Promise<{ isGenerated: boolean } | undefined> {
  return db.selectFrom('resumes').select('isGenerated').where('id', '=', id).executeTakeFirst();
}

/**
 * An uploaded resume saved through form 9: a new download key, made now and seen now (its owner uploaded
 * it). A generated resume is never touched here (its form save is refused before).
 */
export async function markUploadSaved(trx: Db, id: number, now: Date): Promise<void> {
  await trx
    .updateTable('resumes')
    .set({ fileKey: newFileKey(), savedAt: now, seenAt: now })
    .where('id', '=', id)
    .where('isGenerated', '=', false)
    .execute();
}

export async function findResume(db: Db, id: number): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').select(resumeColumns).where('id', '=', id).executeTakeFirst();
}

/** The resume, its row locked until the transaction ends. */
export async function lockResume(trx: Db, id: number): Promise<ResumeRow | undefined> {
  return trx.selectFrom('resumes').select(resumeColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Every resume of the person who owns resume `id`, their rows locked (publishing one withdraws another:
 * two publishes of one person's resumes take turns); empty when there is no such resume.
 */
export async function lockPersonResumes(trx: Db, id: number): Promise<ResumeRow[]> {
  return trx
    .selectFrom('resumes')
    .select(resumeColumns)
    .where('userId', '=', (eb) => eb.selectFrom('resumes as o').select('o.userId').where('o.id', '=', id))
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function findResumeByFileKey(db: Db, fileKey: string): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').select(resumeColumns).where('fileKey', '=', fileKey).executeTakeFirst();
}

export async function findPublishedResume(db: Db, userId: number): Promise<ResumeRow | undefined> {
  return db
    .selectFrom('resumes')
    .select(resumeColumns)
    .where('userId', '=', userId)
    .where('isPublished', '=', true)
    .executeTakeFirst();
}

/** The newest version of a form (a new resume remembers the version it was made under). */
export async function latestFormVersion(db: Db, formId: number): Promise<number> {
  const row = await db
    .selectFrom('formDefinitions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('formId', '=', formId)
    .executeTakeFirst();
  return row?.version ?? 1;
}

export async function insertGeneratedResume(
  trx: Db,
  values: {
    userId: number;
    formId: number;
    formVersion: number;
    name: string;
    description: string;
    now: Date;
  },
): Promise<number> {
  const row = await trx
    .insertInto('resumes')
    .values({
      userId: values.userId,
      formId: values.formId,
      formVersion: values.formVersion,
      name: values.name,
      description: values.description,
      isGenerated: true,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A record chosen for a resume at its last save. */
export interface ResumeItemRow {
  section: ResumeSectionKey;
  recordId: number;
  label: string;
  position: number;
}

export async function resumeItems(db: Db, resumeId: number): Promise<ResumeItemRow[]> {
  const rows = await db
    .selectFrom('resumeItems')
    .select(['section', 'recordId', 'label', 'position'])
    .where('resumeId', '=', resumeId)
    .orderBy('section')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, section: row.section as ResumeSectionKey }));
}

/** The resume's chosen records replaced by these. */
export async function replaceResumeItems(
  trx: Db,
  resumeId: number,
  items: readonly ResumeItemRow[],
): Promise<void> {
  await trx.deleteFrom('resumeItems').where('resumeId', '=', resumeId).execute();
  if (items.length > 0)
    await trx
      .insertInto('resumeItems')
      .values(items.map((item) => ({ resumeId, ...item })))
      .execute();
}

/** A generated resume saved: its name, description, new file and key; made now, not seen yet. */
export async function markGeneratedSaved(
  trx: Db,
  id: number,
  values: { name: string; description: string; fileKey: string; fileStorageKey: string; now: Date },
): Promise<void> {
  await trx
    .updateTable('resumes')
    .set({
      name: values.name,
      description: values.description,
      fileKey: values.fileKey,
      fileStorageKey: values.fileStorageKey,
      savedAt: values.now,
      seenAt: null,
      updatedAt: values.now,
    })
    .where('id', '=', id)
    .execute();
}

/** Its owner fetched the file under this key: seen now (only while the key is the current one). */
export async function markSeen(db: Db, id: number, fileKey: string, now: Date): Promise<void> {
  await db
    .updateTable('resumes')
    .set({ seenAt: now })
    .where('id', '=', id)
    .where('fileKey', '=', fileKey)
    .execute();
}

/** The person's published resume withdrawn (not the one being published); its id, if there was one. */
export async function withdrawPublished(
  trx: Db,
  userId: number,
  exceptId: number,
  now: Date,
): Promise<number | null> {
  const row = await trx
    .updateTable('resumes')
    // No longer published: nor its date (the audit keeps when it was).
    .set({ isPublished: false, publishedAt: null, updatedAt: now })
    .where('userId', '=', userId)
    .where('isPublished', '=', true)
    .where('id', '<>', exceptId)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function markPublished(trx: Db, id: number, now: Date): Promise<void> {
  await trx
    .updateTable('resumes')
    .set({ isPublished: true, publishedAt: now, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** The first file of an uploaded resume's file set: where its bytes are, its type and name. */
export async function uploadedFileOf(
  db: Db,
  fileSetId: string,
): Promise<{ storageKey: string; contentType: string; fileName: string } | undefined> {
  return db
    .selectFrom('uploadedFiles')
    .select(['storageKey', 'contentType', 'fileName'])
    .where('fileSetId', '=', fileSetId)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
}

/** The person as the resume's header shows them. */
export interface ResumePerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  city: string | null;
  stateCode: string | null;
}

export async function findResumePerson(db: Db, userId: number): Promise<ResumePerson | undefined> {
  return db
    .selectFrom('users as u')
    .leftJoin('userProfiles as p', 'p.userId', 'u.id')
    .select(['u.firstName', 'u.lastName', 'u.email', 'p.phone', 'p.city', 'p.stateCode'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/**
 * A record a section offers, as read: the words the resume writes of it (title, subtitle, further lines,
 * choice ids resolved to their texts where a list keeps them), its months ('MM/YYYY') and state.
 */
export interface SectionRecord {
  id: number;
  title: string;
  subtitle: string | null;
  /** Where the dates come from: a range (start - end, or Present), an issue date, a completion. */
  start: string | null;
  end: string | null;
  details: string[];
  /** Choice ids whose texts are inline in a form (education status, membership type, relationship). */
  choice: string | null;
  verified: boolean;
  /** A reference given as a letter (form 27). */
  letter: boolean;
  /** A certificate's code (stored form). */
  code: string | null;
  /** Extra: expiration month of a credential; hours of a training or service. */
  extra: string | null;
}

const month = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'MM/YYYY')`;
const listText = (list: string, column: string) =>
  sql<string | null>`(select cl.text from choice_lists cl
    where cl.list_code = ${list} and cl.choice_id = ${sql.ref(column)})`;

/**
 * The person's current, enabled records a section offers, newest first (an open one, without an end, first;
 * then by end, or start, latest first). Certificates: the person's trainings' certificates not revoked.
 */
export async function sectionRecords(
  db: Db,
  userId: number,
  section: ResumeSectionKey,
): Promise<SectionRecord[]> {
  const statement = SECTION_QUERIES[section](userId);
  const rows = (await statement.execute(db)).rows;
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    details: (row.details ?? []).filter((line): line is string => typeof line === 'string' && line !== ''),
    verified: row.verified === true,
    letter: row.letter === true,
  }));
}

type RawSectionRecord = Omit<SectionRecord, 'details'> & { details: (string | null)[] | null };

const newestFirst = (start: string, end: string) =>
  sql`order by (${sql.ref(end)} is null and ${sql.ref(start)} is not null) desc,
      coalesce(${sql.ref(end)}, ${sql.ref(start)}) desc nulls last, r.id desc`;

const SECTION_QUERIES: Record<
  ResumeSectionKey,
  (userId: number) => ReturnType<typeof sql<RawSectionRecord>>
> = {
  education: (userId) => sql<RawSectionRecord>`
      select r.id,
        coalesce(nullif(concat_ws(', ', ${listText('degree-types', 'r.degree_type')}, r.field_of_study), ''),
                 r.institution_name) as title,
        case when r.degree_type is null and r.field_of_study is null then r.institution_state
             else concat_ws(', ', r.institution_name, r.institution_state) end as subtitle,
        ${month('r.start_date')} as start, ${month('r.end_date')} as "end",
        array[case when r.credit_hours is not null
                   then 'Credit hours: ' || trim_scale(r.credit_hours)::text end] as details,
        r.completed as choice, r.verified, false as letter, null as code, null as extra
      from education_records r
      where r.user_id = ${userId} and r.disabled_at is null
      ${newestFirst('r.start_date', 'r.end_date')}`,
  employment: (userId) => sql<RawSectionRecord>`
      select r.id, coalesce(nullif(r.position_title, ''), r.employer_name) as title,
        case when nullif(r.position_title, '') is null then null else r.employer_name end as subtitle,
        ${month('r.start_date')} as start, ${month('r.end_date')} as "end",
        array[${listText('employment-types', 'r.employment_type')},
              case when r.hours_per_week is not null
                   then trim_scale(r.hours_per_week)::text || ' hours per week' end] as details,
        null as choice, r.verified, false as letter, null as code, null as extra
      from employment_records r
      where r.user_id = ${userId} and r.disabled_at is null
      ${newestFirst('r.start_date', 'r.end_date')}`,
  certifications: (userId) => sql<RawSectionRecord>`
      select r.id, r.credential_name as title, r.issuing_organization as subtitle,
        ${month('r.issue_date')} as start, null as "end",
        array[${listText('credential-types', 'r.credential_type')},
              case when r.credential_number is not null then 'Number: ' || r.credential_number end] as details,
        null as choice, r.verified, false as letter, null as code, ${month('r.expiration_date')} as extra
      from certification_records r
      where r.user_id = ${userId} and r.disabled_at is null
      order by r.issue_date desc nulls last, r.id desc`,
  communityService: (userId) => sql<RawSectionRecord>`
      select r.id, coalesce(nullif(r.role_title, ''), r.organization_name) as title,
        case when nullif(r.role_title, '') is null then null else r.organization_name end as subtitle,
        ${month('r.start_date')} as start, ${month('r.end_date')} as "end",
        array[r.description] as details,
        null as choice, r.verified, false as letter, null as code,
        trim_scale(r.hours)::text as extra
      from community_service_records r
      where r.user_id = ${userId} and r.disabled_at is null
      ${newestFirst('r.start_date', 'r.end_date')}`,
  memberships: (userId) => sql<RawSectionRecord>`
      select r.id, r.organization_name as title, null as subtitle,
        ${month('r.start_date')} as start, ${month('r.end_date')} as "end",
        array[case when r.member_number is not null then 'Member number: ' || r.member_number end] as details,
        r.membership_type as choice, r.verified, false as letter, null as code, null as extra
      from membership_records r
      where r.user_id = ${userId} and r.disabled_at is null
      ${newestFirst('r.start_date', 'r.end_date')}`,
  references: (userId) => sql<RawSectionRecord>`
      select r.id, r.reference_name as title,
        nullif(concat_ws(', ', nullif(r.position_title, ''), nullif(r.organization_name, '')), '') as subtitle,
        null as start, null as "end",
        array[r.phone, r.email,
              case when r.years_known is not null
                   then 'Known for ' || trim_scale(r.years_known)::text || ' years' end] as details,
        r.relationship as choice, false as verified, r.form_id = 27 as letter, null as code, null as extra
      from resume_references r
      where r.user_id = ${userId}
      order by r.updated_at desc, r.id desc`,
  certificates: (userId) => sql<RawSectionRecord>`
      select r.id, r.course_name || ': ' || r.section_name as title, null as subtitle,
        to_char(r.training_end, 'MM/YYYY') as start, null as "end",
        array[trim_scale(r.hours)::text || ' hours'] as details,
        null as choice, true as verified, false as letter, r.code, null as extra
      from certificates r
      where r.user_id = ${userId} and r.revoked_at is null
      order by r.training_end desc, r.id desc`,
};
