import {
  API_ERRORS,
  FORM_TEXTS,
  numberOutOfRange,
  PRE_SUBMISSION_TEXTS,
  RECORD_TEXTS,
  evaluateForm,
  type FormDefinition,
  type FormFailure,
} from '@registry/domain';
import type { TGridResponse } from '@registry/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  certificateSet,
  createRecord,
  employ,
  openForm,
  organization,
  person,
  preSubmit,
  RECORD_FORMS,
  saveForm,
  withRole,
  type Answers,
  type Person,
} from '../../../test/records.js';
import { bearer, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { CERTIFICATION } from '../profile/index.js';
import { COMMUNITY_SERVICE } from '../profile/index.js';
import { EDUCATION } from '../profile/index.js';
import { EXPERIENCE } from '../profile/index.js';
import { MEMBERSHIP } from '../profile/index.js';
import { TRAINING } from '../profile/index.js';

let t: TestApp;
let tn: TestApp;
let jh: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  tn = await createTestApp({ config: { tenant: 'tn' } });
  jh = await createTestApp({ config: { tenant: 'jh' } });
});

const FAR_FUTURE = '2199-01-01';

/** The one failure a refused save answers (400), and nothing else. */
async function refusedWith(
  response: Awaited<ReturnType<typeof saveForm>>,
  formElementId: number | null,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const failures = response.json<{ failures: FormFailure[] }>().failures;
  expect(failures).toContainEqual(expect.objectContaining({ formElementId, message }));
}

async function recordsOf(table: string, userId: number) {
  return sql<Record<string, unknown>>`select * from ${sql.table(
    table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  )} where user_id = ${userId} order by id`
    .execute(t.db)
    .then((result) => result.rows);
}

async function auditActions(entity: string, entityId: number) {
  const rows = await t.db
    .selectFrom('auditLog')
    .select(['action', 'after'])
    .where('entity', '=', entity)
    .where('entityId', '=', String(entityId))
    .orderBy('id')
    .execute();
  return rows;
}

