import { ORGANIZATION_ROLE_TEXTS as TEXTS } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/accounts.js';
import {
  createEmployment,
  createOrganization,
  type TestEmploymentOptions,
} from '../../../test/employment.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let tn: TestApp;
let al: TestApp;
beforeAll(async () => {
  tn = await createTestApp({ config: { tenant: 'tn' } });
  al = await createTestApp({ config: { tenant: 'al' } });
});

const URL = '/api/accounts/trainTNAccess';
const setAccess = (t: TestApp, token: string | null, employmentRecordId: number, accessStatus: unknown) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: token === null ? {} : bearer(token),
    payload: { employmentRecordId, accessStatus },
  });

/** A staff member (signed in) of a new organization, and that organization's director. */
async function staffAndDirector(t: TestApp, employment: TestEmploymentOptions = { roles: ['100'] }) {
  const organizationId = await createOrganization(t);
  const person = await createUser(t);
  const employmentId = await createEmployment(t, person.id, { organizationId, ...employment });
  const director = await createUser(t);
  await createEmployment(t, director.id, { organizationId, roles: ['100', '200'] });
  return {
    person,
    employmentId,
    personToken: (await signIn(t, person)).token,
    directorToken: (await signIn(t, director)).token,
    directorId: director.id,
  };
}

async function access(t: TestApp, employmentId: number) {
  const row = await t.db
    .selectFrom('employmentRecords')
    .select('hasTrainTnAccess')
    .where('id', '=', employmentId)
    .executeTakeFirstOrThrow();
  return row.hasTrainTnAccess;
}

async function audits(t: TestApp, employmentId: number) {
  return t.db
    .selectFrom('auditLog')
    .select(['action', 'actorUserId', 'before', 'after'])
    .where('entity', '=', 'employment_record')
    .where('entityId', '=', String(employmentId))
    .orderBy('id')
    .execute();
}

describe('POST /api/accounts/trainTNAccess (tn)', () => {
  it("lets the organization's director grant and remove TrainTN access for their staff, audited", async () => {
    const { employmentId, directorToken, directorId } = await staffAndDirector(tn);
    const granted = await setAccess(tn, directorToken, employmentId, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ employmentRecordId: employmentId, hasTrainTNAccess: true });
    expect(await access(tn, employmentId)).toBe(true);
    const removed = await setAccess(tn, directorToken, employmentId, false);
    expect(removed.json()).toMatchObject({ hasTrainTNAccess: false });
    expect(await access(tn, employmentId)).toBe(false);
    expect(await audits(tn, employmentId)).toEqual([
      {
        action: 'train-tn-access.granted',
        actorUserId: directorId,
        before: { roles: ['100'], pending: [], hasTrainTnAccess: false },
        after: { roles: ['100'], pending: [], hasTrainTnAccess: true },
      },
      expect.objectContaining({ action: 'train-tn-access.removed', actorUserId: directorId }),
    ]);
  });

  it("offers the actions on the person's employment row as the call allows them (mayGrantTrainTn, mayRemoveTrainTn)", async () => {
    const { person, employmentId, personToken, directorToken } = await staffAndDirector(tn);
    const row = async (token: string) => {
      const response = await tn.app.inject({
        method: 'POST',
        url: '/api/grid',
        headers: bearer(token),
        payload: { entityTypeId: 8, primaryEntity: { id: person.id, entityTypeId: 1 }, from: 1, to: 5 },
      });
      expect(response.statusCode).toBe(200);
      return response
        .json<{ gridData: Record<string, unknown>[] }>()
        .gridData.find((r) => r.id === employmentId)!;
    };
    expect(await row(directorToken)).toMatchObject({ mayGrantTrainTn: true, mayRemoveTrainTn: false });
    expect(await row(personToken)).toMatchObject({ mayGrantTrainTn: false, mayRemoveTrainTn: false });
    expect((await setAccess(tn, directorToken, employmentId, true)).statusCode).toBe(200);
    expect(await row(directorToken)).toMatchObject({ mayGrantTrainTn: false, mayRemoveTrainTn: true });
    expect(await row(personToken)).toMatchObject({ mayGrantTrainTn: false, mayRemoveTrainTn: true });
  });

  it('lets a user manager within reach grant it; asking for what is already so changes nothing', async () => {
    const { employmentId } = await staffAndDirector(tn);
    const manager = await createUser(tn, { generalRoles: ['400'] });
    const token = (await signIn(tn, manager)).token;
    expect((await setAccess(tn, token, employmentId, true)).statusCode).toBe(200);
    const again = await setAccess(tn, token, employmentId, true);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ hasTrainTNAccess: true });
    expect(await audits(tn, employmentId)).toHaveLength(1);
  });

  it('lets the person give up their access but not grant it (403)', async () => {
    const { employmentId, personToken } = await staffAndDirector(tn, { roles: ['100'], trainTn: true });
    expect((await setAccess(tn, personToken, employmentId, false)).statusCode).toBe(200);
    expect(await access(tn, employmentId)).toBe(false);
    const grant = await setAccess(tn, personToken, employmentId, true);
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toBe(TEXTS.trainTnGrantNotAllowed);
    expect(await access(tn, employmentId)).toBe(false);
  });

  it('grants access only where the staff role is held, at a registry organization (400, nothing written)', async () => {
    const pending = await staffAndDirector(tn, { roles: [] });
    const response = await setAccess(tn, pending.directorToken, pending.employmentId, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { accessStatus: TEXTS.trainTnNeedsStaff } });
    const elsewhere = await createUser(tn);
    const outside = await createEmployment(tn, elsewhere.id, { organizationId: null });
    const manager = (await signIn(tn, await createUser(tn, { generalRoles: ['500'] }))).token;
    expect((await setAccess(tn, manager, outside, true)).json()).toEqual({
      errors: { employmentRecordId: TEXTS.notRegistry },
    });
    for (const bad of ['yes', null, 1]) {
      expect((await setAccess(tn, manager, pending.employmentId, bad)).statusCode, String(bad)).toBe(400);
    }
    expect(await access(tn, pending.employmentId)).toBe(false);
    expect(await audits(tn, pending.employmentId)).toEqual([]);
  });

  it('answers 401 to a visitor, 403 to an API user, 404 to anyone else', async () => {
    const { employmentId } = await staffAndDirector(tn);
    expect((await setAccess(tn, null, employmentId, true)).statusCode).toBe(401);
    const api = (await signIn(tn, await createUser(tn, { generalRoles: ['ApiUser'] }))).token;
    expect((await setAccess(tn, api, employmentId, true)).statusCode).toBe(403);
    const otherDirector = await staffAndDirector(tn);
    const response = await setAccess(tn, otherDirector.directorToken, employmentId, true);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toBe(TEXTS.noSuchEmployment);
    const coach = (await signIn(tn, await createUser(tn, { generalRoles: ['300'] }))).token;
    expect((await setAccess(tn, coach, employmentId, false)).statusCode).toBe(404);
    expect(await access(tn, employmentId)).toBe(false);
  });
});

describe('POST /api/accounts/trainTNAccess elsewhere', () => {
  it('does not exist in al (404), and changes nothing', async () => {
    const { employmentId, directorToken } = await staffAndDirector(al);
    const response = await setAccess(al, directorToken, employmentId, true);
    expect(response.statusCode).toBe(404);
    expect(await access(al, employmentId)).toBe(false);
  });
});
