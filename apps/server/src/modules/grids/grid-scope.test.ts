import type { TGridResponse } from '@registry/contracts';
import {
  claimsForRole,
  getTenant,
  organizationRoleState,
  personRecordsAccess,
  type GeneralRole,
  type Reach,
  type RecordsReachViewer,
  type RoleActionRow,
  type RoleName,
  type TenantCode,
  type UsersGridTarget,
} from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import { addEmployment, addOrganization, addRoleAction, addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { loadUserRoles } from '../../platform/role-holdings.js';
import { ENTITY_REGISTRY } from '../../entities.js';

/**
 * Whose records a grid shows (DESIGN §3 "Whose data"): the SQL scope of records-scope.ts says exactly what
 * personRecordsAccess (packages/domain) says, for every role against every kind of person; through the
 * routes, another person's rows come only to those the policy lets see them, a person out of reach is
 * 404, and the flags follow the role; employment rows carry organizationRoleState's answers.
 */

const VIEWER_ROLES = [
  '100',
  '200',
  '250',
  '300',
  '350',
  '375',
  '400',
  '500',
  'AdminUser',
  'ApiUser',
] as const;
type ViewerRole = (typeof VIEWER_ROLES)[number];

/**
 * Kinds of person: general roles, whether (and how) they work at the director's organization, and an
 * account not in use (unconfirmed, or API-only: issue 24, whom a trainer does not find).
 */
const TARGETS = {
  ownStaff: { roles: ['100'], staff: 'active' },
  formerStaff: { roles: ['100'], staff: 'inactive' },
  otherStaff: { roles: ['100'], staff: 'elsewhere' },
  unemployed: { roles: ['100'], staff: 'none' },
  noRoles: { roles: [], staff: 'none' },
  elevatedStaff: { roles: ['100', '350'], staff: 'active' },
  manager: { roles: ['400'], staff: 'none' },
  admin: { roles: ['100', '500'], staff: 'none' },
  adminUser: { roles: ['AdminUser'], staff: 'none' },
  unconfirmed: { roles: ['100'], staff: 'none', account: 'unconfirmed' },
  apiAccount: { roles: ['100'], staff: 'none', account: 'api' },
} as const satisfies Record<
  string,
  { roles: readonly GeneralRole[]; staff: string; account?: 'unconfirmed' | 'api' }
>;
type Target = keyof typeof TARGETS;

const apps: Partial<Record<TenantCode, TestApp>> = {};
const world: Partial<
  Record<
    TenantCode,
    { organizationId: number; targets: Record<Target, { id: number; email: string; record: number }> }
  >
> = {};

/** The people of one tenant's database: a director's organization and one person of each kind, each with one record. */
async function build(tenant: TenantCode) {
  const t = (apps[tenant] = await createTestApp({ config: { tenant } }));
  const organizationId = await addOrganization(t);
  const elsewhere = await addOrganization(t);
  const targets = {} as Record<Target, { id: number; email: string; record: number }>;
  for (const [name, kind] of Object.entries(TARGETS) as [Target, (typeof TARGETS)[Target]][]) {
    const account = 'account' in kind ? kind.account : undefined;
    const user = await createUser(t, { generalRoles: [...kind.roles], confirmed: account !== 'unconfirmed' });
    if (account === 'api')
      await t.db.updateTable('users').set({ apiOnly: true }).where('id', '=', user.id).execute();
    if (kind.staff === 'active') await addEmployment(t, user.id, organizationId, [{ roleName: '100' }]);
    if (kind.staff === 'inactive')
      await addEmployment(t, user.id, organizationId, [{ roleName: '100', active: false }]);
    if (kind.staff === 'elsewhere') await addEmployment(t, user.id, elsewhere, [{ roleName: '100' }]);
    const record = await addTraining(t, user.id, { trainingName: `Record of ${name}` });
    targets[name] = { id: user.id, email: user.email, record };
  }
  world[tenant] = { organizationId, targets };
}

beforeAll(async () => {
  await build('al');
  await build('tn');
});

/** The viewer as a session of that role would have it: a director directs the organization. */
function viewerOf(tenant: TenantCode, role: ViewerRole, userId: number): RecordsReachViewer {
  return {
    userId,
    activeRole: role as RoleName,
    claims: claimsForRole(role as RoleName, getTenant(tenant)),
    directorOrganizationIds: role === '200' ? [world[tenant]!.organizationId] : [],
  };
}

async function targetOf(t: TestApp, userId: number): Promise<UsersGridTarget> {
  const roles = await loadUserRoles(t.db, userId);
  const account = await t.db
    .selectFrom('users')
    .select(['isConfirmed', 'apiOnly'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    userId,
    generalRoles: roles.general,
    // A viewer made up for the test (no such account) is in use.
    accountInUse: account === undefined || (account.isConfirmed && !account.apiOnly),
    staffOrganizationIds: roles.organization
      .filter((row) => row.role === '100' && row.active)
      .map((row) => row.organizationId),
  };
}

/** Every entity with grids: its scope in SQL (the WHERE clause of its grids) against its policy's reach. */
const SCOPED = ENTITY_REGISTRY.all.filter((entity) => entity.scope.sql !== undefined);

describe.each(['al', 'tn'] as const)(
  "%s: each entity's SQL scope says what its policy's reach says",
  (tenant) => {
    it('covers the profile records, the user and alerts', () => {
      expect(SCOPED.map((entity) => entity.entityType)).toEqual(
        expect.arrayContaining([1, 3, 4, 5, 6, 7, 8, 20]),
      );
    });

    it.each(VIEWER_ROLES)('viewer %s', async (role) => {
      const t = apps[tenant]!;
      const { targets } = world[tenant]!;
      const viewer = viewerOf(tenant, role, targets.unemployed.id + 1000);
      const people = [...Object.values(targets).map((target) => target.id), viewer.userId];
      // The viewer themself: a person with the viewer's role (the id need not exist for the policy).
      const self = { ...viewer, userId: targets.manager.id };
      for (const [who, asViewer] of [
        ['a viewer', viewer],
        ['a viewer who is one of the people', self],
      ] as const) {
        for (const entity of SCOPED) {
          // An entity whose grids the tenant does not have (the PDP's in al) has no SQL scope there.
          const has = getTenant(tenant).features;
          if (entity.grids.every((grid) => grid.tenantFeature && !has[grid.tenantFeature])) continue;
          const scope = entity.scope.sql!(asViewer, sql<number>`u.id`);
          const rows = await sql<{ id: number; admits: boolean; reach: Reach; admitted: Reach }>`
          select u.id, ${scope.admits} as admits, ${scope.reach} as reach, ${scope.reachOfAdmitted} as admitted
          from users u where u.id in (${sql.join(people)})`.execute(t.db);
          for (const row of rows.rows) {
            const expected = entity.policy.reach(asViewer, await targetOf(t, row.id), getTenant(tenant));
            const name = `${entity.name}: ${who}, person ${row.id}`;
            expect(row.reach, name).toBe(expected);
            expect(row.admits, name).toBe(expected !== 'none');
            if (row.admits) expect(row.admitted, name).toBe(expected);
          }
        }
      }
    });
  },
);

/** Every grid with its own scope (the users grids): its SQL against its rule from packages/domain. */
const GRID_SCOPED = ENTITY_REGISTRY.all.flatMap((entity) =>
  entity.grids.flatMap((grid) =>
    grid.scope ? [{ name: `${entity.name} ${grid.altGridId}`, scope: grid.scope }] : [],
  ),
);

describe.each(['al', 'tn'] as const)("%s: each grid's own SQL scope says what its rule says", (tenant) => {
  it('covers the users grids', () => {
    expect(GRID_SCOPED.map((grid) => grid.name)).toEqual(['User manage-users', 'User search-users']);
  });

  it.each(VIEWER_ROLES)('viewer %s', async (role) => {
    const t = apps[tenant]!;
    const { targets } = world[tenant]!;
    const viewer = viewerOf(tenant, role, targets.unemployed.id + 1000);
    const people = [...Object.values(targets).map((target) => target.id), viewer.userId];
    for (const asViewer of [viewer, { ...viewer, userId: targets.manager.id }]) {
      for (const { name, scope } of GRID_SCOPED) {
        const sqlScope = scope.sql(asViewer, sql<number>`u.id`);
        const rows = await sql<{ id: number; admits: boolean; reach: Reach; admitted: Reach }>`
          select u.id, ${sqlScope.admits} as admits, ${sqlScope.reach} as reach,
                 ${sqlScope.reachOfAdmitted} as admitted
          from users u where u.id in (${sql.join(people)})`.execute(t.db);
        expect(rows.rows.length).toBeGreaterThan(0);
        for (const row of rows.rows) {
          const expected = scope.reach(asViewer, await targetOf(t, row.id));
          const label = `${name}: viewer ${asViewer.userId}, person ${row.id}`;
          expect(row.reach, label).toBe(expected);
          expect(row.admits, label).toBe(expected !== 'none');
          if (row.admits) expect(row.admitted, label).toBe(expected);
        }
      }
    }
  });
});

/** The people holding no general role above 100, each with these flags. */
const plainPeople = (flags: string): Partial<Record<Target, string>> =>
  Object.fromEntries(
    (
      ['ownStaff', 'formerStaff', 'otherStaff', 'unemployed', 'noRoles', 'unconfirmed', 'apiAccount'] as const
    ).map((target) => [target, flags]),
  );

/** What a viewer of each role gets of each person's training grid: 404, or the record with these flags (V E D X). */
const IN_REACH: Record<ViewerRole, Partial<Record<Target, string>>> = {
  '100': {},
  '200': { ownStaff: 'V---', elevatedStaff: 'V---' },
  '250': {},
  '300': {},
  '350': { ...plainPeople('V---') },
  '375': { ...plainPeople('V---') },
  '400': { ...plainPeople('VEDX') },
  '500': { ...plainPeople('VEDX'), elevatedStaff: 'VEDX', manager: 'VEDX' },
  AdminUser: Object.fromEntries(Object.keys(TARGETS).map((target) => [target, 'VEDX'])),
  ApiUser: {},
};

const code = (row: TGridResponse['gridData'][number]) =>
  [
    row.canView ? 'V' : '-',
    row.canEdit ? 'E' : '-',
    row.canDisable ? 'D' : '-',
    row.canDelete ? 'X' : '-',
  ].join('');

/** A signed-in viewer of the role (tn: every role but 250 exists there); a director directs the organization. */
async function signInAs(t: TestApp, tenant: TenantCode, role: ViewerRole) {
  const user =
    role === '200'
      ? await createUser(t, { generalRoles: ['100'] })
      : await createUser(t, { generalRoles: [role as GeneralRole] });
  if (role === '200')
    await addEmployment(t, user.id, world[tenant]!.organizationId, [
      { roleName: '100' },
      { roleName: '200' },
    ]);
  const session = await signIn(t, user);
  return { user, token: session.token, role: session.body };
}

describe('tn: a person’s training grid for every role and kind of person', () => {
  const roles = VIEWER_ROLES.filter((role) => role !== '250');
  it.each(roles)('viewer %s', async (role) => {
    const t = apps.tn!;
    const { targets } = world.tn!;
    const viewer = await signInAs(t, 'tn', role);
    const grid = (primaryEntity: { id: number; entityTypeId: number } | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/grid',
        headers: bearer(viewer.token),
        payload: { entityTypeId: 3, primaryEntity, from: 1, to: 50 },
      });
    for (const [name, target] of Object.entries(targets) as [Target, (typeof targets)[Target]][]) {
      const response = await grid({ id: target.id, entityTypeId: 1 });
      const expected = IN_REACH[role][name];
      if (expected === undefined) {
        expect(response.statusCode, name).toBe(404);
        expect(response.json(), name).toBe('Not found.');
        continue;
      }
      expect(response.statusCode, name).toBe(200);
      const rows = response.json<TGridResponse>().gridData;
      expect(
        rows.map((row) => row.id),
        name,
      ).toEqual([target.record]);
      expect(rows[0]!.userId, name).toBe(target.id);
      expect(code(rows[0]!), name).toBe(expected);
    }
    // A person who does not exist is 404 as well; the viewer's own grid is always theirs.
    expect((await grid({ id: 987654321, entityTypeId: 1 })).statusCode).toBe(404);
    const own = await grid(null);
    expect(own.statusCode).toBe(200);
    expect(own.json<TGridResponse>().message).toBe('No Data');
  });

  it.each(roles)(
    'viewer %s: the grid of everyone within reach holds exactly the rows of the people in reach',
    async (role) => {
      const t = apps.tn!;
      const { targets } = world.tn!;
      const viewer = await signInAs(t, 'tn', role);
      const ownRecord = await addTraining(t, viewer.user.id, { trainingName: 'Record of the viewer' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/grid',
        headers: bearer(viewer.token),
        payload: {
          entityTypeId: 3,
          altGridId: 'reach',
          filterInfo: [{ filterColumn: 'trainingName', operation: 'Contains', value: 'Record of' }],
          from: 1,
          to: 500,
        },
      });
      expect(response.statusCode).toBe(200);
      const rows = response.json<TGridResponse>().gridData;
      // Every row is one the policy lets the viewer see (other test viewers' own records are theirs alone).
      const viewerRecord = viewerOf('tn', role, viewer.user.id);
      for (const row of rows) {
        const access = personRecordsAccess(viewerRecord, await targetOf(t, row.userId as number));
        expect(access, `row ${row.id}`).not.toBe('none');
      }
      const expected = [
        ownRecord,
        ...Object.entries(targets).flatMap(([name, target]) =>
          IN_REACH[role][name as Target] === undefined ? [] : [target.record],
        ),
      ];
      const known = new Set([ownRecord, ...Object.values(targets).map((target) => target.record)]);
      expect(
        rows
          .map((row) => row.id)
          .filter((id) => known.has(id))
          .sort((a, b) => a - b),
      ).toEqual(expected.sort((a, b) => a - b));
      const own = rows.find((row) => row.id === ownRecord)!;
      expect(own).toMatchObject({ userId: viewer.user.id, canEdit: true, userName: 'Test User' });
    },
  );
});

describe('employment rows carry each organization role’s state as organizationRoleState decides it', () => {
  type History = (employment: number) => Promise<void>;
  const { Requested, Approved, Rejected, Removed, Withdrawn } = {
    Requested: 1,
    Approved: 2,
    Rejected: 3,
    Removed: 4,
    Withdrawn: 10,
  } as const;
  const histories: [string, ('100' | '200')[], History][] = [
    ['nothing yet', [], async () => undefined],
    ['staff requested', [], async (e) => void (await addRoleAction(apps.al!, e, '100', Requested))],
    [
      'staff approved',
      ['100'],
      async (e) =>
        void (await addRoleAction(
          apps.al!,
          e,
          '100',
          Approved,
          await addRoleAction(apps.al!, e, '100', Requested),
        )),
    ],
    [
      'staff rejected',
      [],
      async (e) =>
        void (await addRoleAction(
          apps.al!,
          e,
          '100',
          Rejected,
          await addRoleAction(apps.al!, e, '100', Requested),
        )),
    ],
    [
      'staff withdrawn',
      [],
      async (e) =>
        void (await addRoleAction(
          apps.al!,
          e,
          '100',
          Withdrawn,
          await addRoleAction(apps.al!, e, '100', Requested),
        )),
    ],
    [
      'staff rejected, then requested again',
      [],
      async (e) => {
        await addRoleAction(apps.al!, e, '100', Rejected, await addRoleAction(apps.al!, e, '100', Requested));
        await addRoleAction(apps.al!, e, '100', Requested);
      },
    ],
    [
      'staff held, director requested',
      ['100'],
      async (e) => {
        await addRoleAction(apps.al!, e, '100', Approved, await addRoleAction(apps.al!, e, '100', Requested));
        await addRoleAction(apps.al!, e, '200', Requested);
      },
    ],
    [
      'both held',
      ['100', '200'],
      async (e) => {
        await addRoleAction(apps.al!, e, '100', Approved, await addRoleAction(apps.al!, e, '100', Requested));
        await addRoleAction(apps.al!, e, '200', Approved, await addRoleAction(apps.al!, e, '200', Requested));
      },
    ],
    [
      'staff removed',
      [],
      async (e) => {
        const approved = await addRoleAction(
          apps.al!,
          e,
          '100',
          Approved,
          await addRoleAction(apps.al!, e, '100', Requested),
        );
        await addRoleAction(apps.al!, e, '100', Removed, approved);
      },
    ],
    [
      'director rejected while staff held',
      ['100'],
      async (e) => {
        await addRoleAction(apps.al!, e, '100', Approved, await addRoleAction(apps.al!, e, '100', Requested));
        await addRoleAction(apps.al!, e, '200', Rejected, await addRoleAction(apps.al!, e, '200', Requested));
      },
    ],
    [
      'removed, then requested and rejected',
      [],
      async (e) => {
        await addRoleAction(apps.al!, e, '100', Removed);
        await addRoleAction(apps.al!, e, '100', Rejected, await addRoleAction(apps.al!, e, '100', Requested));
      },
    ],
  ];

  it.each(histories)('%s', async (_name, held, history) => {
    const t = apps.al!;
    const person = await createUser(t);
    const organizationId = await addOrganization(t);
    // A role not held has an inactive row (as an ended one does): no role held.
    const roles = (['100', '200'] as const).map((roleName) => ({
      roleName,
      active: held.includes(roleName),
    }));
    const employment = await addEmployment(t, person.id, organizationId, roles);
    await history(employment);
    const { token } = await signIn(t, person);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(token),
      payload: {
        entityTypeId: 8,
        from: 1,
        to: 5,
        sortInfo: [{ sortColumn: 'startDate', sortDirection: 'Ascending' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const row = response.json<TGridResponse>().gridData.find((candidate) => candidate.id === employment)!;
    const actions = await t.db
      .selectFrom('roleRequestActions')
      .select(['id', 'parentActionId', 'roleName', 'actionType'])
      .where('employmentRecordId', '=', employment)
      .execute();
    const expected = organizationRoleState(held, actions as RoleActionRow[]);
    const flags = Object.fromEntries(Object.keys(expected).map((key) => [key, row[key]]));
    expect(flags).toEqual(expected);
    // al has no TrainTN access.
    expect(row.hasTrainTNAccess).toBe(false);
    expect(row.organizationName).toMatch(/^Org /);
    // A role held or requested: the employment is neither deleted nor disabled.
    const busy = expected.has100Role || expected.has200Role || expected.pending100 || expected.pending200;
    expect(row.canDelete).toBe(!busy);
  });
});
