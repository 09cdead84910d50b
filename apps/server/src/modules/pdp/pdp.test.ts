import type { TFormResponse, TGridResponse, TPdpItem } from '@registry/contracts';
import {
  claimsForRole,
  getTenant,
  PDP_TEXTS,
  type Reach,
  type RecordsReachViewer,
  type RoleName,
  type TenantCode,
} from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  employ,
  openForm,
  person,
  saveForm,
  withRole,
  type Answers,
  type Person,
} from '../../../test/records.js';
import { loadRecordsTarget } from '../../platform/person-records.js';
import { GOAL, pdpGoalEntity, REQUIRED_TRAINING, SELF_ASSESSMENT } from './index.js';

/**
 * The PDP (issue 25; spec 3 §2 /dashboard/pdp, §3 entities 11, 12, 13, 16, §4, §6): the owner writes
 * their items through forms 10-12; a director (200) of theirs verifies and unverifies Completed items,
 * adds one reflection and comments on unverified items; a coach (300) with PDP sharing adds one coach
 * reflection and comments; everyone else, and everyone in al, gets 404. Each verify, reflection and
 * comment of another notifies the owner.
 */

type Actor = Person;
interface World {
  t: TestApp;
  owner: Actor;
  director: Actor;
  otherDirector: Actor;
  coach: Actor;
  unsharedCoach: Actor;
  agency: Actor;
  manager: Actor;
  stranger: Actor;
}
const worlds: Partial<Record<TenantCode, World>> = {};

async function asRole(
  t: TestApp,
  role: RoleName,
  options: Parameters<typeof person>[1] = {},
): Promise<Actor> {
  const user = await person(t, options);
  return { ...user, token: await withRole(t, user.token, role) };
}

async function coachOf(t: TestApp, coachId: number, userId: number, pdpShared: boolean, active = true) {
  await t.db
    .insertInto('coachRelationships')
    .values({ coachUserId: coachId, userId, active, pdpShared: active && pdpShared, status: 2 })
    .execute();
}

async function build(tenant: TenantCode): Promise<World> {
  const t = await createTestApp({ config: { tenant } });
  const owner = await person(t, { firstName: 'Pat', lastName: 'Owner' });
  const director = await asRole(t, '200', {
    organizations: [['100', '200']],
    firstName: 'Dana',
    lastName: 'Director',
  });
  await employ(t, owner.id, director.organizationIds[0]!, ['100']);
  const otherDirector = await asRole(t, '200', { organizations: [['100', '200']] });
  const coach = await asRole(t, '300', {
    generalRoles: ['100', '300'],
    firstName: 'Cora',
    lastName: 'Coach',
  });
  const unsharedCoach = await asRole(t, '300', { generalRoles: ['100', '300'] });
  await coachOf(t, coach.id, owner.id, true);
  await coachOf(t, unsharedCoach.id, owner.id, false);
  return {
    t,
    owner,
    director,
    otherDirector,
    coach,
    unsharedCoach,
    agency: await asRole(t, '350', { generalRoles: ['100', '350'] }),
    manager: await asRole(t, '400', { generalRoles: ['100', '400'] }),
    stranger: await person(t),
  };
}

beforeAll(async () => {
  for (const tenant of ['tn', 'jh', 'al'] as const) worlds[tenant] = await build(tenant);
});

const post = (t: TestApp, token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });

const goalAnswers = (goal: string, status = 'Not Started'): Answers => ({
  [GOAL.goal]: goal,
  [GOAL.actionSteps]: 'Enroll; practise; review',
  [GOAL.targetDate]: '2027-06-30',
  [GOAL.status]: status,
  [GOAL.completionDate]: status === 'Completed' ? '2026-10-01' : null,
});

