import { ZFormResponse, type TFormResponse } from '@registry/contracts';
import { FORM_TEXTS, type GeneralRole } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { forgetChoiceLists } from './forms.repository.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { SAMPLE } from '../form-sample/index.js';
import { element, type StoredFormDefinition } from '../../platform/entities/index.js';
import { seedFormDefinitions } from './index.js';
import { ENTITY_REGISTRY } from '../../entities.js';

let t: TestApp;
let jh: TestApp;
let blessings: number;
let magicCity: number;
beforeAll(async () => {
  t = await createTestApp();
  jh = await createTestApp({ config: { tenant: 'jh' } });
  const organization = async (name: string, county: string, countyFips: string) =>
    (
      await t.db
        .insertInto('organizations')
        .values({ name, county, kind: 'facility', region: 'Central', countyFips })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  blessings = await organization('Little Blessings Child Development Center', 'Montgomery', '01101');
  magicCity = await organization('Magic City Early Learning Academy', 'Jefferson', '01073');
  await t.db
    .insertInto('choiceLists')
    .values({ listCode: 'languages', choiceId: 'cre', text: 'Cree', sequence: 40, active: false })
    .execute();
  forgetChoiceLists(t.db);
});

async function person(app: TestApp = t, roles: GeneralRole[] = ['100']) {
  const user = await createUser(app, { generalRoles: roles });
  return { ...user, token: (await signIn(app, user)).token };
}

let titles = 0;
type Answers = Partial<Record<keyof typeof SAMPLE, string | string[] | null>>;

/** A complete, valid sample record with `changes` (null leaves an element out); a new title each time. */
function sampleAnswers(changes: Answers = {}) {
  const answers: Answers = {
    title: `Visit ${++titles}`,
    hours: '2',
    phone: '(334) 555-0101',
    startDate: '2024-03-01',
    topics: ['health', 'families'],
    category: 'toddler',
    level: 'beginner',
    summary: '<p>Met the director.</p>',
    language: 'es',
    county: '01101',
    organization: String(blessings),
    ...changes,
  };
  return Object.entries(answers).flatMap(([name, value]) => {
    if (value === null || value === undefined) return [];
    const formElementId = SAMPLE[name as keyof typeof SAMPLE];
    return [Array.isArray(value) ? { formElementId, multiValue: value } : { formElementId, value }];
  });
}

function save(
  app: TestApp,
  token: string,
  elementResponses: unknown[],
  recordId: number | null = null,
  formId = 900,
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/form/formresponse',
    headers: bearer(token),
    payload: {
      response: { formId, elementResponses },
      primaryEntity: recordId === null ? null : { id: recordId, entityTypeId: 900 },
    },
  });
}

async function getForm(app: TestApp, token: string, recordId: number, formId = 900) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/form',
    headers: bearer(token),
    payload: { formId, primaryEntity: { id: recordId, entityTypeId: 900 } },
  });
  expect(response.statusCode).toBe(200);
  return ZFormResponse.parse(response.json());
}

const byId = (form: TFormResponse, id: number) => form.elements.find((candidate) => candidate.id === id)!;

const records = (app: TestApp, userId: number) =>
  app.db.selectFrom('formSamples').selectAll().where('userId', '=', userId).execute();

