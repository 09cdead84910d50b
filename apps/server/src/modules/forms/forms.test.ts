import { ZFormResponse, type TFormResponse } from '@registry/contracts';
import type { GeneralRole } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { PERSONAL } from '../profile/index.js';
import { personalForm } from '../profile/index.js';
import { element } from '../../platform/entities/index.js';
import { seedFormDefinitions } from './index.js';
import { ENTITY_REGISTRY } from '../../entities.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function getForm(token: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/form',
    headers: token === null ? {} : bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

async function person(roles: GeneralRole[] = ['100']) {
  const user = await createUser(t, { generalRoles: roles, firstName: 'Rosa', lastName: 'Parks' });
  const { token } = await signIn(t, user);
  return { ...user, token };
}

const personal = (userId: number) => ({ formId: 1, primaryEntity: { id: userId, entityTypeId: 1 } });
const byId = (form: TFormResponse, id: number) => form.elements.find((element) => element.id === id)!;

describe('POST /api/form', () => {
  it('gives a person their personal form with their values, the e-mail read-only, lists from the tables', async () => {
    const me = await person();
    const response = await getForm(me.token, personal(me.id));
    expect(response.statusCode).toBe(200);
    const form = ZFormResponse.parse(response.json());
    expect(form).toMatchObject({ id: 1, version: 1, entityTypeId: 1, entityId: me.id, readOnly: false });
    expect(byId(form, PERSONAL.firstName)).toMatchObject({ value: 'Rosa', required: true, readOnly: false });
    expect(byId(form, PERSONAL.email)).toMatchObject({ value: me.email, readOnly: true });
    // No profile saved yet: empty answers, an empty list for the checkbox groups.
    expect(byId(form, PERSONAL.city).value).toBeNull();
    expect(byId(form, PERSONAL.races).multiValue).toEqual([]);
    const states = byId(form, PERSONAL.state).choices;
    expect(states).toHaveLength(56);
    expect(states.find((choice) => choice.id === 'TN')?.text).toBe('Tennessee');
    // Every county the registry holds, grouped by state; the rules narrow them to the chosen state.
    const county = byId(form, PERSONAL.county);
    expect(county.choices).toHaveLength(67 + 95);
    expect(county.choiceGroups).toEqual([
      { groupName: 'Alabama', firstChoiceSequence: 1 },
      { groupName: 'Tennessee', firstChoiceSequence: 68 },
    ]);
    expect(form.arguments.rules.find((rule) => rule.action === 'show')?.targets).toEqual([PERSONAL.county]);
  });

  it('shows saved answers, checkbox groups as lists', async () => {
    const me = await person();
    await t.db
      .insertInto('userProfiles')
      .values({
        userId: me.id,
        formId: 1,
        formVersion: 1,
        city: 'Montgomery',
        stateCode: 'AL',
        races: ['black'],
        dateOfBirth: '1990-02-04',
      })
      .execute();
    const form = ZFormResponse.parse((await getForm(me.token, personal(me.id))).json());
    expect(byId(form, PERSONAL.city).value).toBe('Montgomery');
    expect(byId(form, PERSONAL.dateOfBirth).value).toBe('1990-02-04');
    expect(byId(form, PERSONAL.races)).toMatchObject({ value: null, multiValue: ['black'] });
  });

  // Whose record it is (roles x targets): the person, an administrator within reach, nobody else.
  it.each<[string, GeneralRole[], GeneralRole[], number, boolean | null]>([
    ['a professional, another professional', ['100'], ['100'], 404, null],
    ['a trainer, a professional', ['250'], ['100'], 404, null],
    ['agency staff, a professional', ['350'], ['100'], 404, null],
    ['a manager, a professional', ['400'], ['100'], 200, false],
    ['an administrator, a professional', ['500'], ['100'], 200, false],
    ['an administrator, another administrator', ['500'], ['500'], 404, null],
    ['a manager, an administrator', ['400'], ['500'], 404, null],
    ['AdminUser, an administrator', ['AdminUser'], ['500'], 200, false],
  ])('%s: %s', async (_name, viewerRoles, targetRoles, status, readOnly) => {
    const viewer = await person(viewerRoles);
    const target = await createUser(t, { generalRoles: targetRoles });
    const response = await getForm(viewer.token, personal(target.id));
    expect(response.statusCode).toBe(status);
    if (readOnly !== null) expect(response.json().readOnly).toBe(readOnly);
    else expect(JSON.stringify(response.json())).not.toContain(target.email);
  });

  it('answers 404 for a form or record that does not exist, or a record of another type', async () => {
    const me = await person();
    expect((await getForm(me.token, { formId: 999, primaryEntity: null })).statusCode).toBe(404);
    expect((await getForm(me.token, personal(987654321))).statusCode).toBe(404);
    expect(
      (await getForm(me.token, { formId: 1, primaryEntity: { id: me.id, entityTypeId: 32 } })).statusCode,
    ).toBe(404);
    // A new record of the personal form makes no sense: the person exists.
    expect((await getForm(me.token, { formId: 1, primaryEntity: null })).statusCode).toBe(404);
  });

  it('refuses bad input and asks for sign-in', async () => {
    const me = await person();
    expect((await getForm(me.token, { formId: 'one', primaryEntity: null })).statusCode).toBe(400);
    expect((await getForm(me.token, { formId: 1, primaryEntity: null, extra: true })).statusCode).toBe(400);
    expect((await getForm(null, personal(me.id))).statusCode).toBe(401);
  });

  it('gives a new feedback form to anyone signed in, where the tenant has Feedback (tn)', async () => {
    const me = await person();
    expect((await getForm(me.token, { formId: 32, primaryEntity: null })).statusCode).toBe(404);
    const tn = await createTestApp({ config: { tenant: 'tn' } });
    const user = await createUser(tn, { generalRoles: ['100'] });
    const { token } = await signIn(tn, user);
    const response = await tn.app.inject({
      method: 'POST',
      url: '/api/form',
      headers: bearer(token),
      payload: { formId: 32, primaryEntity: null },
    });
    const form = ZFormResponse.parse(response.json());
    expect(form).toMatchObject({ id: 32, entityTypeId: 32, entityId: null, readOnly: false });
    expect(form.elements.map((element) => element.stimulus)).toEqual(['Topic', 'Your Feedback', 'Contact']);
    expect(form.elements.every((element) => element.value === null)).toBe(true);
  });
});

