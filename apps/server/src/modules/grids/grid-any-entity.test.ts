import type { TGridResponse, TGridSummaryResponse } from '@registry/contracts';
import { EntityType, FormId, GRID_ERRORS } from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUser } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { ENTITY_REGISTRY } from '../../entities.js';
import {
  createEntityRegistry,
  defineEntity,
  propertyColumn,
  type AnyEntityDefinition,
} from '../../platform/entities/index.js';

/**
 * The grid engine serves any entity (DESIGN §3): rows, scope and row flags come from the entity's
 * definition. Here a list of users (the rows are the accounts themselves: table users, the owner the row's
 * own id, never disabled, no verification) is added to the user entity as a definition alone, and the
 * engine pages, filters, sorts, counts, exports, and refuses Disable/Enable and delete by the user's policy,
 * with no code of its own.
 */

const userEntity = ENTITY_REGISTRY.get(EntityType.User)!;
const usersList = defineEntity({
  ...userEntity,
  grids: [
    {
      altGridId: 'people',
      formId: FormId.Personal,
      title: 'Users',
      fileName: 'Users',
      rows: 'scope',
      columns: [
        propertyColumn('lastName', 'Last Name', { initialSort: 'Ascending' }),
        propertyColumn('firstName', 'First Name'),
        propertyColumn('email', 'E-mail'),
        {
          propertyName: 'registryId',
          columnName: 'Registry ID',
          type: 'text',
          sql: sql`r.registry_id`,
          filterable: true,
          operations: ['None', 'Equals'],
        },
      ],
    },
  ],
});
const entities = createEntityRegistry(
  ENTITY_REGISTRY.all.map((entity): AnyEntityDefinition => (entity === userEntity ? usersList : entity)),
);

let t: TestApp;
const people: Record<string, TestUser> = {};
const tokens: Record<string, string> = {};
const registryIds: Record<string, string> = {};
const marker = `Grid${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp({ config: { tenant: 'al' }, entities });
  for (const [name, roles] of [
    ['plain', ['100']],
    ['other', ['100']],
    ['agency', ['350']],
    ['manager', ['400']],
    ['admin', ['AdminUser']],
  ] as const) {
    people[name] = await createUser(t, { generalRoles: [...roles], lastName: `${marker}${name}` });
    tokens[name] = (await signIn(t, people[name])).token;
    const account = await t.db
      .selectFrom('users')
      .select('registryId')
      .where('id', '=', people[name].id)
      .executeTakeFirstOrThrow();
    registryIds[name] = account.registryId;
  }
});

const post = (path: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: path, headers: bearer(token), payload });
const list = (token: string, extra: Record<string, unknown> = {}) =>
  post('/api/grid', token, {
    entityTypeId: EntityType.User,
    altGridId: 'people',
    from: 1,
    to: 100,
    filterInfo: [{ filterColumn: 'lastName', operation: 'Contains', value: marker }],
    ...extra,
  });

/** The last names a viewer's page lists (the marker taken off). */
async function namesFor(who: string): Promise<string[]> {
  const response = await list(tokens[who]!);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TGridResponse>().gridData.map((row) => String(row.lastName).slice(marker.length));
}

describe("a grid of an entity whose rows are not a person's records (users)", () => {
  it("lists only the people in the viewer's reach, as the user's policy says (its scope in SQL)", async () => {
    expect(await namesFor('plain')).toEqual(['plain']);
    // Agency staff see professionals' records, not their accounts: only themself.
    expect(await namesFor('agency')).toEqual(['agency']);
    // A manager reaches the people holding no role above 100, and themself.
    expect(await namesFor('manager')).toEqual(['manager', 'other', 'plain']);
    expect(await namesFor('admin')).toEqual(['admin', 'agency', 'manager', 'other', 'plain']);
  });

  it("flags each row by the user's policy: view and edit, never disable or delete", async () => {
    const rows = (await list(tokens.manager!)).json<TGridResponse>().gridData;
    const plain = rows.find((row) => row.id === people.plain!.id)!;
    expect(plain).toMatchObject({
      userId: people.plain!.id,
      canView: true,
      canEdit: true,
      canDisable: false,
      canDelete: false,
      disabled: false,
      registryId: registryIds.plain,
    });
    expect(plain).not.toHaveProperty('verified');
  });

  it('filters, sorts, counts and exports through the same engine', async () => {
    const byId = await list(tokens.admin!, {
      filterInfo: [{ filterColumn: 'registryId', operation: 'Equals', value: registryIds.other! }],
    });
    expect(byId.json<TGridResponse>().gridData.map((row) => row.id)).toEqual([people.other!.id]);
    const sorted = await list(tokens.admin!, {
      sortInfo: [{ sortColumn: 'lastName', sortDirection: 'Descending' }],
    });
    expect(sorted.json<TGridResponse>().gridData[0]?.id).toBe(people.plain!.id);
    const summary = await post('/api/grid/summary', tokens.manager!, {
      entityTypeId: EntityType.User,
      altGridId: 'people',
      filterInfo: [{ filterColumn: 'lastName', operation: 'Contains', value: marker }],
    });
    expect(summary.json<TGridSummaryResponse>()).toMatchObject({ total: 3, totalCapped: false });
    const csv = await post('/api/form/flatfile', tokens.manager!, {
      entityType: EntityType.User,
      altGridId: 'people',
      filters: [{ filterColumn: 'lastName', operation: 'Contains', value: marker }],
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('Last Name,First Name,E-mail,Registry ID');
    expect(lines).toHaveLength(4);
  });

  it('refuses Include Disabled, Disable and delete where the policy gives none, and changes nothing', async () => {
    expect((await list(tokens.plain!, { includeDisabled: true })).statusCode).toBe(403);
    const disable = await post('/api/grid/disable', tokens.admin!, {
      disable: true,
      entityTypeId: EntityType.User,
      entityId: people.plain!.id,
    });
    expect(disable.statusCode).toBe(403);
    expect(disable.json()).toBe(GRID_ERRORS.mayNotDisable);
    const remove = await post('/api/grid/delete', tokens.admin!, {
      entityTypeId: EntityType.User,
      entityId: people.plain!.id,
    });
    expect(remove.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', people.plain!.id).executeTakeFirst(),
    ).toEqual({
      id: people.plain!.id,
    });
  });
});
