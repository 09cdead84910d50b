import type { TGridResponse, TSetAttendanceResult } from '@registry/contracts';
import { EntityType, FormId, TRAINING_TEXTS, wallTimeIn } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { person, withRole, type Person } from '../../../test/records.js';
import { course, session } from '../../../test/training.js';

let al: TestApp;
let jh: TestApp;
beforeAll(async () => {
  [al, jh] = await Promise.all([createTestApp(), createTestApp({ config: { tenant: 'jh' } })]);
});

const post = (t: TestApp, url: string, token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : bearer(token),
    payload: payload as object,
  });

interface Trainer extends Person {
  trainerToken: string;
}
async function trainer(t: TestApp): Promise<Trainer> {
  const me = await person(t, { generalRoles: ['100', '250'] });
  return { ...me, trainerToken: await withRole(t, me.token, '250') };
}

const HOUR = 3_600_000;

/**
 * A session of the trainer's with `count` people registered through the API (the session still to come),
 * then moved into the past (ended an hour ago) unless `ended` is false: its enrollments' ids, in order.
 */
async function heldSession(
  t: TestApp,
  coach: Trainer,
  count: number,
  options: { ended?: boolean; courseName?: string; hours?: number; waitlisted?: number } = {},
) {
  const courseId = await course(t, coach.id, options.courseName ?? 'Safe Sleep Practices');
  const id = await session(t, courseId, coach.id, {
    sectionName: 'Morning',
    capacity: count,
    coreKnowledgeArea: ['health-safety-nutrition'],
  });
  // The session's hours as its form keeps them (the helper's `hours` is its length).
  if (options.hours !== undefined)
    await t.db
      .updateTable('courseSections')
      .set({ hours: String(options.hours) })
      .where('id', '=', id)
      .execute();
  const people: Person[] = [];
  for (let i = 0; i < count + (options.waitlisted ?? 0); i += 1) {
    const me = await person(t);
    people.push(me);
    const register = await post(t, '/api/enrollment/register', me.token, {
      courseSectionId: id,
      userId: me.id,
    });
    expect(register.statusCode, register.body).toBe(200);
    if (i >= count) {
      const wait = await post(t, '/api/enrollment/waitlist', me.token, {
        courseSectionId: id,
        userId: me.id,
      });
      expect(wait.statusCode, wait.body).toBe(200);
    }
  }
  if (options.ended !== false) await endSession(t, id);
  const enrollments = await t.db
    .selectFrom('enrollments')
    .select(['id', 'userId', 'status'])
    .where('courseSectionId', '=', id)
    .orderBy('id')
    .execute();
  return {
    id,
    people,
    enrollments,
    ids: enrollments.filter((e) => e.status === 'Registered').map((e) => e.id),
  };
}

/** Moves the session into the past: it started three hours ago and ended an hour ago, in its own zone. */
async function endSession(t: TestApp, id: number) {
  const now = Date.now();
  await t.db
    .updateTable('courseSections')
    .set({
      trainingStart: wallTimeIn(new Date(now - 3 * HOUR), 'America/Chicago'),
      trainingEnd: wallTimeIn(new Date(now - HOUR), 'America/Chicago'),
    })
    .where('id', '=', id)
    .execute();
}

const attend = (t: TestApp, token: string | null, ids: number[], status: number) =>
  post(t, '/api/enrollment/setattendance', token, { enrollmentRecordIds: ids, status });
const ok = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSetAttendanceResult>();
};
const errorOf = (response: { body: string }) => JSON.parse(response.body) as unknown;

async function attendanceOf(t: TestApp, sessionId: number) {
  return t.db
    .selectFrom('enrollments')
    .select(['id', 'attendance', 'status', 'certificate'])
    .where('courseSectionId', '=', sessionId)
    .orderBy('id')
    .execute();
}
async function recordsOf(t: TestApp, userId: number) {
  return t.db
    .selectFrom('trainingRecords')
    .select([
      'trainingName',
      'trainingDate',
      'hours',
      'sponsor',
      'coreKnowledgeArea',
      'verified',
      'sentViaApi',
      'status',
      'enrollmentId',
    ])
    .where('userId', '=', userId)
    .execute();
}
const lockedOf = async (t: TestApp, id: number) =>
  (
    await t.db
      .selectFrom('courseSections')
      .select('recordIsLocked')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).recordIsLocked;

