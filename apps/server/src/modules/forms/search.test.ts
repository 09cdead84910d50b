import { randomBytes } from 'node:crypto';
import type { TAutocompleteItem } from '@registry/contracts';
import { FORM_SEARCH_LIMIT, SEARCH_TEXTS, type GeneralRole } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { forgetChoiceLists } from './forms.repository.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { FEEDBACK } from '../feedback/index.js';
import { SAMPLE } from '../form-sample/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A word no other test's rows contain, so each test finds only its own. */
const tribe = () => `k${randomBytes(4).toString('hex')}`;

async function viewer(roles: GeneralRole[] = ['100'], names: { firstName?: string; lastName?: string } = {}) {
  const user = await createUser(t, { generalRoles: roles, ...names });
  return { ...user, token: (await signIn(t, user)).token };
}

function post(app: TestApp, url: string, token: string | null, payload: unknown) {
  return app.app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

const autocomplete = (token: string | null, formElementId: number, searchString: string) =>
  post(t, '/api/form/autocomplete', token, { formElementId, searchString });
const crossReference = (token: string | null, payload: Record<string, unknown>, app: TestApp = t) =>
  post(app, '/api/form/entitycrossreference', token, { ecrSearchPropertyId: 'name', ...payload });
const property = (token: string | null, entityTypeId: number, entityId: number, propertyId: string) =>
  post(t, '/api/form/entitycrossreferenceproperty', token, { entityTypeId, entityId, propertyId });

const values = (items: TAutocompleteItem[]) => items.map((item) => item.value);

async function organization(
  name: string,
  countyFips: string | null,
  kind: 'agency' | 'facility' = 'facility',
) {
  const county =
    countyFips === null
      ? 'Elsewhere'
      : (
          await t.db
            .selectFrom('counties')
            .select('name')
            .where('fips', '=', countyFips)
            .executeTakeFirstOrThrow()
        ).name;
  const row = await t.db
    .insertInto('organizations')
    .values({ name, county, kind, region: 'Central', countyFips })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /api/form/autocomplete', () => {
  beforeAll(async () => {
    // Besides the seeded languages (Haitian Creole is number 10): a whole-text match for 'cre', a later
    // word match, a name with a curly apostrophe, and an inactive one.
    await t.db
      .insertInto('choiceLists')
      .values([
        { listCode: 'languages', choiceId: 'lou', text: 'Louisiana Creole', sequence: 30 },
        { listCode: 'languages', choiceId: 'crk', text: 'Creek', sequence: 31 },
        { listCode: 'languages', choiceId: 'nqo', text: 'N\u2019Ko', sequence: 32 },
        { listCode: 'languages', choiceId: 'cre', text: 'Cree', sequence: 33, active: false },
      ])
      .execute();
    forgetChoiceLists(t.db);
  });

  it('answers the active choices whose words start with the text, whole-text matches first, then in list order', async () => {
    const me = await viewer();
    const response = await autocomplete(me.token, SAMPLE.language, 'CRE');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { key: 'crk', value: 'Creek' },
      { key: 'ht', value: 'Haitian Creole' },
      { key: 'lou', value: 'Louisiana Creole' },
    ]);
    expect(values((await autocomplete(me.token, SAMPLE.language, 'sign la')).json())).toEqual([
      'American Sign Language',
    ]);
    expect((await autocomplete(me.token, SAMPLE.language, 'reole')).json()).toEqual([]);
  });

  it('normalises smart quotes, dashes and bullets in the text and in the choices', async () => {
    const me = await viewer();
    for (const text of ["n'k", 'n\u2019k', '\u2022 N\u2018Ko'])
      expect((await autocomplete(me.token, SAMPLE.language, text)).json(), text).toEqual([
        { key: 'nqo', value: 'N\u2019Ko' },
      ]);
  });

  it("searches the counties table, each county with its state's name (two Montgomerys)", async () => {
    const me = await viewer();
    expect((await autocomplete(me.token, SAMPLE.county, 'montgo')).json()).toEqual([
      { key: '01101', value: 'Montgomery (Alabama)' },
      { key: '47125', value: 'Montgomery (Tennessee)' },
    ]);
  });

  it(`answers at most ${FORM_SEARCH_LIMIT}`, async () => {
    const me = await viewer();
    const word = tribe();
    await t.db
      .insertInto('choiceLists')
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          listCode: 'languages',
          choiceId: `${word}-${index}`,
          text: `${word} ${index}`,
          sequence: 100 + index,
        })),
      )
      .execute();
    forgetChoiceLists(t.db);
    const items = (await autocomplete(me.token, SAMPLE.language, word)).json<TAutocompleteItem[]>();
    expect(items).toHaveLength(FORM_SEARCH_LIMIT);
    expect(items[0]).toEqual({ key: `${word}-0`, value: `${word} 0` });
  });

  it('needs two characters after normalising', async () => {
    const me = await viewer();
    for (const text of ['e', ' \u2019 ', '']) {
      const response = await autocomplete(me.token, SAMPLE.language, text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toEqual({ errors: { searchString: SEARCH_TEXTS.tooShort } });
    }
  });

  it('refuses an element that does not search, malformed bodies, and asks for sign-in', async () => {
    const me = await viewer();
    const title = await autocomplete(me.token, SAMPLE.title, 'ab');
    expect(title.statusCode).toBe(400);
    expect(title.json()).toEqual({ errors: { formElementId: SEARCH_TEXTS.notSearchable } });
    expect(
      (await post(t, '/api/form/autocomplete', me.token, { formElementId: SAMPLE.language })).statusCode,
    ).toBe(400);
    expect(
      (
        await post(t, '/api/form/autocomplete', me.token, {
          formElementId: SAMPLE.language,
          searchString: 'sp',
          extra: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect((await autocomplete(me.token, SAMPLE.language, 'x'.repeat(101))).statusCode).toBe(400);
    expect((await autocomplete(null, SAMPLE.language, 'sp')).statusCode).toBe(401);
  });

  it('answers 404 for an element no form has, and for one of a form the viewer may not open', async () => {
    const me = await viewer();
    expect((await autocomplete(me.token, 123456789, 'sp')).statusCode).toBe(404);
    // Feedback exists where the tenant has it (tn), not in al: its elements are not there to search.
    expect((await autocomplete(me.token, FEEDBACK.topic, 'sp')).statusCode).toBe(404);
  });
});

describe('POST /api/form/entitycrossreference: organizations', () => {
  let montgomery: number;
  let north: number;
  let blessings: number;
  let kids: number;
  let gulf: number;
  beforeAll(async () => {
    montgomery = await organization('Montgomery Early Learning', '01101');
    north = await organization('North Montgomery Head Start', '01101');
    blessings = await organization('Little Blessings Child Development Center', '01101');
    kids = await organization('Kid\u2019s Place Learning Center', '01101');
    gulf = await organization('Gulf Coast Child Care Resource Agency', '01097', 'agency');
    await organization('Magic City Early Learning Academy', '01073');
  });

  it('finds organizations by word prefixes of the name, whole-name matches first, then by name', async () => {
    const me = await viewer();
    const response = await crossReference(me.token, { entityTypeId: 2, searchString: 'mont' });
    expect(response.statusCode).toBe(200);
    // Little Blessings lies in Montgomery county but has no word starting with 'mont'.
    expect(response.json()).toEqual([
      { key: String(montgomery), value: 'Montgomery Early Learning (Montgomery)' },
      { key: String(north), value: 'North Montgomery Head Start (Montgomery)' },
    ]);
    expect(
      values((await crossReference(me.token, { entityTypeId: 2, searchString: 'early lear' })).json()),
    ).toEqual(['Magic City Early Learning Academy (Jefferson)', 'Montgomery Early Learning (Montgomery)']);
  });

  it('normalises what is typed and the names it matches', async () => {
    const me = await viewer();
    for (const text of ["kid's pl", 'Kid\u2019s\u00a0Pl', '\u2022 kid\u2018s']) {
      expect((await crossReference(me.token, { entityTypeId: 2, searchString: text })).json(), text).toEqual([
        { key: String(kids), value: 'Kid\u2019s Place Learning Center (Montgomery)' },
      ]);
    }
    // Query syntax typed by a user is only text.
    expect(
      (await crossReference(me.token, { entityTypeId: 2, searchString: "gulf:* | ! & ('" })).json(),
    ).toEqual([{ key: String(gulf), value: 'Gulf Coast Child Care Resource Agency (Mobile)' }]);
  });

  it('narrows by a named filter (kind) and by a peer value (the county), which also allows a shorter text', async () => {
    const me = await viewer();
    expect(
      values(
        (await crossReference(me.token, { entityTypeId: 2, searchString: 'gulf', filter: 'agency' })).json(),
      ),
    ).toEqual(['Gulf Coast Child Care Resource Agency (Mobile)']);
    expect(
      (await crossReference(me.token, { entityTypeId: 2, searchString: 'gulf', filter: 'facility' })).json(),
    ).toEqual([]);
    const inCounty = (searchString: string) =>
      crossReference(me.token, {
        entityTypeId: 2,
        searchString,
        peerFilters: [{ propertyId: 'countyFips', value: '01101' }],
      });
    expect((await inCounty('')).json<TAutocompleteItem[]>().map((item) => Number(item.key))).toEqual([
      kids,
      blessings,
      montgomery,
      north,
    ]);
    expect((await inCounty('l')).json<TAutocompleteItem[]>().map((item) => Number(item.key))).toEqual([
      blessings,
      kids,
      montgomery,
    ]);
    // An empty peer value narrows nothing, so the text needs its two characters again.
    const empty = await crossReference(me.token, {
      entityTypeId: 2,
      searchString: 'l',
      peerFilters: [{ propertyId: 'countyFips', value: ' ' }],
    });
    expect(empty.statusCode).toBe(400);
  });

  it(`answers at most ${FORM_SEARCH_LIMIT}`, async () => {
    const me = await viewer();
    const word = tribe();
    for (let index = 0; index < 30; index += 1) await organization(`${word} Center ${index}`, null);
    const items = (await crossReference(me.token, { entityTypeId: 2, searchString: word })).json<
      TAutocompleteItem[]
    >();
    expect(items).toHaveLength(FORM_SEARCH_LIMIT);
    expect(items[0]?.value).toBe(`${word} Center 0 (Elsewhere)`);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'an entity type forms do not search',
      { entityTypeId: 3 },
      'entityTypeId',
      SEARCH_TEXTS.entityNotSearchable(3),
    ],
    [
      'a search property it does not declare',
      { ecrSearchPropertyId: 'region' },
      'ecrSearchPropertyId',
      SEARCH_TEXTS.unknownSearchProperty('region'),
    ],
    ['a filter it does not declare', { filter: 'school' }, 'filter', SEARCH_TEXTS.unknownFilter('school')],
    [
      'a peer property it does not declare',
      { peerFilters: [{ propertyId: 'zip', value: '36104' }] },
      'peerFilters',
      SEARCH_TEXTS.unknownPeerProperty('zip'),
    ],
    [
      'a peer value of the wrong form',
      { peerFilters: [{ propertyId: 'countyFips', value: 'Montgomery' }] },
      'peerFilters',
      SEARCH_TEXTS.badPeerValue('countyFips', 'a five-digit county code'),
    ],
    ['one character without a peer value', { searchString: 'm' }, 'searchString', SEARCH_TEXTS.tooShort],
  ])('refuses %s with a clear message', async (_name, change, field, message) => {
    const me = await viewer();
    const response = await crossReference(me.token, { entityTypeId: 2, searchString: 'mont', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { [field]: message } });
  });

  it('refuses malformed bodies and asks for sign-in', async () => {
    const me = await viewer();
    expect((await crossReference(me.token, { entityTypeId: 'two', searchString: 'mont' })).statusCode).toBe(
      400,
    );
    expect(
      (await crossReference(me.token, { entityTypeId: 2, searchString: 'mont', extra: 1 })).statusCode,
    ).toBe(400);
    expect((await crossReference(null, { entityTypeId: 2, searchString: 'mont' })).statusCode).toBe(401);
  });

  it('answers 404 where the tenant has no organizations (jh)', async () => {
    const jh = await createTestApp({ config: { tenant: 'jh' } });
    const user = await createUser(jh, { generalRoles: ['AdminUser'] });
    const { token } = await signIn(jh, user);
    expect((await crossReference(token, { entityTypeId: 2, searchString: 'mont' }, jh)).statusCode).toBe(404);
  });
});

describe('POST /api/form/entitycrossreference: people, within reach', () => {
  // viewer's roles -> the first names found among the tribe (the viewer is 'Viewer')
  it.each<[GeneralRole[], string[]]>([
    [['100'], ['Viewer']],
    [['250'], ['Viewer']],
    [['350'], ['Viewer']],
    [['375'], ['Viewer']],
    [['400'], ['Plain', 'Viewer']],
    [['500'], ['Elevated', 'Manager', 'Plain', 'Viewer']],
    [['AdminUser'], ['Admin', 'Elevated', 'Manager', 'Plain', 'System', 'Viewer']],
  ])('%j finds %j', async (roles, expected) => {
    const word = tribe();
    for (const [firstName, generalRoles] of [
      ['Plain', ['100']],
      ['Elevated', ['100', '350']],
      ['Manager', ['100', '400']],
      ['Admin', ['100', '500']],
      ['System', ['AdminUser']],
    ] as const)
      await createUser(t, { firstName, lastName: word, generalRoles: [...generalRoles] });
    const me = await viewer(roles, { firstName: 'Viewer', lastName: word });
    const response = await crossReference(me.token, { entityTypeId: 1, searchString: word });
    expect(response.statusCode).toBe(200);
    const found = response.json<TAutocompleteItem[]>();
    expect(found.map((item) => item.value.split(' ')[0])).toEqual(expected);
    // Each reads as the name and the registry id, which tells two of one name apart.
    const mine = found.find((item) => item.key === String(me.id));
    const registryId = await t.db
      .selectFrom('users')
      .select('registryId')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(mine?.value).toBe(`Viewer ${word} (${registryId.registryId})`);
  });

  it('matches first and last name words in any order, whole-name matches first', async () => {
    const word = tribe();
    const maryKate = await createUser(t, { firstName: 'Mary-Kate', lastName: `O\u2019Neil ${word}` });
    const kate = await createUser(t, { firstName: 'Kate', lastName: `Mary ${word}` });
    const admin = await viewer(['AdminUser']);
    const keys = async (searchString: string) =>
      (await crossReference(admin.token, { entityTypeId: 1, searchString }))
        .json<TAutocompleteItem[]>()
        .map((item) => Number(item.key));
    expect(await keys(`mary o'neil ${word}`)).toEqual([maryKate.id]);
    expect(await keys(`neil ${word.slice(0, 4)}`)).toEqual([maryKate.id]);
    // Both have words starting 'kate' and 'mary'; 'Kate Mary ...' starts with the text, so it comes first.
    expect(await keys(`kate mary ${word}`)).toEqual([kate.id, maryKate.id]);
    // Typed with an en dash; only 'Mary-Kate ...' starts with it (no other name in this file has these words).
    expect(await keys('mary\u2013k')).toEqual([maryKate.id, kate.id]);
    expect(await keys(`ary ${word}`)).toEqual([]);
  });
});

describe('POST /api/form/entitycrossreferenceproperty', () => {
  it("answers an organization's declared properties to anyone signed in", async () => {
    const me = await viewer();
    const id = await organization('Rocket City Kids Preschool', '01089');
    const read = async (propertyId: string) => (await property(me.token, 2, id, propertyId)).json();
    expect(await read('name')).toEqual({ value: 'Rocket City Kids Preschool' });
    // al calls a facility a facility (tn: a program).
    expect(await read('kind')).toEqual({ value: 'Facility' });
    expect(await read('county')).toEqual({ value: 'Madison' });
    expect(await read('region')).toEqual({ value: 'Central' });
    const agency = await organization('Some Resource Agency', null, 'agency');
    expect((await property(me.token, 2, agency, 'kind')).json()).toEqual({ value: 'Agency' });
    // Without a county in the counties table: the county as entered.
    expect((await property(me.token, 2, agency, 'county')).json()).toEqual({ value: 'Elsewhere' });
  });

  it("answers a person's name and e-mail only within the viewer's reach; 404 beyond, as for no one", async () => {
    const plain = await createUser(t, { firstName: 'Pat', lastName: 'Plain' });
    const elevated = await createUser(t, {
      firstName: 'Eve',
      lastName: 'Elevated',
      generalRoles: ['100', '350'],
    });
    const professional = await viewer(['100'], { firstName: 'Rosa', lastName: 'Parks' });
    expect((await property(professional.token, 1, professional.id, 'name')).json()).toEqual({
      value: 'Rosa Parks',
    });
    expect((await property(professional.token, 1, professional.id, 'email')).json()).toEqual({
      value: professional.email,
    });
    const stranger = await property(professional.token, 1, plain.id, 'email');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain(plain.email);
    const manager = await viewer(['400']);
    expect((await property(manager.token, 1, plain.id, 'email')).json()).toEqual({ value: plain.email });
    expect((await property(manager.token, 1, elevated.id, 'email')).statusCode).toBe(404);
    expect((await property(manager.token, 1, 987654321, 'email')).statusCode).toBe(404);
  });

  it('answers 404 for an organization that does not exist', async () => {
    const me = await viewer();
    expect((await property(me.token, 2, 987654321, 'name')).statusCode).toBe(404);
  });

  it('refuses undeclared entity types and properties with a clear message, malformed bodies, and asks for sign-in', async () => {
    const me = await viewer();
    const type = await property(me.token, 900, 1, 'title');
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ errors: { entityTypeId: SEARCH_TEXTS.entityNotSearchable(900) } });
    const secret = await property(me.token, 1, me.id, 'passwordHash');
    expect(secret.statusCode).toBe(400);
    expect(secret.json()).toEqual({ errors: { propertyId: SEARCH_TEXTS.unknownProperty('passwordHash') } });
    expect((await property(me.token, 1, 0, 'name')).statusCode).toBe(400);
    expect((await property(null, 1, me.id, 'name')).statusCode).toBe(401);
  });
});
