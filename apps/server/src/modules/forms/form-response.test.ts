import { RENEWED_TOKEN_HEADER } from '@registry/contracts';
import { FORM_TEXTS, PRE_SUBMISSION_TEXTS, type GeneralRole } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, tokenPayload } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { FEEDBACK } from '../feedback/index.js';
import { PERSONAL } from '../profile/index.js';

let t: TestApp;
let tn: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  tn = await createTestApp({ config: { tenant: 'tn' } });
});

type Answers = Partial<Record<keyof typeof PERSONAL, string | string[] | null>>;

let people = 0;

/**
 * A complete, valid personal form, with `changes` applied (null leaves the element out). Each call is a
 * different person's name, so the possible-duplicate check stays out of tests that are not about it.
 */
function personalAnswers(changes: Answers = {}) {
  const answers: Answers = {
    firstName: `Rosa${++people}`,
    lastName: 'Parks',
    phone: '(334) 555-0101',
    addressLine1: '1 Dexter Ave',
    city: 'Montgomery',
    state: 'AL',
    zipCode: '36104',
    county: '01101',
    dateOfBirth: '1990-02-04',
    preferredLanguage: 'en',
    languagesSpoken: ['en', 'es'],
    ethnicity: 'not-hispanic',
    races: ['black'],
    gender: 'female',
    highestEducation: 'bachelor',
    ...changes,
  };
  return Object.entries(answers).flatMap(
    ([name, value]): { formElementId: number; value?: string; multiValue?: string[] }[] => {
      if (value === null || value === undefined) return [];
      const formElementId = PERSONAL[name as keyof typeof PERSONAL];
      return [Array.isArray(value) ? { formElementId, multiValue: value } : { formElementId, value }];
    },
  );
}

async function person(app: TestApp = t, roles: GeneralRole[] = ['100'], profileCompleted = false) {
  const user = await createUser(app, { generalRoles: roles, profileCompleted });
  emails.set(user.id, user.email);
  return { ...user, token: (await signIn(app, user)).token };
}

function save(
  app: TestApp,
  token: string,
  formId: number,
  primaryEntity: unknown,
  elementResponses: unknown[],
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/form/formresponse',
    headers: bearer(token),
    payload: { response: { formId, elementResponses }, primaryEntity },
  });
}

/**
 * As the web sends it: every element, the read-only e-mail address included (left out, it would count
 * as clearing a read-only value).
 */
const emails = new Map<number, string>();
const savePersonal = (
  token: string,
  userId: number,
  answers: { formElementId: number; value?: string; multiValue?: string[] }[],
) =>
  save(t, token, 1, { id: userId, entityTypeId: 1 }, [
    ...(answers.some((answer) => answer.formElementId === PERSONAL.email)
      ? []
      : [{ formElementId: PERSONAL.email, value: emails.get(userId) }]),
    ...answers,
  ]);

