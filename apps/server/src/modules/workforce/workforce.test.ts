import { WORKFORCE_CHARTS, type TWorkforceSummary, type WorkforceChart } from '@registry/contracts';
import { getTenant, type RoleName, type TenantCode } from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { employ, organization, person, withRole } from '../../../test/records.js';
import { course, session } from '../../../test/training.js';
import { computeWorkforceAggregates, WORKFORCE_FRESH_MS, WORKFORCE_REFRESH_QUEUE } from './index.js';

/**
 * The workforce dashboard (issue 27, beyond the spec; docs/decisions/workforce.md): who may read it per role
 * and tenant, each chart's numbers on a small arranged set, the de-identified export (counts under 10 and
 * the measures computed from them written as 'fewer than 10'), and the precompute: a first read computes
 * inline, a stale read answers what is stored and queues one refresh job.
 */

const summaryOf = (t: TestApp, token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/workforce/summary',
    headers: token === null ? {} : bearer(token),
  });
const exportOf = (t: TestApp, token: string | null, chart: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/workforce/export?chart=${chart}`,
    headers: token === null ? {} : bearer(token),
  });

async function summary(t: TestApp, token: string): Promise<TWorkforceSummary> {
  const response = await summaryOf(t, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TWorkforceSummary>();
}

/** The export's lines, each split at its commas (no field of these holds one). */
async function exported(t: TestApp, token: string, chart: WorkforceChart): Promise<string[][]> {
  const response = await exportOf(t, token, chart);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="[a-z-]+_\\d{8}T\\d{6}\\.csv"$`),
  );
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return response.rawPayload
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => line.split(','));
}

/** A signed-in person with the role active (200: a director of an organization). */
async function asRole(t: TestApp, role: RoleName): Promise<string> {
  const someone =
    role === '200'
      ? await person(t, { generalRoles: ['100'], organizations: [['100', '200']] })
      : await person(t, { generalRoles: role === '100' ? ['100'] : ['100', role] });
  return withRole(t, someone.token, role);
}

describe('who reads the workforce dashboard: roles x tenants', () => {
  const SEES = new Set<RoleName>(['400', '500', 'AdminUser']);
  for (const code of ['al', 'tn', 'jh'] as TenantCode[]) {
    const tenant = getTenant(code);
    const roles: RoleName[] = [
      '100',
      '200',
      ...tenant.generalRoles.filter((r) => r !== '100' && r !== 'ApiUser'),
    ];
    it(`${code}: ${roles.join(', ')}`, async () => {
      const t = await createTestApp({ config: { tenant: code } });
      const got: Record<string, [number, number]> = {};
      for (const role of roles) {
        const token = await asRole(t, role);
        got[role] = [
          (await summaryOf(t, token)).statusCode,
          (await exportOf(t, token, 'professionalsByCounty')).statusCode,
        ];
      }
      expect(got).toEqual(
        Object.fromEntries(roles.map((role) => [role, SEES.has(role) ? [200, 200] : [403, 403]])),
      );
      expect((await summaryOf(t, null)).statusCode).toBe(401);
      expect((await exportOf(t, null, 'professionalsByCounty')).statusCode).toBe(401);
    });
  }

  it('refuses a chart that does not exist (400)', async () => {
    const t = await createTestApp({ config: { tenant: 'jh' } });
    const token = await asRole(t, '500');
    expect((await exportOf(t, token, 'everything')).statusCode).toBe(400);
    expect((await exportOf(t, token, '')).statusCode).toBe(400);
  });
});

