import type { TFormResponse, TGridResponse } from '@registry/contracts';
import { CATALOGUE_TEXTS, type TenantCode } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, type TestUserOptions } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { COURSE, ENROLLMENT, SESSION } from './index.js';

/**
 * The training catalogue (issue 23; spec 3 §2, §3, §4, §6, §7): trainers (250) write their courses and
 * sessions through forms 23 and 22 and list them in manage-training and schedule-training; the enrollments
 * of their sessions in manage-attendance (form 24, read only); Delete Training and Delete Session follow
 * their rules through the grid and their own calls. In al and jh (tn has no trainer).
 */

type Person = { id: number; email: string; token: string };
type World = { t: TestApp; trainer: Person; otherTrainer: Person; professional: Person; admin: Person };

const worlds: Partial<Record<TenantCode, World>> = {};

async function person(t: TestApp, options: TestUserOptions): Promise<Person> {
  const user = await createUser(t, options);
  return { id: user.id, email: user.email, token: (await signIn(t, user)).token };
}

beforeAll(async () => {
  for (const tenant of ['al', 'jh'] as const) {
    const t = await createTestApp({ config: { tenant } });
    worlds[tenant] = {
      t,
      trainer: await person(t, { generalRoles: ['250'], firstName: 'Tess', lastName: 'Trainer' }),
      otherTrainer: await person(t, { generalRoles: ['250'] }),
      professional: await person(t, { generalRoles: ['100'], firstName: 'Pat', lastName: 'Professional' }),
      admin: await person(t, { generalRoles: ['500'] }),
    };
  }
});

function post(t: TestApp, token: string | null, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : bearer(token),
    payload: payload as object,
  });
}