/** A goal written by its owner through form 11; its id. */
async function addGoal(w: World, goal = 'Finish my CDA', status = 'Not Started'): Promise<number> {
  const saved = await saveForm(w.t, w.owner.token, 11, null, goalAnswers(goal, status));
  expect(saved.statusCode, saved.body).toBe(200);
  const row = await w.t.db
    .selectFrom('pdpGoals')
    .select('id')
    .where('userId', '=', w.owner.id)
    .where('goal', '=', goal)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A required training arranged directly (a director or program would have listed it). */
async function requiredTraining(w: World, status: 'Not Started' | 'In Progress' | 'Completed') {
  const row = await w.t.db
    .insertInto('pdpRequiredTrainings')
    .values({ userId: w.owner.id, formId: 10, formVersion: 1, trainingName: 'Safe Sleep', status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const comment = (
  w: World,
  who: Actor,
  entityId: number,
  commentType: 'Comment' | 'Reflection',
  entityTypeId = 12,
) =>
  post(w.t, who.token, '/api/pdp/comment', {
    entityTypeId,
    entityId,
    commentType,
    comment: `${commentType} from ${who.id}`,
  });

const grid = (w: World, who: Actor, entityTypeId: number, formId: number, extra: object = {}) =>
  post(w.t, who.token, '/api/grid', {
    entityTypeId,
    formId,
    from: 1,
    to: 25,
    primaryEntity: who.id === w.owner.id ? null : { id: w.owner.id, entityTypeId: 1 },
    ...extra,
  });

const verifyCall = (
  w: World,
  who: Actor,
  entityTypeId: number,
  entityId: number,
  action: 'verify' | 'remove',
) =>
  post(w.t, who.token, '/api/verification/action', {
    entityTypeId,
    entityId,
    primaryEntityId: w.owner.id,
    action,
  });

const notificationsOf = (w: World) =>
  w.t.db
    .selectFrom('notifications')
    .select(['subject', 'body'])
    .where('userId', '=', w.owner.id)
    .orderBy('id')
    .execute();

describe.each(['tn', 'jh'] as const)('%s: the PDP', (tenant) => {
  it('the owner adds a goal; their director and their coach with sharing read it; nobody else does (404)', async () => {
    const w = worlds[tenant]!;
    const id = await addGoal(w, `Goal for ${tenant}`);
    const own = await grid(w, w.owner, 12, 11);
    expect(own.statusCode, own.body).toBe(200);
    const row = own.json<TGridResponse>().gridData.find((candidate) => candidate.id === id)!;
    expect(row).toMatchObject({
      canEdit: true,
      canDelete: true,
      status: 'Not Started',
      mayComment: true,
      mayReflect: false,
    });
    expect(row.goal).toBe(`Goal for ${tenant}`);
    expect(row.commentCount).toBe(0);
    for (const reader of [w.director, w.coach]) {
      const seen = await grid(w, reader, 12, 11);
      expect(seen.statusCode, seen.body).toBe(200);
      const theirs = seen.json<TGridResponse>().gridData.find((candidate) => candidate.id === id)!;
      expect(theirs).toMatchObject({ canView: true, canEdit: false, mayComment: true, mayReflect: true });
      expect(theirs.viewerIsDirector).toBe(reader === w.director);
      const form = await openForm(w.t, reader.token, 11, { id, entityTypeId: 12 });
      expect(form.statusCode).toBe(200);
      expect(form.json<TFormResponse>().readOnly).toBe(true);
    }
    for (const outsider of [w.otherDirector, w.unsharedCoach, w.agency, w.stranger]) {
      expect((await grid(w, outsider, 12, 11)).statusCode).toBe(404);
      expect((await openForm(w.t, outsider.token, 11, { id, entityTypeId: 12 })).statusCode).toBe(404);
      expect((await comment(w, outsider, id, 'Comment')).statusCode).toBe(404);
    }
    // A user manager edits the person's PDP (as profile records) but writes nothing in the dialogue.
    expect((await grid(w, w.manager, 12, 11)).statusCode).toBe(200);
    expect((await comment(w, w.manager, id, 'Comment')).statusCode).toBe(403);
  });

  it('a director verifies a Completed item they viewed, and removes the verification; the owner is told', async () => {
    const w = worlds[tenant]!;
    const done = await requiredTraining(w, 'Completed');
    const open = await requiredTraining(w, 'In Progress');
    const before = (await notificationsOf(w)).length;
    // Not yet viewed in this session: refused.
    expect((await verifyCall(w, w.director, 11, done, 'verify')).statusCode).toBe(400);
    expect((await openForm(w.t, w.director.token, 10, { id: done, entityTypeId: 11 })).statusCode).toBe(200);
    const verified = await verifyCall(w, w.director, 11, done, 'verify');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(
      (
        await w.t.db
          .selectFrom('pdpRequiredTrainings')
          .select('verified')
          .where('id', '=', done)
          .executeTakeFirst()
      )?.verified,
    ).toBe(true);
    const told = await notificationsOf(w);
    expect(told.length).toBe(before + 1);
    expect(told.at(-1)!.subject).toBe('Your PDP Required Training record was verified');
    // The verified item is locked for its owner and takes no more comments.
    const locked = await saveForm(
      w.t,
      w.owner.token,
      10,
      { id: done, entityTypeId: 11 },
      {
        [REQUIRED_TRAINING.trainingName]: 'Changed',
        [REQUIRED_TRAINING.status]: 'Completed',
      },
    );
    expect(locked.statusCode).not.toBe(200);
    expect((await comment(w, w.owner, done, 'Comment', 11)).statusCode).toBe(403);
    const item = await w.t.app.inject({
      method: 'GET',
      url: `/api/pdp/item?entityTypeId=11&entityId=${done}`,
      headers: bearer(w.director.token),
    });
    expect(item.json<TPdpItem>()).toMatchObject({
      verified: true,
      mayVerify: false,
      mayUnverify: true,
      mayComment: false,
    });
    // Unverify (spec 3 §6 "verify/unverify"): the director removes it; the owner is told again.
    const removed = await verifyCall(w, w.director, 11, done, 'remove');
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await notificationsOf(w)).length).toBe(before + 2);
    // Not Completed: the director may not verify (403); a coach never may (403); another director 404.
    expect((await openForm(w.t, w.director.token, 10, { id: open, entityTypeId: 11 })).statusCode).toBe(200);
    expect((await verifyCall(w, w.director, 11, open, 'verify')).statusCode).toBe(403);
    expect((await openForm(w.t, w.coach.token, 10, { id: done, entityTypeId: 11 })).statusCode).toBe(200);
    expect((await verifyCall(w, w.coach, 11, done, 'verify')).statusCode).toBe(403);
    expect((await verifyCall(w, w.otherDirector, 11, done, 'verify')).statusCode).toBe(404);
  });

  it("a requested Completed item waits in its director's verification queue, not another's", async () => {
    const w = worlds[tenant]!;
    const done = await requiredTraining(w, 'Completed');
    const requested = await post(w.t, w.owner.token, '/api/verification/request', {
      entityTypeId: 11,
      entityId: done,
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const queueOf = async (who: Actor) => {
      const answer = await w.t.app.inject({
        method: 'GET',
        url: '/api/verification/queue?from=1&to=100',
        headers: bearer(who.token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ items: { entityTypeId: number; entityId: number }[] }>().items;
    };
    expect(await queueOf(w.director)).toContainEqual(
      expect.objectContaining({ entityTypeId: 11, entityId: done }),
    );
    expect(await queueOf(w.otherDirector)).not.toContainEqual(
      expect.objectContaining({ entityTypeId: 11, entityId: done }),
    );
  });

  it('reflections: one director reflection and one coach reflection per item; comments notify the owner', async () => {
    const w = worlds[tenant]!;
    const id = await addGoal(w, `Reflect ${tenant}`);
    const before = (await notificationsOf(w)).length;
    expect((await comment(w, w.owner, id, 'Reflection')).statusCode).toBe(403);
    const reflected = await comment(w, w.director, id, 'Reflection');
    expect(reflected.statusCode, reflected.body).toBe(200);
    const second = await comment(w, w.director, id, 'Reflection');
    expect(second.statusCode).toBe(403);
    expect(second.json<string>()).toBe(PDP_TEXTS.mayNotReflect);
    expect((await comment(w, w.coach, id, 'Reflection')).statusCode).toBe(200);
    expect((await comment(w, w.coach, id, 'Reflection')).statusCode).toBe(403);
    expect((await comment(w, w.unsharedCoach, id, 'Reflection')).statusCode).toBe(404);
    expect((await comment(w, w.coach, id, 'Comment')).statusCode).toBe(200);
    expect((await comment(w, w.director, id, 'Comment')).statusCode).toBe(200);
    // The owner answers (a dialogue); their own words notify nobody.
    expect((await comment(w, w.owner, id, 'Comment')).statusCode).toBe(200);
    const told = await notificationsOf(w);
    expect(told.length).toBe(before + 4);
    expect(told.at(-1)!.body).toContain('Dana Director (your director)');
    expect(told.some((notice) => notice.body.includes('Cora Coach (your coach)'))).toBe(true);

    // The comments grid of the item: who wrote what, as what, newest first; the item's count and flags.
    const comments = await grid(w, w.owner, 16, 14, {
      defaultFilters: [{ filterColumn: 'itemKey', operation: 'Equals', value: `12:${id}` }],
    });
    expect(comments.statusCode, comments.body).toBe(200);
    const rows = comments.json<TGridResponse>().gridData;
    expect(rows.map((row) => [row.commentType, row.authorRole])).toEqual([
      ['Comment', 'Owner'],
      ['Comment', 'Director'],
      ['Comment', 'Coach'],
      ['Reflection', 'Coach'],
      ['Reflection', 'Director'],
    ]);
    expect(rows[1]!.authorName).toBe('Dana Director');
    expect(rows.every((row) => !row.canEdit && !row.canDelete)).toBe(true);
    const goals = (await grid(w, w.director, 12, 11)).json<TGridResponse>().gridData;
    const goal = goals.find((row) => row.id === id)!;
    expect(goal.commentCount).toBe(5);
    expect(goal.reflectionId).toEqual(expect.any(Number));
    expect(goal.coachReflectionId).toEqual(expect.any(Number));
    expect(goal.mayReflect).toBe(false);
    // Outside the PDP's reach the comments do not exist.
    expect((await grid(w, w.otherDirector, 16, 14)).statusCode).toBe(404);
    expect((await grid(w, w.unsharedCoach, 16, 14)).statusCode).toBe(404);
  });

  it('a Completed goal needs its completion date (form 11 rule)', async () => {
    const w = worlds[tenant]!;
    const answers = { ...goalAnswers(`Done ${tenant}`, 'Completed'), [GOAL.completionDate]: null };
    const refused = await saveForm(w.t, w.owner.token, 11, null, answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(String(GOAL.completionDate));
    expect(
      (await saveForm(w.t, w.owner.token, 11, null, goalAnswers(`Done ${tenant}`, 'Completed'))).statusCode,
    ).toBe(200);
  });

  it('a coach whose sharing ends, and a director whose staff leaves, see nothing more', async () => {
    const w = worlds[tenant]!;
    const id = await addGoal(w, `Ends ${tenant}`);
    const leaving = await asRole(w.t, '300', { generalRoles: ['100', '300'] });
    await coachOf(w.t, leaving.id, w.owner.id, true);
    expect((await comment(w, leaving, id, 'Comment')).statusCode).toBe(200);
    await w.t.db
      .updateTable('coachRelationships')
      .set({ pdpShared: false })
      .where('coachUserId', '=', leaving.id)
      .execute();
    expect((await comment(w, leaving, id, 'Comment')).statusCode).toBe(404);
    expect((await grid(w, leaving, 12, 11)).statusCode).toBe(404);
  });

  it('the Self-Assessment: one row per competency area, made once, for the owner; read by their director', async () => {
    const w = worlds[tenant]!;
    const made = await post(w.t, w.owner.token, '/api/pdp/selfassessment', {});
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ created: 8, total: 8 });
    expect((await post(w.t, w.owner.token, '/api/pdp/selfassessment', {})).json()).toEqual({
      created: 0,
      total: 8,
    });
    expect(
      (await post(w.t, w.director.token, '/api/pdp/selfassessment', { userId: w.owner.id })).statusCode,
    ).toBe(403);
    expect(
      (await post(w.t, w.stranger.token, '/api/pdp/selfassessment', { userId: w.owner.id })).statusCode,
    ).toBe(404);
    const own = (await grid(w, w.owner, 13, 12)).json<TGridResponse>().gridData;
    expect(own).toHaveLength(8);
    expect(own[0]!.areaName).toBe('Child Growth and Development');
    expect(own.every((row) => row.canEdit && !row.canDelete)).toBe(true);
    const first = own[0]!.id;
    const rated = await saveForm(
      w.t,
      w.owner.token,
      12,
      { id: first, entityTypeId: 13 },
      {
        [SELF_ASSESSMENT.area]: own[0]!.areaName as string,
        [SELF_ASSESSMENT.rating]: '3',
        [SELF_ASSESSMENT.notes]: 'Strong with toddlers',
      },
    );
    expect(rated.statusCode, rated.body).toBe(200);
    const seen = (await grid(w, w.director, 13, 12)).json<TGridResponse>().gridData;
    expect(seen.find((row) => row.id === first)).toMatchObject({ rating: 'Proficient', canEdit: false });
    // No Add New: a new row is refused.
    expect((await saveForm(w.t, w.owner.token, 12, null, { [SELF_ASSESSMENT.rating]: '2' })).statusCode).toBe(
      404,
    );
  });
});

describe('al (no PDP): every PDP call and grid answers 404', () => {
  it('refuses the owner, the director and the coach', async () => {
    const w = worlds.al!;
    const id = await requiredTraining(w, 'Completed');
    for (const who of [w.owner, w.director, w.coach, w.manager]) {
      expect((await grid(w, who, 11, 10)).statusCode).toBe(404);
      expect((await grid(w, who, 16, 14)).statusCode).toBe(404);
      expect((await comment(w, who, id, 'Comment', 11)).statusCode).toBe(404);
      expect((await openForm(w.t, who.token, 10, { id, entityTypeId: 11 })).statusCode).toBe(404);
      expect((await post(w.t, who.token, '/api/pdp/selfassessment', {})).statusCode).toBe(404);
    }
    expect((await saveForm(w.t, w.owner.token, 11, null, goalAnswers('No PDP here'))).statusCode).toBe(404);
  });
});

describe.each(['tn', 'jh'] as const)("%s: the PDP's SQL scope says what pdpAccess says", (tenant) => {
  const ROLES: RoleName[] = ['100', '200', '250', '300', '350', '375', '400', '500', 'AdminUser', 'ApiUser'];
  it.each(ROLES)('viewer %s over every kind of person', async (role) => {
    const w = worlds[tenant]!;
    const people = [
      w.owner.id,
      w.director.id,
      w.coach.id,
      w.unsharedCoach.id,
      w.agency.id,
      w.manager.id,
      w.stranger.id,
      w.otherDirector.id,
    ];
    // The viewer as each of the world's viewers would be with this role active (their own reach included).
    for (const viewerId of [w.director.id, w.coach.id, w.unsharedCoach.id, w.stranger.id]) {
      const viewer: RecordsReachViewer = {
        userId: viewerId,
        activeRole: role,
        claims: claimsForRole(role, getTenant(tenant)),
        directorOrganizationIds:
          role === '200' && viewerId === w.director.id ? w.director.organizationIds : [],
      };
      const scope = pdpGoalEntity.scope.sql!(viewer, sql<number>`u.id`);
      const rows = await sql<{ id: string; admits: boolean; reach: Reach; admitted: Reach }>`
        select u.id, ${scope.admits} as admits, ${scope.reach} as reach, ${scope.reachOfAdmitted} as admitted
        from users u where u.id in (${sql.join(people)})`.execute(w.t.db);
      expect(rows.rows).toHaveLength(people.length);
      for (const row of rows.rows) {
        const target = await loadRecordsTarget(w.t.db, Number(row.id));
        const expected = pdpGoalEntity.policy.reach(viewer, target!, getTenant(tenant));
        const label = `viewer ${viewerId} as ${role}, person ${row.id}`;
        expect(row.reach, label).toBe(expected);
        expect(row.admits, label).toBe(expected !== 'none');
        if (row.admits) expect(row.admitted, label).toBe(expected);
      }
    }
  });
});
