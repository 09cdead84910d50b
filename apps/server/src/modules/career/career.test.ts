import type { TLatticePlacement, TLatticeRequirements, TVerificationQueue } from '@registry/contracts';
import {
  DEFAULT_LATTICE_REQUIREMENTS,
  RECORD_TEXTS,
  type LatticeRequirement,
  type TenantCode,
} from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  createRecord,
  employ,
  openForm,
  organization,
  person,
  saveForm,
  withRole,
  type Person,
} from '../../../test/records.js';
import { NO_LEVEL_SUPPORTED } from './career-lattice.entity.js';
import { findStoredPlacement } from './career.repository.js';
import { CAREER_LATTICE } from './index.js';

/**
 * The career lattice (issue 25; spec 3 §2 /dashboard/career, §3 entity 31 / form 28, §4, §6): the placement
 * and what is missing through GET /api/career/placement, per role and tenant (jh: 404); the requirements
 * (GET, and PUT by administrators, which recomputes everyone in a job); the placement kept in the save's
 * transaction; a claim (entity 31) defaulting to the level supported, its verification request locking it
 * for the owner, and a manager verifying or returning it through the verification queue.
 */

const servers: Partial<Record<TenantCode, TestApp>> = {};
beforeAll(async () => {
  for (const tenant of ['al', 'tn', 'jh'] as const)
    servers[tenant] = await createTestApp({ config: { tenant } });
});

/**
 * The app of a tenant, its database holding that tenant's default requirements. The apps of this file share
 * one database (a deployment has one tenant a database), so each test writes the requirements of the tenant
 * it runs in first.
 */
async function inTenant(tenant: TenantCode): Promise<TestApp> {
  const t = servers[tenant]!;
  if (tenant !== 'jh') await writeRequirements(t, DEFAULT_LATTICE_REQUIREMENTS[tenant]);
  return t;
}

async function writeRequirements(t: TestApp, levels: readonly LatticeRequirement[]) {
  await t.db.deleteFrom('careerLatticeRequirements').execute();
  await t.db
    .insertInto('careerLatticeRequirements')
    .values(
      levels.map((r) => ({
        level: r.level,
        title: r.title,
        description: r.description,
        minDegree: r.minDegree,
        degreeInEce: r.degreeInEce,
        credentials: [...r.credentials],
        trainingHours: r.trainingHours,
        trainingByArea: JSON.stringify(r.trainingByArea),
        experienceYears: r.experienceYears,
      })),
    )
    .execute();
}

