import type {
  TCoachActionAnswer,
  TCoachRelationship,
  TCoachRequest,
  TGridResponse,
} from '@registry/contracts';
import { COACHING_TEXTS, type TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUserOptions } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/**
 * Coaching (issue 25; spec 3 §3 entities 21, 22, §4 the statuses and offers, §5 comments, §7 the calls):
 * either side requests; the side that asked withdraws; the other approves (the professional with 'Allow
 * coach PDP commenting') or rejects; either side ends an active coaching with a comment; the professional
 * switches PDP commenting. Every step is a row of entity 22 with the relationship's change; the other side
 * is notified. Other roles 403, another's relationship 404, al (no coaching) 404, concurrent answers leave
 * one outcome.
 */

type Person = { id: number; email: string; token: string };
interface World {
  t: TestApp;
  coach: Person;
  otherCoach: Person;
  pro: Person;
  pro2: Person;
  staff: Person;
  admin: Person;
}
const worlds: Partial<Record<TenantCode, World>> = {};

async function person(t: TestApp, options: TestUserOptions): Promise<Person> {
  const user = await createUser(t, options);
  return { id: user.id, email: user.email, token: (await signIn(t, user)).token };
}

beforeAll(async () => {
  for (const tenant of ['tn', 'jh', 'al'] as const) {
    const t = await createTestApp({
      config: { tenant },
      ...(process.env.COACH_DEBUG
        ? { logger: (await import('../../platform/logger.js')).createLogger('error') }
        : {}),
    });
    worlds[tenant] = {
      t,
      coach: await person(t, { generalRoles: ['300'], firstName: 'Cora', lastName: 'Coach' }),
      otherCoach: await person(t, { generalRoles: ['300'], firstName: 'Colin', lastName: 'Other' }),
      pro: await person(t, { generalRoles: ['100'], firstName: 'Pat', lastName: 'Pro' }),
      pro2: await person(t, { generalRoles: ['100'], firstName: 'Quinn', lastName: 'Pro' }),
      staff: await person(t, { generalRoles: ['350'] }),
      admin: await person(t, { generalRoles: ['500'] }),
    };
  }
});

const act = (t: TestApp, token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coach/coachrelationshipaction',
    headers: bearer(token),
    payload,
  });
const get = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const grid = (t: TestApp, token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/grid',
    headers: bearer(token),
    payload: { from: 1, to: 50, ...payload },
  });