describe('POST /api/enrollment/setattendance', () => {
  for (const tenant of ['al', 'jh'] as const)
    it(`${tenant}: Completed writes the verified training record and certificate; the session locks when all are final`, async () => {
      const t = tenant === 'al' ? al : jh;
      const coach = await trainer(t);
      const held = await heldSession(t, coach, 3, { hours: 2.5 });
      const [a, b, c] = held.people as [Person, Person, Person];
      const [ea, eb, ec] = held.ids as [number, number, number];

      const completed = ok(await attend(t, coach.trainerToken, [ea, eb], 1));
      expect(completed).toEqual({
        updated: 2,
        locked: false,
        message: 'Attendance was recorded as Completed for 2 people.',
      });
      const [record] = await recordsOf(t, a.id);
      expect(record).toMatchObject({
        trainingName: 'Safe Sleep Practices',
        hours: '2.50',
        coreKnowledgeArea: 'health-safety-nutrition',
        verified: true,
        sentViaApi: true,
        status: 'Completed',
        enrollmentId: ea,
      });
      expect(record?.sponsor).toMatch(/\S/);
      expect(await recordsOf(t, b.id)).toHaveLength(1);
      expect(await recordsOf(t, c.id)).toHaveLength(0);
      // Its certificate, and the verification history's step by the trainer.
      const certificates = await t.db
        .selectFrom('certificates')
        .select(['code', 'enrollmentId', 'courseName', 'sectionName', 'hours'])
        .where('userId', '=', a.id)
        .execute();
      expect(certificates).toEqual([
        expect.objectContaining({
          enrollmentId: ea,
          courseName: 'Safe Sleep Practices',
          sectionName: 'Morning',
          hours: '2.50',
        }),
      ]);
      expect(certificates[0]?.code).toMatch(/^[0-9A-Z]{12}$/);
      const rows = await attendanceOf(t, held.id);
      expect(rows.map((row) => [row.attendance, row.certificate])).toEqual([
        [1, certificates[0]?.code],
        [1, expect.stringMatching(/^[0-9A-Z]{12}$/)],
        [0, null],
      ]);
      const history = await t.db
        .selectFrom('verificationActions')
        .select(['actionType', 'actorUserId', 'entityTypeId'])
        .where('ownerUserId', '=', a.id)
        .execute();
      expect(history).toEqual([
        { actionType: 'Verified', actorUserId: coach.id, entityTypeId: EntityType.TrainingRecord },
      ]);
      // The person is told.
      const told = await t.db
        .selectFrom('notifications')
        .select('subject')
        .where('userId', '=', a.id)
        .execute();
      expect(told.map((n) => n.subject)).toContain('You completed Safe Sleep Practices: Morning');

      // Completed is final: again, nobody is eligible; nothing changes.
      const again = await attend(t, coach.trainerToken, [ea], 3);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toBe(TRAINING_TEXTS.attendanceNoneEligible);
      expect((await attendanceOf(t, held.id))[0]?.attendance).toBe(1);

      // Partially Completed writes no record and is not final: it may be cleared, then set again.
      expect(ok(await attend(t, coach.trainerToken, [ec], 2)).updated).toBe(1);
      expect(await recordsOf(t, c.id)).toHaveLength(0);
      expect(ok(await attend(t, coach.trainerToken, [ec], 0)).message).toBe(
        'Attendance was cleared for 1 person.',
      );
      expect(await lockedOf(t, held.id)).toBe(false);
      // Absent for the last: every Registered person is final, the session locks.
      const last = ok(await attend(t, coach.trainerToken, [ea, eb, ec], 3));
      expect(last).toEqual({
        updated: 1,
        locked: true,
        message: 'Attendance was recorded as Absent for 1 person.' + TRAINING_TEXTS.nowLocked,
      });
      expect(await lockedOf(t, held.id)).toBe(true);
      expect(await recordsOf(t, c.id)).toHaveLength(0);
      // Locked: nothing about its enrollments changes.
      const locked = await attend(t, coach.trainerToken, [ec], 0);
      expect(locked.statusCode).toBe(409);
      expect(errorOf(locked)).toBe(TRAINING_TEXTS.attendanceLocked);
      const cancel = await post(t, '/api/enrollment/cancelregistration', coach.trainerToken, {
        courseSectionId: held.id,
        userId: a.id,
      });
      expect(cancel.statusCode).toBe(409);
      expect((await attendanceOf(t, held.id)).map((row) => row.status)).toEqual([
        'Registered',
        'Registered',
        'Registered',
      ]);
    });

  it('only after the session has ended, for Registered people of one session', async () => {
    const coach = await trainer(al);
    const upcoming = await heldSession(al, coach, 1, { ended: false });
    const early = await attend(al, coach.trainerToken, upcoming.ids, 1);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toBe(TRAINING_TEXTS.attendanceNotYet);
    expect(await recordsOf(al, upcoming.people[0]!.id)).toHaveLength(0);

    const held = await heldSession(al, coach, 1);
    const both = await attend(al, coach.trainerToken, [...upcoming.ids, ...held.ids], 1);
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain(TRAINING_TEXTS.attendanceOneSession);

    // A cancelled person has no attendance to set.
    const person0 = held.people[0]!;
    ok(
      await post(al, '/api/enrollment/cancelregistration', person0.token, {
        courseSectionId: held.id,
        userId: person0.id,
      }),
    );
    const none = await attend(al, coach.trainerToken, held.ids, 1);
    expect(none.statusCode).toBe(409);
    expect(errorOf(none)).toBe(TRAINING_TEXTS.attendanceNoneEligible);
  });

  it('bad input changes nothing (400); another trainer’s enrollments do not exist (404); other roles 403; 401', async () => {
    const coach = await trainer(al);
    const other = await trainer(al);
    const held = await heldSession(al, coach, 1);
    for (const payload of [
      {},
      { enrollmentRecordIds: [], status: 1 },
      { enrollmentRecordIds: held.ids, status: 4 },
      { enrollmentRecordIds: held.ids, status: '1' },
      { enrollmentRecordIds: ['x'], status: 1 },
      { enrollmentRecordIds: held.ids, status: 1, extra: true },
    ]) {
      const response = await post(al, '/api/enrollment/setattendance', coach.trainerToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await attend(al, other.trainerToken, held.ids, 1)).statusCode).toBe(404);
    expect((await attend(al, coach.trainerToken, [999_999_999], 1)).statusCode).toBe(404);
    const admin = await person(al, { generalRoles: ['500'] });
    expect((await attend(al, admin.token, held.ids, 1)).statusCode).toBe(403);
    expect((await attend(al, held.people[0]!.token, held.ids, 1)).statusCode).toBe(403);
    expect((await attend(al, null, held.ids, 1)).statusCode).toBe(401);
    expect((await attendanceOf(al, held.id)).map((row) => row.attendance)).toEqual([0]);
    expect(await recordsOf(al, held.people[0]!.id)).toHaveLength(0);
  });

  it('concurrent calls for the same people write one training record and one certificate each', async () => {
    const coach = await trainer(al);
    const held = await heldSession(al, coach, 4);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => attend(al, coach.trainerToken, held.ids, 1)),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    // One call records all four; the others find them final (409), or each a part: never twice.
    expect(codes.filter((code) => code !== 200 && code !== 409)).toEqual([]);
    const updated = answers
      .filter((response) => response.statusCode === 200)
      .reduce((sum, response) => sum + response.json<TSetAttendanceResult>().updated, 0);
    expect(updated).toBe(4);
    for (const someone of held.people) expect(await recordsOf(al, someone.id)).toHaveLength(1);
    const certificates = await al.db
      .selectFrom('certificates')
      .select('id')
      .where('enrollmentId', 'in', held.ids)
      .execute();
    expect(certificates).toHaveLength(4);
    expect(await lockedOf(al, held.id)).toBe(true);
  });
});

