import { ORGANIZATION_ROLE_TEXTS, SEARCH_TEXTS, type TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { createOrganization } from '../../../test/employment.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const apps = {} as Record<TenantCode, TestApp>;
const tokens = {} as Record<TenantCode, string>;
beforeAll(async () => {
  for (const code of ['al', 'tn', 'jh'] as const) {
    apps[code] = await createTestApp({ config: { tenant: code } });
    // A first-time login: the employment step of the first-time setup needs the directory too.
    tokens[code] = (
      await signIn(apps[code], await createUser(apps[code], { profileCompleted: false }))
    ).token;
  }
  const al = apps.al;
  // Montgomery (01101), Mobile (01097) and Jefferson (01073) in Alabama.
  await createOrganization(al, { name: 'Little Blessings Child Development Center', countyFips: '01101' });
  await createOrganization(al, {
    name: 'Blessed Beginnings Preschool',
    countyFips: '01097',
    county: 'Mobile',
  });
  await createOrganization(al, { name: 'Kid’s Place — Little Learners', countyFips: '01101' });
  await createOrganization(al, { name: 'Magic City Early Learning Academy', countyFips: '01073' });
  await createOrganization(al, { name: '100% Kids_Care Center', countyFips: null, county: 'Baldwin' });
});

const get = (code: TenantCode, url: string, token: string | null = tokens[code]) =>
  apps[code].app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const values = (response: { json: <T>() => T }) =>
  response.json<{ key: string; value: string }[]>().map((item) => item.value);

describe('GET /api/userorganizationroles/agencysearch', () => {
  const search = (text: string, code: TenantCode = 'al', token?: string | null) =>
    get(code, `/api/userorganizationroles/agencysearch?searchString=${encodeURIComponent(text)}`, token);

  it('finds organizations by word prefixes in any order, whole-name matches first (key: id, value: name)', async () => {
    const response = await search('bless');
    expect(response.statusCode).toBe(200);
    expect(values(response)).toEqual([
      'Blessed Beginnings Preschool',
      'Little Blessings Child Development Center',
    ]);
    expect(values(await search('lit bless'))).toEqual(['Little Blessings Child Development Center']);
    expect(values(await search('learn lit'))).toEqual(['Kid’s Place — Little Learners']);
    // Smart quotes and dashes are normalised on both sides; LIKE's wildcards are plain characters.
    expect(values(await search("kid's pl"))).toEqual(['Kid’s Place — Little Learners']);
    expect(values(await search('100% kid'))).toEqual(['100% Kids_Care Center']);
    expect(values(await search('nothing like it'))).toEqual([]);
    const [item] = (await search('magic')).json<{ key: string; value: string }[]>();
    const row = await apps.al.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Magic City Early Learning Academy')
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ key: String(row.id), value: 'Magic City Early Learning Academy' });
  });

  it('needs two characters (400), a session (401); 404 where the tenant has no organizations', async () => {
    for (const text of ['b', ' b ', '“']) {
      const response = await search(text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toEqual({ errors: { searchString: SEARCH_TEXTS.tooShort } });
    }
    expect((await get('al', '/api/userorganizationroles/agencysearch')).statusCode).toBe(400);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
    expect((await search('bless', 'al', null)).statusCode).toBe(401);
    expect((await search('bless', 'jh')).statusCode).toBe(404);
  });
});

describe('GET /api/userorganizationroles/countysearch', () => {
  const search = (text: string, code: TenantCode = 'al') =>
    get(code, `/api/userorganizationroles/countysearch?searchString=${encodeURIComponent(text)}`);

  it("finds the counties of the tenant's state by name prefix (key: FIPS)", async () => {
    const response = await search('mo');
    expect(response.json()).toEqual([
      { key: '01097', value: 'Mobile' },
      { key: '01099', value: 'Monroe' },
      { key: '01101', value: 'Montgomery' },
      { key: '01103', value: 'Morgan' },
    ]);
    // Tennessee's Montgomery is Tennessee's.
    expect((await search('montgom', 'tn')).json()).toEqual([{ key: '47125', value: 'Montgomery' }]);
    expect(values(await search('MONTGOMERY'))).toEqual(['Montgomery']);
    expect(values(await search('_o'))).toEqual([]);
  });

  it('needs two characters (400), a session (401); 404 where the tenant has no organizations', async () => {
    expect((await search('m')).json()).toEqual({ errors: { searchString: SEARCH_TEXTS.tooShort } });
    expect(
      (await get('al', '/api/userorganizationroles/countysearch?searchString=mo', null)).statusCode,
    ).toBe(401);
    expect((await search('mo', 'jh')).statusCode).toBe(404);
  });
});

describe('GET /api/userorganizationroles/searchagencybycounty', () => {
  const byCounty = (countyId: string, code: TenantCode = 'al') =>
    get(code, `/api/userorganizationroles/searchagencybycounty?countyId=${encodeURIComponent(countyId)}`);

  it("lists a county's organizations by name, and none for a county without", async () => {
    expect(values(await byCounty('01101'))).toEqual([
      'Kid’s Place — Little Learners',
      'Little Blessings Child Development Center',
    ]);
    expect((await byCounty('01001')).json()).toEqual([]);
  });

  it("answers 400 for what is no county code, 404 for another state's county or in jh, 401 for a visitor", async () => {
    for (const id of ['1101', 'abcde', '011010']) expect((await byCounty(id)).statusCode, id).toBe(400);
    const other = await byCounty('47037');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toBe(ORGANIZATION_ROLE_TEXTS.noSuchCounty);
    expect((await byCounty('01101', 'jh')).statusCode).toBe(404);
    expect(
      (await get('al', '/api/userorganizationroles/searchagencybycounty?countyId=01101', null)).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/accounts/organization', () => {
  it("answers one organization's details, its county from the counties table or as entered", async () => {
    const row = await apps.al.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Blessed Beginnings Preschool')
      .executeTakeFirstOrThrow();
    const response = await get('al', `/api/accounts/organization?orgId=${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: row.id,
      name: 'Blessed Beginnings Preschool',
      kind: 'facility',
      county: 'Mobile',
      countyFips: '01097',
      region: null,
    });
    const unlinked = await apps.al.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', '100% Kids_Care Center')
      .executeTakeFirstOrThrow();
    expect((await get('al', `/api/accounts/organization?orgId=${unlinked.id}`)).json()).toMatchObject({
      county: 'Baldwin',
      countyFips: null,
    });
  });

  it('answers 400 for a bad id, 404 for none (and in jh), 401 for a visitor', async () => {
    expect((await get('al', '/api/accounts/organization?orgId=x')).statusCode).toBe(400);
    expect((await get('al', '/api/accounts/organization')).statusCode).toBe(400);
    const missing = await get('al', '/api/accounts/organization?orgId=999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toBe(ORGANIZATION_ROLE_TEXTS.noSuchOrganization);
    expect((await get('jh', '/api/accounts/organization?orgId=1')).statusCode).toBe(404);
    expect((await get('al', '/api/accounts/organization?orgId=1', null)).statusCode).toBe(401);
  });
});