const requestsOf = async (t: TestApp, who: Person) => {
  const response = await get(t, who.token, '/api/coach/requests');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TCoachRequest[]>();
};
const notificationsOf = (t: TestApp, userId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['subject', 'route'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
const relationshipOf = (t: TestApp, coachId: number, userId: number) =>
  t.db
    .selectFrom('coachRelationships')
    .selectAll()
    .where('coachUserId', '=', coachId)
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
const actionsOf = (t: TestApp, relationshipId: number) =>
  t.db
    .selectFrom('coachRelationshipActions')
    .select(['status', 'actorUserId', 'comments', 'pdpShared', 'answeredAt'])
    .where('coachRelationshipId', '=', relationshipId)
    .orderBy('id')
    .execute();

describe.each(['tn', 'jh'] as const)('coaching in %s', (tenant) => {
  const w = () => worlds[tenant]!;

  it('a professional requests a coach with PDP commenting; the coach sees it and approves; the coach then sees the records', async () => {
    const { t, coach, pro } = w();
    const found = await get(t, pro.token, '/api/coach/coaches?name=cor');
    expect(found.statusCode, found.body).toBe(200);
    const listed = found.json<TCoachRelationship[]>().find((row) => row.person.id === coach.id)!;
    expect(listed.offers).toMatchObject({
      mayRequest: true,
      mayWithdraw: false,
      mayEnd: false,
      hasHistory: false,
    });

    const requested = await act(t, pro.token, {
      action: 'Requested',
      primaryEntityId: pro.id,
      coachId: coach.id,
      comments: '  Please coach me  ',
      pdpShared: true,
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json<TCoachActionAnswer>().message).toBe(COACHING_TEXTS.requested);
    // A second request while one waits is not offered.
    expect(
      (await act(t, pro.token, { action: 'Requested', primaryEntityId: pro.id, coachId: coach.id }))
        .statusCode,
    ).toBe(409);

    const mine = await requestsOf(t, pro);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.offers).toMatchObject({ mayWithdraw: true, mayApprove: false, mayReject: false });
    const theirs = await requestsOf(t, coach);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      userRequesting: { id: pro.id, name: 'Pat Pro' },
      primaryEntity: { id: pro.id },
      comments: 'Please coach me',
      pdpShared: true,
    });
    expect(theirs[0]!.offers).toMatchObject({ mayWithdraw: false, mayApprove: true, mayReject: true });
    expect((await notificationsOf(t, coach.id)).at(-1)).toMatchObject({
      subject: 'Coaching request from Pat Pro',
      route: '/dashboard/manage-connections',
    });
    // Before approval the coach does not see the person's records.
    const before = await grid(t, coach.token, {
      entityTypeId: 4,
      primaryEntity: { id: pro.id, entityTypeId: 1 },
    });
    expect(before.statusCode).toBe(404);

    // The professional may not approve their own request; the coach approves.
    const id = theirs[0]!.coachRelationshipActionId;
    expect(
      (await act(t, pro.token, { action: 'Approved', coachRelationshipActionIds: [id] })).statusCode,
    ).toBe(409);
    const approved = await act(t, coach.token, { action: 'Approved', coachRelationshipActionIds: [id] });
    expect(approved.statusCode, approved.body).toBe(200);
    const relationship = await relationshipOf(t, coach.id, pro.id);
    expect(relationship).toMatchObject({ active: true, pdpShared: true, status: 2 });
    expect((await actionsOf(t, relationship.id)).map((a) => a.status)).toEqual([1, 2]);
    expect((await notificationsOf(t, pro.id)).at(-1)!.subject).toBe(
      'Cora Coach approved your coaching request',
    );
    const after = await grid(t, coach.token, {
      entityTypeId: 4,
      primaryEntity: { id: pro.id, entityTypeId: 1 },
    });
    expect(after.statusCode, after.body).toBe(200);

    // The professional's Coaches grid: the coach, with End Coaching and Remove PDP commenting offered.
    const coaches = await grid(t, pro.token, { entityTypeId: 21, altGridId: 'coaches' });
    expect(coaches.statusCode, coaches.body).toBe(200);
    const row = coaches.json<TGridResponse>().gridData[0]!;
    expect(row).toMatchObject({
      coachName: 'Cora Coach',
      active: true,
      pdpShared: true,
      mayEnd: true,
      mayRemovePdp: true,
      mayAllowPdp: false,
      mayRequest: false,
    });
    // The coach's Active Cases: the professional; another coach's: none.
    const cases = await grid(t, coach.token, { entityTypeId: 21, altGridId: 'active-cases' });
    expect(cases.statusCode, cases.body).toBe(200);
    expect(cases.json<TGridResponse>().gridData.map((r) => r.userId)).toEqual([pro.id]);
    const others = await grid(t, w().otherCoach.token, { entityTypeId: 21, altGridId: 'active-cases' });
    expect(others.json<TGridResponse>().gridData).toEqual([]);
    // A professional has no coach pages; a coach no Coaches grid.
    expect((await grid(t, pro.token, { entityTypeId: 21, altGridId: 'active-cases' })).statusCode).toBe(404);

    // PDP commenting off and on again: the professional's only.
    expect(
      (await act(t, coach.token, { action: 'PdpShareRemoved', coachRelationshipId: relationship.id }))
        .statusCode,
    ).toBe(409);
    expect(
      (await act(t, pro.token, { action: 'PdpShareRemoved', coachRelationshipId: relationship.id }))
        .statusCode,
    ).toBe(200);
    expect((await relationshipOf(t, coach.id, pro.id)).pdpShared).toBe(false);
    expect(
      (await act(t, pro.token, { action: 'PdpShared', coachRelationshipId: relationship.id })).statusCode,
    ).toBe(200);
    expect((await relationshipOf(t, coach.id, pro.id)).pdpShared).toBe(true);

    // End Coaching needs a comment; another coach cannot end it (404); the coach ends it.
    const bare = await act(t, coach.token, {
      action: 'Closed',
      coachRelationshipId: relationship.id,
      comments: ' ',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ errors: { comments: COACHING_TEXTS.commentRequired } });
    expect(
      (
        await act(t, w().otherCoach.token, {
          action: 'Closed',
          coachRelationshipId: relationship.id,
          comments: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const closed = await act(t, coach.token, {
      action: 'Closed',
      coachRelationshipId: relationship.id,
      comments: 'Goals met',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await relationshipOf(t, coach.id, pro.id)).toMatchObject({
      active: false,
      pdpShared: false,
      status: 4,
    });
    expect((await notificationsOf(t, pro.id)).at(-1)!.subject).toBe('Coaching with Cora Coach has ended');
    expect(
      (
        await act(t, coach.token, {
          action: 'Closed',
          coachRelationshipId: relationship.id,
          comments: 'again',
        })
      ).statusCode,
    ).toBe(409);
    // Closed: the records are out of reach again; the case is under Closed Cases; the history has every step.
    expect(
      (await grid(t, coach.token, { entityTypeId: 4, primaryEntity: { id: pro.id, entityTypeId: 1 } }))
        .statusCode,
    ).toBe(404);
    const closedCases = await grid(t, coach.token, { entityTypeId: 21, altGridId: 'closed-cases' });
    expect(closedCases.json<TGridResponse>().gridData.map((r) => r.userId)).toEqual([pro.id]);
    const history = await grid(t, pro.token, { entityTypeId: 22, altGridId: 'coach-history' });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<TGridResponse>().gridData.map((r) => r.action)).toEqual([
      'Closed',
      'PDP Commenting Allowed',
      'PDP Commenting Removed',
      'Approved',
      'Requested',
    ]);
  });

  it('a coach requests a professional; the coach withdraws; then requests again and the professional rejects', async () => {
    const { t, coach, pro2 } = w();
    const request = () =>
      act(t, coach.token, { action: 'Requested', primaryEntityId: pro2.id, coachId: coach.id });
    expect((await request()).statusCode).toBe(200);
    const [pending] = await requestsOf(t, pro2);
    expect(pending!.offers).toMatchObject({ mayApprove: true, mayReject: true, mayWithdraw: false });
    // The professional cannot withdraw the coach's request.
    expect(
      (
        await act(t, pro2.token, {
          action: 'Withdrawn',
          coachRelationshipActionIds: [pending!.coachRelationshipActionId],
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await act(t, coach.token, {
          action: 'Withdrawn',
          coachRelationshipActionIds: [pending!.coachRelationshipActionId],
        })
      ).statusCode,
    ).toBe(200);
    expect(await requestsOf(t, pro2)).toEqual([]);
    expect((await request()).statusCode).toBe(200);
    const [again] = await requestsOf(t, pro2);
    expect(
      (
        await act(t, pro2.token, {
          action: 'Rejected',
          coachRelationshipActionIds: [again!.coachRelationshipActionId],
          comments: 'Not now',
        })
      ).statusCode,
    ).toBe(200);
    const relationship = await relationshipOf(t, coach.id, pro2.id);
    expect(relationship).toMatchObject({ active: false, status: 3 });
    expect((await actionsOf(t, relationship.id)).map((a) => a.status)).toEqual([1, 5, 1, 3]);
    // The coach's Manage Connections reads the offers: Request again and History.
    const mine = (await get(t, coach.token, '/api/coach/relationships')).json<TCoachRelationship[]>();
    expect(mine.find((row) => row.person.id === pro2.id)!.offers).toMatchObject({
      mayRequest: true,
      hasHistory: true,
    });
  });

  it("a coach finds professionals in Manage Connections' people search, without reaching their records", async () => {
    const { t, otherCoach } = w();
    const stranger = await person(t, {
      generalRoles: ['100'],
      firstName: 'Zelda',
      lastName: `Seek${tenant}`,
    });
    const found = await grid(t, otherCoach.token, {
      entityTypeId: 1,
      altGridId: 'search-users',
      filterInfo: [{ filterColumn: 'SearchableName', operation: 'Contains', value: `Seek${tenant}` }],
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<TGridResponse>().gridData.map((row) => row.id)).toEqual([stranger.id]);
    const records = await grid(t, otherCoach.token, {
      entityTypeId: 4,
      primaryEntity: { id: stranger.id, entityTypeId: 1 },
    });
    expect(records.statusCode).toBe(404);
  });

  it('a request lapses after 30 days: no longer listed or answerable, and a new one may be made', async () => {
    const { t, coach } = w();
    const pro = await person(t, { generalRoles: ['100'] });
    const ask = () => act(t, pro.token, { action: 'Requested', primaryEntityId: pro.id, coachId: coach.id });
    expect((await ask()).statusCode).toBe(200);
    const relationship = await relationshipOf(t, coach.id, pro.id);
    const [first] = await actionsOf(t, relationship.id);
    const expires = await t.db
      .selectFrom('coachRelationshipActions')
      .select(['id', 'at', 'expiresAt'])
      .where('coachRelationshipId', '=', relationship.id)
      .executeTakeFirstOrThrow();
    expect(expires.expiresAt!.getTime() - expires.at.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(first!.answeredAt).toBeNull();
    // 31 days on.
    const past = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await t.db
      .updateTable('coachRelationshipActions')
      .set({ at: new Date(past.getTime() - 30 * 24 * 60 * 60 * 1000), expiresAt: past })
      .where('id', '=', expires.id)
      .execute();
    expect((await requestsOf(t, pro)).map((r) => r.coachRelationshipActionId)).not.toContain(expires.id);
    const late = await act(t, coach.token, { action: 'Approved', coachRelationshipActionIds: [expires.id] });
    expect(late.statusCode).toBe(409);
    expect((await ask()).statusCode).toBe(200);
    const steps = await actionsOf(t, relationship.id);
    expect(steps.map((step) => step.status)).toEqual([1, 1]);
    // The lapsed request is closed at its expiry; the new one waits.
    expect(steps[0]!.answeredAt).toEqual(past);
    expect(steps[1]!.answeredAt).toBeNull();
  });

  it('concurrent approvals and an approval racing a withdrawal leave one outcome', async () => {
    const { t, otherCoach } = w();
    const pro = await person(t, { generalRoles: ['100'] });
    await act(t, otherCoach.token, { action: 'Requested', primaryEntityId: pro.id, coachId: otherCoach.id });
    const [pending] = await requestsOf(t, pro);
    const id = pending!.coachRelationshipActionId;
    const answers = await Promise.all([
      act(t, pro.token, { action: 'Approved', coachRelationshipActionIds: [id], pdpShared: true }),
      act(t, pro.token, { action: 'Approved', coachRelationshipActionIds: [id] }),
      act(t, otherCoach.token, { action: 'Withdrawn', coachRelationshipActionIds: [id] }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const relationship = await relationshipOf(t, otherCoach.id, pro.id);
    const steps = await actionsOf(t, relationship.id);
    expect(steps).toHaveLength(2);
    expect(relationship.active).toBe(steps[1]!.status === 2);
  });

  it('refuses other roles (403), people who cannot be coached or coach (404), and reaches only its own', async () => {
    const { t, coach, pro, staff, admin } = w();
    expect((await get(t, staff.token, '/api/coach/requests')).statusCode).toBe(403);
    expect((await get(t, admin.token, '/api/coach/requests')).statusCode).toBe(403);
    expect(
      (await act(t, admin.token, { action: 'Requested', primaryEntityId: pro.id, coachId: coach.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await act(t, staff.token, { action: 'Requested', primaryEntityId: staff.id, coachId: coach.id }))
        .statusCode,
    ).toBe(403);
    // A professional asks for a coach who is not one; a coach asks for a director.
    expect(
      (await act(t, pro.token, { action: 'Requested', primaryEntityId: pro.id, coachId: staff.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await act(t, coach.token, { action: 'Requested', primaryEntityId: staff.id, coachId: coach.id }))
        .statusCode,
    ).toBe(404);
    // One asks on another's behalf.
    expect(
      (await act(t, pro.token, { action: 'Requested', primaryEntityId: w().pro2.id, coachId: coach.id }))
        .statusCode,
    ).toBe(403);
    // Bad input.
    expect((await act(t, pro.token, { action: 'Approved', coachRelationshipActionIds: [] })).statusCode).toBe(
      400,
    );
    expect((await act(t, pro.token, { action: 'Dance', coachRelationshipId: 1 })).statusCode).toBe(400);
    // Manage Users: a manager reads a person's Coaching History; the other coach has none of this person's.
    const history = await grid(t, admin.token, {
      entityTypeId: 22,
      altGridId: 'coach-history',
      primaryEntity: { id: pro.id, entityTypeId: 1 },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<TGridResponse>().gridData.length).toBeGreaterThan(0);
    // Manage Users: Coaching History offered for a person with a coaching step, not for one without.
    const users = await grid(t, admin.token, { entityTypeId: 1, altGridId: 'manage-users' });
    expect(users.statusCode, users.body).toBe(200);
    const flag = (id: number) =>
      users.json<TGridResponse>().gridData.find((row) => row.id === id)?.showCoachHistoryLink;
    expect(flag(pro.id)).toBe(true);
    expect(flag(staff.id)).toBe(false);
    const stranger = await grid(t, w().otherCoach.token, {
      entityTypeId: 22,
      altGridId: 'coach-history',
      primaryEntity: { id: pro.id, entityTypeId: 1 },
    });
    expect(stranger.statusCode).toBe(404);
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/coach/requests' });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('coaching in al (no coaching)', () => {
  it('answers 404 to every call and grid', async () => {
    const { t, coach, pro } = worlds.al!;
    expect((await get(t, pro.token, '/api/coach/requests')).statusCode).toBe(404);
    expect(
      (await act(t, pro.token, { action: 'Requested', primaryEntityId: pro.id, coachId: coach.id }))
        .statusCode,
    ).toBe(404);
    expect((await grid(t, pro.token, { entityTypeId: 21, altGridId: 'coaches' })).statusCode).toBe(404);
    expect((await grid(t, pro.token, { entityTypeId: 22, altGridId: 'coach-history' })).statusCode).toBe(404);
  });
});