describe('autocomplete and cross-reference values, served and saved', () => {
  it('saves listed keys and an organization in the chosen county; serves what they read as, no whole lists', async () => {
    const me = await person();
    const response = await save(t, me.token, sampleAnswers());
    expect(response.statusCode).toBe(200);
    const [row] = await records(t, me.id);
    expect(row).toMatchObject({ language: 'es', countyFips: '01101', organizationId: String(blessings) });
    const form = await getForm(t, me.token, response.json().entityId);
    expect(byId(form, SAMPLE.language)).toMatchObject({ value: 'es', displayValue: 'Spanish', choices: [] });
    expect(byId(form, SAMPLE.county)).toMatchObject({
      value: '01101',
      displayValue: 'Montgomery (Alabama)',
      choices: [],
      choiceGroups: [],
    });
    expect(byId(form, SAMPLE.organization)).toMatchObject({
      value: String(blessings),
      displayValue: 'Little Blessings Child Development Center (Montgomery)',
    });
    // The organization's kind, shown by the element that names the organization element.
    expect(byId(form, SAMPLE.organizationKind)).toMatchObject({ value: null, displayValue: 'Facility' });
    // Other elements carry no displayValue; dropdowns keep their lists.
    expect(byId(form, SAMPLE.title).displayValue).toBeUndefined();
    expect(byId(form, SAMPLE.category).choices).toHaveLength(5);
  });

  it('serves null display values for empty keys, and saves without them', async () => {
    const me = await person();
    const response = await save(
      t,
      me.token,
      sampleAnswers({ language: null, county: null, organization: null }),
    );
    expect(response.statusCode).toBe(200);
    const form = await getForm(t, me.token, response.json().entityId);
    for (const id of [SAMPLE.language, SAMPLE.county, SAMPLE.organization, SAMPLE.organizationKind])
      expect(byId(form, id).displayValue, String(id)).toBeNull();
  });

  it('takes any organization when no county is chosen', async () => {
    const me = await person();
    const response = await save(
      t,
      me.token,
      sampleAnswers({ county: null, organization: String(magicCity) }),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each<[string, Answers, number]>([
    ['a key that is not in the list', { language: 'klingon' }, SAMPLE.language],
    ['a key that is no longer active', { language: 'cre' }, SAMPLE.language],
    ['a county the registry does not hold', { county: '99999', organization: null }, SAMPLE.county],
    ['an organization in another county', { organization: String(magicCity) }, SAMPLE.organization],
    ['an organization that does not exist', { organization: '987654321' }, SAMPLE.organization],
    ['an organization key that is not an id', { organization: `${blessings} or 1=1` }, SAMPLE.organization],
    ['an organization id with leading zeros', { organization: `0${blessings}` }, SAMPLE.organization],
  ])('refuses %s on its field, and writes nothing', async (_name, changes, elementId) => {
    const me = await person();
    const response = await save(t, me.token, sampleAnswers(changes));
    expect(response.statusCode).toBe(400);
    expect(response.json().failures).toEqual([
      {
        formElementId: elementId,
        message: FORM_TEXTS.choiceNotListed,
        severity: 'error',
        overridable: false,
      },
    ]);
    expect(await records(t, me.id)).toEqual([]);
  });

  it('refuses an organization where the tenant has none (jh), and serves no words for one stored', async () => {
    const me = await person(jh);
    const response = await save(jh, me.token, sampleAnswers({ county: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [SAMPLE.organization]: FORM_TEXTS.choiceNotListed });
    expect(await records(jh, me.id)).toEqual([]);
    const { id } = await jh.db
      .insertInto('formSamples')
      .values({ userId: me.id, formId: 900, formVersion: 1, title: 'Old', organizationId: String(blessings) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = await getForm(jh, me.token, id);
    expect(byId(form, SAMPLE.organization)).toMatchObject({ value: String(blessings), displayValue: null });
    expect(byId(form, SAMPLE.organizationKind).displayValue).toBeNull();
  });
});

describe('cross-references to people', () => {
  const PEOPLE_FORM = { reference: 902001, email: 902002 } as const;
  const peopleForm: StoredFormDefinition = {
    id: 902,
    entityTypeId: 900,
    name: 'People reference (test)',
    elements: [
      element({
        id: PEOPLE_FORM.reference,
        type: 'entityCrossReference',
        stimulus: 'Colleague',
        property: 'notes',
        arguments: { crossReference: { ecrEntityTypeId: 1, ecrSearchPropertyId: 'name' } },
      }),
      element({
        id: PEOPLE_FORM.email,
        type: 'text',
        stimulus: 'Colleague E-mail',
        property: 'email',
        readOnly: true,
        arguments: {
          crossReference: {
            ecrEntityTypeId: 1,
            ecrSearchPropertyId: 'name',
            ecrElementId: PEOPLE_FORM.reference,
            ecrPropertyId: 'email',
          },
        },
      }),
    ],
    arguments: { rules: [], preSubmissionValidation: { formElementIds: [] } },
  };
  const answer = (userId: number) => [{ formElementId: PEOPLE_FORM.reference, value: String(userId) }];

  beforeAll(async () => {
    await seedFormDefinitions(t.db, ENTITY_REGISTRY, [peopleForm]);
  });

  it("saves a person within the viewer's reach (themself at least) and serves their name and e-mail", async () => {
    const me = await person();
    const saved = await save(t, me.token, answer(me.id), null, 902);
    expect(saved.statusCode).toBe(200);
    const form = await getForm(t, me.token, saved.json().entityId, 902);
    const { registryId } = await t.db
      .selectFrom('users')
      .select('registryId')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(byId(form, PEOPLE_FORM.reference).displayValue).toBe(`Test User (${registryId})`);
    expect(byId(form, PEOPLE_FORM.email).displayValue).toBe(me.email);
  });

  it("refuses someone beyond the viewer's reach, and shows a stored one only to those who may see them", async () => {
    const professional = await person();
    const administrator = await createUser(t, { generalRoles: ['500'] });
    // Beyond a professional's reach: refused, nothing written.
    const refused = await save(t, professional.token, answer(administrator.id), null, 902);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ [PEOPLE_FORM.reference]: FORM_TEXTS.choiceNotListed });
    expect(await records(t, professional.id)).toEqual([]);
    // AdminUser, who reaches both, saves it in the professional's record.
    const system = await person(t, ['AdminUser']);
    const { id } = await t.db
      .insertInto('formSamples')
      .values({ userId: professional.id, formId: 902, formVersion: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bySystem = await save(t, system.token, answer(administrator.id), id, 902);
    expect(bySystem.statusCode, bySystem.body).toBe(200);
    expect((await getForm(t, system.token, id, 902)).elements.map((shown) => shown.displayValue)).toEqual([
      expect.stringMatching(/^Test User \(/),
      administrator.email,
    ]);
    // The professional reads their record without learning who it names.
    const own = await getForm(t, professional.token, id, 902);
    expect(byId(own, PEOPLE_FORM.reference)).toMatchObject({
      value: String(administrator.id),
      displayValue: null,
    });
    expect(byId(own, PEOPLE_FORM.email).displayValue).toBeNull();
    expect(JSON.stringify(own)).not.toContain(administrator.email);
    // Nor may they save it again as it is: the value is not one they could have chosen.
    const again = await save(t, professional.token, answer(administrator.id), id, 902);
    expect(again.json().errors).toEqual({ [PEOPLE_FORM.reference]: FORM_TEXTS.choiceNotListed });
    // The save by AdminUser kept the record the professional's (an existing record is updated in place).
    expect(await records(t, professional.id)).toMatchObject([{ id, notes: String(administrator.id) }]);
  });
});

describe('rich text is cleaned before it is checked and stored', () => {
  it('stores the cleaned HTML: formatting, safe links and mentions kept; scripts, handlers and unsafe links gone', async () => {
    const me = await person();
    const dirty =
      '<p onclick="steal()">Met <strong>the director</strong> of ' +
      '<span data-type="mention" data-id="2:15" data-label="Little Blessings">@Little Blessings</span>. ' +
      '<a href="https://example.org/visit">Notes</a> <a href="javascript:alert(1)">more</a> ' +
      '<a href="data:text/html,x">data</a></p><script>alert(1)</script><iframe src="https://x.example"></iframe>' +
      '<p style="color:red"><img src="x" onerror="alert(1)">Done</p>';
    const response = await save(t, me.token, sampleAnswers({ summary: dirty }));
    expect(response.statusCode).toBe(200);
    const [row] = await records(t, me.id);
    expect(row?.summary).toBe(
      '<p>Met <strong>the director</strong> of ' +
        '<span data-type="mention" data-id="2:15" data-label="Little Blessings">@Little Blessings</span>. ' +
        '<a href="https://example.org/visit">Notes</a> <a>more</a> <a>data</a></p><p>Done</p>',
    );
    const form = await getForm(t, me.token, response.json().entityId);
    expect(byId(form, SAMPLE.summary).value).toBe(row?.summary);
  });

  it('finds a required rich text empty once cleaned, and writes nothing', async () => {
    const me = await person();
    const response = await save(
      t,
      me.token,
      sampleAnswers({ summary: '<script>alert(1)</script><style>p{}</style>' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [SAMPLE.summary]: FORM_TEXTS.fillOutField });
    expect(await records(t, me.id)).toEqual([]);
  });
});
