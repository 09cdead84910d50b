import type { TGridResponse, TOrganizationRolesResponse, TUserAccessPermissions } from '@registry/contracts';
import {
  API_ERRORS,
  manageUsersReach,
  ROLE_RULE_TEXTS,
  SEARCH_TEXTS,
  type GeneralRole,
  type TenantCode,
} from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUser } from '../../../test/accounts.js';
import { addEmployment, addOrganization, addRoleAction, addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { readPdf } from '../../../test/pdf.js';

/**
 * The users grids (Manage Users, Search Users), User Access Permissions, organization-role grants by user
 * managers and the tn training report, through the routes.
 */

const apps = {} as Record<TenantCode, TestApp>;
/** One world per tenant: an organization, its director, and people of every kind (unique surnames). */
interface World {
  organizationId: number;
  otherOrganizationId: number;
  people: Record<string, TestUser>;
}
const worlds = {} as Record<TenantCode, World>;
const SURNAME = 'Quorvane';

async function build(tenant: TenantCode): Promise<void> {
  const t = (apps[tenant] = await createTestApp({ config: { tenant } }));
  const organizationId = await addOrganization(
    t,
    tenant === 'tn' ? 'Little Acorns & Co. East' : 'Little Acorns West',
  );
  const otherOrganizationId = await addOrganization(t);
  const person = (name: string, generalRoles: GeneralRole[], extra: Parameters<typeof createUser>[1] = {}) =>
    createUser(t, { firstName: name, lastName: SURNAME, generalRoles, ...extra });
  const people: Record<string, TestUser> = {
    staff: await person('Staffa', ['100']),
    elsewhere: await person('Elsa', ['100']),
    locked: await person('Locka', ['100'], { locked: true }),
    unconfirmed: await person('Unco', ['100'], { confirmed: false }),
    consultant: await person('Consa', ['100', '350']),
    manager: await person('Mana', ['400']),
    admin: await person('Adma', ['100', '500']),
    adminUser: await person('Adminuser', ['AdminUser']),
    director: await person('Dira', ['100']),
  };
  await addEmployment(t, people.staff!.id, organizationId, [{ roleName: '100' }], {
    positionTitle: 'Lead Teacher',
  });
  await addEmployment(t, people.elsewhere!.id, otherOrganizationId, [{ roleName: '100' }]);
  await addEmployment(t, people.director!.id, organizationId, [{ roleName: '100' }, { roleName: '200' }]);
  worlds[tenant] = { organizationId, otherOrganizationId, people };
}

beforeAll(async () => {
  await build('tn');
  await build('al');
});

/** A signed-in viewer with `role` active (200: the director of the world's organization). */
async function viewer(
  tenant: TenantCode,
  role: GeneralRole | '200',
): Promise<{ user: TestUser; token: string }> {
  const t = apps[tenant];
  const user =
    role === '200'
      ? await createUser(t, { firstName: 'Viewer', lastName: 'Director', generalRoles: ['100'] })
      : await createUser(t, { firstName: 'Viewer', lastName: `Role${role}`, generalRoles: [role] });
  if (role === '200')
    await addEmployment(t, user.id, worlds[tenant].organizationId, [
      { roleName: '100' },
      { roleName: '200' },
    ]);
  const session = await signIn(t, user);
  if (role === '200') {
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/userorganizationroles/roleswitch',
      headers: bearer(session.token),
      payload: { roleName: '200' },
    });
    return { user, token: switched.json<{ jwt: { auth_token: string } }>().jwt.auth_token };
  }
  return { user, token: session.token };
}

function grid(tenant: TenantCode, token: string, altGridId: string, filterInfo: object[] = []) {
  return apps[tenant].app.inject({
    method: 'POST',
    url: '/api/grid',
    headers: bearer(token),
    payload: { entityTypeId: 1, altGridId, filterInfo, from: 1, to: 100 },
  });
}
const byName = [{ filterColumn: 'SearchableName', operation: 'Contains', value: SURNAME.slice(0, 4) }];
/** The world's people a grid lists (by their key in the world), in the grid's order. */
function listed(tenant: TenantCode, response: { json: () => unknown }): string[] {
  const ids = new Map(Object.entries(worlds[tenant].people).map(([key, user]) => [user.id, key]));
  return (response.json() as TGridResponse).gridData.flatMap((row) => {
    const key = ids.get(row.id);
    return key === undefined ? [] : [key];
  });
}
const sorted = (keys: string[]) => [...keys].sort();

