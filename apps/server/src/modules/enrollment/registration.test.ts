import type {
  TRegistrationAnswer,
  TSessionDetails,
  TTrainingSearchResult,
  TCalendarEvent,
} from '@registry/contracts';
import { REGISTER_TITLES, TRAINING_TEXTS, wallTimeIn } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { employ, organization, person, withRole, type Person } from '../../../test/records.js';
import { course, session } from '../../../test/training.js';

let al: TestApp;
let tn: TestApp;
let tnClock: TestClock;
beforeAll(async () => {
  al = await createTestApp();
  tnClock = testClock();
  tn = await createTestApp({ config: { tenant: 'tn' }, clock: tnClock });
});

const JEFFERSON = '01073'; // Birmingham region
const MOBILE = '01097'; // Mobile region

const post = (t: TestApp, url: string, token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : bearer(token),
    payload: payload as object,
  });
const get = (t: TestApp, url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });

async function trainer(t: TestApp): Promise<Person & { trainerToken: string }> {
  const me = await person(t, { generalRoles: ['100', '250'] });
  return { ...me, trainerToken: await withRole(t, me.token, '250') };
}

/** A professional working at an organization in a county (al: its region). */
async function professional(t: TestApp, countyFips?: string): Promise<Person> {
  const me = await person(t);
  if (countyFips !== undefined) await employ(t, me.id, await organization(t, countyFips), ['100']);
  return me;
}

async function register(
  t: TestApp,
  token: string | null,
  courseSectionId: number,
  userId: number,
  extra: object = {},
) {
  const response = await post(t, '/api/enrollment/register', token, { courseSectionId, userId, ...extra });
  return response;
}
const answer = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRegistrationAnswer>();
};

