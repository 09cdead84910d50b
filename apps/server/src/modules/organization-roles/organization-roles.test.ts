import type { TOrganizationRolesResponse, TRoleRequestAction } from '@registry/contracts';
import {
  dateInZone,
  organizationRoleActionProblem,
  organizationRoleState,
  ORGANIZATION_ROLE_TEXTS as TEXTS,
  ROLE_ACTION,
  type OrganizationRoleAction,
} from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUserOptions } from '../../../test/accounts.js';
import { addRoleAction, createEmployment, createOrganization } from '../../../test/employment.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const ROLES_URL = '/api/userorganizationroles';
const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const post = (token: string | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : bearer(token),
    payload: payload as object,
  });
const rolesOf = (token: string | null, employmentRecordId: number | string) =>
  get(token, `${ROLES_URL}?employmentRecordId=${employmentRecordId}`);
const historyOf = (token: string | null, employmentRecordId: number) =>
  get(token, `${ROLES_URL}/actionhistory?employmentRecordId=${employmentRecordId}`);

/** A signed-in person (their token) with one employment at a new registry organization. */
async function employedPerson(
  options: TestUserOptions & { registry?: boolean; roles?: ('100' | '200')[] } = {},
) {
  const user = await createUser(t, { firstName: 'Paula', lastName: 'Person', ...options });
  const organizationId = options.registry === false ? null : await createOrganization(t);
  const employmentId = await createEmployment(t, user.id, { organizationId, roles: options.roles });
  const { token } = await signIn(t, user);
  return { user, organizationId, employmentId, token };
}

/** A director (active role 200) of `organizationId`, through an employment with roles 100 and 200 there. */
async function directorOf(organizationId: number) {
  const user = await createUser(t, { firstName: 'Dana', lastName: 'Director' });
  await createEmployment(t, user.id, { organizationId, roles: ['100', '200'] });
  const { token } = await signIn(t, user);
  return { user, token };
}

/** A signed-in holder of one general role (active at sign-in). */
async function holderOf(role: '100' | '350' | '400' | '500' | 'AdminUser' | 'ApiUser') {
  const user = await createUser(t, { generalRoles: [role] });
  return (await signIn(t, user)).token;
}

/** What the database holds of an employment's roles and actions. */
async function stored(employmentId: number) {
  const roles = await t.db
    .selectFrom('organizationRoles')
    .select(['roleName', 'active'])
    .where('employmentRecordId', '=', employmentId)
    .orderBy('roleName')
    .execute();
  const actions = await t.db
    .selectFrom('roleRequestActions')
    .select(['id', 'roleName', 'actionType', 'parentActionId', 'userLastUpdated', 'comments'])
    .where('employmentRecordId', '=', employmentId)
    .orderBy('id')
    .execute();
  return { roles, actions };
}

async function auditRows(employmentId: number) {
  return t.db
    .selectFrom('auditLog')
    .select(['action', 'actorUserId', 'before', 'after'])
    .where('entity', '=', 'employment_record')
    .where('entityId', '=', String(employmentId))
    .orderBy('id')
    .execute();
}