const get = (t: TestApp, url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const placementOf = (t: TestApp, token: string | null, userId?: number) =>
  get(t, `/api/career/placement${userId === undefined ? '' : `?userId=${userId}`}`, token);

async function placement(t: TestApp, token: string, userId?: number): Promise<TLatticePlacement> {
  const response = await placementOf(t, token, userId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TLatticePlacement>();
}

/** A professional whose records support level 1 of al's defaults (a diploma and 12 hours, 6 in health and safety). */
async function levelOne(t: TestApp): Promise<Person> {
  const me = await person(t, { generalRoles: ['100'] });
  await createRecord(t, me.token, 'education', {
    2003: 'high-school',
    2004: 'General Studies',
  });
  await addTraining(t, me.id, { hours: 6, coreKnowledgeArea: 'health-safety-nutrition' });
  await addTraining(t, me.id, { hours: 6, coreKnowledgeArea: 'child-development' });
  return me;
}

describe('GET /api/career/placement', () => {
  it('al: places a professional and says exactly what is missing for the next level, with where to add it', async () => {
    const t = await inTenant('al');
    const me = await levelOne(t);
    const got = await placement(t, me.token);
    expect(got.all.level).toBe(1);
    expect(got.all.nextLevel).toBe(2);
    expect(got.all.missing).toEqual([
      {
        kind: 'trainingArea',
        text: '6 more training hours in Health, Safety and Nutrition',
        route: 'calendar',
      },
      { kind: 'training', text: '18 more training hours in total', route: 'calendar' },
      { kind: 'experience', text: '1 more year of experience', route: 'profile-employment' },
    ]);
    // Nothing is verified yet: by verified records, no level.
    expect(got.verified.level).toBe(0);
    expect(got.facts).toEqual({
      trainingHours: 12,
      verifiedTrainingHours: 0,
      experienceYears: 0,
      verifiedExperienceYears: 0,
    });
    expect(got.current).toBeNull();
  });

  it('tn: links training hours to the training records (tn has the route)', async () => {
    const t = await inTenant('tn');
    const me = await levelOne(t);
    const got = await placement(t, me.token);
    expect(got.all.level).toBe(1);
    expect(got.all.missing.filter((m) => m.kind.startsWith('training')).map((m) => m.route)).toEqual([
      'training',
      'training',
      'training',
    ]);
  });

  it('counts records from the registry’s own sessions as verified training', async () => {
    const t = await inTenant('al');
    const me = await levelOne(t);
    await addTraining(t, me.id, { hours: 3, sentViaApi: true, coreKnowledgeArea: 'child-development' });
    const got = await placement(t, me.token);
    expect(got.facts.verifiedTrainingHours).toBe(3);
    expect(got.facts.trainingHours).toBe(15);
  });

  it('readers within reach see it (a manager, agency staff, the director of the staff); others 404', async () => {
    const t = await inTenant('tn');
    const me = await levelOne(t);
    const org = await organization(t, '47037');
    await employ(t, me.id, org, ['100']);
    const director = await person(t, { generalRoles: ['100'] });
    await employ(t, director.id, org, ['100', '200']);
    const manager = await person(t, { generalRoles: ['400'] });
    const stranger = await person(t, { generalRoles: ['100'] });
    const directorToken = await withRole(t, director.token, '200');
    expect((await placement(t, manager.token, me.id)).all.level).toBe(1);
    expect((await placement(t, directorToken, me.id)).all.level).toBe(1);
    expect((await placementOf(t, stranger.token, me.id)).statusCode).toBe(404);
    expect((await placementOf(t, manager.token, 999_999_999)).statusCode).toBe(404);
    expect((await placementOf(t, null)).statusCode).toBe(401);
    expect((await placementOf(t, me.token, -1 as number)).statusCode).toBe(400);
    // A coach who is not the person's: beyond reach.
    const coach = await person(t, { generalRoles: ['300'] });
    expect((await placementOf(t, coach.token, me.id)).statusCode).toBe(404);
  });

  it('jh has no career lattice: 404 for everyone', async () => {
    const t = servers.jh!;
    for (const roles of [['100'], ['400'], ['500'], ['AdminUser']] as const) {
      const someone = await person(t, { generalRoles: [...roles] });
      expect((await placementOf(t, someone.token)).statusCode).toBe(404);
      expect((await get(t, '/api/career/requirements', someone.token)).statusCode).toBe(404);
    }
  });
});

describe('the stored placement', () => {
  it('follows every record change in the save’s transaction (insert, update, verify, delete)', async () => {
    const t = await inTenant('al');
    const me = await levelOne(t);
    expect(await findStoredPlacement(t.db, me.id)).toMatchObject({ level: 1, verifiedLevel: 0 });
    await t.db.updateTable('trainingRecords').set({ verified: true }).where('userId', '=', me.id).execute();
    await t.db.updateTable('educationRecords').set({ verified: true }).where('userId', '=', me.id).execute();
    expect(await findStoredPlacement(t.db, me.id)).toMatchObject({ level: 1, verifiedLevel: 1 });
    await t.db.deleteFrom('trainingRecords').where('userId', '=', me.id).execute();
    expect(await findStoredPlacement(t.db, me.id)).toMatchObject({ level: 0, verifiedLevel: 0 });
  });

  it('deleting a person with records leaves no placement (and no failure)', async () => {
    const t = await inTenant('al');
    const me = await levelOne(t);
    await t.db.deleteFrom('users').where('id', '=', me.id).execute();
    expect(await findStoredPlacement(t.db, me.id)).toBeUndefined();
  });

  it('the SQL level equals the domain’s placement over many facts (career_lattice_level vs place)', async () => {
    const t = await inTenant('al');
    const { place } = await import('@registry/domain');
    const requirements = DEFAULT_LATTICE_REQUIREMENTS.al;
    const credentialsSets = [[], ['cda'], ['director']];
    const areas: Record<string, number>[] = [
      {},
      { 'health-safety-nutrition': 6 },
      { 'health-safety-nutrition': 12, 'child-development': 12 },
    ];
    const cases: {
      degree: number;
      ece: number;
      credentials: string[];
      hours: number;
      byArea: Record<string, number>;
      years: number;
    }[] = [];
    for (const degree of [0, 1, 3, 4, 5, 6])
      for (const ece of [0, degree])
        for (const credentials of credentialsSets)
          for (const byArea of areas)
            for (const hours of [0, 12, 45, 60])
              for (const years of [0, 1, 2.5, 4])
                cases.push({ degree, ece, credentials, hours, byArea, years });
    const result = await sql<{ i: number; level: number }>`
      select c.i, career_lattice_level(c.degree, c.ece, c.credentials, c.hours, c.by_area, c.years) as level
        from jsonb_to_recordset(${JSON.stringify(cases.map((c, i) => ({ i, degree: c.degree, ece: c.ece, credentials: c.credentials, hours: c.hours, by_area: c.byArea, years: c.years })))}::jsonb)
          as c(i int, degree int, ece int, credentials text[], hours numeric, by_area jsonb, years numeric)
       order by c.i`.execute(t.db);
    const levels = new Set<number>();
    for (const row of result.rows) {
      const c = cases[row.i]!;
      const expected = place(requirements, {
        degreeRank: c.degree,
        eceDegreeRank: c.ece,
        credentials: c.credentials,
        trainingHours: c.hours,
        trainingByArea: c.byArea,
        experienceYears: c.years,
      }).level;
      expect(row.level, JSON.stringify(c)).toBe(expected);
      levels.add(expected);
    }
    // The cases reach most levels, not one answer.
    expect(levels.size).toBeGreaterThanOrEqual(6);
    expect(result.rows).toHaveLength(cases.length);
  });

  it('the facts of the records: completed degrees, ECE fields, current credentials, overlapping jobs once', async () => {
    const t = await inTenant('al');
    const me = await person(t, { generalRoles: ['100'] });
    const edu = (degree: string, field: string, completed: string, verified = false) =>
      t.db
        .insertInto('educationRecords')
        .values({
          userId: me.id,
          formId: 2,
          formVersion: 1,
          institutionName: 'X',
          degreeType: degree,
          fieldOfStudy: field,
          completed,
          verified,
        })
        .execute();
    await edu('associate', 'Early Childhood Education', 'completed', true);
    await edu('bachelor', 'Accounting', 'completed');
    await edu('master', 'Child Development', 'in-progress');
    const cert = (type: string, expiration: string | null) =>
      t.db
        .insertInto('certificationRecords')
        .values({
          userId: me.id,
          formId: 5,
          formVersion: 1,
          credentialType: type,
          credentialName: type,
          expirationDate: expiration,
        })
        .execute();
    await cert('cda', '2999-01-01');
    await cert('director', '2001-01-01');
    const job = (start: string, end: string | null) =>
      t.db
        .insertInto('employmentRecords')
        .values({ userId: me.id, employerName: 'E', startDate: start, endDate: end })
        .execute();
    await job('2010-01-01', '2011-12-31');
    await job('2011-01-01', '2012-12-31');
    const { findFacts } = await import('./index.js');
    const facts = await findFacts(t.db, me.id);
    expect(facts.all).toMatchObject({
      degreeRank: 5,
      eceDegreeRank: 4,
      credentials: ['cda'],
      experienceYears: 3,
    });
    expect(facts.verified).toMatchObject({
      degreeRank: 4,
      eceDegreeRank: 4,
      credentials: [],
      experienceYears: 0,
    });
  });
});

describe('the requirements', () => {
  it('GET: the eight levels for the lattice’s readers; 403 for others', async () => {
    const t = await inTenant('al');
    const me = await person(t, { generalRoles: ['100'] });
    const response = await get(t, '/api/career/requirements', me.token);
    expect(response.statusCode).toBe(200);
    const { levels } = response.json<TLatticeRequirements>();
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(levels[7]).toMatchObject({ minDegree: 'master', degreeInEce: true });
    const trainer = await person(t, { generalRoles: ['250'] });
    expect((await get(t, '/api/career/requirements', trainer.token)).statusCode).toBe(403);
  });

  it('PUT: an administrator changes them (audited) and everyone is recomputed by the job; others 403; bad input 400', async () => {
    const t = await inTenant('tn');
    const me = await levelOne(t);
    expect(await findStoredPlacement(t.db, me.id)).toMatchObject({ level: 1 });
    const admin = await person(t, { generalRoles: ['500'] });
    const manager = await person(t, { generalRoles: ['400'] });
    // Level 1 now asks for 100 hours: the professional falls to 0 once the job ran.
    const levels = DEFAULT_LATTICE_REQUIREMENTS.tn.map((r) =>
      r.level === 1 ? { ...r, trainingHours: 100 } : r,
    );
    const put = (token: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/career/requirements',
        headers: bearer(token),
        payload: payload as object,
      });
    expect((await put(manager.token, { levels })).statusCode).toBe(403);
    expect((await put(admin.token, { levels: levels.slice(1) })).statusCode).toBe(400);
    const repeated = levels.map((r) => (r.level === 2 ? { ...r, level: 1 } : r));
    expect((await put(admin.token, { levels: repeated })).statusCode).toBe(400);
    const unknown = levels.map((r) => (r.level === 3 ? { ...r, credentials: ['nope'] } : r));
    expect((await put(admin.token, { levels: unknown })).statusCode).toBe(400);
    const saved = await put(admin.token, { levels });
    expect(saved.statusCode, saved.body).toBe(200);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'career.requirements')
      .execute();
    expect(audit).toHaveLength(1);
    let stored = await findStoredPlacement(t.db, me.id);
    for (let i = 0; i < 100 && stored?.level !== 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await findStoredPlacement(t.db, me.id);
    }
    expect(stored).toMatchObject({ level: 0 });
    expect((await placement(t, me.token)).all.missing.map((m) => m.text)).toContain(
      '88 more training hours in total',
    );
  });
});