async function stateOf(t: TestApp, sessionId: number) {
  const counts = await t.db
    .selectFrom('courseSections')
    .select(['registeredCount', 'waitlistedCount', 'hasHadEnrollments'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const enrollments = await t.db
    .selectFrom('enrollments')
    .select(['userId', 'status', 'waitlistSeq'])
    .where('courseSectionId', '=', sessionId)
    .orderBy('id')
    .execute();
  return { ...counts, enrollments };
}
const notificationsOf = (t: TestApp, userId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['subject', 'body'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

describe('POST /api/enrollment/register', () => {
  it('registers a professional (1), then says already registered (2); the seat is counted and the person told', async () => {
    const coach = await trainer(al);
    const id = await session(al, await course(al, coach.id, 'Safe Sleep'), coach.id, {
      sectionName: 'Evening',
    });
    const me = await professional(al);
    const first = answer(await register(al, me.token, id, me.id, { comment: 'Looking forward' }));
    expect(first.result).toBe(1);
    expect(first.message).toMatch(/^You have successfully registered \S.* for Safe Sleep: Evening\.$/);
    expect(first.message).not.toContain(' you ');
    const again = answer(await register(al, me.token, id, me.id));
    expect(again).toEqual({
      result: 2,
      message: TRAINING_TEXTS.alreadyRegistered('You', 'Safe Sleep', 'Evening'),
    });
    const state = await stateOf(al, id);
    expect(state.registeredCount).toBe(1);
    expect(state.hasHadEnrollments).toBe(true);
    expect(state.enrollments).toEqual([{ userId: me.id, status: 'Registered', waitlistSeq: null }]);
    expect((await notificationsOf(al, me.id)).map((n) => n.subject)).toEqual([
      'You are registered for Safe Sleep: Evening',
    ]);
  });

  it('full: 4 with the waitlist offered, 3 once the waitlist is full too; nothing is written either way', async () => {
    const coach = await trainer(al);
    const id = await session(al, await course(al, coach.id, 'Art'), coach.id, {
      sectionName: 'A',
      capacity: 1,
      waitlistCapacity: 1,
    });
    const [a, b, c] = [await professional(al), await professional(al), await professional(al)];
    expect(answer(await register(al, a.token, id, a.id)).result).toBe(1);
    expect(answer(await register(al, b.token, id, b.id))).toEqual({
      result: 4,
      message: TRAINING_TEXTS.waitlistOffer('Art', 'A'),
    });
    expect(await notificationsOf(al, b.id)).toEqual([]);
    const place = answer(
      await post(al, '/api/enrollment/waitlist', b.token, { courseSectionId: id, userId: b.id }),
    );
    expect(place).toEqual({ result: 1, message: TRAINING_TEXTS.waitlisted(1) });
    expect((await notificationsOf(al, b.id)).map((n) => n.subject)).toEqual([
      'You are on the waitlist for Art: A',
    ]);
    // A full session is answered without a transaction: those holding a place still hear "already".
    expect(answer(await register(al, a.token, id, a.id)).result).toBe(2);
    expect(answer(await register(al, b.token, id, b.id)).result).toBe(2);
    expect(
      answer(await post(al, '/api/enrollment/waitlist', a.token, { courseSectionId: id, userId: a.id }))
        .result,
    ).toBe(-2);
    expect(
      answer(await post(al, '/api/enrollment/waitlist', b.token, { courseSectionId: id, userId: b.id }))
        .result,
    ).toBe(-2);
    expect(answer(await register(al, c.token, id, c.id))).toEqual({
      result: 3,
      message: TRAINING_TEXTS.fullDeclined('Art', 'A'),
    });
    expect(
      answer(await post(al, '/api/enrollment/waitlist', c.token, { courseSectionId: id, userId: c.id }))
        .result,
    ).toBe(-3);
    const state = await stateOf(al, id);
    expect([state.registeredCount, state.waitlistedCount]).toEqual([1, 1]);
    expect(state.enrollments.map((e) => [e.userId, e.status])).toEqual([
      [a.id, 'Registered'],
      [b.id, 'Waitlisted'],
    ]);
  });

  it('the waitlist of a session with a seat given back registers instead (0: registered, not waiting)', async () => {
    const coach = await trainer(al);
    const id = await session(al, await course(al, coach.id, 'Freed'), coach.id, {
      sectionName: 'F',
      capacity: 1,
    });
    const [a, b] = [await professional(al), await professional(al)];
    answer(await register(al, a.token, id, a.id));
    expect(answer(await register(al, b.token, id, b.id)).result).toBe(4);
    // a gives the seat back before b answers the offer.
    expect(
      (await post(al, '/api/enrollment/cancelregistration', a.token, { courseSectionId: id, userId: a.id }))
        .statusCode,
    ).toBe(200);
    const taken = answer(
      await post(al, '/api/enrollment/waitlist', b.token, { courseSectionId: id, userId: b.id }),
    );
    expect(taken.result).toBe(0);
    expect(taken.message).toMatch(/^You have successfully registered .+ for Freed: F\.$/);
    const state = await stateOf(al, id);
    expect([state.registeredCount, state.waitlistedCount]).toEqual([1, 0]);
    expect(state.enrollments.map((e) => [e.userId, e.status])).toEqual([
      [a.id, 'Unregistered'],
      [b.id, 'Registered'],
    ]);
    // Told of the seat only: the waitlist's notice, written before the place was sought, was undone.
    expect((await notificationsOf(al, b.id)).map((n) => n.subject)).toEqual([
      'You are registered for Freed: F',
    ]);
  });

  it('never exceeds the seats nor repeats a waitlist position under concurrent registrations', async () => {
    const coach = await trainer(al);
    const id = await session(al, await course(al, coach.id, 'Popular'), coach.id, {
      capacity: 5,
      waitlistCapacity: 30,
    });
    const people = await Promise.all(Array.from({ length: 24 }, () => professional(al)));
    const results = await Promise.all(people.map((p) => register(al, p.token, id, p.id).then(answer)));
    expect(results.filter((r) => r.result === 1)).toHaveLength(5);
    expect(results.filter((r) => r.result === 4)).toHaveLength(19);
    const offered = people.filter((_, index) => results[index]!.result === 4);
    const places = await Promise.all(
      offered.map((p) =>
        post(al, '/api/enrollment/waitlist', p.token, { courseSectionId: id, userId: p.id }).then(answer),
      ),
    );
    expect(places.map((p) => p.result).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 19 }, (_, i) => i + 1),
    );
    const state = await stateOf(al, id);
    expect([state.registeredCount, state.waitlistedCount]).toEqual([5, 19]);
    expect(state.enrollments.filter((e) => e.status === 'Registered')).toHaveLength(5);
  });

  it('answers 401 without a session, 403 for a role that does not register, 404 for someone else or a disabled session', async () => {
    const coach = await trainer(al);
    const courseId = await course(al, coach.id);
    const id = await session(al, courseId, coach.id);
    const me = await professional(al);
    const other = await professional(al);
    expect((await register(al, null, id, me.id)).statusCode).toBe(401);
    const agent = await person(al, { generalRoles: ['100', '350'] });
    expect((await register(al, await withRole(al, agent.token, '350'), id, agent.id)).statusCode).toBe(403);
    expect((await register(al, me.token, id, other.id)).statusCode).toBe(404);
    expect((await register(al, me.token, 999_999_999, me.id)).statusCode).toBe(404);
    await al.db.updateTable('courses').set({ disabledAt: new Date() }).where('id', '=', courseId).execute();
    expect((await register(al, me.token, id, me.id)).statusCode).toBe(404);
    expect((await register(al, me.token, -1, me.id)).statusCode).toBe(400);
    expect((await stateOf(al, id)).enrollments).toEqual([]);
  });

  it('a trainer enrolls a professional in their own session (past the deadline too), never in another’s', async () => {
    const coach = await trainer(al);
    const past = wallTimeIn(new Date(Date.now() - 86_400_000), 'America/Chicago');
    const id = await session(al, await course(al, coach.id, 'Late'), coach.id, {
      sectionName: 'S',
      regDeadline: past,
    });
    const me = await professional(al);
    expect((await register(al, me.token, id, me.id)).statusCode).toBe(409);
    const enrolled = answer(await register(al, coach.trainerToken, id, me.id));
    expect(enrolled.result).toBe(1);
    expect(enrolled.message).toMatch(/^You have successfully registered .+ for Late: S\.$/);
    const stranger = await trainer(al);
    expect((await register(al, stranger.trainerToken, id, me.id)).statusCode).toBe(404);
  });
});

describe('the registration window in the session’s own time zone (tn spans two)', () => {
  it('a deadline of 17:00 has passed in Eastern time and not yet in Central time at 21:30 UTC', async () => {
    tnClock.set(new Date('2031-03-10T21:30:00Z')); // 17:30 EDT, 16:30 CDT
    const coach = await person(tn, { generalRoles: ['100'] });
    const courseId = await course(tn, coach.id, 'Zones');
    const at = {
      regDeadline: '2031-03-10 17:00',
      trainingStart: '2031-03-12 09:00',
      trainingEnd: '2031-03-12 12:00',
    };
    const eastern = await session(tn, courseId, coach.id, {
      ...at,
      timeZone: 'America/New_York',
      sectionName: 'East',
    });
    const central = await session(tn, courseId, coach.id, {
      ...at,
      timeZone: 'America/Chicago',
      sectionName: 'Central',
    });
    const notYet = await session(tn, courseId, coach.id, {
      ...at,
      regStart: '2031-03-11 08:00',
      regDeadline: null,
      sectionName: 'Later',
    });
    const me = await person(tn);
    const late = await register(tn, me.token, eastern, me.id);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(REGISTER_TITLES.pastDeadline);
    expect(answer(await register(tn, me.token, central, me.id)).result).toBe(1);
    const early = await register(tn, me.token, notYet, me.id);
    expect(early.statusCode).toBe(409);
    expect(early.body).toContain(REGISTER_TITLES.notStarted);
    const details = (
      await get(tn, `/api/coursesection/getsectionbyid?id=${eastern}`, me.token)
    ).json<TSessionDetails>();
    expect(details.register).toEqual({
      disabled: true,
      title: REGISTER_TITLES.pastDeadline,
      warning: TRAINING_TEXTS.outsideWindow,
    });
    const mine = (
      await get(tn, `/api/coursesection/getsectionbyid?id=${central}`, me.token)
    ).json<TSessionDetails>();
    expect(mine.register.title).toBe(REGISTER_TITLES.alreadyRegistered);
    expect(mine.mayCancel).toBe(true);
  });
});

describe('out of region (al): the request, the trainer’s review, the person told', () => {
  it('refuses a direct registration, takes the request, and the trainer approves with a comment', async () => {
    const coach = await trainer(al);
    const id = await session(al, await course(al, coach.id, 'Coastal'), coach.id, {
      region: 'mobile',
      sectionName: 'Bay',
      capacity: 1,
    });
    const me = await professional(al, JEFFERSON);
    const refused = await register(al, me.token, id, me.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(TRAINING_TEXTS.outOfRegion);
    expect(
      (
        await get(al, `/api/coursesection/regioncheck?courseSectionId=${id}&userId=${me.id}`, me.token)
      ).json(),
    ).toBe(false);
    const asked = answer(
      await post(al, '/api/enrollment/requestregistration', me.token, {
        courseSectionId: id,
        userId: me.id,
        comment: 'Near my sister',
      }),
    );
    expect(asked).toEqual({ result: 1, message: TRAINING_TEXTS.requestSent });
    expect((await notificationsOf(al, coach.id)).map((n) => n.subject)).toEqual([
      'Out-of-region registration request for Coastal: Bay',
    ]);
    const review = (payload: object, token = coach.trainerToken) =>
      post(al, '/api/enrollment/regionoverride', token, { courseSectionId: id, userId: me.id, ...payload });
    expect((await review({ accepted: true, comment: '' })).statusCode).toBe(400);
    expect((await review({ accepted: true, comment: 'ok' }, me.token)).statusCode).toBe(403);
    const approved = answer(await review({ accepted: true, comment: 'Welcome' }));
    expect(approved.result).toBeGreaterThan(0);
    expect((await stateOf(al, id)).enrollments).toEqual([
      { userId: me.id, status: 'Registered', waitlistSeq: null },
    ]);
    const told = await notificationsOf(al, me.id);
    expect(told.at(-1)).toEqual({
      subject: 'Your registration request for Coastal: Bay was approved',
      body: expect.stringContaining('Comments: Welcome'),
    });
    expect(answer(await review({ accepted: true, comment: 'again' })).result).toBe(-2);
    // A second request when the seat is taken: approving it answers full and changes nothing.
    const other = await professional(al, JEFFERSON);
    answer(
      await post(al, '/api/enrollment/requestregistration', other.token, {
        courseSectionId: id,
        userId: other.id,
      }),
    );
    const full = answer(
      await post(al, '/api/enrollment/regionoverride', coach.trainerToken, {
        courseSectionId: id,
        userId: other.id,
        accepted: true,
        comment: 'Sorry',
      }),
    );
    expect(full).toEqual({ result: -3, message: TRAINING_TEXTS.reviewFull('Coastal', 'Bay') });
    const declined = answer(
      await post(al, '/api/enrollment/regionoverride', coach.trainerToken, {
        courseSectionId: id,
        userId: other.id,
        accepted: false,
        comment: 'Full',
      }),
    );
    expect(declined.result).toBeGreaterThan(0);
    expect((await stateOf(al, id)).enrollments.map((e) => e.status)).toEqual(['Registered', 'Denied']);
  });

  it('in region registers directly', async () => {
    const coach = await trainer(al);
    const id = await session(al, await course(al, coach.id), coach.id, { region: 'mobile' });
    const me = await professional(al, MOBILE);
    expect(answer(await register(al, me.token, id, me.id)).result).toBe(1);
  });
});

describe('POST /api/enrollment/cancelregistration', () => {
  it('the person unregisters; the first on the waitlist takes the seat and is told', async () => {
    const coach = await trainer(al);
    const id = await session(al, await course(al, coach.id, 'Music'), coach.id, {
      sectionName: 'M',
      capacity: 1,
    });
    const [a, b, c] = [await professional(al), await professional(al), await professional(al)];
    answer(await register(al, a.token, id, a.id));
    for (const p of [b, c])
      answer(await post(al, '/api/enrollment/waitlist', p.token, { courseSectionId: id, userId: p.id }));
    const done = await post(al, '/api/enrollment/cancelregistration', a.token, {
      courseSectionId: id,
      userId: a.id,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ canceled: 1, message: 'You have successfully unregistered.' });
    const state = await stateOf(al, id);
    expect([state.registeredCount, state.waitlistedCount]).toEqual([1, 1]);
    expect(state.enrollments.map((e) => [e.userId, e.status])).toEqual([
      [a.id, 'Unregistered'],
      [b.id, 'Registered'],
      [c.id, 'Waitlisted'],
    ]);
    expect((await notificationsOf(al, b.id)).at(-1)?.subject).toBe(
      'A seat opened: you are registered for Music: M',
    );
    const upcoming = (await get(al, '/api/enrollment/upcoming', c.token)).json<
      { waitlistPosition: number }[]
    >();
    expect(upcoming.map((u) => u.waitlistPosition)).toEqual([1]);
    // Not again: Unregistered is not cancelled twice; registering again is possible.
    expect(
      (await post(al, '/api/enrollment/cancelregistration', a.token, { courseSectionId: id, userId: a.id }))
        .statusCode,
    ).toBe(409);
  });

  it('the trainer cancels several; none eligible says so', async () => {
    const coach = await trainer(al);
    const id = await session(al, await course(al, coach.id), coach.id);
    const [a, b] = [await professional(al), await professional(al)];
    for (const p of [a, b]) answer(await register(al, p.token, id, p.id));
    const bulk = (userIds: number[]) =>
      post(al, '/api/enrollment/cancelregistration', coach.trainerToken, {
        courseSectionId: id,
        userIds,
        comment: 'Room closed',
      });
    const first = await bulk([a.id, b.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ canceled: 2 });
    expect((await stateOf(al, id)).enrollments.map((e) => e.status)).toEqual(['Canceled', 'Canceled']);
    const none = await bulk([a.id, b.id]);
    expect(none.statusCode).toBe(409);
    expect(none.body).toContain(TRAINING_TEXTS.noneToCancel);
    const stranger = await trainer(al);
    expect(
      (
        await post(al, '/api/enrollment/cancelregistration', stranger.trainerToken, {
          courseSectionId: id,
          userIds: [a.id],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('a session people are registered for', () => {
  it('is not disabled (nor its course) until their registrations are cancelled, which tells them', async () => {
    const coach = await trainer(al);
    const courseId = await course(al, coach.id, 'Kept');
    const id = await session(al, courseId, coach.id);
    const me = await professional(al);
    answer(await register(al, me.token, id, me.id));
    const disable = (entityTypeId: number, entityId: number) =>
      post(al, '/api/grid/disable', coach.trainerToken, { disable: true, entityTypeId, entityId });
    expect((await disable(24, id)).statusCode).toBe(403);
    expect((await disable(23, courseId)).statusCode).toBe(403);
    const cancel = await post(al, '/api/enrollment/cancelregistration', coach.trainerToken, {
      courseSectionId: id,
      userIds: [me.id],
      comment: 'The session is withdrawn',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await notificationsOf(al, me.id)).at(-1)?.body).toContain('The session is withdrawn');
    expect((await disable(24, id)).statusCode).toBe(200);
    expect((await disable(23, courseId)).statusCode).toBe(200);
  });
});

describe('finding trainings', () => {
  it('GET /api/course/trainingsearch: the search lists, code and text in order', async () => {
    const me = await professional(al);
    const response = await get(al, '/api/course/trainingsearch', me.token);
    expect(response.statusCode, response.body).toBe(200);
    const lists = response.json<Record<string, { id: string; text: string }[]>>();
    expect(Object.keys(lists).sort()).toEqual([
      'age-groups',
      'ccdf-areas',
      'cda-areas',
      'core-knowledge-areas',
      'delivery-methods',
      'dhr-standards',
      'regions',
    ]);
    expect(lists['regions']).toHaveLength(9);
    expect(lists['dhr-standards']).toHaveLength(7);
    expect(lists['ccdf-areas']).toHaveLength(20);
    expect(lists['delivery-methods']!.map((c) => c.text)).toEqual(['Virtual/Online', 'Classroom', 'Blended']);
    expect((await get(al, '/api/course/trainingsearch', null)).statusCode).toBe(401);
  });

  it('Search Training filters the open sessions; the calendar marks the person’s registration', async () => {
    const coach = await trainer(al);
    const unique = `Infant Care ${Date.now()}`;
    const courseId = await course(al, coach.id, unique);
    const classroom = await session(al, courseId, coach.id, { sectionName: 'Classroom', startsInDays: 3 });
    const online = await session(al, courseId, coach.id, {
      sectionName: 'Online',
      startsInDays: 4,
      deliveryMethod: 'virtual',
      coreKnowledgeArea: ['child-development'],
    });
    const locked = await session(al, courseId, coach.id, {
      sectionName: 'Locked',
      startsInDays: 5,
      recordIsLocked: true,
    });
    const me = await professional(al);
    const search = (query: string) =>
      get(al, `/api/coursesection/trainingsearch?name=${encodeURIComponent(unique)}${query}`, me.token).then(
        (r) => {
          expect(r.statusCode, r.body).toBe(200);
          return r.json<TTrainingSearchResult>();
        },
      );
    expect((await search('')).items.map((i) => i.id)).toEqual([classroom, online]);
    expect((await search('&deliveryMethod=virtual')).items.map((i) => i.id)).toEqual([online]);
    expect((await search('&coreKnowledgeArea=child-development')).items.map((i) => i.id)).toEqual([online]);
    expect((await search('&region=mobile')).total).toBe(0);
    answer(await register(al, me.token, classroom, me.id));
    expect((await search('')).items[0]).toMatchObject({ enrollmentStatus: 'Registered', seatsLeft: 19 });
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const events = (await get(al, `/api/enrollment/calendarevents?start=${from}&end=${to}`, me.token)).json<
      TCalendarEvent[]
    >();
    expect(events.find((e) => e.id === classroom)).toMatchObject({ legend: 'registered', status: 1 });
    expect(events.find((e) => e.id === online)).toMatchObject({ legend: 'open', status: 0 });
    const trainerEvents = (
      await get(al, `/api/enrollment/trainercalendarevents?start=${from}&end=${to}`, coach.trainerToken)
    ).json<TCalendarEvent[]>();
    // The trainer's calendar holds every session of theirs, the locked one too.
    expect(trainerEvents.map((e) => e.id)).toEqual([classroom, online, locked]);
    expect(
      (await get(al, `/api/enrollment/trainercalendarevents?start=${from}&end=${to}`, me.token)).statusCode,
    ).toBe(403);
  });
});