describe('GET /api/userorganizationroles', () => {
  it("answers the employment's roles, pending requests and state flags", async () => {
    const { user, employmentId, organizationId, token } = await employedPerson({ roles: ['100'] });
    const request = await addRoleAction(t, employmentId, { roleName: '200', actionType: 1, by: user.id });
    const response = await rolesOf(token, employmentId);
    expect(response.statusCode).toBe(200);
    const body = response.json<TOrganizationRolesResponse>();
    expect(body).toMatchObject({
      employmentRecordId: employmentId,
      organizationId,
      isRegistryOrganization: true,
      active: [{ roleName: '100' }],
      has100Role: true,
      has200Role: false,
      pending100: false,
      pending200: true,
      hasTrainTNAccess: false,
    });
    expect(body.organizationName).toMatch(/^Org /);
    expect(body.requests).toEqual([
      expect.objectContaining({
        rolePromotionActionId: request,
        parentActionId: null,
        roleRequested: '200',
        actionType: 1,
        userLastUpdated: 'Paula Person',
      }),
    ]);
  });

  it('answers an employment outside the registry with no organization and no roles', async () => {
    const { employmentId, token } = await employedPerson({ registry: false });
    expect((await rolesOf(token, employmentId)).json()).toMatchObject({
      organizationId: null,
      organizationName: null,
      isRegistryOrganization: false,
      active: [],
      requests: [],
    });
  });

  it('refuses a malformed or unknown query (400), a visitor (401), an API user and a limited login (403)', async () => {
    const { employmentId, token } = await employedPerson();
    expect((await rolesOf(token, 'abc')).statusCode).toBe(400);
    expect((await get(token, `${ROLES_URL}?employmentRecordId=${employmentId}&x=1`)).statusCode).toBe(400);
    expect((await get(token, ROLES_URL)).statusCode).toBe(400);
    expect((await rolesOf(null, employmentId)).statusCode).toBe(401);
    expect((await rolesOf(await holderOf('ApiUser'), employmentId)).statusCode).toBe(403);
    const firstTime = await createUser(t, { profileCompleted: false });
    const limited = (await signIn(t, firstTime)).token;
    expect((await rolesOf(limited, employmentId)).statusCode).toBe(403);
  });

  it('answers 404 for a record that does not exist, as for one outside reach', async () => {
    const { token } = await employedPerson();
    const response = await rolesOf(token, 999_999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toBe(TEXTS.noSuchEmployment);
  });
});

describe('whose employment: GET roles and action history (roles x targets)', () => {
  // Targets: a professional at the director's organization, one elsewhere, an agency staff member (350) at it.
  let org: number;
  let director: string;
  const targets = {} as Record<'atOrg' | 'elsewhere' | 'elevatedAtOrg', number>;
  const viewers = {} as Record<string, string>;

  beforeAll(async () => {
    org = await createOrganization(t);
    const directorAccount = await directorOf(org);
    director = directorAccount.token;
    const atOrg = await createUser(t);
    targets.atOrg = await createEmployment(t, atOrg.id, { organizationId: org });
    targets.elsewhere = (await employedPerson()).employmentId;
    const elevated = await createUser(t, { generalRoles: ['100', '350'] });
    targets.elevatedAtOrg = await createEmployment(t, elevated.id, { organizationId: org });
    viewers.director = director;
    viewers.otherDirector = (await directorOf(await createOrganization(t))).token;
    // The director of the organization acting as staff (100 active, in a session of its own) sees nothing of it.
    const second = (await signIn(t, directorAccount.user)).token;
    const switched = await post(second, `${ROLES_URL}/roleswitch`, { roleName: '100' });
    viewers.directorAs100 = switched.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
    for (const role of ['100', '350', '400', '500', 'AdminUser'] as const)
      viewers[role] = await holderOf(role);
  });

  // viewer -> the targets it sees (all others 404)
  const table: [string, (keyof typeof targets)[]][] = [
    ['director', ['atOrg', 'elevatedAtOrg']],
    ['otherDirector', []],
    ['directorAs100', []],
    ['100', []],
    ['350', []],
    ['400', ['atOrg', 'elsewhere']],
    ['500', ['atOrg', 'elsewhere', 'elevatedAtOrg']],
    ['AdminUser', ['atOrg', 'elsewhere', 'elevatedAtOrg']],
  ];
  it.each(table)('%s sees %j', async (viewer, seen) => {
    for (const [kind, employmentId] of Object.entries(targets) as [keyof typeof targets, number][]) {
      const expected = seen.includes(kind) ? 200 : 404;
      expect((await rolesOf(viewers[viewer]!, employmentId)).statusCode, kind).toBe(expected);
      expect((await historyOf(viewers[viewer]!, employmentId)).statusCode, kind).toBe(expected);
    }
  });
});

/** The §4 states an employment can be in: roles held and the actions that led there. */
type Arrange = (employmentId: number, userId: number) => Promise<('100' | '200')[]>;
const STATES: Record<string, Arrange> = {
  'nothing yet': async () => [],
  'staff requested': async (id, by) => {
    await addRoleAction(t, id, { roleName: '100', actionType: 1, by });
    return [];
  },
  'staff held': async (id, by) => {
    const ask = await addRoleAction(t, id, { roleName: '100', actionType: 1, by });
    await addRoleAction(t, id, { roleName: '100', actionType: 2, parentActionId: ask });
    return ['100'];
  },
  'staff held, director requested': async (id, by) => {
    await addRoleAction(t, id, { roleName: '200', actionType: 1, by });
    return ['100'];
  },
  'both held': async () => ['100', '200'],
  'staff rejected': async (id, by) => {
    const ask = await addRoleAction(t, id, { roleName: '100', actionType: 1, by });
    await addRoleAction(t, id, { roleName: '100', actionType: 3, parentActionId: ask });
    return [];
  },
  'staff removed': async (id) => {
    await addRoleAction(t, id, { roleName: '100', actionType: 4 });
    return [];
  },
  'director removed': async (id) => {
    await addRoleAction(t, id, { roleName: '200', actionType: 4 });
    return ['100'];
  },
};

const ACTIONS: Record<
  Extract<OrganizationRoleAction, 'requestStaff' | 'requestDirector' | 'endStaff' | 'endDirector'>,
  { url: string; payload: (employmentRecordId: number) => object }
> = {
  requestStaff: {
    url: `${ROLES_URL}/request`,
    payload: (id) => ({ employmentRecordId: id, requestType: '100' }),
  },
  requestDirector: {
    url: `${ROLES_URL}/request`,
    payload: (id) => ({ employmentRecordId: id, requestType: '200' }),
  },
  endStaff: { url: ROLES_URL, payload: (id) => ({ employmentRecordId: id, roleName: '100', active: false }) },
  endDirector: {
    url: ROLES_URL,
    payload: (id) => ({ employmentRecordId: id, roleName: '200', active: false }),
  },
};
type Action = keyof typeof ACTIONS;

describe('the role rules of spec 1 §4, through the routes (states x actions)', () => {
  // state -> the actions the person may take (the others: 400 with the rule's reason, nothing written)
  const allowed: [string, Action[]][] = [
    ['nothing yet', ['requestStaff']],
    ['staff requested', []],
    ['staff held', ['requestDirector', 'endStaff']],
    ['staff held, director requested', ['endStaff']],
    ['both held', ['endDirector']],
    ['staff rejected', ['requestStaff']],
    ['staff removed', ['requestStaff']],
    ['director removed', ['requestDirector', 'endStaff']],
  ];
  const cases = allowed.flatMap(([state, actions]) =>
    (Object.keys(ACTIONS) as Action[]).map((action) => [state, action, actions.includes(action)] as const),
  );

  it.each(cases)('%s: %s allowed=%s', async (state, action, ok) => {
    const { user, employmentId, token } = await employedPerson();
    const held = await STATES[state]!(employmentId, user.id);
    for (const roleName of held)
      await t.db
        .insertInto('organizationRoles')
        .values({ employmentRecordId: employmentId, roleName })
        .execute();
    const before = await stored(employmentId);
    const response = await post(token, ACTIONS[action].url, ACTIONS[action].payload(employmentId));
    const after = await stored(employmentId);
    if (!ok) {
      expect(response.statusCode).toBe(400);
      const beforeState = organizationRoleState(held, before.actions);
      const field = action.startsWith('request') ? 'requestType' : 'roleName';
      expect(response.json()).toEqual({
        errors: {
          [field]: organizationRoleActionProblem(
            beforeState,
            { isRegistryOrganization: true, disabled: false, endDate: null },
            action,
            dateInZone(new Date(), t.tenant.timeZone),
          ),
        },
      });
      expect(after).toEqual(before);
      expect(await auditRows(employmentId)).toEqual([]);
      return;
    }
    expect(response.statusCode).toBe(200);
    const body = response.json<TOrganizationRolesResponse>();
    const added = after.actions.slice(before.actions.length);
    switch (action) {
      case 'requestStaff':
      case 'requestDirector': {
        const roleName = action === 'requestStaff' ? '100' : '200';
        expect(added).toEqual([
          expect.objectContaining({
            roleName,
            actionType: 1,
            parentActionId: null,
            userLastUpdated: user.id,
          }),
        ]);
        expect(body[roleName === '100' ? 'pending100' : 'pending200']).toBe(true);
        expect(body.requests.map((request) => request.rolePromotionActionId)).toContain(added[0]!.id);
        break;
      }
      case 'endStaff': {
        expect(after.roles).toEqual([{ roleName: '100', active: false }]);
        expect(added[0]).toMatchObject({ roleName: '100', actionType: 4, userLastUpdated: user.id });
        // Ending the staff role withdraws a pending director request with it.
        const directorRequest = before.actions.find((row) => row.roleName === '200' && row.actionType === 1);
        if (directorRequest)
          expect(added[1]).toMatchObject({
            roleName: '200',
            actionType: 10,
            parentActionId: directorRequest.id,
            comments: TEXTS.withdrawnWithStaff,
          });
        else expect(added).toHaveLength(1);
        expect(body).toMatchObject({ has100Role: false, pending200: false, active: [] });
        break;
      }
      case 'endDirector':
        expect(after.roles).toEqual([
          { roleName: '100', active: true },
          { roleName: '200', active: false },
        ]);
        expect(added).toEqual([expect.objectContaining({ roleName: '200', actionType: 4 })]);
        expect(body).toMatchObject({ has100Role: true, has200Role: false, active: [{ roleName: '100' }] });
        break;
    }
    const audit = await auditRows(employmentId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: action.startsWith('request') ? 'organization-role.requested' : 'organization-role.removed',
      actorUserId: user.id,
    });
  });

  it.each(Object.keys(ACTIONS) as Action[])(
    'an employment outside the registry offers nothing: %s answers 400',
    async (action) => {
      const { employmentId, token } = await employedPerson({ registry: false });
      const response = await post(token, ACTIONS[action].url, ACTIONS[action].payload(employmentId));
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json<{ errors: object }>().errors)).toEqual([TEXTS.notRegistry]);
      expect(await stored(employmentId)).toEqual({ roles: [], actions: [] });
    },
  );

  it('takes no request for a disabled employment record', async () => {
    const user = await createUser(t);
    const employmentId = await createEmployment(t, user.id, {
      organizationId: await createOrganization(t),
      disabled: true,
    });
    const { token } = await signIn(t, user);
    const response = await post(token, `${ROLES_URL}/request`, {
      employmentRecordId: employmentId,
      requestType: '100',
    });
    expect(response.json()).toEqual({ errors: { requestType: TEXTS.disabled } });
    expect((await stored(employmentId)).actions).toEqual([]);
  });

  it('takes no request for employment that ended before today, and says so; one that ends today takes it', async () => {
    const user = await createUser(t);
    const org = await createOrganization(t);
    const { token } = await signIn(t, user);
    const request = (employmentRecordId: number, requestType: '100' | '200') =>
      post(token, `${ROLES_URL}/request`, { employmentRecordId, requestType });
    // The job of the report: one day, 01/15/2019.
    const ended = await createEmployment(t, user.id, {
      organizationId: org,
      startDate: '2019-01-15',
      endDate: '2019-01-15',
    });
    const refused = await request(ended, '100');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: { requestType: TEXTS.requestEmploymentEnded('2019-01-15') } });
    expect(refused.json<{ errors: { requestType: string } }>().errors.requestType).toContain('01/15/2019');
    expect(await stored(ended)).toEqual({ roles: [], actions: [] });
    expect(await auditRows(ended)).toEqual([]);
    // Nor the director role where the staff role is still held through the ended job.
    const endedWithStaff = await createEmployment(t, user.id, {
      organizationId: org,
      roles: ['100'],
      startDate: '2018-01-02',
      endDate: '2019-01-15',
    });
    expect((await request(endedWithStaff, '200')).json()).toEqual({
      errors: { requestType: TEXTS.requestEmploymentEnded('2019-01-15') },
    });
    expect((await stored(endedWithStaff)).actions).toEqual([]);
    // The end date is the last day worked: today it still goes on.
    const today = dateInZone(new Date(), t.tenant.timeZone);
    const endsToday = await createEmployment(t, user.id, { organizationId: org, endDate: today });
    expect((await request(endsToday, '100')).statusCode).toBe(200);
  });
});