describe('saving each record form: valid, and each check failing, nothing written', () => {
  type Case = [name: string, changes: Answers, formElementId: number, message: string];

  it('education (form 2): saves the record with its numbers and audits it', async () => {
    const me = await person(t);
    const id = await createRecord(t, me.token, 'education');
    const [row] = await recordsOf('educationRecords', me.id);
    expect(row).toMatchObject({
      id,
      institutionName: 'Auburn University',
      degreeType: 'bachelor',
      completed: 'completed',
      startDate: '2010-08-15',
      endDate: '2014-05-10',
      creditHours: '120.00',
      formId: 2,
      verified: false,
      verificationStatus: null,
    });
    expect((await auditActions('Education', id)).map((audit) => audit.action)).toEqual(['form.create']);
    // Served back as the form shows it: the number as typed.
    const served = await openForm(t, me.token, 2, { id, entityTypeId: 4 });
    const creditHours = served
      .json<{ elements: { id: number; value: string | null }[] }>()
      .elements.find((element) => element.id === EDUCATION.creditHours);
    expect(creditHours?.value).toBe('120');
  });

  it.each<Case>([
    [
      'no institution',
      { [EDUCATION.institutionName]: null },
      EDUCATION.institutionName,
      FORM_TEXTS.fillOutField,
    ],
    [
      'a degree not listed',
      { [EDUCATION.degreeType]: 'wizardry' },
      EDUCATION.degreeType,
      FORM_TEXTS.choiceNotListed,
    ],
    [
      'a start in the future',
      { [EDUCATION.startDate]: FAR_FUTURE, [EDUCATION.endDate]: null, [EDUCATION.completed]: 'in-progress' },
      EDUCATION.startDate,
      'Start Date cannot be in the future',
    ],
    [
      'an end before the start',
      { [EDUCATION.endDate]: '2009-05-10' },
      EDUCATION.endDate,
      'End Date must not be before Start Date',
    ],
    [
      'completed without an end date',
      { [EDUCATION.endDate]: null },
      EDUCATION.endDate,
      FORM_TEXTS.fillOutDate,
    ],
    [
      'credit hours to the thousandth',
      { [EDUCATION.creditHours]: '12.125' },
      EDUCATION.creditHours,
      'Enter hours as a number, such as 1.5',
    ],
    [
      'more credit hours than kept',
      { [EDUCATION.creditHours]: '1000' },
      EDUCATION.creditHours,
      numberOutOfRange(999.99, false),
    ],
  ])('education refuses %s', async (_name, changes, formElementId, message) => {
    const me = await person(t);
    const response = await saveForm(t, me.token, 2, null, { ...RECORD_FORMS.education.valid(), ...changes });
    await refusedWith(response, formElementId, message);
    expect(await recordsOf('educationRecords', me.id)).toEqual([]);
  });

  it('community service (form 3) saves, and refuses a future start, an end before the start and bad hours', async () => {
    const me = await person(t);
    await createRecord(t, me.token, 'communityService');
    expect((await recordsOf('communityServiceRecords', me.id))[0]).toMatchObject({
      organizationName: 'Montgomery Public Library',
      hours: '96.50',
      formId: 3,
    });
    const cases: Case[] = [
      [
        'no organization',
        { [COMMUNITY_SERVICE.organizationName]: null },
        COMMUNITY_SERVICE.organizationName,
        FORM_TEXTS.fillOutField,
      ],
      [
        'a future start',
        { [COMMUNITY_SERVICE.startDate]: FAR_FUTURE, [COMMUNITY_SERVICE.endDate]: null },
        COMMUNITY_SERVICE.startDate,
        'Start Date cannot be in the future',
      ],
      [
        'an end before the start',
        { [COMMUNITY_SERVICE.endDate]: '2020-01-01' },
        COMMUNITY_SERVICE.endDate,
        'End Date must not be before Start Date',
      ],
      [
        'hours that are not a number',
        { [COMMUNITY_SERVICE.hours]: 'lots' },
        COMMUNITY_SERVICE.hours,
        'Enter hours as a number, such as 1.5',
      ],
    ];
    const other = await person(t);
    for (const [name, changes, formElementId, message] of cases) {
      const response = await saveForm(t, other.token, 3, null, {
        ...RECORD_FORMS.communityService.valid(),
        ...changes,
      });
      await refusedWith(response, formElementId, `${message}`);
      expect(await recordsOf('communityServiceRecords', other.id), name).toEqual([]);
    }
  });

  it('membership (form 4) saves, and refuses a future start, an end before the start and a type not listed', async () => {
    const me = await person(t);
    await createRecord(t, me.token, 'membership');
    expect((await recordsOf('membershipRecords', me.id))[0]).toMatchObject({
      membershipType: 'individual',
      memberNumber: 'N-20481',
      formId: 4,
    });
    const cases: Case[] = [
      [
        'a future start',
        { [MEMBERSHIP.startDate]: FAR_FUTURE, [MEMBERSHIP.endDate]: null },
        MEMBERSHIP.startDate,
        'Member Since cannot be in the future',
      ],
      [
        'an end before the start',
        { [MEMBERSHIP.endDate]: '2018-01-01' },
        MEMBERSHIP.endDate,
        'Membership Ends must not be before Member Since',
      ],
      [
        'a type not listed',
        { [MEMBERSHIP.membershipType]: 'honorary' },
        MEMBERSHIP.membershipType,
        FORM_TEXTS.choiceNotListed,
      ],
    ];
    const other = await person(t);
    for (const [name, changes, formElementId, message] of cases) {
      await refusedWith(
        await saveForm(t, other.token, 4, null, { ...RECORD_FORMS.membership.valid(), ...changes }),
        formElementId,
        message,
      );
      expect(await recordsOf('membershipRecords', other.id), name).toEqual([]);
    }
  });

  it('certification (form 5) saves with its certificate, and refuses none, a future issue and an expiration before the issue', async () => {
    const me = await person(t);
    const set = await certificateSet(t, me.token);
    await createRecord(t, me.token, 'certification', { [CERTIFICATION.certificate]: set });
    expect((await recordsOf('certificationRecords', me.id))[0]).toMatchObject({
      credentialType: 'cda',
      credentialNumber: 'CDA-778899',
      certificate: set,
      formId: 5,
    });
    const other = await person(t);
    const otherSet = await certificateSet(t, other.token);
    const cases: Case[] = [
      [
        'no certificate',
        { [CERTIFICATION.certificate]: null },
        CERTIFICATION.certificate,
        FORM_TEXTS.selectFile,
      ],
      [
        "someone else's certificate",
        { [CERTIFICATION.certificate]: set },
        CERTIFICATION.certificate,
        FORM_TEXTS.fileSetElsewhere,
      ],
      [
        'a future issue date',
        {
          [CERTIFICATION.certificate]: otherSet,
          [CERTIFICATION.issueDate]: FAR_FUTURE,
          [CERTIFICATION.expirationDate]: null,
        },
        CERTIFICATION.issueDate,
        'Issue Date cannot be in the future',
      ],
      [
        'an expiration before the issue',
        { [CERTIFICATION.certificate]: otherSet, [CERTIFICATION.expirationDate]: '2021-01-01' },
        CERTIFICATION.expirationDate,
        'Expiration Date must not be before Issue Date',
      ],
      [
        'no credential type',
        { [CERTIFICATION.certificate]: otherSet, [CERTIFICATION.credentialType]: null },
        CERTIFICATION.credentialType,
        FORM_TEXTS.fillOutField,
      ],
    ];
    for (const [name, changes, formElementId, message] of cases) {
      await refusedWith(
        await saveForm(t, other.token, 5, null, { ...RECORD_FORMS.certification.valid(), ...changes }),
        formElementId,
        message,
      );
      expect(await recordsOf('certificationRecords', other.id), name).toEqual([]);
    }
  });

  it('training record (form 7) saves, and refuses zero hours, a future date and a method not listed', async () => {
    const me = await person(t);
    await createRecord(t, me.token, 'training');
    expect((await recordsOf('trainingRecords', me.id))[0]).toMatchObject({
      trainingName: 'Safe Sleep for Infants',
      trainingDate: '2024-02-10',
      hours: '2.50',
      coreKnowledgeArea: 'health-safety-nutrition',
      deliveryMethod: 'virtual',
      sentViaApi: false,
      status: 'Completed',
      formId: 7,
    });
    const cases: Case[] = [
      ['zero hours', { [TRAINING.hours]: '0' }, TRAINING.hours, numberOutOfRange(999.99, true)],
      [
        'hours to the thousandth',
        { [TRAINING.hours]: '1.255' },
        TRAINING.hours,
        'Enter hours as a number, such as 1.5',
      ],
      [
        'a future date',
        { [TRAINING.trainingDate]: FAR_FUTURE },
        TRAINING.trainingDate,
        'Date Completed cannot be in the future',
      ],
      [
        'a method not listed',
        { [TRAINING.deliveryMethod]: 'carrier-pigeon' },
        TRAINING.deliveryMethod,
        FORM_TEXTS.choiceNotListed,
      ],
      [
        'no core knowledge area',
        { [TRAINING.coreKnowledgeArea]: null },
        TRAINING.coreKnowledgeArea,
        FORM_TEXTS.fillOutField,
      ],
    ];
    const other = await person(t);
    for (const [name, changes, formElementId, message] of cases) {
      await refusedWith(
        await saveForm(t, other.token, 7, null, { ...RECORD_FORMS.training.valid(), ...changes }),
        formElementId,
        message,
      );
      expect(await recordsOf('trainingRecords', other.id), name).toEqual([]);
    }
  });

  it('training records are not added by their owner in tn (its Training grid has no Add); a user manager adds one', async () => {
    const me = await person(tn);
    const refused = await saveForm(tn, me.token, 7, null, RECORD_FORMS.training.valid());
    expect(refused.statusCode).toBe(404);
    expect((await openForm(tn, me.token, 7, null)).statusCode).toBe(404);
    const manager = await person(tn, { generalRoles: ['100', '400'] });
    const managerToken = await withRole(tn, manager.token, '400');
    const added = await saveForm(tn, managerToken, 7, null, RECORD_FORMS.training.valid(), {
      entities: [{ id: me.id, entityTypeId: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await recordsOf('trainingRecords', me.id)).length).toBe(1);
  });
});

describe('the experience form (6): a registry employer or one entered', () => {
  it('an employer not in the registry keeps its name and county; the record says so', async () => {
    const me = await person(t);
    await createRecord(t, me.token, 'experience');
    expect((await recordsOf('employmentRecords', me.id))[0]).toMatchObject({
      organizationId: null,
      employerName: 'Little Learners Family Home',
      isRegistryOrganization: false,
      countyFips: '01101',
      positionTitle: 'Lead Teacher',
      employmentType: 'full-time',
      hoursPerWeek: '40.00',
      agesServed: ['toddler', 'preschool'],
      formId: 6,
    });
  });

  it("a registry employer: the server writes the organization's name and county and marks it a registry organization", async () => {
    const me = await person(t);
    const center = await organization(t, '01101', 'Dexter Avenue Child Development Center');
    const answers: Answers = {
      ...RECORD_FORMS.experience.valid(),
      [EXPERIENCE.inRegistry]: 'true',
      [EXPERIENCE.county]: null,
      [EXPERIENCE.organization]: String(center),
      [EXPERIENCE.employerName]: null,
    };
    const id = await createRecord(t, me.token, 'experience', answers);
    expect((await recordsOf('employmentRecords', me.id))[0]).toMatchObject({
      id,
      organizationId: center,
      employerName: 'Dexter Avenue Child Development Center',
      isRegistryOrganization: true,
      countyFips: '01101',
    });
    const served = await openForm(t, me.token, 6, { id, entityTypeId: 8 });
    const elements = served.json<{
      elements: { id: number; value: string | null; displayValue?: string | null }[];
    }>().elements;
    expect(elements.find((element) => element.id === EXPERIENCE.inRegistry)?.value).toBe('true');
    expect(elements.find((element) => element.id === EXPERIENCE.organization)).toMatchObject({
      value: String(center),
      displayValue: 'Dexter Avenue Child Development Center (Montgomery)',
    });
  });

  it.each<[string, Answers, number, string]>([
    [
      'a registry employer not chosen',
      { [EXPERIENCE.inRegistry]: 'true', [EXPERIENCE.employerName]: null },
      EXPERIENCE.organization,
      FORM_TEXTS.fillOutField,
    ],
    [
      'an employer name without a county',
      { [EXPERIENCE.county]: null },
      EXPERIENCE.county,
      FORM_TEXTS.fillOutField,
    ],
    [
      'no employer name',
      { [EXPERIENCE.employerName]: null },
      EXPERIENCE.employerName,
      FORM_TEXTS.fillOutField,
    ],
    [
      'a typed name beside a registry employer',
      { [EXPERIENCE.inRegistry]: 'true' },
      EXPERIENCE.employerName,
      FORM_TEXTS.hiddenValue,
    ],
    [
      'more hours than a week has',
      { [EXPERIENCE.hoursPerWeek]: '169' },
      EXPERIENCE.hoursPerWeek,
      numberOutOfRange(168, false),
    ],
    [
      'an end in the future',
      { [EXPERIENCE.endDate]: FAR_FUTURE },
      EXPERIENCE.endDate,
      'End Date cannot be in the future',
    ],
    [
      'an end before the start',
      { [EXPERIENCE.endDate]: '2018-01-01' },
      EXPERIENCE.endDate,
      'End Date must not be before Start Date',
    ],
    [
      'an age group not listed',
      { [EXPERIENCE.agesServed]: ['teens'] },
      EXPERIENCE.agesServed,
      FORM_TEXTS.choiceNotListed,
    ],
  ])('refuses %s', async (_name, changes, formElementId, message) => {
    const me = await person(t);
    await refusedWith(
      await saveForm(t, me.token, 6, null, { ...RECORD_FORMS.experience.valid(), ...changes }),
      formElementId,
      message,
    );
    expect(await recordsOf('employmentRecords', me.id)).toEqual([]);
  });

  it('refuses an organization outside the chosen county, and one that does not exist', async () => {
    const me = await person(t);
    const inShelby = await organization(t, '01117');
    for (const organizationId of [String(inShelby), '999999999']) {
      await refusedWith(
        await saveForm(t, me.token, 6, null, {
          ...RECORD_FORMS.experience.valid(),
          [EXPERIENCE.inRegistry]: 'true',
          [EXPERIENCE.employerName]: null,
          [EXPERIENCE.organization]: organizationId,
        }),
        EXPERIENCE.organization,
        FORM_TEXTS.choiceNotListed,
      );
    }
    expect(await recordsOf('employmentRecords', me.id)).toEqual([]);
  });

  it('keeps the organization of an employment that holds or requests a role there', async () => {
    const me = await person(t);
    const first = await organization(t);
    const second = await organization(t);
    const id = await employ(t, me.id, first, [], { requested: true });
    const registry = (organizationId: number): Answers => ({
      ...RECORD_FORMS.experience.valid(),
      [EXPERIENCE.inRegistry]: 'true',
      [EXPERIENCE.employerName]: null,
      [EXPERIENCE.organization]: String(organizationId),
    });
    // Its other fields change (the employment made by a role request takes the form's fields).
    const same = await saveForm(t, me.token, 6, { id, entityTypeId: 8 }, registry(first));
    expect(same.statusCode, same.body).toBe(200);
    await refusedWith(
      await saveForm(t, me.token, 6, { id, entityTypeId: 8 }, registry(second)),
      EXPERIENCE.organization,
      FORM_TEXTS.organizationHasRoles,
    );
    await refusedWith(
      await saveForm(t, me.token, 6, { id, entityTypeId: 8 }, RECORD_FORMS.experience.valid()),
      EXPERIENCE.inRegistry,
      FORM_TEXTS.organizationHasRoles,
    );
    const [row] = await recordsOf('employmentRecords', me.id);
    expect(row).toMatchObject({
      organizationId: first,
      isRegistryOrganization: true,
      positionTitle: 'Lead Teacher',
    });
  });

  it('asks nothing of organizations in jh (none there): the employer is entered, without a county', async () => {
    const me = await person(jh);
    const served = await openForm(jh, me.token, 6, null);
    const definition = served.json<FormDefinition>();
    // As the web's form engine shows the new form (the rules evaluated over no answers).
    const context = { activeRole: '100', now: new Date(), timeZone: 'America/New_York' };
    const states = evaluateForm(definition, new Map(), context);
    const shown = (id: number) => states.get(id)?.visible;
    expect(shown(EXPERIENCE.inRegistry)).toBe(false);
    expect(shown(EXPERIENCE.county)).toBe(false);
    expect(shown(EXPERIENCE.organization)).toBe(false);
    expect(states.get(EXPERIENCE.employerName)).toMatchObject({ visible: true, required: true });
    // And al asks whether the employer is in the registry first.
    const al = evaluateForm(
      (await openForm(t, (await person(t)).token, 6, null)).json<FormDefinition>(),
      new Map(),
      context,
    );
    expect(al.get(EXPERIENCE.inRegistry)?.visible).toBe(true);
    expect(al.get(EXPERIENCE.employerName)?.visible).toBe(false);
    // A registry employer cannot be given: the question and the organization are not there.
    await refusedWith(
      await saveForm(jh, me.token, 6, null, {
        ...RECORD_FORMS.experience.valid(),
        [EXPERIENCE.inRegistry]: 'true',
        [EXPERIENCE.county]: null,
        [EXPERIENCE.employerName]: null,
        [EXPERIENCE.organization]: String(await organization(jh)),
      }),
      EXPERIENCE.organization,
      FORM_TEXTS.hiddenValue,
    );
    // The employer's name is required ...
    await refusedWith(
      await saveForm(jh, me.token, 6, null, {
        ...RECORD_FORMS.experience.valid(),
        [EXPERIENCE.inRegistry]: null,
        [EXPERIENCE.county]: null,
        [EXPERIENCE.employerName]: null,
      }),
      EXPERIENCE.employerName,
      FORM_TEXTS.fillOutField,
    );
    // ... and with it, without the question or a county, the record saves outside the registry.
    const saved = await saveForm(jh, me.token, 6, null, {
      ...RECORD_FORMS.experience.valid(),
      [EXPERIENCE.inRegistry]: null,
      [EXPERIENCE.county]: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await jh.db
      .selectFrom('employmentRecords')
      .select(['employerName', 'organizationId', 'isRegistryOrganization'])
      .where('userId', '=', me.id)
      .execute();
    expect(row).toEqual({
      employerName: RECORD_FORMS.experience.valid()[EXPERIENCE.employerName],
      organizationId: null,
      isRegistryOrganization: false,
    });
  });
});

describe('the employment grid where the tenant has no organizations (jh)', () => {
  const columnsOf = async (app: TestApp) => {
    const me = await person(app);
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(me.token),
      payload: { entityTypeId: 8, formId: 6, primaryEntity: null, from: 1, to: 10, filterInfo: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { me, columns: response.json<TGridResponse>().columns.map((column) => column.columnName) };
  };

  it('shows no registry organization column, and takes no filter or sort by one', async () => {
    const { columns: al } = await columnsOf(t);
    expect(al).toEqual(expect.arrayContaining(['Registry Organization', 'Registry Organization Listed']));
    const { me, columns } = await columnsOf(jh);
    expect(columns).not.toContain('Registry Organization');
    expect(columns).not.toContain('Registry Organization Listed');
    expect(columns).toEqual(expect.arrayContaining(['Employer', 'Position', 'Start Date', 'End Date']));
    const filtered = await jh.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(me.token),
      payload: {
        entityTypeId: 8,
        formId: 6,
        primaryEntity: null,
        from: 1,
        to: 10,
        filterInfo: [{ filterColumn: 'organizationName', operation: 'Contains', value: 'Academy' }],
      },
    });
    expect(filtered.statusCode).toBe(400);
  });
});

describe('duplicates warned through pre-submission (overridable), an end before a start refused', () => {
  const cases: [
    name: string,
    form: keyof typeof RECORD_FORMS,
    configured: (answers: Answers) => Record<number, string | null>,
    formElementId: number,
    message: string,
  ][] = [
    [
      'the same training on the same date',
      'training',
      (a) => pick(a, [TRAINING.trainingName, TRAINING.trainingDate]),
      TRAINING.trainingName,
      PRE_SUBMISSION_TEXTS.duplicateTraining,
    ],
    [
      'the same degree at the same institution',
      'education',
      (a) =>
        pick(a, [EDUCATION.institutionName, EDUCATION.degreeType, EDUCATION.startDate, EDUCATION.endDate]),
      EDUCATION.institutionName,
      PRE_SUBMISSION_TEXTS.duplicateEducation,
    ],
    [
      'the same service from the same date',
      'communityService',
      (a) =>
        pick(a, [COMMUNITY_SERVICE.organizationName, COMMUNITY_SERVICE.startDate, COMMUNITY_SERVICE.endDate]),
      COMMUNITY_SERVICE.organizationName,
      PRE_SUBMISSION_TEXTS.duplicateCommunityService,
    ],
    [
      'the same membership from the same date',
      'membership',
      (a) => pick(a, [MEMBERSHIP.organizationName, MEMBERSHIP.startDate, MEMBERSHIP.endDate]),
      MEMBERSHIP.organizationName,
      PRE_SUBMISSION_TEXTS.duplicateMembership,
    ],
    [
      'the same employer from the same date',
      'experience',
      (a) =>
        pick(a, [EXPERIENCE.organization, EXPERIENCE.employerName, EXPERIENCE.startDate, EXPERIENCE.endDate]),
      EXPERIENCE.employerName,
      PRE_SUBMISSION_TEXTS.duplicateEmployment,
    ],
    [
      'the same credential number',
      'certification',
      (a) =>
        pick(a, [
          CERTIFICATION.credentialType,
          CERTIFICATION.credentialName,
          CERTIFICATION.credentialNumber,
          CERTIFICATION.issueDate,
          CERTIFICATION.expirationDate,
        ]),
      CERTIFICATION.credentialNumber,
      PRE_SUBMISSION_TEXTS.duplicateCredentialNumber,
    ],
  ];

  it.each(cases)(
    '%s: warned, then saved with an explicit override that the audit row records',
    async (_name, name, configured, formElementId, message) => {
      const me = await person(t);
      const form = RECORD_FORMS[name];
      const extra: Answers =
        name === 'certification' ? { [CERTIFICATION.certificate]: await certificateSet(t, me.token) } : {};
      const answers = { ...form.valid(), ...extra };
      await createRecord(t, me.token, name, extra);
      const warning = { formElementId, message, severity: 'warning', overridable: true };
      const asked = await preSubmit(t, me.token, form.formId, form.entityTypeId, null, configured(answers));
      expect(asked.json()).toEqual({ messages: [warning], overridable: true });
      // Saved without the override: refused with the warning; nothing more written.
      const refused = await saveForm(t, me.token, form.formId, null, answers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().failures).toEqual([warning]);
      expect((await recordsOf(form.table, me.id)).length).toBe(1);
      const saved = await saveForm(t, me.token, form.formId, null, answers, { override: true });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await recordsOf(form.table, me.id)).length).toBe(2);
      const audits = await auditActions(
        {
          training: 'Training Record',
          education: 'Education',
          communityService: 'Community Service',
          membership: 'Membership',
          experience: 'Experience',
          certification: 'Certification/Credential',
        }[name],
        saved.json().entityId,
      );
      expect(audits[0]?.after).toMatchObject({ overridden: [message] });
      // Another person's record of the same is no duplicate of mine; saving my own record again is none.
      const other = await person(t);
      expect(
        (await preSubmit(t, other.token, form.formId, form.entityTypeId, null, configured(answers))).json(),
      ).toEqual({
        messages: [],
        overridable: false,
      });
      expect(
        (
          await preSubmit(
            t,
            me.token,
            form.formId,
            form.entityTypeId,
            { id: saved.json().entityId, entityTypeId: form.entityTypeId },
            configured(answers),
          )
        ).json().messages,
      ).toEqual([warning]);
    },
  );

  it('a credential without a number: the same type and name issued on the same date', async () => {
    const me = await person(t);
    const certificate = await certificateSet(t, me.token);
    const answers = {
      ...RECORD_FORMS.certification.valid(certificate),
      [CERTIFICATION.credentialNumber]: null,
    };
    await createRecord(t, me.token, 'certification', answers);
    await refusedWith(
      await saveForm(t, me.token, 5, null, answers),
      CERTIFICATION.credentialName,
      PRE_SUBMISSION_TEXTS.duplicateCredential,
    );
  });

  it.each<[number, number, number, number, string]>([
    [2, 4, EDUCATION.startDate, EDUCATION.endDate, PRE_SUBMISSION_TEXTS.endBeforeStart],
    [3, 5, COMMUNITY_SERVICE.startDate, COMMUNITY_SERVICE.endDate, PRE_SUBMISSION_TEXTS.endBeforeStart],
    [4, 6, MEMBERSHIP.startDate, MEMBERSHIP.endDate, PRE_SUBMISSION_TEXTS.endBeforeStart],
    [5, 7, CERTIFICATION.issueDate, CERTIFICATION.expirationDate, PRE_SUBMISSION_TEXTS.expirationBeforeIssue],
    [6, 8, EXPERIENCE.startDate, EXPERIENCE.endDate, PRE_SUBMISSION_TEXTS.endBeforeStart],
  ])(
    'form %s refuses an end before its start (not overridable)',
    async (formId, entityTypeId, start, end, message) => {
      const me = await person(t);
      const answered = await preSubmit(t, me.token, formId, entityTypeId, null, {
        [start]: '2020-05-01',
        [end]: '2020-04-30',
      });
      expect(answered.json()).toEqual({
        messages: [{ formElementId: end, message, severity: 'error', overridable: false }],
        overridable: false,
      });
    },
  );
});

function pick(answers: Answers, ids: number[]): Record<number, string | null> {
  return Object.fromEntries(
    ids.map((id) => [id, typeof answers[id] === 'string' ? (answers[id] as string) : null]),
  );
}

describe('whose records: roles x targets, for reading and saving (personRecordsAccess)', () => {
  let owner: Person;
  let recordId: number;
  const viewers = new Map<string, { app: TestApp; token: string }>();

  beforeAll(async () => {
    owner = await person(t);
    recordId = await createRecord(t, owner.token, 'education');
    // The owner's director: the owner holds an approved, active staff role at the director's organization.
    const director = await person(t, { organizations: [['100', '200']] });
    await employ(t, owner.id, director.organizationIds[0]!, ['100']);
    const directorToken = await withRole(t, director.token, '200');
    // A director whose staff request from the owner is only pending, and one of another organization.
    const pendingDirector = await person(t, { organizations: [['100', '200']] });
    await employ(t, owner.id, pendingDirector.organizationIds[0]!, [], { requested: true });
    const endedDirector = await person(t, { organizations: [['100', '200']] });
    await employ(t, owner.id, endedDirector.organizationIds[0]!, ['100'], { active: false });
    const otherDirector = await person(t, { organizations: [['100', '200']] });
    const as = async (
      roles: ('100' | '250' | '350' | '375' | '400' | '500' | 'AdminUser')[],
      role: string,
      app = t,
    ) => {
      const viewer = await person(app, { generalRoles: roles });
      return withRole(app, viewer.token, role);
    };
    viewers.set('owner', { app: t, token: owner.token });
    viewers.set('director (200) of the staff', { app: t, token: directorToken });
    // Another session of the same director (a role switch changes its session's active role).
    const { token: secondSession } = await signIn(t, { email: director.email });
    viewers.set('the same director with 100 active', {
      app: t,
      token: await withRole(t, secondSession, '100'),
    });
    viewers.set('director, staff request pending', {
      app: t,
      token: await withRole(t, pendingDirector.token, '200'),
    });
    viewers.set('director, staff role ended', {
      app: t,
      token: await withRole(t, endedDirector.token, '200'),
    });
    viewers.set('director of another organization', {
      app: t,
      token: await withRole(t, otherDirector.token, '200'),
    });
    viewers.set('another professional', { app: t, token: (await person(t)).token });
    viewers.set('QEA (250)', { app: t, token: await as(['100', '250'], '250') });
    viewers.set('agency staff (350)', { app: t, token: await as(['100', '350'], '350') });
    viewers.set('manager (400)', { app: t, token: await as(['100', '400'], '400') });
    viewers.set('administrator (500)', { app: t, token: await as(['100', '500'], '500') });
    viewers.set('AdminUser', { app: t, token: await as(['AdminUser'], 'AdminUser') });
  });

  const table: [viewer: string, read: 'edit' | 'view' | 404, save: 200 | 403 | 404][] = [
    ['owner', 'edit', 200],
    ['director (200) of the staff', 'view', 403],
    ['the same director with 100 active', 404, 404],
    ['director, staff request pending', 404, 404],
    ['director, staff role ended', 404, 404],
    ['director of another organization', 404, 404],
    ['another professional', 404, 404],
    ['QEA (250)', 404, 404],
    ['agency staff (350)', 'view', 403],
    ['manager (400)', 'edit', 200],
    ['administrator (500)', 'edit', 200],
    ['AdminUser', 'edit', 200],
  ];

  it.each(table)('%s: reads %s, saves %s', async (name, read, save) => {
    const { app, token } = viewers.get(name)!;
    const primary = { id: recordId, entityTypeId: 4 };
    const opened = await openForm(app, token, 2, primary);
    if (read === 404) expect(opened.statusCode).toBe(404);
    else {
      expect(opened.statusCode).toBe(200);
      expect(opened.json().readOnly).toBe(read === 'view');
      const institution = opened
        .json<{ elements: { id: number; value: string; readOnly: boolean }[] }>()
        .elements.find((element) => element.id === EDUCATION.institutionName);
      expect(institution).toMatchObject({ value: expect.any(String), readOnly: read === 'view' });
    }
    const before = (await recordsOf('educationRecords', owner.id))[0]!;
    const changed = `Institution seen by ${name}`;
    const saved = await saveForm(app, token, 2, primary, {
      ...RECORD_FORMS.education.valid(),
      [EDUCATION.institutionName]: changed,
    });
    expect(saved.statusCode, saved.body).toBe(save);
    const after = (await recordsOf('educationRecords', owner.id))[0]!;
    expect(after.institutionName).toBe(save === 200 ? changed : before.institutionName);
    if (save === 403) expect(saved.json()).toBe(API_ERRORS.notAllowed);
  });

  it("agency staff (375, tn) read a professional's records, not an elevated person's", async () => {
    const professional = await person(tn);
    const elevated = await person(tn, { generalRoles: ['100', '300'] });
    const supervisor = await person(tn, { generalRoles: ['100', '375'] });
    const token = await withRole(tn, supervisor.token, '375');
    const mine = await createRecord(tn, professional.token, 'membership');
    const theirs = await createRecord(tn, elevated.token, 'membership');
    const opened = await openForm(tn, token, 4, { id: mine, entityTypeId: 6 });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().readOnly).toBe(true);
    expect((await openForm(tn, token, 4, { id: theirs, entityTypeId: 6 })).statusCode).toBe(404);
  });

  it('a new record is for the person the request names, who must be within edit reach', async () => {
    const target = await person(t);
    const named = [{ id: target.id, entityTypeId: 1 }];
    const manager = await withRole(t, (await person(t, { generalRoles: ['100', '400'] })).token, '400');
    const made = await saveForm(t, manager, 3, null, RECORD_FORMS.communityService.valid(), {
      entities: named,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await recordsOf('communityServiceRecords', target.id)).map((row) => row.id)).toEqual([
      made.json().entityId,
    ]);
    // Its form for that person opens; for someone out of reach, or no one, it does not.
    expect((await openForm(t, manager, 3, null, named)).statusCode).toBe(200);
    const stranger = await person(t);
    expect(
      (await saveForm(t, stranger.token, 3, null, RECORD_FORMS.communityService.valid(), { entities: named }))
        .statusCode,
    ).toBe(404);
    expect((await openForm(t, stranger.token, 3, null, named)).statusCode).toBe(404);
    const elevated = await person(t, { generalRoles: ['100', '500'] });
    expect(
      (
        await saveForm(t, manager, 3, null, RECORD_FORMS.communityService.valid(), {
          entities: [{ id: elevated.id, entityTypeId: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await saveForm(t, manager, 3, null, RECORD_FORMS.communityService.valid(), {
          entities: [{ id: 999_999_999, entityTypeId: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    // The owner's director sees the owner's records, but adds none for them.
    const director = await person(t, { organizations: [['100', '200']] });
    await employ(t, target.id, director.organizationIds[0]!, ['100']);
    const directorToken = await withRole(t, director.token, '200');
    expect(
      (await saveForm(t, directorToken, 3, null, RECORD_FORMS.communityService.valid(), { entities: named }))
        .statusCode,
    ).toBe(404);
    // Two people named: refused, nothing written.
    const two = await saveForm(t, manager, 3, null, RECORD_FORMS.communityService.valid(), {
      entities: [named[0]!, { id: stranger.id, entityTypeId: 1 }],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors.entities).toBe(FORM_TEXTS.severalPeople);
    expect((await recordsOf('communityServiceRecords', target.id)).length).toBe(1);
    expect(await recordsOf('communityServiceRecords', stranger.id)).toEqual([]);
  });

  it("another person's record answers 404 on every form call, as a missing one does", async () => {
    const stranger = await person(t);
    const primary = { id: recordId, entityTypeId: 4 };
    expect((await openForm(t, stranger.token, 2, primary)).statusCode).toBe(404);
    expect((await saveForm(t, stranger.token, 2, primary, RECORD_FORMS.education.valid())).statusCode).toBe(
      404,
    );
    expect(
      (await preSubmit(t, stranger.token, 2, 4, primary, { [EDUCATION.institutionName]: 'X' })).statusCode,
    ).toBe(404);
    expect((await openForm(t, owner.token, 2, { id: 999_999_999, entityTypeId: 4 })).statusCode).toBe(404);
    // A record of another type named under this form.
    expect((await openForm(t, owner.token, 3, primary)).statusCode).toBe(404);
  });
});

describe('a record locked for its owner', () => {
  async function lockedRecord(state: 'Requested' | 'verified' | 'sentViaApi') {
    const me = await person(t);
    const form = state === 'sentViaApi' ? RECORD_FORMS.training : RECORD_FORMS.education;
    const id = await createRecord(t, me.token, state === 'sentViaApi' ? 'training' : 'education');
    const table = state === 'sentViaApi' ? 'training_records' : 'education_records';
    const change =
      state === 'Requested'
        ? sql`verification_status = 'Requested'`
        : state === 'verified'
          ? sql`verified = true`
          : sql`sent_via_api = true`;
    await sql`update ${sql.table(table)} set ${change} where id = ${id}`.execute(t.db);
    return { me, form, id };
  }

  it.each<['Requested' | 'verified' | 'sentViaApi', string]>([
    ['Requested', RECORD_TEXTS.lockedRequested],
    ['verified', RECORD_TEXTS.lockedVerified],
    ['sentViaApi', RECORD_TEXTS.lockedSentViaApi],
  ])(
    '%s: served read-only to its owner, whose save is refused with why; a user manager still changes it',
    async (state, message) => {
      const { me, form, id } = await lockedRecord(state);
      const primary = { id, entityTypeId: form.entityTypeId };
      const opened = await openForm(t, me.token, form.formId, primary);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().readOnly).toBe(true);
      const first = Number(Object.keys(form.valid())[0]);
      const answers = { ...form.valid(), [first]: 'Changed by the owner' };
      const refused = await saveForm(t, me.token, form.formId, primary, answers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toBe(message);
      const presubmit = await preSubmit(t, me.token, form.formId, form.entityTypeId, primary, {});
      expect(presubmit.statusCode).toBe(403);
      const table = form.table;
      expect((await recordsOf(table, me.id))[0]).not.toMatchObject({
        [first === TRAINING.trainingName ? 'trainingName' : 'institutionName']: 'Changed by the owner',
      });
      const manager = await withRole(t, (await person(t, { generalRoles: ['100', '400'] })).token, '400');
      const managed = await saveForm(t, manager, form.formId, primary, {
        ...form.valid(),
        [first]: 'Corrected by a manager',
      });
      expect(managed.statusCode, managed.body).toBe(200);
      expect(Object.values((await recordsOf(table, me.id))[0]!)).toContain('Corrected by a manager');
    },
  );

  it("a returned record (no longer requested) is its owner's to change again", async () => {
    const { me, form, id } = await lockedRecord('Requested');
    await sql`update education_records set verification_status = null where id = ${id}`.execute(t.db);
    const saved = await saveForm(t, me.token, form.formId, { id, entityTypeId: 4 }, form.valid());
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
