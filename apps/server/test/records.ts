import { randomBytes } from 'node:crypto';
import type { TEntityReference } from '@registry/contracts';
import { CERTIFICATION } from '../src/modules/profile/index.js';
import { COMMUNITY_SERVICE } from '../src/modules/profile/index.js';
import { EDUCATION } from '../src/modules/profile/index.js';
import { EXPERIENCE } from '../src/modules/profile/index.js';
import { MEMBERSHIP } from '../src/modules/profile/index.js';
import { TRAINING } from '../src/modules/profile/index.js';
import { bearer, createUser, signIn, type TestUserOptions } from './accounts.js';
import type { TestApp } from './helpers.js';
import { upload } from './uploads.js';
import { pdf } from './samples.js';

/** Answers by element id: a string, a list (checkbox groups), or null (left out). */
export type Answers = Record<number, string | string[] | null>;

export interface Person {
  id: number;
  email: string;
  token: string;
  organizationIds: number[];
}

/** An account arranged in the database and signed in. */
export async function person(t: TestApp, options: TestUserOptions = {}): Promise<Person> {
  const user = await createUser(t, options);
  const { token } = await signIn(t, user);
  return { id: user.id, email: user.email, token, organizationIds: user.organizationIds };
}

/** A token of the same session with another role active. */
export async function withRole(t: TestApp, token: string, roleName: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/userorganizationroles/roleswitch',
    headers: bearer(token),
    payload: { roleName },
  });
  if (response.statusCode !== 200) throw new Error(`Role switch failed: ${response.body}`);
  return response.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
}

/** A registry organization in a county (its FIPS code). */
export async function organization(t: TestApp, countyFips = '01101', name?: string): Promise<number> {
  const row = await t.db
    .insertInto('organizations')
    .values({
      name: name ?? `Center ${randomBytes(4).toString('hex')}`,
      county: 'Montgomery',
      countyFips,
      kind: 'facility',
      region: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An employment of the person at the organization holding these organization roles (active: approved by
 * the director, as a role request's approval leaves it); `requested` adds a pending staff request.
 */
export async function employ(
  t: TestApp,
  userId: number,
  organizationId: number,
  roles: ('100' | '200')[],
  { active = true, requested = false } = {},
): Promise<number> {
  const record = await t.db
    .insertInto('employmentRecords')
    .values({ userId, organizationId, employerName: 'Employer', isRegistryOrganization: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const roleName of roles)
    await t.db
      .insertInto('organizationRoles')
      .values({ employmentRecordId: record.id, roleName, active })
      .execute();
  if (requested)
    await t.db
      .insertInto('roleRequestActions')
      .values({ employmentRecordId: record.id, roleName: '100', actionType: 1 })
      .execute();
  return record.id;
}

const responses = (answers: Answers) =>
  Object.entries(answers).flatMap(([id, value]) =>
    value === null
      ? []
      : [
          Array.isArray(value)
            ? { formElementId: Number(id), multiValue: value }
            : { formElementId: Number(id), value },
        ],
  );

export interface SaveOptions {
  entities?: TEntityReference[];
  override?: boolean;
}

/** POST /api/form/formresponse. */
export function saveForm(
  t: TestApp,
  token: string,
  formId: number,
  primaryEntity: TEntityReference | null,
  answers: Answers,
  options: SaveOptions = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/form/formresponse',
    headers: bearer(token),
    payload: {
      response: { formId, elementResponses: responses(answers) },
      primaryEntity,
      ...(options.entities ? { entities: options.entities } : {}),
      ...(options.override ? { override: true } : {}),
    },
  });
}

/** POST /api/form. */
export function openForm(
  t: TestApp,
  token: string,
  formId: number,
  primaryEntity: TEntityReference | null,
  entities?: TEntityReference[],
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/form',
    headers: bearer(token),
    payload: { formId, primaryEntity, ...(entities ? { entities } : {}) },
  });
}

/** POST /api/form/presubmissionvalidation with the values of the configured elements. */
export function preSubmit(
  t: TestApp,
  token: string,
  formId: number,
  entityTypeId: number,
  primaryEntity: TEntityReference | null,
  values: Record<number, string | null>,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/form/presubmissionvalidation',
    headers: bearer(token),
    payload: {
      formId,
      primaryEntity,
      validations: Object.entries(values).map(([id, value]) => ({
        entityTypeId,
        formElementId: Number(id),
        value,
      })),
    },
  });
}

/** A certificate uploaded to the certification form's field for `ownerId`: its file set id. */
export async function certificateSet(t: TestApp, token: string, ownerId?: number): Promise<string> {
  const response = await upload(
    t,
    token,
    {
      entityTypeId: '7',
      formElementId: String(CERTIFICATION.certificate),
      ...(ownerId === undefined ? {} : { primaryEntityId: String(ownerId) }),
    },
    { name: 'certificate.pdf', bytes: pdf(), type: 'application/pdf' },
  );
  if (response.statusCode !== 200) throw new Error(`Upload failed: ${response.body}`);
  return response.json<{ fileSetId: string }>().fileSetId;
}

