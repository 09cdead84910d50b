import type { TOrganizationRolesResponse, TPendingRoleRequest } from '@registry/contracts';
import { ORGANIZATION_ROLE_TEXTS as TEXTS, personRecordsAccess } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUserOptions } from '../../../test/accounts.js';
import { addRoleAction, createEmployment, createOrganization } from '../../../test/employment.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { loadUserRoles } from '../../platform/role-holdings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const ROLES_URL = '/api/userorganizationroles';
const REQUESTS_URL = `${ROLES_URL}/requests`;
const ACTION_URL = `${ROLES_URL}/requestaction`;
const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const post = (token: string | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: token === null ? {} : bearer(token), payload });
const answer = (token: string | null, rolePromotionActionId: number, actionType: number, comments?: string) =>
  post(token, ACTION_URL, {
    rolePromotionActionId,
    actionType,
    ...(comments === undefined ? {} : { comments }),
  });

async function holderOf(role: '100' | '350' | '400' | '500' | 'AdminUser') {
  const user = await createUser(t, { generalRoles: [role] });
  return { user, token: (await signIn(t, user)).token };
}

/** A director (active role 200) of `organizationId`. */
async function directorOf(organizationId: number) {
  const user = await createUser(t, { firstName: 'Dana', lastName: 'Director' });
  await createEmployment(t, user.id, { organizationId, roles: ['100', '200'] });
  return { user, token: (await signIn(t, user)).token };
}

/** A person who asked (through the route) for a role for their employment at `organizationId`. */
async function requester(organizationId: number, role: '100' | '200' = '100', options: TestUserOptions = {}) {
  const user = await createUser(t, { firstName: 'Rita', lastName: 'Requester', ...options });
  const employmentId = await createEmployment(t, user.id, {
    organizationId,
    roles: role === '200' ? ['100'] : [],
  });
  const { token } = await signIn(t, user);
  const response = await post(token, `${ROLES_URL}/request`, {
    employmentRecordId: employmentId,
    requestType: role,
  });
  expect(response.statusCode).toBe(200);
  const requestId = response.json<TOrganizationRolesResponse>().requests[0]!.rolePromotionActionId;
  return { user, token, employmentId, requestId };
}

async function actionsOf(employmentId: number) {
  return t.db
    .selectFrom('roleRequestActions')
    .select(['id', 'roleName', 'actionType', 'parentActionId', 'userLastUpdated', 'comments'])
    .where('employmentRecordId', '=', employmentId)
    .orderBy('id')
    .execute();
}

async function heldRoles(employmentId: number) {
  const rows = await t.db
    .selectFrom('organizationRoles')
    .select('roleName')
    .where('employmentRecordId', '=', employmentId)
    .where('active', '=', true)
    .orderBy('roleName')
    .execute();
  return rows.map((row) => row.roleName);
}

const ids = (response: { json: <T>() => T }) =>
  response.json<TPendingRoleRequest[]>().map((request) => request.rolePromotionActionId);

