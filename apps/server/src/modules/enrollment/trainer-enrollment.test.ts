import type { TGridResponse, TRegistrationAnswer, TStudentDetails } from '@registry/contracts';
import { TRAINING_TEXTS, type TenantCode } from '@registry/domain';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { employ, organization, person, withRole, type Person } from '../../../test/records.js';
import { course, session } from '../../../test/training.js';

/**
 * Trainers enrolling people (issue 24; spec 3 §2 "Search Users enrollment (trainer)", §6, §7): a trainer
 * finds the professionals through the search-users grid (reach 'view' there only), each row saying whether
 * the person is already registered in the trainer's own session; reads their Student Details (GET
 * enrollmentprops); and registers them through the same register call as self-registration. al and jh
 * have trainers (tn has none).
 */

const apps: Partial<Record<TenantCode, TestApp>> = {};
beforeAll(async () => {
  apps.al = await createTestApp({ config: { tenant: 'al' } });
  apps.jh = await createTestApp({ config: { tenant: 'jh' } });
});

const get = (t: TestApp, url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const post = (t: TestApp, url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: token === null ? {} : bearer(token), payload });

async function trainer(t: TestApp): Promise<Person & { trainerToken: string }> {
  const me = await person(t, { generalRoles: ['100', '250'], firstName: 'Tess', lastName: 'Trainer' });
  return { ...me, trainerToken: await withRole(t, me.token, '250') };
}

/** The search-users grid by name, the session named for alreadyRegistered (the page's filters). */
function search(t: TestApp, token: string, name: string, sessionId?: number | string) {
  return post(t, '/api/grid', token, {
    entityTypeId: 1,
    altGridId: 'search-users',
    defaultFilters: [
      { filterColumn: 'SearchableName', operation: 'Contains', value: name },
      ...(sessionId === undefined
        ? []
        : [{ filterColumn: 'enrollmentSectionId', operation: 'Equals', value: String(sessionId) }]),
    ],
    from: 1,
    to: 50,
  });
}
const rowsOf = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TGridResponse>().gridData;
};

const details = (t: TestApp, token: string | null, userId: number | string, sessionId?: number) =>
  get(
    t,
    `/api/enrollment/enrollmentprops?userId=${userId}${sessionId === undefined ? '' : `&courseSectionId=${sessionId}`}`,
    token,
  );