describe('entity 31: the level claimed, its verification (spec 3 §4)', () => {
  const claim = (t: TestApp, token: string, level: string | null, recordId: number | null = null) =>
    saveForm(t, token, 28, recordId === null ? null : { id: recordId, entityTypeId: 31 }, {
      [CAREER_LATTICE.careerLatticeLevel]: level,
      [CAREER_LATTICE.comments]: 'Please verify.',
    });
  const request = (t: TestApp, token: string, entityId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/verification/request',
      headers: bearer(token),
      payload: { entityTypeId: 31, entityId },
    });
  const act = (t: TestApp, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/verification/action', headers: bearer(token), payload });
  const queue = async (t: TestApp, token: string) => {
    const response = await get(t, '/api/verification/queue', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TVerificationQueue>().items.filter((item) => item.entityTypeId === 31);
  };

  it.each(['al', 'tn'] as const)(
    '%s: a claim left empty is the level supported; none supported refuses it',
    async (tenant) => {
      const t = await inTenant(tenant);
      const nobody = await person(t, { generalRoles: ['100'] });
      const refused = await claim(t, nobody.token, null);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(NO_LEVEL_SUPPORTED);
      const me = await levelOne(t);
      const saved = await claim(t, me.token, null);
      expect(saved.statusCode, saved.body).toBe(200);
      const id = saved.json<{ entityId: number }>().entityId;
      expect((await placement(t, me.token)).current).toEqual({
        id,
        level: 1,
        verified: false,
        rejected: false,
        verificationStatus: null,
      });
      // A level chosen is kept as chosen.
      const chosen = await claim(t, me.token, '3');
      expect(chosen.statusCode).toBe(200);
      expect((await placement(t, me.token)).current?.level).toBe(3);
    },
  );

  it('jh: the form answers 404', async () => {
    const t = servers.jh!;
    const me = await person(t, { generalRoles: ['100'] });
    expect((await claim(t, me.token, '1')).statusCode).toBe(404);
    expect((await openForm(t, me.token, 28, null)).statusCode).toBe(404);
    const grid = await t.app.inject({
      method: 'POST',
      url: '/api/grid',
      headers: bearer(me.token),
      payload: {
        entityTypeId: 31,
        formId: 28,
        primaryEntity: { id: me.id, entityTypeId: 1 },
        from: 1,
        to: 5,
      },
    });
    expect(grid.statusCode).toBe(404);
  });

  it.each(['al', 'tn'] as const)(
    '%s: a request locks it; a manager finds it in the queue, views, verifies; agency staff may not; once verified no new request',
    async (tenant) => {
      const t = await inTenant(tenant);
      const me = await levelOne(t);
      const id = (await claim(t, me.token, null)).json<{ entityId: number }>().entityId;
      expect((await request(t, me.token, id)).statusCode).toBe(200);
      // Requested: locked for the owner, and not requested twice.
      const locked = await claim(t, me.token, '2', id);
      expect(locked.statusCode).toBe(403);
      const twice = await request(t, me.token, id);
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ errors: { entityId: RECORD_TEXTS.alreadyRequested } });

      const manager = await person(t, { generalRoles: ['400'] });
      const items = await queue(t, manager.token);
      expect(items.map((item) => [item.entityId, item.formId, item.identifier])).toContainEqual([
        id,
        28,
        'Level 1',
      ]);
      const verify = { entityTypeId: 31, entityId: id, primaryEntityId: me.id, action: 'verify' };
      // Verify only after viewing the record in this session.
      expect((await act(t, manager.token, verify)).statusCode).toBe(400);
      expect((await openForm(t, manager.token, 28, { id, entityTypeId: 31 })).statusCode).toBe(200);
      // Agency staff and directors verify profile records, not lattice levels.
      const agency = await person(t, { generalRoles: ['350'] });
      await openForm(t, agency.token, 28, { id, entityTypeId: 31 });
      expect((await act(t, agency.token, verify)).statusCode).toBe(403);
      const done = await act(t, manager.token, verify);
      expect(done.statusCode, done.body).toBe(200);
      expect((await placement(t, me.token)).current).toMatchObject({
        id,
        verified: true,
        verificationStatus: null,
      });
      expect((await queue(t, manager.token)).map((item) => item.entityId)).not.toContain(id);
      // Verified: no new request, still locked for the owner.
      expect((await request(t, me.token, id)).statusCode).toBe(400);
      expect((await claim(t, me.token, '2', id)).statusCode).toBe(403);
    },
  );

  it('an administrator returns a request: the owner may change the claim again', async () => {
    const t = await inTenant('al');
    const me = await levelOne(t);
    const id = (await claim(t, me.token, null)).json<{ entityId: number }>().entityId;
    await request(t, me.token, id);
    for (const roles of [['500'], ['AdminUser']] as const) {
      const admin = await person(t, { generalRoles: [...roles] });
      expect((await queue(t, admin.token)).map((item) => item.entityId)).toContain(id);
    }
    const admin = await person(t, { generalRoles: ['500'] });
    const returned = await act(t, admin.token, {
      entityTypeId: 31,
      entityId: id,
      primaryEntityId: me.id,
      action: 'return',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await claim(t, me.token, '2', id)).statusCode).toBe(200);
  });

  it('a director may not request verification of a lattice level (the spec’s director message stays disabled)', async () => {
    const t = await inTenant('tn');
    const director = await person(t, { generalRoles: ['100'] });
    const org = await organization(t, '47037');
    await employ(t, director.id, org, ['100', '200']);
    await addTraining(t, director.id, { hours: 12 });
    await createRecord(t, director.token, 'education', { 2003: 'high-school' });
    const id = (await claim(t, director.token, null)).json<{ entityId: number }>().entityId;
    const asDirector = await withRole(t, director.token, '200');
    expect((await request(t, asDirector, id)).statusCode).toBe(403);
  });

  it('a professional never sees another’s claim: the form answers 404', async () => {
    const t = await inTenant('al');
    const me = await levelOne(t);
    const id = (await claim(t, me.token, null)).json<{ entityId: number }>().entityId;
    const stranger = await person(t, { generalRoles: ['100'] });
    expect((await openForm(t, stranger.token, 28, { id, entityTypeId: 31 })).statusCode).toBe(404);
    expect((await request(t, stranger.token, id)).statusCode).toBe(404);
  });
});