describe('GET /api/userorganizationroles/requests', () => {
  it("lists a director's organizations' pending requests, newest first, with the person and the organization", async () => {
    const org = await createOrganization(t, { name: 'Sunny Steps Preschool' });
    const director = await directorOf(org);
    const first = await requester(org);
    const second = await requester(org, '200');
    const answered = await requester(org);
    await answer(director.token, answered.requestId, 3);
    // Elsewhere, and outside the registry (the organization named, not marked as the registry's).
    await requester(await createOrganization(t));
    const outside = await createUser(t);
    const unmarked = await createEmployment(t, outside.id, { organizationId: org, registry: false });
    await addRoleAction(t, unmarked, { roleName: '100', actionType: 1 });

    const response = await get(director.token, REQUESTS_URL);
    expect(response.statusCode).toBe(200);
    const list = response.json<TPendingRoleRequest[]>();
    expect(list.map((request) => request.rolePromotionActionId)).toEqual([second.requestId, first.requestId]);
    expect(list[1]).toEqual({
      rolePromotionActionId: first.requestId,
      employmentRecordId: first.employmentId,
      roleRequested: '100',
      requestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      comments: null,
      user: {
        id: first.user.id,
        name: 'Rita Requester',
        email: first.user.email,
        registryId: expect.any(String),
      },
      organization: { id: org, name: 'Sunny Steps Preschool' },
      employmentEndDate: null,
    });
  });

  it("lists user managers' requests of the people within reach, at any organization, never their own", async () => {
    const org = await createOrganization(t);
    const plain = await requester(org);
    const elevated = await requester(await createOrganization(t), '100', { generalRoles: ['100', '350'] });
    const admin = await requester(org, '100', { generalRoles: ['100', '500'] });
    const manager = await holderOf('400');
    const own = await createEmployment(t, manager.user.id, { organizationId: org });
    await addRoleAction(t, own, { roleName: '100', actionType: 1, by: manager.user.id });
    const [ownRequest] = await actionsOf(own);

    const seen = async (token: string) => ids(await get(token, REQUESTS_URL));
    const by400 = await seen(manager.token);
    expect(by400).toContain(plain.requestId);
    expect(by400).not.toContain(elevated.requestId);
    expect(by400).not.toContain(admin.requestId);
    expect(by400).not.toContain(ownRequest!.id);
    const by500 = await seen((await holderOf('500')).token);
    expect(by500).toEqual(expect.arrayContaining([plain.requestId, elevated.requestId, ownRequest!.id]));
    expect(by500).not.toContain(admin.requestId);
    const byAdmin = await seen((await holderOf('AdminUser')).token);
    expect(byAdmin).toEqual(expect.arrayContaining([plain.requestId, elevated.requestId, admin.requestId]));
  });

  it('answers 401 to a visitor, 403 to roles that answer no requests, 400 to a query', async () => {
    expect((await get(null, REQUESTS_URL)).statusCode).toBe(401);
    for (const role of ['100', '350'] as const) {
      const response = await get((await holderOf(role)).token, REQUESTS_URL);
      expect(response.statusCode, role).toBe(403);
    }
    const director = await directorOf(await createOrganization(t));
    expect((await get(director.token, `${REQUESTS_URL}?organizationId=1`)).statusCode).toBe(400);
  });
});