describe.each(['al', 'jh'] as const)('%s: a trainer enrolls people', (tenant) => {
  /** The people of one test: a surname of its own, so that a search finds them alone. */
  async function world() {
    const t = apps[tenant]!;
    const surname = `Quill${randomBytes(3).toString('hex')}`;
    const coach = await trainer(t);
    const other = await trainer(t);
    const pro = await createUser(t, { firstName: 'Rosalind', lastName: surname });
    const county = tenant === 'al' ? '01073' : undefined;
    const place = await organization(t, county, `Bright Start ${surname}`);
    await employ(t, pro.id, place, ['100']);
    // A director (general 100, director of an organization) takes training too.
    const director = await createUser(t, { firstName: 'Dara', lastName: surname });
    await employ(t, director.id, await organization(t, county), ['100', '200']);
    const unconfirmed = await createUser(t, { firstName: 'Una', lastName: surname, confirmed: false });
    const manager = await createUser(t, { firstName: 'Manny', lastName: surname, generalRoles: ['400'] });
    const ownSession = await session(t, await course(t, coach.id, 'Safe Sleep'), coach.id, {
      sectionName: 'Evening',
    });
    const otherSession = await session(t, await course(t, other.id, 'Art'), other.id, {
      sectionName: 'Morning',
    });
    return { t, surname, coach, other, pro, place, director, unconfirmed, manager, ownSession, otherSession };
  }

  it('finds the professionals by name (a director too; not an unconfirmed account, nor a manager); Already Registered follows the own session only', async () => {
    const { t, surname, coach, other, pro, director, unconfirmed, manager, ownSession, otherSession } =
      await world();
    const found = rowsOf(await search(t, coach.trainerToken, surname, ownSession));
    expect(found.map((row) => row.id).sort()).toEqual([pro.id, director.id].sort());
    expect(found.map((row) => row.id)).not.toContain(unconfirmed.id);
    expect(found.map((row) => row.id)).not.toContain(manager.id);
    const rosalind = found.find((row) => row.id === pro.id)!;
    expect(rosalind).toMatchObject({
      fullName: `Rosalind ${surname}`,
      userName: pro.email,
      alreadyRegistered: false,
      enrollmentSectionId: ownSession,
      // A row to enroll from, never the person's records (no View, Edit nor management).
      canView: false,
      canEdit: false,
      canManage: false,
    });

    // Registered by the trainer through the register call: 1, and the row says Already Registered.
    const registered = await post(t, '/api/enrollment/register', coach.trainerToken, {
      courseSectionId: ownSession,
      userId: pro.id,
      comment: null,
      organizationId: null,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json<TRegistrationAnswer>()).toEqual({
      result: 1,
      message: TRAINING_TEXTS.registered(`Rosalind ${surname}`, 'Safe Sleep', 'Evening'),
    });
    const enrollment = await t.db
      .selectFrom('enrollments')
      .select(['status', 'enrolledBy'])
      .where('courseSectionId', '=', ownSession)
      .where('userId', '=', pro.id)
      .execute();
    expect(enrollment).toEqual([{ status: 'Registered', enrolledBy: coach.id }]);
    const after = rowsOf(await search(t, coach.trainerToken, surname, ownSession));
    expect(after.find((row) => row.id === pro.id)!.alreadyRegistered).toBe(true);
    expect(after.find((row) => row.id === director.id)!.alreadyRegistered).toBe(false);

    // Another trainer's session never tells: false for its trainer's colleague, whatever is there.
    expect(
      rowsOf(await search(t, coach.trainerToken, surname, otherSession)).find((row) => row.id === pro.id)!
        .alreadyRegistered,
    ).toBe(false);
    // Nor does the other trainer learn of the first one's enrollments.
    expect(
      rowsOf(await search(t, other.trainerToken, surname, ownSession)).find((row) => row.id === pro.id)!
        .alreadyRegistered,
    ).toBe(false);
    // No session named: not asked.
    expect(
      rowsOf(await search(t, coach.trainerToken, surname)).find((row) => row.id === pro.id)!
        .alreadyRegistered,
    ).toBeNull();

    // Registering again through the same call: 2, as for the person themself.
    const again = await post(t, '/api/enrollment/register', coach.trainerToken, {
      courseSectionId: ownSession,
      userId: pro.id,
    });
    expect(again.json<TRegistrationAnswer>()).toEqual({
      result: 2,
      message: TRAINING_TEXTS.alreadyRegistered(`Rosalind ${surname}`, 'Safe Sleep', 'Evening'),
    });
  });

  it('the grid gives the trainer no record of the person: their training grid is still 404', async () => {
    const { t, coach, pro } = await world();
    const records = await post(t, '/api/grid', coach.trainerToken, {
      entityTypeId: 3,
      primaryEntity: { id: pro.id, entityTypeId: 1 },
      from: 1,
      to: 5,
    });
    expect(records.statusCode).toBe(404);
  });

  it('refuses a session that is not a number (400); a verifier is not told alreadyRegistered', async () => {
    const { t, surname, coach, pro, ownSession } = await world();
    const bad = await search(t, coach.trainerToken, surname, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: { 'defaultFilters.1': 'enrollmentSectionId must be the id of a session, such as 12.' },
    });
    const verifier = await person(t, { generalRoles: ['350'] });
    const rows = rowsOf(await search(t, verifier.token, surname, ownSession));
    expect(rows.find((row) => row.id === pro.id)!.alreadyRegistered).toBeNull();
  });

  it('Student Details (GET enrollmentprops): the person, their organizations and their enrollments in the trainer’s sessions', async () => {
    const { t, surname, coach, other, pro, place, ownSession, otherSession } = await world();
    await t.db
      .insertInto('userProfiles')
      .values({ userId: pro.id, formId: 1, formVersion: 1, phone: '2055550147' })
      .execute();
    const before = await details(t, coach.trainerToken, pro.id, ownSession);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<TStudentDetails>()).toEqual({
      userId: pro.id,
      fullName: `Rosalind ${surname}`,
      email: pro.email,
      registryId: expect.any(String),
      phone: '2055550147',
      organizations: [
        { id: place, name: `Bright Start ${surname}`, county: tenant === 'al' ? 'Jefferson' : 'Montgomery' },
      ],
      enrollments: [],
      session: { id: ownSession, courseName: 'Safe Sleep', sectionName: 'Evening', status: null },
    });
    // Enrolled in both trainers' sessions: the trainer sees their own only.
    for (const [token, id] of [
      [coach.trainerToken, ownSession],
      [other.trainerToken, otherSession],
    ] as const)
      expect(
        (
          await post(t, '/api/enrollment/register', token, { courseSectionId: id, userId: pro.id })
        ).json<TRegistrationAnswer>().result,
      ).toBe(1);
    const after = (await details(t, coach.trainerToken, pro.id, ownSession)).json<TStudentDetails>();
    expect(after.session?.status).toBe('Registered');
    expect(after.enrollments).toEqual([
      {
        id: expect.any(Number),
        courseSectionId: ownSession,
        courseName: 'Safe Sleep',
        sectionName: 'Evening',
        trainingStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/),
        timeZone: 'America/Chicago',
        status: 'Registered',
        attendance: 0,
      },
    ]);
    // Without a session: the same, without one.
    const plain = (await details(t, coach.trainerToken, pro.id)).json<TStudentDetails>();
    expect(plain.session).toBeNull();
    expect(plain.enrollments).toHaveLength(1);
  });

  it('Student Details: 404 beyond reach, 403 for the other roles, 401 signed out, 400 for bad input', async () => {
    const { t, coach, pro, director, unconfirmed, manager, otherSession } = await world();
    expect((await details(t, coach.trainerToken, director.id)).statusCode).toBe(200);
    // Not someone the trainer may enroll, no such person, or another trainer's session: 404.
    for (const userId of [unconfirmed.id, manager.id, 987654321])
      expect((await details(t, coach.trainerToken, userId)).statusCode, String(userId)).toBe(404);
    const foreign = await details(t, coach.trainerToken, pro.id, otherSession);
    expect(foreign.statusCode).toBe(404);
    expect((await details(t, coach.trainerToken, pro.id, 987654321)).statusCode).toBe(404);
    // Roles without CLAIMS.manageTraining: 403, whoever the person is.
    for (const roles of [['100'], ['350'], ['500']] as const) {
      const viewer = await person(t, { generalRoles: [...roles] });
      expect((await details(t, viewer.token, pro.id)).statusCode, roles[0]).toBe(403);
    }
    // The trainer's own session as a professional (the same person, role 100 active): 403.
    expect((await details(t, await withRole(t, coach.token, '100'), pro.id)).statusCode).toBe(403);
    expect((await details(t, null, pro.id)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-4'])
      expect((await details(t, coach.trainerToken, bad)).statusCode, bad).toBe(400);
    const unknown = await get(
      t,
      `/api/enrollment/enrollmentprops?userId=${pro.id}&extra=1`,
      coach.trainerToken,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('the register call: 401 signed out; another trainer’s session is 404 and writes nothing', async () => {
    const { t, coach, pro, otherSession, ownSession } = await world();
    expect(
      (await post(t, '/api/enrollment/register', null, { courseSectionId: ownSession, userId: pro.id }))
        .statusCode,
    ).toBe(401);
    const foreign = await post(t, '/api/enrollment/register', coach.trainerToken, {
      courseSectionId: otherSession,
      userId: pro.id,
    });
    expect(foreign.statusCode).toBe(404);
    const written = await t.db.selectFrom('enrollments').select('id').where('userId', '=', pro.id).execute();
    expect(written).toEqual([]);
  });
});