describe('the users grids', () => {
  const everyone = [
    'staff',
    'elsewhere',
    'locked',
    'unconfirmed',
    'consultant',
    'manager',
    'admin',
    'adminUser',
    'director',
  ];
  const plain = ['staff', 'elsewhere', 'locked', 'unconfirmed', 'director'];
  const cases: [GeneralRole | '200', string, string[] | number][] = [
    ['100', 'manage-users', 404],
    ['100', 'search-users', 404],
    ['350', 'manage-users', 404],
    ['350', 'search-users', plain],
    ['375', 'search-users', plain],
    ['200', 'search-users', ['staff', 'director']],
    ['400', 'manage-users', plain],
    ['400', 'search-users', plain],
    ['500', 'manage-users', everyone],
    ['500', 'search-users', [...plain, 'consultant', 'manager']],
    ['AdminUser', 'manage-users', everyone],
  ];
  it.each(cases)('tn: viewer %s, %s', async (role, altGridId, expected) => {
    const { token } = await viewer('tn', role);
    const response = await grid('tn', token, altGridId, byName);
    if (typeof expected === 'number') {
      expect(response.statusCode).toBe(expected);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(sorted(listed('tn', response))).toEqual(sorted(expected));
  });

  it('al: a director lists the staff of the organizations they direct', async () => {
    const { token } = await viewer('al', '200');
    const response = await grid('al', token, 'search-users', byName);
    expect(response.statusCode).toBe(200);
    expect(sorted(listed('al', response))).toEqual(['director', 'staff']);
  });

  it('rows are in order of name, with the spec’s columns and the flags of each person', async () => {
    const { token, user } = await viewer('tn', '500');
    const response = await grid('tn', token, 'manage-users', byName);
    const body = response.json<TGridResponse>();
    expect(body.columns.map((column) => [column.propertyName, column.columnName, column.hidden])).toEqual(
      expect.arrayContaining([
        ['fullName', 'Name', false],
        ['userName', 'Email', false],
        ['firstName', 'First Name', true],
        ['lastName', 'Last Name', true],
        ['registryId', 'Registry ID', false],
        ['titlePosition', 'Title/Position', false],
      ]),
    );
    const names = body.gridData.map((row) => row.fullName as string);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const row = (key: string) =>
      body.gridData.find((candidate) => candidate.id === worlds.tn.people[key]!.id)!;
    expect(row('locked')).toMatchObject({ userLocked: true, isConfirmed: true, hasElevatedRole: false });
    expect(row('unconfirmed')).toMatchObject({ userLocked: false, isConfirmed: false, canManage: true });
    expect(row('consultant')).toMatchObject({
      hasElevatedRole: true,
      has500OrHigherRole: false,
      canManage: true,
    });
    // A 500 lists the other 500s and the AdminUsers, without managing them (spec 2 §6).
    expect(row('admin')).toMatchObject({
      has500OrHigherRole: true,
      canManage: false,
      showCoachHistoryLink: false,
    });
    expect(row('adminUser')).toMatchObject({ has500OrHigherRole: true, canManage: false });
    expect(row('staff')).toMatchObject({
      userName: worlds.tn.people.staff!.email,
      firstName: 'Staffa',
      lastName: SURNAME,
      fullName: `Staffa ${SURNAME}`,
      organizationName: 'Little Acorns & Co. East',
      titlePosition: null,
    });
    for (const data of body.gridData) {
      const target = {
        userId: data.id,
        generalRoles: data.hasElevatedRole ? (data.has500OrHigherRole ? ['500'] : ['350']) : ['100'],
      };
      expect(data.canManage).toBe(
        manageUsersReach({ userId: user.id, activeRole: '500', claims: ['users.manage'] }, target) === 'edit',
      );
    }
  });

  it('filters: the name or e-mail by word prefix, EC professionals only, the organization’s people with their title', async () => {
    const { token } = await viewer('tn', 'AdminUser');
    const { people, organizationId } = worlds.tn;
    const staffOnly = await grid('tn', token, 'manage-users', [
      { filterColumn: 'SearchableName', operation: 'Contains', value: 'staf quorv' },
    ]);
    expect(listed('tn', staffOnly)).toEqual(['staff']);
    const byEmail = await grid('tn', token, 'manage-users', [
      { filterColumn: 'SearchableName', operation: 'Contains', value: people.locked!.email.slice(0, 12) },
    ]);
    expect(listed('tn', byEmail)).toEqual(['locked']);
    const professionals = await grid('tn', token, 'manage-users', [
      ...byName,
      { filterColumn: 'HasECProfessionalRoleOnly', operation: 'Equals', value: 'true' },
    ]);
    expect(sorted(listed('tn', professionals))).toEqual(
      sorted(['staff', 'elsewhere', 'locked', 'unconfirmed', 'director']),
    );
    const atOrganization = await grid('tn', token, 'manage-users', [
      { filterColumn: 'organizationId', operation: 'Contains', value: String(organizationId) },
    ]);
    expect(sorted(listed('tn', atOrganization))).toEqual(['director', 'staff']);
    const staff = atOrganization.json<TGridResponse>().gridData.find((row) => row.id === people.staff!.id)!;
    expect(staff).toMatchObject({
      titlePosition: 'Lead Teacher',
      organizationName: 'Little Acorns & Co. East',
    });
  });

  it('refuses a search of fewer than two characters, and an organization that is not an id', async () => {
    const { token } = await viewer('tn', '400');
    const short = await grid('tn', token, 'search-users', [
      { filterColumn: 'SearchableName', operation: 'Contains', value: ' q ' },
    ]);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ errors: { 'filterInfo.0': SEARCH_TEXTS.tooShort } });
    expect(SEARCH_TEXTS.tooShort).toBe('Two or more characters are required for search');
    const organization = await grid('tn', token, 'search-users', [
      { filterColumn: 'organizationId', operation: 'Contains', value: 'acorns' },
    ]);
    expect(organization.statusCode).toBe(400);
  });
});