describe('POST /api/userorganizationroles/requestaction', () => {
  it("approves a staff request: the person holds the staff role there, and the director then sees the person's records", async () => {
    const org = await createOrganization(t);
    const director = await directorOf(org);
    const person = await requester(org);
    const response = await answer(director.token, person.requestId, 2, 'Welcome to the team.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ has100Role: true, pending100: false, requests: [] });
    expect(await heldRoles(person.employmentId)).toEqual(['100']);
    expect((await actionsOf(person.employmentId)).at(-1)).toMatchObject({
      roleName: '100',
      actionType: 2,
      parentActionId: person.requestId,
      userLastUpdated: director.user.id,
      comments: 'Welcome to the team.',
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId', 'before', 'after'])
      .where('entity', '=', 'employment_record')
      .where('entityId', '=', String(person.employmentId))
      .where('action', '=', 'organization-role.approved')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actorUserId: director.user.id,
      before: { roles: [], pending: ['100'] },
      after: { roles: ['100'], pending: [] },
    });
    // What personRecordsAccess is given, from the database: the director's and the person's roles.
    const directorRoles = await loadUserRoles(t.db, director.user.id);
    const personRoles = await loadUserRoles(t.db, person.user.id);
    const access = personRecordsAccess(
      {
        userId: director.user.id,
        activeRole: '200',
        claims: [],
        directorOrganizationIds: directorRoles.organization
          .filter((row) => row.role === '200' && row.active)
          .map((row) => row.organizationId),
      },
      {
        userId: person.user.id,
        generalRoles: personRoles.general,
        staffOrganizationIds: personRoles.organization
          .filter((row) => row.role === '100' && row.active)
          .map((row) => row.organizationId),
      },
    );
    expect(access).toBe('view');
    // The person's session now lists the role at the organization.
    const profile = await get(person.token, '/api/accounts');
    expect(JSON.stringify(profile.json())).toContain(`"organizationId":${org}`);
  });

  it('gives no role for employment that has ended since the request: the list says when it ended, Approve is refused with why, Reject stays', async () => {
    const org = await createOrganization(t);
    const director = await directorOf(org);
    const person = await requester(org);
    // The person worked one day, 01/15/2019, and said so after asking.
    await t.db
      .updateTable('employmentRecords')
      .set({ startDate: '2019-01-15', endDate: '2019-01-15' })
      .where('id', '=', person.employmentId)
      .execute();
    const listed = (await get(director.token, REQUESTS_URL))
      .json<TPendingRoleRequest[]>()
      .find((request) => request.rolePromotionActionId === person.requestId);
    expect(listed?.employmentEndDate).toBe('2019-01-15');
    const before = await actionsOf(person.employmentId);
    const refused = await answer(director.token, person.requestId, 2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: { rolePromotionActionId: TEXTS.approveEmploymentEnded('2019-01-15') },
    });
    expect(await heldRoles(person.employmentId)).toEqual([]);
    expect(await actionsOf(person.employmentId)).toEqual(before);
    const rejected = await answer(director.token, person.requestId, 3, 'You no longer work here.');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ has100Role: false, pending100: false });
    expect(await heldRoles(person.employmentId)).toEqual([]);
    // A current employment lists no end date.
    const current = await requester(org);
    expect(
      (await get(director.token, REQUESTS_URL))
        .json<TPendingRoleRequest[]>()
        .find((request) => request.rolePromotionActionId === current.requestId)?.employmentEndDate,
    ).toBeNull();
  });

  it('approves a director request with role 200 there; a rejection gives nothing', async () => {
    const org = await createOrganization(t);
    const director = await directorOf(org);
    const approved = await requester(org, '200');
    expect((await answer(director.token, approved.requestId, 2)).statusCode).toBe(200);
    expect(await heldRoles(approved.employmentId)).toEqual(['100', '200']);
    const rejected = await requester(org, '200');
    const response = await answer(director.token, rejected.requestId, 3, 'Not a director here.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ has200Role: false, pending200: false });
    expect(await heldRoles(rejected.employmentId)).toEqual(['100']);
    // The person may ask again.
    const again = await post(rejected.token, `${ROLES_URL}/request`, {
      employmentRecordId: rejected.employmentId,
      requestType: '200',
    });
    expect(again.statusCode).toBe(200);
  });

  it('lets a user manager within reach answer, and answers 404 beyond it', async () => {
    const org = await createOrganization(t);
    const plain = await requester(org);
    const elevated = await requester(org, '100', { generalRoles: ['100', '350'] });
    const manager = await holderOf('400');
    expect((await answer(manager.token, plain.requestId, 2)).statusCode).toBe(200);
    const beyond = await answer(manager.token, elevated.requestId, 2);
    expect(beyond.statusCode).toBe(404);
    // As for an id that does not exist: the answer tells nothing of what is beyond reach.
    expect(beyond.json()).toBe(TEXTS.noSuchRequest);
    expect(await heldRoles(elevated.employmentId)).toEqual([]);
  });

  it("refuses others: 403 without the claim or for one's own request, 404 beyond reach, 401 for a visitor", async () => {
    const org = await createOrganization(t);
    const person = await requester(org);
    const before = await actionsOf(person.employmentId);
    expect((await answer(null, person.requestId, 2)).statusCode).toBe(401);
    // The person (a professional) and agency staff have no claim to answer requests.
    expect((await answer(person.token, person.requestId, 2)).statusCode).toBe(403);
    expect((await answer((await holderOf('350')).token, person.requestId, 2)).statusCode).toBe(403);
    // A director elsewhere does not reach it.
    const elsewhere = await directorOf(await createOrganization(t));
    expect((await answer(elsewhere.token, person.requestId, 3)).statusCode).toBe(404);
    // A director answering their own request (a second employment at the organization they direct).
    const director = await directorOf(org);
    const own = await createEmployment(t, director.user.id, { organizationId: org });
    const ownRequest = await addRoleAction(t, own, { roleName: '100', actionType: 1, by: director.user.id });
    const response = await answer(director.token, ownRequest, 2);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toBe(TEXTS.ownRequest);
    expect(await actionsOf(person.employmentId)).toEqual(before);
    expect(await heldRoles(own)).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const org = await createOrganization(t);
    const director = await directorOf(org);
    const person = await requester(org);
    for (const payload of [
      { rolePromotionActionId: person.requestId, actionType: 4 },
      { rolePromotionActionId: person.requestId, actionType: 1 },
      { rolePromotionActionId: person.requestId },
      { rolePromotionActionId: 'one', actionType: 2 },
      { rolePromotionActionId: person.requestId, actionType: 2, approve: true },
    ]) {
      expect((await post(director.token, ACTION_URL, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // An action that is not a request (here, an approval) cannot be answered.
    const other = await requester(org);
    await answer(director.token, other.requestId, 2);
    const approval = (await actionsOf(other.employmentId)).at(-1)!.id;
    const response = await answer(director.token, approval, 3);
    expect(response.json()).toEqual({ errors: { rolePromotionActionId: TEXTS.notARequest } });
    expect(await actionsOf(person.employmentId)).toHaveLength(1);
    expect((await answer(director.token, 999_999_999, 2)).json()).toBe(TEXTS.noSuchRequest);
  });

  it('withdraws: the requester alone; a request no longer pending answers 409 with a clear message', async () => {
    const org = await createOrganization(t);
    const director = await directorOf(org);
    const person = await requester(org);
    const byDirector = await answer(director.token, person.requestId, 10);
    expect(byDirector.statusCode).toBe(403);
    expect(byDirector.json()).toBe(TEXTS.notOwnRequest);
    expect((await answer((await holderOf('100')).token, person.requestId, 10)).statusCode).toBe(404);
    const withdrawn = await answer(person.token, person.requestId, 10);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ pending100: false, requests: [] });
    for (const [token, type] of [
      [director.token, 2],
      [director.token, 3],
      [person.token, 10],
    ] as const) {
      const late = await answer(token, person.requestId, type);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toBe(TEXTS.notPending);
    }
    expect((await actionsOf(person.employmentId)).map((row) => row.actionType)).toEqual([1, 10]);
    expect(await heldRoles(person.employmentId)).toEqual([]);
  });

  it('withdraws a pending director request when the staff role ends, so it can no longer be approved', async () => {
    const org = await createOrganization(t);
    const director = await directorOf(org);
    const person = await requester(org, '200');
    const ended = await post(person.token, ROLES_URL, {
      employmentRecordId: person.employmentId,
      roleName: '100',
      active: false,
    });
    expect(ended.statusCode).toBe(200);
    expect(ids(await get(director.token, REQUESTS_URL))).not.toContain(person.requestId);
    expect((await answer(director.token, person.requestId, 2)).statusCode).toBe(409);
    expect(await heldRoles(person.employmentId)).toEqual([]);
  });
});

describe('simultaneous calls', () => {
  it('makes one request of many identical simultaneous ones', async () => {
    const user = await createUser(t);
    const employmentId = await createEmployment(t, user.id, { organizationId: await createOrganization(t) });
    const { token } = await signIn(t, user);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(token, `${ROLES_URL}/request`, { employmentRecordId: employmentId, requestType: '100' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((response) => response.statusCode === 400))
      expect(response.json()).toEqual({ errors: { requestType: TEXTS.staffPending } });
    expect((await actionsOf(employmentId)).map((row) => row.actionType)).toEqual([1]);
  });

  it('lets one of two simultaneous answers to a request through; the other answers 409', async () => {
    const org = await createOrganization(t);
    const director = await directorOf(org);
    const manager = await holderOf('400');
    const person = await requester(org);
    const responses = await Promise.all([
      answer(director.token, person.requestId, 2),
      answer(manager.token, person.requestId, 3),
      answer(person.token, person.requestId, 10),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const answers = (await actionsOf(person.employmentId)).filter(
      (row) => row.parentActionId === person.requestId,
    );
    expect(answers).toHaveLength(1);
    expect(await heldRoles(person.employmentId)).toEqual(answers[0]!.actionType === 2 ? ['100'] : []);
  });
});