describe('form versions', () => {
  it('corrects an unused version in place, and makes a new version once records use it', async () => {
    const base = { ...personalForm, id: 901 };
    const changed = {
      ...base,
      elements: [
        ...base.elements,
        element({ id: 1901, type: 'text', stimulus: 'Nickname', property: 'middleName' }),
      ],
    };
    expect((await seedFormDefinitions(t.db, ENTITY_REGISTRY, [base])).get(901)).toBe('created');
    expect((await seedFormDefinitions(t.db, ENTITY_REGISTRY, [base])).get(901)).toBe('unchanged');
    expect((await seedFormDefinitions(t.db, ENTITY_REGISTRY, [changed])).get(901)).toBe('updated');
    // A record saved under version 1 of form 901 (a second form of the personal entity).
    const me = await person();
    await t.db
      .insertInto('userProfiles')
      .values({ userId: me.id, formId: 901, formVersion: 1, middleName: 'Louise' })
      .execute();
    expect((await seedFormDefinitions(t.db, ENTITY_REGISTRY, [base])).get(901)).toBe('new-version');
    const versions = await t.db
      .selectFrom('formDefinitions')
      .select('version')
      .where('formId', '=', 901)
      .execute();
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);
    // The record shows with the fields it was saved with (version 1 kept the Nickname element).
    const form = ZFormResponse.parse(
      (await getForm(me.token, { formId: 901, primaryEntity: { id: me.id, entityTypeId: 1 } })).json(),
    );
    expect(form.version).toBe(1);
    expect(form.elements.some((element) => element.id === 1901)).toBe(true);
    // Someone without a record gets the latest version, without it.
    const other = await person();
    const latest = ZFormResponse.parse(
      (await getForm(other.token, { formId: 901, primaryEntity: { id: other.id, entityTypeId: 1 } })).json(),
    );
    expect(latest.version).toBe(2);
    expect(latest.elements.some((element) => element.id === 1901)).toBe(false);
  });
});