describe('POST /api/enrollment/locksession', () => {
  it('locks once everyone has attendance; closes the waitlist (System Cancellation) and tells them', async () => {
    const coach = await trainer(al);
    const held = await heldSession(al, coach, 2, { waitlisted: 1 });
    const waiting = held.people[2]!;
    const lock = () =>
      post(al, '/api/enrollment/locksession', coach.trainerToken, { courseSectionId: held.id });
    const early = await lock();
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toBe(TRAINING_TEXTS.lockNotReady);
    ok(await attend(al, coach.trainerToken, [held.ids[0]!], 2));
    ok(await attend(al, coach.trainerToken, [held.ids[1]!], 1));
    expect(await lockedOf(al, held.id)).toBe(false);
    const locked = await lock();
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toEqual({ locked: true, message: TRAINING_TEXTS.locked });
    expect((await attendanceOf(al, held.id)).map((row) => [row.status, row.attendance])).toEqual([
      ['Registered', 2],
      ['Registered', 1],
      ['System Cancellation', 0],
    ]);
    const told = await al.db
      .selectFrom('notifications')
      .select('subject')
      .where('userId', '=', waiting.id)
      .execute();
    expect(told.map((n) => n.subject)).toContain('Safe Sleep Practices: Morning has closed');
    const again = await lock();
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(TRAINING_TEXTS.alreadyLocked);
    // A locked session's Partially Completed stays so.
    expect((await attend(al, coach.trainerToken, [held.ids[0]!], 1)).statusCode).toBe(409);
  });

  it('not before the end; another trainer’s 404; others 403', async () => {
    const coach = await trainer(al);
    const upcoming = await heldSession(al, coach, 1, { ended: false });
    const early = await post(al, '/api/enrollment/locksession', coach.trainerToken, {
      courseSectionId: upcoming.id,
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toBe(TRAINING_TEXTS.attendanceNotYet);
    const other = await trainer(al);
    expect(
      (await post(al, '/api/enrollment/locksession', other.trainerToken, { courseSectionId: upcoming.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(al, '/api/enrollment/locksession', upcoming.people[0]!.token, {
          courseSectionId: upcoming.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(await lockedOf(al, upcoming.id)).toBe(false);
  });
});

describe('the manage-attendance grid offers attendance', () => {
  it('mayAttend on Registered rows without final attendance, none once locked', async () => {
    const coach = await trainer(al);
    const held = await heldSession(al, coach, 2);
    ok(await attend(al, coach.trainerToken, [held.ids[0]!], 1));
    const grid = async () => {
      const response = await post(al, '/api/grid', coach.trainerToken, {
        formId: FormId.Enrollment,
        entityTypeId: EntityType.Enrollment,
        altGridId: 'manage-attendance',
        primaryEntity: null,
        includeDisabled: false,
        filterInfo: [],
        defaultFilters: [{ filterColumn: 'courseSectionId', operation: 'Equals', value: String(held.id) }],
        sortInfo: [],
        from: 1,
        to: 5,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<TGridResponse>()
        .gridData.map((row) => [row.id, row.mayAttend, row.attendanceStatus] as const)
        .sort((x, y) => Number(x[0]) - Number(y[0]));
    };
    expect(await grid()).toEqual([
      [held.ids[0], false, 'Completed'],
      [held.ids[1], true, null],
    ]);
    ok(await attend(al, coach.trainerToken, [held.ids[1]!], 3));
    expect(await grid()).toEqual([
      [held.ids[0], false, 'Completed'],
      [held.ids[1], false, 'Absent'],
    ]);
  });
});