describe('POST /api/userorganizationroles/request', () => {
  it('keeps the comments, trimmed, and says who asked in the history', async () => {
    const { user, employmentId, token } = await employedPerson();
    const response = await post(token, `${ROLES_URL}/request`, {
      employmentRecordId: employmentId,
      requestType: '100',
      comments: '  Lead teacher in the toddler room.  ',
    });
    expect(response.statusCode).toBe(200);
    const history = (await historyOf(token, employmentId)).json<TRoleRequestAction[]>();
    expect(history).toEqual([
      expect.objectContaining({
        roleRequested: '100',
        actionType: ROLE_ACTION.Requested,
        comments: 'Lead teacher in the toddler room.',
        userLastUpdated: 'Paula Person',
      }),
    ]);
    expect((await stored(employmentId)).actions[0]!.userLastUpdated).toBe(user.id);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const { employmentId, token } = await employedPerson();
    for (const payload of [
      { employmentRecordId: employmentId, requestType: '300' },
      { employmentRecordId: employmentId },
      { employmentRecordId: 'x', requestType: '100' },
      { employmentRecordId: employmentId, requestType: '100', extra: true },
      { employmentRecordId: employmentId, requestType: '100', comments: 'a\u0000b' },
      { employmentRecordId: employmentId, requestType: '100', comments: 'x'.repeat(1001) },
    ]) {
      const response = await post(token, `${ROLES_URL}/request`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect(await stored(employmentId)).toEqual({ roles: [], actions: [] });
  });

  it('is for the person alone: 401 for a visitor, 403 for a manager or director who sees it, 404 for anyone else', async () => {
    const { employmentId, organizationId } = await employedPerson();
    const payload = { employmentRecordId: employmentId, requestType: '100' };
    expect((await post(null, `${ROLES_URL}/request`, payload)).statusCode).toBe(401);
    const manager = await post(await holderOf('400'), `${ROLES_URL}/request`, payload);
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toBe(TEXTS.onlyThePerson);
    const director = await post((await directorOf(organizationId!)).token, `${ROLES_URL}/request`, payload);
    expect(director.statusCode).toBe(403);
    const stranger = await post(await holderOf('100'), `${ROLES_URL}/request`, payload);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toBe(TEXTS.noSuchEmployment);
    expect(await stored(employmentId)).toEqual({ roles: [], actions: [] });
  });
});

describe('POST /api/userorganizationroles (ending a role)', () => {
  const end = (token: string | null, employmentRecordId: number, roleName: '100' | '200', extra = {}) =>
    post(token, ROLES_URL, { employmentRecordId, roleName, active: false, ...extra });

  it('lets a user manager within reach end a role, and no director', async () => {
    const { employmentId, organizationId } = await employedPerson({ roles: ['100'] });
    const director = await end((await directorOf(organizationId!)).token, employmentId, '100');
    expect(director.statusCode).toBe(403);
    expect(director.json()).toBe(TEXTS.endNotAllowed);
    const managerToken = await holderOf('400');
    const response = await end(managerToken, employmentId, '100');
    expect(response.statusCode).toBe(200);
    expect((await stored(employmentId)).roles).toEqual([{ roleName: '100', active: false }]);
    const [audit] = await auditRows(employmentId);
    expect(audit).toMatchObject({
      action: 'organization-role.removed',
      before: { roles: ['100'], pending: [], hasTrainTnAccess: false },
      after: { roles: [], pending: [], hasTrainTnAccess: false },
    });
  });

  it('answers 404 to a manager whose reach does not include the person, and to a stranger', async () => {
    const { employmentId } = await employedPerson({ roles: ['100'], generalRoles: ['100', '350'] });
    expect((await end(await holderOf('400'), employmentId, '100')).statusCode).toBe(404);
    expect((await end(await holderOf('100'), employmentId, '100')).statusCode).toBe(404);
    expect((await stored(employmentId)).roles).toEqual([{ roleName: '100', active: true }]);
  });

  it('refuses bad input with 400 and writes nothing: a role still active, another organization or person named', async () => {
    const { employmentId, organizationId, user, token } = await employedPerson({ roles: ['100'] });
    const other = await createOrganization(t);
    // active: true grants a role: for user managers only (the person is refused, nothing written).
    expect(
      (await post(token, ROLES_URL, { employmentRecordId: employmentId, roleName: '100', active: true }))
        .statusCode,
    ).toBe(403);
    const wrongOrg = await end(token, employmentId, '100', { organizationId: other });
    expect(wrongOrg.json()).toEqual({ errors: { organizationId: TEXTS.organizationMismatch } });
    const wrongUser = await end(token, employmentId, '100', { userId: user.id + 1 });
    expect(wrongUser.json()).toEqual({ errors: { userId: TEXTS.userMismatch } });
    expect(await stored(employmentId)).toEqual({ roles: [{ roleName: '100', active: true }], actions: [] });
    expect(await auditRows(employmentId)).toEqual([]);
    const named = await end(token, employmentId, '100', { organizationId, userId: user.id });
    expect(named.statusCode).toBe(200);
  });

  it('ends the sessions acting in a director role no longer held anywhere', async () => {
    const org = await createOrganization(t);
    const { user, token } = await directorOf(org);
    const [employment] = await t.db
      .selectFrom('employmentRecords')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    const response = await end(token, employment!.id, '200');
    expect(response.statusCode).toBe(200);
    expect((await get(token, '/api/accounts')).statusCode).toBe(401);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('revokedReason')
      .where('userId', '=', user.id)
      .execute();
    expect(sessions).toEqual([{ revokedReason: 'role-removed' }]);
    // Signing in again makes the staff role active.
    const again = await signIn(t, user);
    expect(again.body.jwt.auth_token).toBeTruthy();
  });

  it('removes TrainTN access with the staff role', async () => {
    const user = await createUser(t);
    const employmentId = await createEmployment(t, user.id, {
      organizationId: await createOrganization(t),
      roles: ['100'],
      trainTn: true,
    });
    const response = await end((await signIn(t, user)).token, employmentId, '100');
    expect(response.json()).toMatchObject({ has100Role: false, hasTrainTNAccess: false });
    const [audit] = await auditRows(employmentId);
    expect(audit).toMatchObject({ before: { hasTrainTnAccess: true }, after: { hasTrainTnAccess: false } });
  });
});

describe('GET /api/userorganizationroles/actionhistory', () => {
  it('lists every action oldest first, with who made it', async () => {
    const { user, employmentId, token, organizationId } = await employedPerson();
    const director = await directorOf(organizationId!);
    const ask = await addRoleAction(t, employmentId, { roleName: '100', actionType: 1, by: user.id });
    await addRoleAction(t, employmentId, {
      roleName: '100',
      actionType: 2,
      parentActionId: ask,
      by: director.user.id,
    });
    await addRoleAction(t, employmentId, { roleName: '200', actionType: 1, by: user.id });
    const response = await historyOf(token, employmentId);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<TRoleRequestAction[]>()
        .map((row) => [row.roleRequested, row.actionType, row.parentActionId, row.userLastUpdated]),
    ).toEqual([
      ['100', 1, null, 'Paula Person'],
      ['100', 2, ask, 'Dana Director'],
      ['200', 1, null, 'Paula Person'],
    ]);
  });

  it('refuses a bad query (400) and a visitor (401)', async () => {
    const { employmentId, token } = await employedPerson();
    expect((await get(token, `${ROLES_URL}/actionhistory?employmentRecordId=-1`)).statusCode).toBe(400);
    expect((await historyOf(null, employmentId)).statusCode).toBe(401);
    expect((await historyOf(await holderOf('ApiUser'), employmentId)).statusCode).toBe(403);
  });
});