async function profileRow(userId: number) {
  return t.db.selectFrom('userProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}

describe('POST /api/form/formresponse: the personal form', () => {
  it('saves a complete profile, trimmed, ends the first-time login, and audits the change', async () => {
    const me = await person();
    const response = await savePersonal(
      me.token,
      me.id,
      personalAnswers({ firstName: '  Rosa  ', city: ' Montgomery ' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ formId: 1, version: 1, entityId: me.id, profileCompleted: true });
    // The limited login ends at once: a renewed token whose claims returned.
    expect(tokenPayload(me.token).Permission).toEqual([]);
    expect(tokenPayload(String(response.headers[RENEWED_TOKEN_HEADER])).Permission).toContain('profile');
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    expect([user.firstName, user.lastName]).toEqual(['Rosa', 'Parks']);
    expect(user.profileCompletedAt).not.toBeNull();
    expect(await profileRow(me.id)).toMatchObject({
      formId: 1,
      formVersion: 1,
      city: 'Montgomery',
      countyFips: '01101',
      dateOfBirth: '1990-02-04',
      languagesSpoken: ['en', 'es'],
      races: ['black'],
      genderDescription: null,
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'User')
      .where('entityId', '=', String(me.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['form.save']);
    // The next sign-in is no longer limited: it goes to the dashboard.
    const again = await signIn(t, me);
    expect(again.body.route).toBe('default');
    // A second save changes the values; the profile was already complete.
    const second = await savePersonal(me.token, me.id, personalAnswers({ city: 'Selma', county: '01047' }));
    expect(second.json().profileCompleted).toBe(false);
    expect((await profileRow(me.id))?.city).toBe('Selma');
  });

  it.each<[string, Answers, number, string]>([
    ['a required field left out', { city: null }, PERSONAL.city, FORM_TEXTS.fillOutField],
    ['a phone without 10 digits', { phone: '555-0101' }, PERSONAL.phone, FORM_TEXTS.phoneDigits],
    [
      'a ZIP code that does not match',
      { zipCode: '3610' },
      PERSONAL.zipCode,
      'Enter a 5-digit ZIP code, or ZIP+4 as 12345-6789',
    ],
    [
      'a birth date not before today',
      { dateOfBirth: '2999-01-01' },
      PERSONAL.dateOfBirth,
      'Date must be between 01/01/1900 and 12/31/2200.',
    ],
    [
      'a birth date today or later',
      { dateOfBirth: '2100-01-01' },
      PERSONAL.dateOfBirth,
      'Date of Birth must be before today',
    ],
    [
      'a choice that is not listed',
      { preferredLanguage: 'klingon' },
      PERSONAL.preferredLanguage,
      FORM_TEXTS.choiceNotListed,
    ],
    ["another state's county", { county: '47037' }, PERSONAL.county, FORM_TEXTS.choiceNotListed],
    [
      'a county for a state without counties',
      { state: 'CA', county: '01101' },
      PERSONAL.county,
      FORM_TEXTS.hiddenValue,
    ],
    ['no race chosen', { races: [] }, PERSONAL.races, FORM_TEXTS.checkboxRequired],
    [
      'a self-described gender left empty',
      { gender: 'self-described' },
      PERSONAL.genderDescription,
      FORM_TEXTS.fillOutField,
    ],
    [
      'a changed e-mail address (read-only)',
      { email: 'new@example.org' },
      PERSONAL.email,
      FORM_TEXTS.readOnlyChanged,
    ],
    [
      'a name over 50 characters',
      { firstName: 'x'.repeat(51) },
      PERSONAL.firstName,
      'Please use at most 50 characters.',
    ],
  ])('refuses %s, on its field, and writes nothing', async (_name, changes, elementId, message) => {
    const me = await person();
    const response = await savePersonal(me.token, me.id, personalAnswers(changes));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.failures).toContainEqual({
      formElementId: elementId,
      message,
      severity: 'error',
      overridable: false,
    });
    expect(body.errors[String(elementId)]).toBe(message);
    expect(await profileRow(me.id)).toBeUndefined();
    const user = await t.db
      .selectFrom('users')
      .select('profileCompletedAt')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(user.profileCompletedAt).toBeNull();
  });

  it('stores a self-described gender when asked for, and clears it when hidden again', async () => {
    const me = await person();
    expect(
      (
        await savePersonal(
          me.token,
          me.id,
          personalAnswers({ gender: 'self-described', genderDescription: 'Two-spirit' }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await profileRow(me.id))?.genderDescription).toBe('Two-spirit');
    expect((await savePersonal(me.token, me.id, personalAnswers({ gender: 'female' }))).statusCode).toBe(200);
    expect((await profileRow(me.id))?.genderDescription).toBeNull();
  });

  it("keeps others' profiles theirs: 404 for a stranger, an administrator within reach may save", async () => {
    const target = await person();
    const stranger = await person(t, ['100'], true);
    expect((await savePersonal(stranger.token, target.id, personalAnswers())).statusCode).toBe(404);
    expect(await profileRow(target.id)).toBeUndefined();
    const admin = await person(t, ['500'], true);
    expect(
      (await savePersonal(admin.token, target.id, personalAnswers({ city: 'Mobile', county: '01097' })))
        .statusCode,
    ).toBe(200);
    expect((await profileRow(target.id))?.city).toBe('Mobile');
  });

  it('refuses unknown elements, malformed bodies, and asks for sign-in', async () => {
    const me = await person();
    const unknown = await savePersonal(me.token, me.id, [
      ...personalAnswers(),
      { formElementId: 999999, value: 'x' },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().failures[0].formElementId).toBe(999999);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/form/formresponse',
      headers: bearer(me.token),
      payload: { response: { formId: 1 }, primaryEntity: null },
    });
    expect(malformed.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/form/formresponse',
      payload: {
        response: { formId: 1, elementResponses: personalAnswers() },
        primaryEntity: { id: me.id, entityTypeId: 1 },
      },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await profileRow(me.id)).toBeUndefined();
  });
});

describe('pre-submission validation: a possible duplicate person', () => {
  const check = (token: string, userId: number, first: string, last: string, born: string, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/form/presubmissionvalidation',
      headers: bearer(token),
      payload: {
        formId: 1,
        primaryEntity: { id: userId, entityTypeId: 1 },
        validations: [
          { entityTypeId: 1, formElementId: PERSONAL.firstName, value: first },
          { entityTypeId: 1, formElementId: PERSONAL.lastName, value: last },
          { entityTypeId: 1, formElementId: PERSONAL.dateOfBirth, value: born },
        ],
        ...extra,
      },
    });
  const duplicate = {
    formElementId: PERSONAL.lastName,
    message: PRE_SUBMISSION_TEXTS.duplicatePerson,
    severity: 'warning',
    overridable: true,
  };

  it('warns of another person with the same name and birth date; an explicit override saves and is audited', async () => {
    const first = await person();
    const answers = {
      firstName: 'Claudette',
      lastName: 'Colvin',
      dateOfBirth: '1939-09-05',
      county: '01101',
    };
    expect((await savePersonal(first.token, first.id, personalAnswers(answers))).statusCode).toBe(200);
    // The person themself is no duplicate of their own record.
    expect((await check(first.token, first.id, 'Claudette', 'Colvin', '1939-09-05')).json()).toEqual({
      messages: [],
      overridable: false,
    });

    const second = await person();
    const asked = await check(second.token, second.id, ' claudette ', 'COLVIN', '1939-09-05');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ messages: [duplicate], overridable: true });
    expect(
      (await check(second.token, second.id, 'Claudette', 'Colvin', '1939-09-06')).json().messages,
    ).toEqual([]);

    // Saving without the override is refused with the same message; nothing is written.
    const refused = await savePersonal(second.token, second.id, personalAnswers(answers));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().failures).toEqual([duplicate]);
    expect(await profileRow(second.id)).toBeUndefined();

    const overridden = await t.app.inject({
      method: 'POST',
      url: '/api/form/formresponse',
      headers: bearer(second.token),
      payload: {
        response: {
          formId: 1,
          elementResponses: [
            { formElementId: PERSONAL.email, value: second.email },
            ...personalAnswers(answers),
          ],
        },
        primaryEntity: { id: second.id, entityTypeId: 1 },
        override: true,
      },
    });
    expect(overridden.statusCode).toBe(200);
    expect((await profileRow(second.id))?.dateOfBirth).toBe('1939-09-05');
    const audit = await t.db
      .selectFrom('auditLog')
      .select('after')
      .where('entity', '=', 'User')
      .where('entityId', '=', String(second.id))
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ overridden: [PRE_SUBMISSION_TEXTS.duplicatePerson] });
  });

  it("refuses elements the form does not check, and others' records", async () => {
    const me = await person();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/form/presubmissionvalidation',
      headers: bearer(me.token),
      payload: {
        formId: 1,
        primaryEntity: { id: me.id, entityTypeId: 1 },
        validations: [{ entityTypeId: 1, formElementId: PERSONAL.city, value: 'Selma' }],
      },
    });
    expect(wrong.statusCode).toBe(400);
    const stranger = await person(t, ['100'], true);
    expect((await check(stranger.token, me.id, 'A', 'B', '2000-01-01')).statusCode).toBe(404);
  });
});

describe('POST /api/form/formresponse: feedback (tn)', () => {
  const feedback = (topic: string, message: string) => [
    { formElementId: FEEDBACK.topic, value: topic },
    { formElementId: FEEDBACK.message, value: message },
    { formElementId: FEEDBACK.mayContact, multiValue: ['yes'] },
  ];

  it('creates a feedback record of the sender', async () => {
    const me = await person(tn, ['100'], true);
    const response = await save(tn, me.token, 32, null, feedback('question', 'How do I add a training?'));
    expect(response.statusCode).toBe(200);
    const { entityId } = response.json();
    const row = await tn.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: me.id,
      topic: 'question',
      message: 'How do I add a training?',
      mayContact: ['yes'],
      formId: 32,
      formVersion: 1,
    });
    // Sent is sent: the sender may read it, not change it.
    const change = await save(
      tn,
      me.token,
      32,
      { id: entityId, entityTypeId: 32 },
      feedback('other', 'Changed'),
    );
    expect(change.statusCode).toBe(403);
  });

  it('does not exist where the tenant has no Feedback', async () => {
    const me = await person(t, ['100'], true);
    expect((await save(t, me.token, 32, null, feedback('question', 'Hello'))).statusCode).toBe(404);
  });
});