describe('GET /api/accountroles/user', () => {
  const read = (tenant: TenantCode, token: string, userId: number) =>
    apps[tenant].app.inject({
      method: 'GET',
      url: `/api/accountroles/user?userId=${userId}`,
      headers: bearer(token),
    });

  it('gives the roles held, those the viewer manages and each employment’s organization roles', async () => {
    const { token } = await viewer('tn', '400');
    const { people, organizationId } = worlds.tn;
    const t = apps.tn;
    const person = await createUser(t, { generalRoles: ['100'] });
    const employment = await addEmployment(t, person.id, organizationId, [{ roleName: '100' }]);
    await addRoleAction(t, employment, '200', 1);
    const response = await read('tn', token, person.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TUserAccessPermissions>();
    expect(body).toMatchObject({
      userId: person.id,
      fullName: 'Test User',
      generalRoles: ['100'],
      mayManageOrganizationRoles: true,
    });
    expect(body.manageableRoles).toEqual(['100', '300', '350', '375']);
    expect(body.organizations).toEqual([
      {
        employmentRecordId: employment,
        organizationId,
        organizationName: 'Little Acorns & Co. East',
        has100Role: true,
        has200Role: false,
        pending100: false,
        pending200: true,
      },
    ]);
    // A 400 reaches no 500: 404 as for nobody; without the claim 403; not signed in 401.
    expect((await read('tn', token, people.admin!.id)).statusCode).toBe(404);
    expect((await read('tn', token, 987654321)).statusCode).toBe(404);
    expect((await read('tn', (await viewer('tn', '350')).token, person.id)).statusCode).toBe(403);
    expect(
      (await apps.tn.app.inject({ method: 'GET', url: `/api/accountroles/user?userId=${person.id}` }))
        .statusCode,
    ).toBe(401);
    expect((await read('tn', token, -1)).statusCode).toBe(400);
    // One's own account: never granted there.
    const self = await viewer('tn', '500');
    expect(
      (await read('tn', self.token, self.user.id)).json<TUserAccessPermissions>().mayManageOrganizationRoles,
    ).toBe(false);
  });
});

describe('POST /api/userorganizationroles by a user manager', () => {
  const set = (token: string, payload: object) =>
    apps.al.app.inject({
      method: 'POST',
      url: '/api/userorganizationroles',
      headers: bearer(token),
      payload,
    });
  const rolesOf = (employmentRecordId: number) =>
    apps.al.db
      .selectFrom('organizationRoles')
      .select(['roleName', 'active'])
      .where('employmentRecordId', '=', employmentRecordId)
      .orderBy('roleName')
      .execute();

  it('grants the staff then the director role, with history, and removes them in order', async () => {
    const t = apps.al;
    const { token, user: manager } = await viewer('al', '500');
    const person = await createUser(t, { generalRoles: ['100'] });
    const employment = await addEmployment(t, person.id, worlds.al.organizationId);
    const request = await addRoleAction(t, employment, '100', 1);
    // The director role before the staff role: refused by the toggle rules, nothing changed.
    const early = await set(token, { employmentRecordId: employment, roleName: '200', active: true });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ errors: { roleName: ROLE_RULE_TEXTS.directorNeedsStaff } });
    expect(await rolesOf(employment)).toEqual([]);
    const staff = await set(token, { employmentRecordId: employment, roleName: '100', active: true });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json<TOrganizationRolesResponse>()).toMatchObject({ has100Role: true, pending100: false });
    const director = await set(token, { employmentRecordId: employment, roleName: '200', active: true });
    expect(director.statusCode).toBe(200);
    expect(await rolesOf(employment)).toEqual([
      { roleName: '100', active: true },
      { roleName: '200', active: true },
    ]);
    const history = await t.db
      .selectFrom('roleRequestActions')
      .select(['roleName', 'actionType', 'parentActionId', 'userLastUpdated'])
      .where('employmentRecordId', '=', employment)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { roleName: '100', actionType: 1, parentActionId: null, userLastUpdated: null },
      { roleName: '100', actionType: 2, parentActionId: request, userLastUpdated: manager.id },
      { roleName: '200', actionType: 2, parentActionId: null, userLastUpdated: manager.id },
    ]);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('actorUserId', '=', manager.id)
      .execute();
    expect(audit.filter((row) => row.action === 'organization-role.granted')).toHaveLength(2);
    // Held already: 400. The staff role while the director role is held: 400; then in order.
    expect(
      (await set(token, { employmentRecordId: employment, roleName: '100', active: true })).statusCode,
    ).toBe(400);
    expect(
      (await set(token, { employmentRecordId: employment, roleName: '100', active: false })).statusCode,
    ).toBe(400);
    expect(
      (await set(token, { employmentRecordId: employment, roleName: '200', active: false })).statusCode,
    ).toBe(200);
    expect(
      (await set(token, { employmentRecordId: employment, roleName: '100', active: false })).statusCode,
    ).toBe(200);
    expect(await rolesOf(employment)).toEqual([
      { roleName: '100', active: false },
      { roleName: '200', active: false },
    ]);
  });

  it('refuses one’s own account (403), a person out of reach (404) and a viewer without the claim (403)', async () => {
    const t = apps.al;
    const { token, user } = await viewer('al', '400');
    const own = await addEmployment(t, user.id, worlds.al.organizationId);
    const response = await set(token, { employmentRecordId: own, roleName: '100', active: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toBe(API_ERRORS.roleSelfGrant);
    expect(await rolesOf(own)).toEqual([]);
    const admin = await createUser(t, { generalRoles: ['100', '500'] });
    const adminEmployment = await addEmployment(t, admin.id, worlds.al.organizationId);
    expect(
      (await set(token, { employmentRecordId: adminEmployment, roleName: '100', active: true })).statusCode,
    ).toBe(404);
    expect(await rolesOf(adminEmployment)).toEqual([]);
    const person = await createUser(t, { generalRoles: ['100'] });
    const employment = await addEmployment(t, person.id, worlds.al.organizationId);
    const director = await viewer('al', '200');
    expect(
      (await set(director.token, { employmentRecordId: employment, roleName: '100', active: true }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/accounts/trainingreport', () => {
  const report = (tenant: TenantCode, token: string, username: string, organizationId: number) =>
    apps[tenant].app.inject({
      method: 'GET',
      url: `/api/accounts/trainingreport?username=${encodeURIComponent(username)}&organizationId=${organizationId}`,
      headers: bearer(token),
    });

  it('tn: a PDF of the person’s training at the organization, named for both', async () => {
    const t = apps.tn;
    const { people, organizationId, otherOrganizationId } = worlds.tn;
    await addTraining(t, people.staff!.id, { trainingName: 'Safe Sleep Basics', hours: 2.5, verified: true });
    await addTraining(t, people.staff!.id, { trainingName: 'Healthy Meals', hours: 1.5 });
    const { token } = await viewer('tn', '350');
    const response = await report('tn', token, people.staff!.email, organizationId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ file: string; fileName: string }>();
    expect(body.fileName).toBe(`TNPAL_TrainingReport_Little_Acorns_Co_East_Staffa${SURNAME}.pdf`);
    const pdf = await readPdf(Buffer.from(body.file, 'base64'));
    const text = pdf.pages.join(' ');
    expect(text).toContain(`Staffa ${SURNAME}, Little Acorns & Co. East`);
    expect(text).toContain('Safe Sleep Basics');
    expect(text).toContain('Healthy Meals');
    expect(text).toContain('Total hours: 4');
    // Not employed there, out of reach, or nobody: 404.
    expect((await report('tn', token, people.staff!.email, otherOrganizationId)).statusCode).toBe(404);
    expect((await report('tn', token, people.admin!.email, organizationId)).statusCode).toBe(404);
    expect((await report('tn', token, 'nobody@example.org', organizationId)).statusCode).toBe(404);
    expect(
      (await report('tn', (await viewer('tn', '100')).token, people.staff!.email, organizationId)).statusCode,
    ).toBe(403);
  });

  it('al: there is no training report', async () => {
    const { token } = await viewer('al', '350');
    const { people, organizationId } = worlds.al;
    expect((await report('al', token, people.staff!.email, organizationId)).statusCode).toBe(404);
  });
});
