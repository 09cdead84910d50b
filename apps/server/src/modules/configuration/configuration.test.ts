import { getTenant, PUBLIC_CONFIGURATION_KEYS, type GeneralRole } from '@registry/domain';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seeded, type TestApp } from '../../../test/helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

function getConfiguration(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/configuration${query}` });
}

async function allRows() {
  return t.db.selectFrom('configuration').selectAll().orderBy('key').execute();
}

describe('GET /api/configuration', () => {
  it.each([
    ['closed', 'False'],
    ['QuickSightEnabled', 'False'],
    ['BaseUrl', seeded.publicBaseUrl],
  ])('answers %s as a JSON string', async (key, value) => {
    const response = await getConfiguration(`?key=${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe(JSON.stringify(value));
  });

  it('answers the terms with the tenant title and product name, marked as placeholder', async () => {
    const tenant = getTenant(seeded.tenant);
    const response = await getConfiguration('?key=TermsAndConditionsText');
    expect(response.statusCode).toBe(200);
    const terms = response.json<string>();
    expect(terms).toContain(`<h2>${tenant.productName} ${tenant.labels.termsTitle}</h2>`);
    expect(terms).toContain('Placeholder content');
  });

  it('answers the splash screen', async () => {
    const response = await getConfiguration('?key=SplashScreen');
    expect(response.statusCode).toBe(200);
    expect(response.json<string>()).toContain(getTenant(seeded.tenant).productName);
  });

  it('answers a value an administrator changed', async () => {
    await t.db
      .updateTable('configuration')
      .set({ value: 'True' })
      .where('key', '=', 'QuickSightEnabled')
      .execute();
    const response = await getConfiguration('?key=QuickSightEnabled');
    expect(response.json()).toBe('True');
    await t.db
      .updateTable('configuration')
      .set({ value: 'False' })
      .where('key', '=', 'QuickSightEnabled')
      .execute();
  });

  describe('keys that are not public', () => {
    const asRole = async (role: GeneralRole | null, query: string) => {
      if (role === null) return getConfiguration(query);
      const { token } = await signIn(t, await createUser(t, { generalRoles: [role] }));
      return t.app.inject({ method: 'GET', url: `/api/configuration${query}`, headers: bearer(token) });
    };

    it.each([
      // role, PilotClosed (exists), NoSuchKey (unknown)
      [null, 401, 401],
      ['100', 403, 403],
      ['400', 403, 403],
      ['500', 200, 404],
      ['AdminUser', 200, 404],
    ] as const)('as %s: a stored key %i, an unknown key %i', async (role, stored, unknown) => {
      const pilot = await asRole(role, '?key=PilotClosed');
      expect(pilot.statusCode).toBe(stored);
      if (stored === 200) expect(pilot.json()).toBe('False');
      const missing = await asRole(role, '?key=NoSuchKey');
      expect(missing.statusCode).toBe(unknown);
      const texts = {
        401: 'You are not signed in, or your session has ended. Please sign in again.',
        403: 'You do not have permission to do this.',
        404: "There is no configuration value named 'NoSuchKey'.",
      };
      expect(missing.json()).toBe(texts[unknown]);
    });

    it('answers the public keys to anyone, signed in or not', () => {
      expect([...PUBLIC_CONFIGURATION_KEYS].sort()).toEqual(
        ['BaseUrl', 'QuickSightEnabled', 'SplashScreen', 'TermsAndConditionsText', 'closed'].sort(),
      );
    });
  });

  describe('bad input: 400 naming the field, nothing written', () => {
    it.each([
      ['a missing key', '', { key: 'key is required.' }],
      ['an empty key', '?key=', { key: 'key is required.' }],
      ['a blank key', '?key=%20%20', { key: 'key is required.' }],
      ['an extra parameter', '?key=closed&value=True', { value: 'value is not a known field.' }],
      ['a NUL in the key', '?key=clo%00sed', { key: 'Must not contain control characters.' }],
    ])('%s', async (_case, query, errors) => {
      const before = await allRows();
      const response = await getConfiguration(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors });
      expect(await allRows()).toEqual(before);
    });
  });
});