/** A course written directly (what an earlier save of form 23 left). */
async function addCourse(t: TestApp, trainerId: number, courseName = 'Safe Sleep Practices') {
  const row = await t.db
    .insertInto('courses')
    .values({ userId: trainerId, formId: 23, formVersion: 1, courseName })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A session written directly (what an earlier save of form 22 left), with its counts and flags as given. */
async function addSession(
  t: TestApp,
  courseId: number,
  trainerId: number,
  values: {
    sectionName?: string;
    trainingStart?: string;
    registeredCount?: number;
    waitlistedCount?: number;
    recordIsLocked?: boolean;
    hasHadEnrollments?: boolean;
  } = {},
) {
  const row = await t.db
    .insertInto('courseSections')
    .values({
      courseId,
      userId: trainerId,
      formId: 22,
      formVersion: 1,
      sectionName: values.sectionName ?? 'Morning session',
      trainingStart: values.trainingStart ?? '2030-05-12 09:00',
      trainingEnd: `${(values.trainingStart ?? '2030-05-12').slice(0, 10)} 23:00`,
      timeZone: 'America/Chicago',
      region: 'mobile',
      registeredCount: values.registeredCount ?? 0,
      waitlistedCount: values.waitlistedCount ?? 0,
      recordIsLocked: values.recordIsLocked ?? false,
      hasHadEnrollments: values.hasHadEnrollments ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addEnrollment(
  t: TestApp,
  sessionId: number,
  userId: number,
  status: 'Registered' | 'Waitlisted' | 'Pending Approval' | 'Unregistered',
  waitlistSeq: number | null = null,
) {
  const row = await t.db
    .insertInto('enrollments')
    .values({ courseSectionId: sessionId, userId, formId: 24, formVersion: 1, status, waitlistSeq })
    .returning(['id', 'trainerUserId'])
    .executeTakeFirstOrThrow();
  return row;
}

const courseAnswers = (name: string, hours = '3') => [
  { formElementId: COURSE.courseName, value: name },
  { formElementId: COURSE.courseNumber, value: 'SS-101' },
  { formElementId: COURSE.hours, value: hours },
  { formElementId: COURSE.description, value: 'Safe sleep for infants.' },
];

function saveCourse(t: TestApp, token: string | null, answers: unknown[], courseId: number | null = null) {
  return post(t, token, '/api/form/formresponse', {
    response: { formId: 23, elementResponses: answers },
    primaryEntity: courseId === null ? null : { id: courseId, entityTypeId: 23 },
  });
}

type SessionInput = Partial<Record<keyof typeof SESSION, string>>;

function sessionAnswers(input: SessionInput = {}) {
  const values: SessionInput = {
    sectionName: 'Morning session',
    trainingStart: '2030-05-12T09:00',
    trainingEnd: '2030-05-12T12:00',
    regStart: '2030-04-01T08:00',
    regDeadline: '2030-05-10T17:00',
    region: 'mobile',
    deliveryMethod: 'classroom',
    capacity: '25',
    waitlistCapacity: '5',
    locationName: 'Community Room',
    locationPhone: '(251) 555-0100',
    contactEmail: 'trainer@example.org',
    sessionInformation: '<p>Bring a <strong>notebook</strong>.</p>',
    ...input,
  };
  const checkboxes = {
    coreKnowledgeArea: ['health-safety-nutrition'],
    ccdfArea: ['safe-sleep', 'first-aid-cpr'],
  };
  return [
    ...Object.entries(values).map(([name, value]) => ({
      formElementId: SESSION[name as keyof typeof SESSION],
      value,
    })),
    ...Object.entries(checkboxes).map(([name, multiValue]) => ({
      formElementId: SESSION[name as keyof typeof SESSION],
      multiValue,
    })),
  ];
}

function saveSession(
  t: TestApp,
  token: string | null,
  options: { courseId?: number | null; sessionId?: number | null; input?: SessionInput; override?: boolean },
) {
  return post(t, token, '/api/form/formresponse', {
    response: { formId: 22, elementResponses: sessionAnswers(options.input) },
    primaryEntity: options.sessionId ? { id: options.sessionId, entityTypeId: 24 } : null,
    entities: options.courseId ? [{ id: options.courseId, entityTypeId: 23 }] : [],
    ...(options.override ? { override: true } : {}),
  });
}

function grid(
  t: TestApp,
  token: string,
  entityTypeId: number,
  altGridId: string,
  extra: Record<string, unknown> = {},
) {
  return post(t, token, '/api/grid', { entityTypeId, altGridId, from: 1, to: 50, ...extra });
}

async function rowsOf(response: Awaited<ReturnType<typeof grid>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TGridResponse>().gridData;
}

const flags = (row: Record<string, unknown>) =>
  [
    row.canView ? 'V' : '-',
    row.canEdit ? 'E' : '-',
    row.canDisable ? 'D' : '-',
    row.canDelete ? 'X' : '-',
  ].join('');

describe.each(['al', 'jh'] as const)('%s', (tenant) => {
  const w = () => worlds[tenant]!;

  describe('courses through form 23', () => {
    it('a trainer adds one and edits it; it is theirs', async () => {
      const { t, trainer } = w();
      const created = await saveCourse(t, trainer.token, courseAnswers('Safe Sleep Practices'));
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json<{ entityId: number }>().entityId;
      const stored = await t.db
        .selectFrom('courses')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect([stored.userId, stored.courseName, stored.courseNumber, stored.hours, stored.formId]).toEqual([
        trainer.id,
        'Safe Sleep Practices',
        'SS-101',
        '3.00',
        23,
      ]);
      const edited = await saveCourse(t, trainer.token, courseAnswers('Safe Sleep for Infants', '2.5'), id);
      expect(edited.statusCode, edited.body).toBe(200);
      const form = await post(t, trainer.token, '/api/form', {
        formId: 23,
        primaryEntity: { id, entityTypeId: 23 },
      });
      expect(form.statusCode).toBe(200);
      const body = form.json<TFormResponse>();
      expect(body.readOnly).toBe(false);
      expect(body.elements.find((element) => element.id === COURSE.hours)?.value).toBe('2.5');
    });

    it('refuses bad input (400), no session (401), and anyone but a trainer (404, as for every form)', async () => {
      const { t, trainer, professional, admin } = w();
      const empty = await saveCourse(t, trainer.token, courseAnswers(''));
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json<{ errors: object }>().errors)).toEqual([String(COURSE.courseName)]);
      const hours = await saveCourse(t, trainer.token, courseAnswers('Valid', '12345'));
      expect(hours.statusCode).toBe(400);
      expect((await saveCourse(t, null, courseAnswers('Valid'))).statusCode).toBe(401);
      // Role 100 and the administrators may add no course: the form does not exist for them.
      for (const viewer of [professional, admin]) {
        expect((await saveCourse(t, viewer.token, courseAnswers('Not mine'))).statusCode).toBe(404);
        expect(
          (await post(t, viewer.token, '/api/form', { formId: 23, primaryEntity: null })).statusCode,
        ).toBe(404);
      }
    });

    it("another trainer's course is 404 to a trainer, read only to an administrator (403 on save)", async () => {
      const { t, trainer, otherTrainer, admin } = w();
      const theirs = await addCourse(t, otherTrainer.id, 'Not yours');
      const primaryEntity = { id: theirs, entityTypeId: 23 };
      expect((await post(t, trainer.token, '/api/form', { formId: 23, primaryEntity })).statusCode).toBe(404);
      expect((await saveCourse(t, trainer.token, courseAnswers('Taken'), theirs)).statusCode).toBe(404);
      const read = await post(t, admin.token, '/api/form', { formId: 23, primaryEntity });
      expect(read.statusCode).toBe(200);
      expect(read.json<TFormResponse>().readOnly).toBe(true);
      expect((await saveCourse(t, admin.token, courseAnswers('Changed'), theirs)).statusCode).toBe(403);
      const stored = await t.db
        .selectFrom('courses')
        .select('courseName')
        .where('id', '=', theirs)
        .executeTakeFirst();
      expect(stored?.courseName).toBe('Not yours');
    });
  });

  describe('sessions through form 22, under one of the trainer’s courses', () => {
    it('schedules one: wall times as entered, the state’s time zone by default, seats, lists and rich text', async () => {
      const { t, trainer } = w();
      const courseId = await addCourse(t, trainer.id);
      const saved = await saveSession(t, trainer.token, {
        courseId,
        input: { capacity: '', waitlistCapacity: '' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const id = saved.json<{ entityId: number }>().entityId;
      const row = await t.db
        .selectFrom('courseSections')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        courseId,
        userId: trainer.id,
        trainingStart: '2030-05-12 09:00:00',
        trainingEnd: '2030-05-12 12:00:00',
        regDeadline: '2030-05-10 17:00:00',
        timeZone: 'America/Chicago',
        region: 'mobile',
        capacity: 20,
        waitlistCapacity: 10,
        registeredCount: 0,
        recordIsLocked: false,
        hasHadEnrollments: false,
        ccdfArea: ['safe-sleep', 'first-aid-cpr'],
      });
      expect(row.sessionInformation).toBe('<p>Bring a <strong>notebook</strong>.</p>');
      // Served back as the datetime element holds it, in the session's own wall time.
      const form = await post(t, trainer.token, '/api/form', {
        formId: 22,
        primaryEntity: { id, entityTypeId: 24 },
      });
      const elements = form.json<TFormResponse>().elements;
      const valueOf = (elementId: number) => elements.find((element) => element.id === elementId)?.value;
      expect([valueOf(SESSION.trainingStart), valueOf(SESSION.timeZone), valueOf(SESSION.capacity)]).toEqual([
        '2030-05-12T09:00',
        'America/Chicago',
        '20',
      ]);
      // Its time zones: al's one, jh's five.
      const zones = elements.find((element) => element.id === SESSION.timeZone)!.choices;
      expect(zones.filter((choice) => choice.visible).map((choice) => choice.id)).toEqual(
        tenant === 'al'
          ? ['America/Chicago']
          : [
              'America/New_York',
              'America/Chicago',
              'America/Denver',
              'America/Phoenix',
              'America/Los_Angeles',
            ],
      );
    });

    it('takes a time zone the state holds sessions in, and no other', async () => {
      const { t, trainer } = w();
      const courseId = await addCourse(t, trainer.id);
      const eastern = await saveSession(t, trainer.token, {
        courseId,
        input: { timeZone: 'America/New_York' },
      });
      expect(eastern.statusCode, eastern.body).toBe(tenant === 'jh' ? 200 : 400);
      const unknown = await saveSession(t, trainer.token, { courseId, input: { timeZone: 'Europe/Paris' } });
      expect(unknown.statusCode).toBe(400);
    });

    it.each<[string, SessionInput, number]>([
      ['an end before the start', { trainingEnd: '2030-05-12T08:59' }, SESSION.trainingEnd],
      ['a deadline before registration opens', { regDeadline: '2030-03-31T17:00' }, SESSION.regDeadline],
      ['a deadline after the training starts', { regDeadline: '2030-05-12T09:01' }, SESSION.regDeadline],
      [
        'a registration start after the training starts',
        { regStart: '2030-05-13T08:00', regDeadline: '' },
        SESSION.regStart,
      ],
      [
        'an instant in place of a wall time',
        { trainingStart: '2030-05-12T09:00:00Z' },
        SESSION.trainingStart,
      ],
      ['no seats', { capacity: '0' }, SESSION.capacity],
      ['a negative waitlist', { waitlistCapacity: '-1' }, SESSION.waitlistCapacity],
      ['no session name', { sectionName: '' }, SESSION.sectionName],
      ['no start', { trainingStart: '' }, SESSION.trainingStart],
      ['a region not listed', { region: 'paris' }, SESSION.region],
    ])('refuses %s (400 on that element)', async (_name, input, elementId) => {
      const { t, trainer } = w();
      const courseId = await addCourse(t, trainer.id);
      const response = await saveSession(t, trainer.token, { courseId, input });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(String(elementId));
    });

    it('is of one of the trainer’s own courses, enabled: none 400, another trainer’s 404, disabled 400', async () => {
      const { t, trainer, otherTrainer } = w();
      const count = async () =>
        (
          await t.db
            .selectFrom('courseSections')
            .select(t.db.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const before = await count();
      const none = await saveSession(t, trainer.token, {});
      expect(none.statusCode).toBe(400);
      expect(none.json<{ errors: Record<string, string> }>().errors.form).toBe(
        CATALOGUE_TEXTS.courseRequired,
      );
      const theirs = await addCourse(t, otherTrainer.id);
      expect((await saveSession(t, trainer.token, { courseId: theirs })).statusCode).toBe(404);
      expect((await saveSession(t, trainer.token, { courseId: 987654321 })).statusCode).toBe(404);
      const disabled = await addCourse(t, trainer.id);
      await t.db.updateTable('courses').set({ disabledAt: new Date() }).where('id', '=', disabled).execute();
      const refused = await saveSession(t, trainer.token, { courseId: disabled });
      expect(refused.json<{ errors: Record<string, string> }>().errors.form).toBe(
        CATALOGUE_TEXTS.courseDisabled,
      );
      expect(await count()).toBe(before);
    });

    it('answers 401 without a session, 404 to role 100 and to an administrator adding one', async () => {
      const { t, trainer, professional, admin } = w();
      const courseId = await addCourse(t, trainer.id);
      expect((await saveSession(t, null, { courseId })).statusCode).toBe(401);
      expect((await saveSession(t, professional.token, { courseId })).statusCode).toBe(404);
      expect((await saveSession(t, admin.token, { courseId })).statusCode).toBe(404);
    });

    it('keeps its course, and never takes the counts or the lock from the form', async () => {
      const { t, trainer } = w();
      const courseId = await addCourse(t, trainer.id);
      const otherCourse = await addCourse(t, trainer.id, 'Another course');
      const sessionId = await addSession(t, courseId, trainer.id, {
        registeredCount: 3,
        hasHadEnrollments: true,
      });
      const saved = await saveSession(t, trainer.token, {
        sessionId,
        courseId: otherCourse,
        input: { sectionName: 'Renamed' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const row = await t.db
        .selectFrom('courseSections')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      expect([row.courseId, row.sectionName, row.registeredCount, row.hasHadEnrollments]).toEqual([
        courseId,
        'Renamed',
        3,
        true,
      ]);
    });

    it('may not set fewer seats than people registered, nor waitlist places than people waiting', async () => {
      const { t, trainer } = w();
      const courseId = await addCourse(t, trainer.id);
      const sessionId = await addSession(t, courseId, trainer.id, { registeredCount: 5, waitlistedCount: 2 });
      const check = await post(t, trainer.token, '/api/form/presubmissionvalidation', {
        formId: 22,
        primaryEntity: { id: sessionId, entityTypeId: 24 },
        validations: [
          { entityTypeId: 24, formElementId: SESSION.capacity, value: '4' },
          { entityTypeId: 24, formElementId: SESSION.waitlistCapacity, value: '1' },
        ],
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({
        messages: [
          {
            formElementId: SESSION.capacity,
            message: CATALOGUE_TEXTS.capacityBelowRegistered(5),
            severity: 'error',
            overridable: false,
          },
          {
            formElementId: SESSION.waitlistCapacity,
            message: CATALOGUE_TEXTS.waitlistBelowWaitlisted(2),
            severity: 'error',
            overridable: false,
          },
        ],
        overridable: false,
      });
      const refused = await saveSession(t, trainer.token, {
        sessionId,
        input: { capacity: '4', waitlistCapacity: '2' },
        override: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual([String(SESSION.capacity)]);
      const exact = await saveSession(t, trainer.token, {
        sessionId,
        input: { capacity: '5', waitlistCapacity: '2' },
      });
      expect(exact.statusCode, exact.body).toBe(200);
    });

    it('a locked session is read only to its trainer (403 with the reason), 404 to another trainer', async () => {
      const { t, trainer, otherTrainer } = w();
      const courseId = await addCourse(t, trainer.id);
      const sessionId = await addSession(t, courseId, trainer.id, {
        recordIsLocked: true,
        hasHadEnrollments: true,
      });
      const form = await post(t, trainer.token, '/api/form', {
        formId: 22,
        primaryEntity: { id: sessionId, entityTypeId: 24 },
      });
      expect(form.json<TFormResponse>().readOnly).toBe(true);
      const save = await saveSession(t, trainer.token, { sessionId, input: { sectionName: 'Changed' } });
      expect([save.statusCode, save.json()]).toEqual([403, CATALOGUE_TEXTS.sessionLocked]);
      const other = await saveSession(t, otherTrainer.token, {
        sessionId,
        input: { sectionName: 'Changed' },
      });
      expect(other.statusCode).toBe(404);
    });
  });

  describe('the grids', () => {
    it("manage-training: the trainer's courses with their number of sessions; Delete only without sessions", async () => {
      const { t, otherTrainer, admin, professional } = w();
      // A trainer of their own for this test: their grid holds exactly these.
      const trainer = await person(t, { generalRoles: ['250'] });
      const empty = await addCourse(t, trainer.id, 'Another Course');
      const scheduled = await addCourse(t, trainer.id, 'Bloodborne Pathogens');
      await addSession(t, scheduled, trainer.id);
      await addSession(t, scheduled, trainer.id);
      const theirs = await addCourse(t, otherTrainer.id, 'Not yours');
      const rows = await rowsOf(await grid(t, trainer.token, 23, 'manage-training'));
      expect(rows.map((row) => [row.courseName, row.numberOfSessions, flags(row), row.userId])).toEqual([
        ['Another Course', 0, 'VEDX', trainer.id],
        ['Bloodborne Pathogens', 2, 'VED-', trainer.id],
      ]);
      expect(rows.map((row) => row.id)).toEqual([empty, scheduled]);
      // The administrators read every trainer's; role 100 none.
      const all = await rowsOf(await grid(t, admin.token, 23, 'manage-training', { to: 500 }));
      expect(all.find((row) => row.id === theirs)).toMatchObject({
        canView: true,
        canEdit: false,
        canDelete: false,
      });
      expect(await rowsOf(await grid(t, professional.token, 23, 'manage-training'))).toEqual([]);
    });

    it('schedule-training: the trainer’s sessions, by course or ALL, with seats, waitlist and wall times', async () => {
      const { t } = w();
      const trainer = await person(t, { generalRoles: ['250'] });
      const first = await addCourse(t, trainer.id, 'First Aid');
      const second = await addCourse(t, trainer.id, 'CPR');
      const fresh = await addSession(t, first, trainer.id, {
        sectionName: 'Fresh',
        trainingStart: '2030-06-01 09:00',
      });
      const enrolled = await addSession(t, first, trainer.id, {
        sectionName: 'Enrolled',
        trainingStart: '2030-05-01 09:00',
        registeredCount: 3,
        waitlistedCount: 1,
        hasHadEnrollments: true,
      });
      const locked = await addSession(t, second, trainer.id, {
        sectionName: 'Locked',
        trainingStart: '2030-04-01 09:00',
        recordIsLocked: true,
        hasHadEnrollments: true,
      });
      const all = await rowsOf(await grid(t, trainer.token, 24, 'schedule-training'));
      expect(
        all.map((row) => [
          row.id,
          row.courseName,
          row.sectionName,
          row.trainingStart,
          row.timeZone,
          row.region,
          row.registered,
          row.waitlisted,
          flags(row),
          row.recordIsLocked,
        ]),
      ).toEqual([
        [
          fresh,
          'First Aid',
          'Fresh',
          '2030-06-01 09:00:00',
          'Central Time',
          'Mobile',
          '0 / 20',
          0,
          'VEDX',
          false,
        ],
        [
          enrolled,
          'First Aid',
          'Enrolled',
          '2030-05-01 09:00:00',
          'Central Time',
          'Mobile',
          '3 / 20',
          1,
          'VED-',
          false,
        ],
        [locked, 'CPR', 'Locked', '2030-04-01 09:00:00', 'Central Time', 'Mobile', '0 / 20', 0, 'V---', true],
      ]);
      const byCourse = await rowsOf(
        await grid(t, trainer.token, 24, 'schedule-training', {
          defaultFilters: [{ filterColumn: 'courseId', operation: 'Equals', value: String(second) }],
        }),
      );
      expect(byCourse.map((row) => row.id)).toEqual([locked]);
      // A wall time's own day: filtered as written, whatever the tenant's zone.
      const onDay = await rowsOf(
        await grid(t, trainer.token, 24, 'schedule-training', {
          filterInfo: [{ filterColumn: 'trainingStart', operation: 'OnDate', value: '2030-05-01' }],
        }),
      );
      expect(onDay.map((row) => row.id)).toEqual([enrolled]);
      const columns = (await grid(t, trainer.token, 24, 'schedule-training')).json<TGridResponse>().columns;
      expect(columns.find((column) => column.propertyName === 'trainingStart')).toMatchObject({
        type: 'datetime',
        isTimeStamp: false,
        showTime: true,
      });
      // Another trainer sees none of them.
      const other = await person(t, { generalRoles: ['250'] });
      expect(await rowsOf(await grid(t, other.token, 24, 'schedule-training'))).toEqual([]);
      // The CSV shows the wall times as written.
      const csv = await post(t, trainer.token, '/api/form/flatfile', {
        entityType: 24,
        altGridId: 'schedule-training',
        filters: [{ filterColumn: 'courseId', operation: 'Equals', value: String(second) }],
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.rawPayload.subarray(3).toString('utf8')).toContain('04/01/2030 09:00 AM');
    });

    it("manage-attendance: one session's enrollments with their person, status, waitlist place and actions", async () => {
      const { t, professional } = w();
      const trainer = await person(t, { generalRoles: ['250'] });
      const courseId = await addCourse(t, trainer.id);
      const sessionId = await addSession(t, courseId, trainer.id, { hasHadEnrollments: true });
      const otherSession = await addSession(t, courseId, trainer.id);
      const names = ['Ada', 'Ben', 'Cy', 'Dee', 'Eve'];
      const people = [];
      for (const firstName of names) people.push(await createUser(t, { firstName, lastName: 'Learner' }));
      const registered = await addEnrollment(t, sessionId, people[0]!.id, 'Registered');
      await addEnrollment(t, sessionId, people[1]!.id, 'Waitlisted', 7);
      await addEnrollment(t, sessionId, people[2]!.id, 'Waitlisted', 3);
      await addEnrollment(t, sessionId, people[3]!.id, 'Pending Approval');
      await addEnrollment(t, sessionId, people[4]!.id, 'Unregistered');
      await addEnrollment(t, otherSession, professional.id, 'Registered');
      expect(registered.trainerUserId).toBe(trainer.id);
      await t.db
        .updateTable('enrollments')
        .set({ attendance: 1, comment: 'On time' })
        .where('id', '=', registered.id)
        .execute();
      const rows = await rowsOf(
        await grid(t, trainer.token, 26, 'manage-attendance', {
          defaultFilters: [
            { filterColumn: 'courseSectionId', operation: 'Equals', value: String(sessionId) },
          ],
        }),
      );
      expect(
        rows.map((row) => [
          row.name,
          row.status,
          row.waitlistPosition,
          row.attendanceStatus,
          row.attendance,
          row.userName,
          row.mayCancel,
          row.mayReview,
          row.mayMessage,
          flags(row),
        ]),
      ).toEqual([
        ['Ada Learner', 'Registered', null, 'Completed', 1, 'Ada Learner', true, false, true, 'V---'],
        ['Ben Learner', 'Waitlisted', 2, null, 0, 'Ben Learner', true, false, true, 'V---'],
        ['Cy Learner', 'Waitlisted', 1, null, 0, 'Cy Learner', true, false, true, 'V---'],
        ['Dee Learner', 'Pending Approval', null, null, 0, 'Dee Learner', false, true, true, 'V---'],
        ['Eve Learner', 'Unregistered', null, null, 0, 'Eve Learner', false, false, false, 'V-D-'],
      ]);
      expect(rows.map((row) => row.userId)).toEqual(people.map((p) => p.id));
      expect(rows[0]).toMatchObject({ email: people[0]!.email, comment: 'On time' });
      // The administrators read them without actions; another trainer and role 100 see none.
      const filter = {
        defaultFilters: [{ filterColumn: 'courseSectionId', operation: 'Equals', value: String(sessionId) }],
      };
      const read = await rowsOf(await grid(t, w().admin.token, 26, 'manage-attendance', filter));
      expect(read.map((row) => [flags(row), row.mayCancel])).toEqual(names.map(() => ['V---', false]));
      expect(await rowsOf(await grid(t, w().otherTrainer.token, 26, 'manage-attendance', filter))).toEqual(
        [],
      );
      expect(await rowsOf(await grid(t, professional.token, 26, 'manage-attendance', filter))).toEqual([]);
      // The roster as a file (the sign-in sheet): the trainer's CSV holds the grid's visible columns and
      // every row; another trainer's holds the header alone.
      const roster = async (token: string, fileType: 'csv' | 'pdf' = 'csv') =>
        post(t, token, '/api/form/flatfile', {
          entityType: 26,
          altGridId: 'manage-attendance',
          fileType,
          ...filter,
        });
      const csv = await roster(trainer.token);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/Enrollments_\d+/);
      const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/);
      expect(lines[0]).toBe('Name,E-mail,Status,Waitlist Position,Attendance,Comment');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(names.map((n) => `${n} Learner`));
      expect(lines[1]).toBe(`Ada Learner,${people[0]!.email},Registered,,Completed,On time`);
      const pdf = await roster(trainer.token, 'pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const theirs = await roster(w().otherTrainer.token);
      expect(theirs.rawPayload.subarray(3).toString('utf8').trim()).toBe(lines[0]);
      // Locked: no cancel or review, no disable.
      await t.db
        .updateTable('courseSections')
        .set({ recordIsLocked: true })
        .where('id', '=', sessionId)
        .execute();
      const locked = await rowsOf(await grid(t, trainer.token, 26, 'manage-attendance', filter));
      expect(locked.map((row) => [flags(row), row.mayCancel, row.mayReview])).toEqual(
        names.map(() => ['V---', false, false]),
      );
    });

    it('form 24 shows the student details read only to the trainer and to the person enrolled, 404 to others', async () => {
      const { t, trainer, otherTrainer, professional, admin } = w();
      const organization = await t.db
        .insertInto('organizations')
        .values({ name: `Little Acorns ${tenant}`, county: 'Mobile', kind: 'facility', region: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const courseId = await addCourse(t, trainer.id);
      const sessionId = await addSession(t, courseId, trainer.id);
      const { id } = await addEnrollment(t, sessionId, professional.id, 'Registered');
      await t.db
        .updateTable('enrollments')
        .set({ organizationId: organization.id, attendance: 2 })
        .where('id', '=', id)
        .execute();
      const open = (token: string) =>
        post(t, token, '/api/form', { formId: 24, primaryEntity: { id, entityTypeId: 26 } });
      for (const viewer of [trainer, professional, admin]) {
        const response = await open(viewer.token);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<TFormResponse>();
        expect(body.readOnly).toBe(true);
        const valueOf = (elementId: number) =>
          body.elements.find((element) => element.id === elementId)?.value;
        expect([
          valueOf(ENROLLMENT.name),
          valueOf(ENROLLMENT.email),
          valueOf(ENROLLMENT.organization),
          valueOf(ENROLLMENT.status),
          valueOf(ENROLLMENT.attendance),
        ]).toEqual(['Pat Professional', professional.email, `Little Acorns ${tenant}`, 'Registered', '2']);
      }
      expect((await open(otherTrainer.token)).statusCode).toBe(404);
      const stranger = await person(t, { generalRoles: ['100'] });
      expect((await open(stranger.token)).statusCode).toBe(404);
      // Nobody saves it.
      const save = await post(t, trainer.token, '/api/form/formresponse', {
        response: { formId: 24, elementResponses: [{ formElementId: ENROLLMENT.comment, value: 'Changed' }] },
        primaryEntity: { id, entityTypeId: 26 },
      });
      expect(save.statusCode).toBe(403);
    });
  });

  describe('Disable/Enable (spec 3 §6: 250 on 23, 24, 26)', () => {
    it('a trainer disables and enables their course, session and enrollment, and lists them with Include Disabled', async () => {
      const { t, trainer } = w();
      const courseId = await addCourse(t, trainer.id, 'Disabled soon');
      const sessionId = await addSession(t, courseId, trainer.id, { hasHadEnrollments: true });
      // A cancelled registration: a session (or course) with people holding places is not disabled.
      const { id: enrollmentId } = await addEnrollment(t, sessionId, w().professional.id, 'Unregistered');
      for (const [entityTypeId, entityId, altGridId] of [
        [23, courseId, 'manage-training'],
        [24, sessionId, 'schedule-training'],
        [26, enrollmentId, 'manage-attendance'],
      ] as const) {
        const disable = (value: boolean) =>
          post(t, trainer.token, '/api/grid/disable', { disable: value, entityTypeId, entityId });
        expect((await disable(true)).statusCode).toBe(200);
        const shown = await rowsOf(await grid(t, trainer.token, entityTypeId, altGridId, { to: 500 }));
        expect(
          shown.some((row) => row.id === entityId),
          `${entityTypeId} hidden`,
        ).toBe(false);
        const withDisabled = await rowsOf(
          await grid(t, trainer.token, entityTypeId, altGridId, { includeDisabled: true, to: 500 }),
        );
        expect(withDisabled.find((row) => row.id === entityId)?.disabled, `${entityTypeId} listed`).toBe(
          true,
        );
        expect((await disable(false)).statusCode).toBe(200);
      }
    });

    it('refuses role 100 (403), another trainer (404), an administrator (403: read only) and a locked session (403)', async () => {
      const { t, trainer, otherTrainer, professional, admin } = w();
      const courseId = await addCourse(t, trainer.id);
      const sessionId = await addSession(t, courseId, trainer.id);
      const lockedId = await addSession(t, courseId, trainer.id, {
        recordIsLocked: true,
        hasHadEnrollments: true,
      });
      const disable = (token: string, entityTypeId: number, entityId: number) =>
        post(t, token, '/api/grid/disable', { disable: true, entityTypeId, entityId });
      expect((await disable(professional.token, 23, courseId)).statusCode).toBe(403);
      expect(
        (await grid(t, professional.token, 23, 'manage-training', { includeDisabled: true })).statusCode,
      ).toBe(403);
      expect((await disable(otherTrainer.token, 23, courseId)).statusCode).toBe(404);
      expect((await disable(otherTrainer.token, 24, sessionId)).statusCode).toBe(404);
      expect((await disable(admin.token, 24, sessionId)).statusCode).toBe(403);
      expect((await disable(trainer.token, 24, lockedId)).statusCode).toBe(403);
      // A registration holding a seat or a place in line: cancelled first, then disabled.
      for (const status of ['Registered', 'Waitlisted', 'Pending Approval'] as const) {
        const { id } = await addEnrollment(t, sessionId, (await person(t, {})).id, status, 1);
        expect((await disable(trainer.token, 26, id)).statusCode, status).toBe(403);
        const row = await t.db
          .selectFrom('enrollments')
          .select(['disabledAt', 'status'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ disabledAt: null, status });
      }
      const rows = await t.db
        .selectFrom('courseSections')
        .select('disabledAt')
        .where('id', 'in', [sessionId, lockedId])
        .execute();
      expect(rows.map((row) => row.disabledAt)).toEqual([null, null]);
    });
  });

  describe('Delete Training and Delete Session', () => {
    it('through the grid: a course only without sessions, a session only without enrollments (403 otherwise)', async () => {
      const { t, trainer } = w();
      const empty = await addCourse(t, trainer.id);
      const scheduled = await addCourse(t, trainer.id);
      const fresh = await addSession(t, scheduled, trainer.id);
      const enrolled = await addSession(t, scheduled, trainer.id, { hasHadEnrollments: true });
      const remove = (entityTypeId: number, entityId: number) =>
        post(t, trainer.token, '/api/grid/delete', { entityTypeId, entityId });
      expect((await remove(23, scheduled)).statusCode).toBe(403);
      expect((await remove(24, enrolled)).statusCode).toBe(403);
      expect((await remove(24, fresh)).statusCode).toBe(204);
      expect((await remove(23, empty)).statusCode).toBe(204);
      const courses = await t.db
        .selectFrom('courses')
        .select('id')
        .where('id', 'in', [empty, scheduled])
        .execute();
      expect(courses.map((row) => row.id)).toEqual([scheduled]);
    });

    it('POST /api/course/deletecourse: 409 with the reason while it has sessions, 404 beyond reach, 403 for role 100', async () => {
      const { t, trainer, otherTrainer, professional, admin } = w();
      const courseId = await addCourse(t, trainer.id);
      const sessionId = await addSession(t, courseId, trainer.id);
      const remove = (token: string | null, body: Record<string, unknown>) =>
        post(t, token, '/api/course/deletecourse', body);
      const refused = await remove(trainer.token, { courseId, userId: trainer.id });
      expect([refused.statusCode, refused.json()]).toEqual([409, CATALOGUE_TEXTS.courseHasSessions]);
      expect((await remove(otherTrainer.token, { courseId })).statusCode).toBe(404);
      expect((await remove(trainer.token, { courseId: 987654321 })).statusCode).toBe(404);
      expect((await remove(professional.token, { courseId })).statusCode).toBe(403);
      expect((await remove(admin.token, { courseId })).statusCode).toBe(403);
      expect((await remove(trainer.token, { courseId, userId: otherTrainer.id })).statusCode).toBe(403);
      expect((await remove(trainer.token, { courseId: 'one' })).statusCode).toBe(400);
      expect((await remove(null, { courseId })).statusCode).toBe(401);
      // Its session deleted first, the course goes; an audit row says what it was.
      const deleted = await post(t, trainer.token, '/api/coursesection/deletesection', {
        courseSectionId: sessionId,
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await remove(trainer.token, { courseId, userId: trainer.id })).statusCode).toBe(204);
      expect(
        await t.db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst(),
      ).toBeUndefined();
      const audit = await t.db
        .selectFrom('auditLog')
        .select(['action', 'entity', 'actorUserId'])
        .where('entityId', '=', String(courseId))
        .where('entity', '=', 'Course')
        .execute();
      expect(audit).toEqual([{ action: 'record.deleted', entity: 'Course', actorUserId: trainer.id }]);
    });

    it('POST /api/coursesection/deletesection: 409 once it had enrollments or is locked, 404 beyond reach', async () => {
      const { t, trainer, otherTrainer } = w();
      const courseId = await addCourse(t, trainer.id);
      const enrolled = await addSession(t, courseId, trainer.id, { hasHadEnrollments: true });
      const locked = await addSession(t, courseId, trainer.id, {
        recordIsLocked: true,
        hasHadEnrollments: true,
      });
      const fresh = await addSession(t, courseId, trainer.id);
      const remove = (token: string, courseSectionId: number) =>
        post(t, token, '/api/coursesection/deletesection', { courseSectionId, userId: trainer.id });
      const hadEnrollments = await remove(trainer.token, enrolled);
      expect([hadEnrollments.statusCode, hadEnrollments.json()]).toEqual([
        409,
        CATALOGUE_TEXTS.sessionHadEnrollments,
      ]);
      const isLocked = await remove(trainer.token, locked);
      expect([isLocked.statusCode, isLocked.json()]).toEqual([409, CATALOGUE_TEXTS.sessionLocked]);
      expect(
        (await post(t, otherTrainer.token, '/api/coursesection/deletesection', { courseSectionId: fresh }))
          .statusCode,
      ).toBe(404);
      expect((await remove(trainer.token, fresh)).statusCode).toBe(204);
      const left = await t.db
        .selectFrom('courseSections')
        .select('id')
        .where('courseId', '=', courseId)
        .orderBy('id')
        .execute();
      expect(left.map((row) => row.id)).toEqual([enrolled, locked]);
    });
  });
});