/** The forms of the profile records: form id, entity type, records table, and complete valid answers. */
export const RECORD_FORMS = {
  education: {
    formId: 2,
    entityTypeId: 4,
    table: 'educationRecords',
    valid: (): Answers => ({
      [EDUCATION.institutionName]: 'Auburn University',
      [EDUCATION.institutionState]: 'AL',
      [EDUCATION.degreeType]: 'bachelor',
      [EDUCATION.fieldOfStudy]: 'Early Childhood Education',
      [EDUCATION.completed]: 'completed',
      [EDUCATION.startDate]: '2010-08-15',
      [EDUCATION.endDate]: '2014-05-10',
      [EDUCATION.creditHours]: '120',
    }),
  },
  communityService: {
    formId: 3,
    entityTypeId: 5,
    table: 'communityServiceRecords',
    valid: (): Answers => ({
      [COMMUNITY_SERVICE.organizationName]: 'Montgomery Public Library',
      [COMMUNITY_SERVICE.roleTitle]: 'Story Time Reader',
      [COMMUNITY_SERVICE.description]: 'Read to preschool children every Saturday.',
      [COMMUNITY_SERVICE.startDate]: '2021-01-09',
      [COMMUNITY_SERVICE.endDate]: '2022-12-17',
      [COMMUNITY_SERVICE.hours]: '96.5',
    }),
  },
  membership: {
    formId: 4,
    entityTypeId: 6,
    table: 'membershipRecords',
    valid: (): Answers => ({
      [MEMBERSHIP.organizationName]: 'National Association for the Education of Young Children',
      [MEMBERSHIP.membershipType]: 'individual',
      [MEMBERSHIP.memberNumber]: 'N-20481',
      [MEMBERSHIP.startDate]: '2019-03-01',
      [MEMBERSHIP.endDate]: '2026-02-28',
    }),
  },
  certification: {
    formId: 5,
    entityTypeId: 7,
    table: 'certificationRecords',
    /** With the file set of an uploaded certificate. */
    valid: (certificate: string | null = null): Answers => ({
      [CERTIFICATION.credentialType]: 'cda',
      [CERTIFICATION.credentialName]: 'CDA Preschool',
      [CERTIFICATION.issuingOrganization]: 'Council for Professional Recognition',
      [CERTIFICATION.credentialNumber]: 'CDA-778899',
      [CERTIFICATION.issueDate]: '2022-06-01',
      [CERTIFICATION.expirationDate]: '2025-06-01',
      [CERTIFICATION.certificate]: certificate,
    }),
  },
  experience: {
    formId: 6,
    entityTypeId: 8,
    table: 'employmentRecords',
    /** An employer that is not in the registry. */
    valid: (): Answers => ({
      [EXPERIENCE.inRegistry]: 'false',
      [EXPERIENCE.county]: '01101',
      [EXPERIENCE.employerName]: 'Little Learners Family Home',
      [EXPERIENCE.positionTitle]: 'Lead Teacher',
      [EXPERIENCE.employmentType]: 'full-time',
      [EXPERIENCE.startDate]: '2019-08-01',
      [EXPERIENCE.hoursPerWeek]: '40',
      [EXPERIENCE.agesServed]: ['toddler', 'preschool'],
    }),
  },
  training: {
    formId: 7,
    entityTypeId: 3,
    table: 'trainingRecords',
    valid: (): Answers => ({
      [TRAINING.trainingName]: 'Safe Sleep for Infants',
      [TRAINING.trainingDate]: '2024-02-10',
      [TRAINING.hours]: '2.5',
      [TRAINING.sponsor]: 'Alabama Partnership for Children',
      [TRAINING.courseNumber]: 'SS-101',
      [TRAINING.coreKnowledgeArea]: 'health-safety-nutrition',
      [TRAINING.deliveryMethod]: 'virtual',
    }),
  },
} as const;

export type RecordFormName = keyof typeof RECORD_FORMS;

/** Saves a new record with the form's valid answers (changed by `changes`) and answers its id. */
export async function createRecord(
  t: TestApp,
  token: string,
  name: RecordFormName,
  changes: Answers = {},
  options: SaveOptions = {},
): Promise<number> {
  const form = RECORD_FORMS[name];
  const response = await saveForm(t, token, form.formId, null, { ...form.valid(), ...changes }, options);
  if (response.statusCode !== 200) throw new Error(`Save failed: ${response.body}`);
  return response.json<{ entityId: number }>().entityId;
}