describe('the charts on a small arranged set (tn, in mid-June 2031: the last 12 months are 2030-07 to 2031-06)', () => {
  let t: TestApp;
  let clock: TestClock;
  let admin: string;
  const NOW = new Date('2031-06-15T17:00:00Z');

  beforeAll(async () => {
    clock = testClock(NOW);
    t = await createTestApp({ config: { tenant: 'tn' }, clock });
    admin = await asRole(t, '500');
    await t.db.deleteFrom('workforceAggregates').execute();

    // Anderson County: 12 professionals working there now; and people who do not count there: one whose
    // employment ended, one whose employment is disabled, an unconfirmed account, a manager who is not a
    // professional. Bedford County: 3 professionals. An organization whose county is only typed: 1.
    const anderson = await organization(t, '47001');
    const bedford = await organization(t, '47003');
    const typed = await t.db
      .insertInto('organizations')
      .values({ name: 'Typed County Center', county: 'Testshire', kind: 'facility', region: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const andersonPeople: number[] = [];
    for (let i = 0; i < 12; i++) {
      const someone = await person(t);
      await employ(t, someone.id, anderson, ['100']);
      andersonPeople.push(someone.id);
    }
    const ended = await person(t);
    const endedRecord = await employ(t, ended.id, anderson, ['100']);
    await t.db
      .updateTable('employmentRecords')
      .set({ endDate: '2031-01-31' })
      .where('id', '=', endedRecord)
      .execute();
    const disabled = await person(t);
    const disabledRecord = await employ(t, disabled.id, anderson, ['100']);
    await t.db
      .updateTable('employmentRecords')
      .set({ disabledAt: NOW })
      .where('id', '=', disabledRecord)
      .execute();
    const unconfirmed = await person(t);
    await employ(t, unconfirmed.id, anderson, ['100']);
    await t.db.updateTable('users').set({ isConfirmed: false }).where('id', '=', unconfirmed.id).execute();
    const manager = await person(t, { generalRoles: ['400'] });
    await employ(t, manager.id, anderson, []);
    for (let i = 0; i < 3; i++) {
      const someone = await person(t);
      await employ(t, someone.id, bedford, ['100']);
    }
    const typedOne = await person(t);
    await employ(t, typedOne.id, typed.id, ['100']);

    // Training: 12 records of 1.5 hours in May 2031, 3 of 2 hours in April, one disabled in May, one
    // before the period.
    const trainee = andersonPeople[0]!;
    for (let i = 0; i < 12; i++) await addTraining(t, trainee, { trainingDate: '2031-05-10', hours: 1.5 });
    for (let i = 0; i < 3; i++) await addTraining(t, trainee, { trainingDate: '2031-04-02', hours: 2 });
    await addTraining(t, trainee, { trainingDate: '2031-05-11', hours: 40, disabledAt: NOW });
    await addTraining(t, trainee, { trainingDate: '2030-06-30', hours: 40 });

    // Verifications: in May 2031 ten records requested on May 1 (noon, Central) and verified 1 to 10 days
    // later; one verified without a request. In March three, each 2 days after its request (the first of
    // those requested twice: the later request counts).
    const actions: { entityId: number; actionType: 'Requested' | 'Verified'; at: Date }[] = [];
    const DAY = 24 * 60 * 60 * 1000;
    const mayFirst = new Date('2031-05-01T17:00:00Z');
    for (let i = 1; i <= 10; i++)
      actions.push(
        { entityId: 900_000 + i, actionType: 'Requested', at: mayFirst },
        { entityId: 900_000 + i, actionType: 'Verified', at: new Date(mayFirst.getTime() + i * DAY) },
      );
    actions.push({ entityId: 900_100, actionType: 'Verified', at: new Date('2031-05-20T17:00:00Z') });
    const marchFirst = new Date('2031-03-01T17:00:00Z');
    actions.push({ entityId: 900_201, actionType: 'Requested', at: new Date('2031-02-01T17:00:00Z') });
    for (let i = 1; i <= 3; i++)
      actions.push(
        { entityId: 900_200 + i, actionType: 'Requested', at: marchFirst },
        { entityId: 900_200 + i, actionType: 'Verified', at: new Date(marchFirst.getTime() + 2 * DAY) },
      );
    await t.db
      .insertInto('verificationActions')
      .values(actions.map((a) => ({ ...a, entityTypeId: 7, ownerUserId: trainee })))
      .execute();

    // Sessions: two starting in May 2031 (12 of 20 and 2 of 5 seats taken), one in the past year's
    // February (3 of 8), one disabled in May.
    const trainer = await person(t, { generalRoles: ['100'] });
    const courseId = await course(t, trainer.id);
    const seats = async (trainingStart: string, capacity: number, registered: number, disabledAt?: Date) => {
      const id = await session(t, courseId, trainer.id, {
        trainingStart,
        trainingEnd: trainingStart.replace(/ \d\d:/, ' 23:'),
        capacity,
      });
      await t.db
        .updateTable('courseSections')
        .set({ registeredCount: registered, disabledAt: disabledAt ?? null })
        .where('id', '=', id)
        .execute();
    };
    await seats('2031-05-10 09:00:00', 20, 12);
    await seats('2031-05-31 18:00:00', 5, 2);
    await seats('2031-02-03 09:00:00', 8, 3);
    await seats('2031-05-12 09:00:00', 50, 40, NOW);

    // Career lattice: the Anderson twelve at verified level 7 (no one else of the file reaches it), written
    // last: a change of their records recomputes their placement.
    await sql`update career_lattice_placements set level = 7, verified_level = 7
              where user_id in (${sql.join(andersonPeople)})`.execute(t.db);
  });

  it('counts each chart from the records', async () => {
    const got = await summary(t, admin);
    expect(got.refreshedAt).toBe(NOW.toISOString());
    const county = (name: string) => got.professionalsByCounty.find((row) => row.county === name);
    expect(county('Anderson')).toEqual({ county: 'Anderson', professionals: 12 });
    expect(county('Bedford')).toEqual({ county: 'Bedford', professionals: 3 });
    expect(county('Testshire')).toEqual({ county: 'Testshire', professionals: 1 });
    // Largest first.
    const counts = got.professionalsByCounty.map((row) => row.professionals);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    expect(got.professionalsByLevel.find((row) => row.level === 'Level 7')).toEqual({
      level: 'Level 7',
      professionals: 12,
    });

    const months = got.trainingHoursByMonth.map((row) => row.month);
    expect(months).toEqual([
      '2030-07', '2030-08', '2030-09', '2030-10', '2030-11', '2030-12',
      '2031-01', '2031-02', '2031-03', '2031-04', '2031-05', '2031-06',
    ]); // prettier-ignore
    const hours = Object.fromEntries(got.trainingHoursByMonth.map((row) => [row.month, row.hours]));
    expect(hours['2031-05']).toBe(18);
    expect(hours['2031-04']).toBe(6);
    expect(hours['2031-06']).toBe(0);

    const turnaround = Object.fromEntries(got.verificationTurnaround.map((row) => [row.month, row]));
    expect(got.verificationTurnaround.map((row) => row.month)).toEqual(months);
    // Days 1..10: the median 5.5, the 90th percentile 9.1 (interpolated); the one without a request counts
    // as verified but has no turnaround.
    expect(turnaround['2031-05']).toEqual({ month: '2031-05', verified: 11, medianDays: 5.5, p90Days: 9.1 });
    expect(turnaround['2031-03']).toEqual({ month: '2031-03', verified: 3, medianDays: 2, p90Days: 2 });
    expect(turnaround['2031-04']).toEqual({ month: '2031-04', verified: 0, medianDays: null, p90Days: null });

    const sessions = Object.fromEntries(got.registrationsVsSeats.map((row) => [row.month, row]));
    expect(got.registrationsVsSeats.map((row) => row.month)).toEqual(months);
    expect(sessions['2031-05']).toEqual({ month: '2031-05', registrations: 14, seats: 25 });
    expect(sessions['2031-02']).toEqual({ month: '2031-02', registrations: 3, seats: 8 });
    expect(sessions['2031-06']).toEqual({ month: '2031-06', registrations: 0, seats: 0 });
  });

  it('exports each chart de-identified: counts under 10, and measures from under 10 records, as "fewer than 10"', async () => {
    const byCounty = await exported(t, admin, 'professionalsByCounty');
    expect(byCounty[0]).toEqual(['County', 'Professionals']);
    expect(byCounty).toContainEqual(['Anderson', '12']);
    expect(byCounty).toContainEqual(['Bedford', 'fewer than 10']);
    expect(byCounty).toContainEqual(['Testshire', 'fewer than 10']);

    const byLevel = await exported(t, admin, 'professionalsByLevel');
    expect(byLevel[0]).toEqual(['Level', 'Professionals']);
    expect(byLevel).toContainEqual(['Level 7', '12']);

    const hours = await exported(t, admin, 'trainingHoursByMonth');
    expect(hours[0]).toEqual(['Month', 'Hours']);
    expect(hours).toHaveLength(13);
    expect(hours).toContainEqual(['2031-05', '18']);
    expect(hours).toContainEqual(['2031-04', 'fewer than 10']);

    const turnaround = await exported(t, admin, 'verificationTurnaround');
    expect(turnaround[0]).toEqual(['Month', 'Verified', 'Median days', '90th percentile days']);
    expect(turnaround).toContainEqual(['2031-05', '11', '5.5', '9.1']);
    expect(turnaround).toContainEqual(['2031-03', 'fewer than 10', 'fewer than 10', 'fewer than 10']);
    expect(turnaround).toContainEqual(['2031-04', 'fewer than 10', 'fewer than 10', 'fewer than 10']);

    const seats = await exported(t, admin, 'registrationsVsSeats');
    expect(seats[0]).toEqual(['Month', 'Registrations', 'Seats']);
    expect(seats).toContainEqual(['2031-05', '14', '25']);
    expect(seats).toContainEqual(['2031-02', 'fewer than 10', 'fewer than 10']);

    // The summary, read on the admin screens, keeps the numbers as they are.
    expect((await summary(t, admin)).professionalsByCounty).toContainEqual({
      county: 'Bedford',
      professionals: 3,
    });
  });

  it('neutralises a county a spreadsheet would run as a formula', async () => {
    const formula = await t.db
      .insertInto('organizations')
      .values({ name: 'Formula Center', county: '=HYPERLINK("x")', kind: 'facility', region: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const someone = await person(t);
    await employ(t, someone.id, formula.id, ['100']);
    await computeWorkforceAggregates(t.db, t.tenant, clock.now());
    const response = await exportOf(t, admin, 'professionalsByCounty');
    expect(response.rawPayload.toString('utf8')).toContain(`"'=HYPERLINK(""x"")",fewer than 10\n`);
  });

  it('a stale read answers what is stored at once and queues one refresh, which stores the new figures', async () => {
    await computeWorkforceAggregates(t.db, t.tenant, clock.now());
    const before = await summary(t, admin);
    const queued = async () =>
      (
        await sql<{
          count: number;
        }>`select count(*)::int as count from pgboss.job where name = ${WORKFORCE_REFRESH_QUEUE}`.execute(
          t.db,
        )
      ).rows[0]!.count;
    const jobsBefore = await queued();
    await addTraining(t, (await person(t)).id, { trainingDate: '2031-06-01', hours: 3 });

    // Fresh: the stored figures, nothing queued.
    clock.advance(WORKFORCE_FRESH_MS - 1000);
    expect(await summary(t, admin)).toEqual(before);
    expect(await queued()).toBe(jobsBefore);

    // Stale: the stored figures at once, and the refresh queued once, however many read meanwhile. The job
    // is held back (the test app's worker runs what its commits wake), so the reads see it queued.
    clock.advance(2000);
    const readAt = clock.now();
    const reads = await Promise.all([
      summaryOf(t, admin),
      summaryOf(t, admin),
      exportOf(t, admin, 'trainingHoursByMonth'),
    ]);
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(reads[0]!.json<TWorkforceSummary>()).toEqual(before);

    // The job runs: the next read has the new figures.
    await expect
      .poll(async () => (await summary(t, admin)).refreshedAt, { timeout: 10_000, interval: 50 })
      .toBe(readAt.toISOString());
    expect(await queued()).toBe(jobsBefore + 1);
    const after = await summary(t, admin);
    expect(after.trainingHoursByMonth.find((row) => row.month === '2031-06')?.hours).toBe(3);
    const stored = await t.db
      .selectFrom('workforceAggregates')
      .select(['chart', 'refreshQueuedAt'])
      .execute();
    expect(stored.map((row) => row.chart).sort()).toEqual([...WORKFORCE_CHARTS].sort());
    expect(stored.every((row) => row.refreshQueuedAt === null)).toBe(true);
  });
});

describe('a tenant without the career lattice', () => {
  it('jh: no levels', async () => {
    const t = await createTestApp({ config: { tenant: 'jh' } });
    await computeWorkforceAggregates(t.db, t.tenant, new Date());
    const got = await summary(t, await asRole(t, 'AdminUser'));
    expect(got.professionalsByLevel).toEqual([]);
    expect(await exported(t, await asRole(t, '400'), 'professionalsByLevel')).toEqual([
      ['Level', 'Professionals'],
    ]);
  });
});
