import { FormId, getTenant, reportOptions, type RoleName, type Tenant } from '@registry/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/accounts.js';
import { createEmployment, createOrganization } from '../../../../test/employment.js';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { course, session } from '../../../../test/training.js';
import { reportQuery } from '../report-engine.js';
import type { ReportDefinition, ReportScope } from '../report-definition.js';
import { ADMIN_DEFINITIONS } from './admin.js';
import { COACH_DEFINITIONS } from './coach.js';
import { QEA_DEFINITIONS } from './qea.js';
import { SUPERVISOR_DEFINITIONS } from './supervisor.js';

/**
 * The state-wide (admin, supervisor), coach and QEA report definitions over rows arranged in the
 * database: each report's header and rows as the engine writes them (reportQuery: the cells as the CSV
 * has them), run as COPY runs it (its parameters written in as literals), and each report's scope (a
 * coach sees only their cases, a trainer only their sessions). State-wide reports are read for the rows
 * arranged here only (the template database has people of its own); the counts, as differences.
 */

const DAY = 86_400_000;
const jh = getTenant('jh');
const MINE: readonly ReportDefinition[] = [
  ...ADMIN_DEFINITIONS,
  ...SUPERVISOR_DEFINITIONS,
  ...COACH_DEFINITIONS,
  ...QEA_DEFINITIONS,
];

let t: TestApp;

const scopeOf = (viewer: { userId: number; activeRole: RoleName }, tenant: Tenant = jh): ReportScope => ({
  tenant,
  viewer,
  organizationId: null,
  now: new Date(),
});

/** The statement as COPY gets it: every parameter written in as a literal (only strings, numbers, booleans). */
function inlined(compiled: { sql: string; parameters: readonly unknown[] }): string {
  return compiled.sql.replace(/\$(\d+)/g, (_placeholder, position: string) => {
    const value = compiled.parameters[Number(position) - 1];
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'boolean') return String(value);
    throw new Error(`Parameter $${position} (${typeof value}) cannot be written into a COPY statement.`);
  });
}

/** The report's header and rows (each a list of cells) as the engine's COPY would write them. */
async function run(label: string, scope: ReportScope) {
  const definition = MINE.find((candidate) => candidate.label === label);
  if (definition === undefined) throw new Error(`No definition of ${label}`);
  const header = definition.columns(scope).map((column) => column.header);
  const plain = t.db.withoutPlugins();
  const compiled = reportQuery(definition, scope).compile(plain);
  const result = await sql.raw<Record<string, string | null>>(inlined(compiled)).execute(plain);
  return { header, rows: result.rows.map((row) => header.map((name) => row[name] ?? '')) };
}

/** The rows whose cell under `column` is one of `values`, in the report's order. */
const rowsWith = (
  report: { header: string[]; rows: string[][] },
  column: string,
  values: readonly string[],
) => {
  const at = report.header.indexOf(column);
  return report.rows.filter((row) => values.includes(row[at] ?? ''));
};

/** A cell as the engine writes an instant: MM/DD/YYYY HH12:MI AM in the tenant's zone. */
const instant = (at: Date, tenant: Tenant = jh) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: tenant.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
};
/** A wall time 'YYYY-MM-DD HH:MM:SS' as the report's date and time cells. */
const wallCells = (wall: string) => {
  const [date = '', time = ''] = wall.split(' ');
  const [y, m, d] = date.split('-');
  const [hh = '0', mm] = time.split(':');
  const hour = Number(hh);
  const h12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return [`${m}/${d}/${y}`, `${h12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`];
};

async function profile(userId: number, phone: string, countyFips: string) {
  await t.db
    .insertInto('userProfiles')
    .values({ userId, formId: FormId.Personal, formVersion: 1, phone, countyFips } as never)
    .execute();
}

async function trainingRecord(
  userId: number,
  values: { name: string; date: string; hours: number },
  extra = {},
) {
  const row = await t.db
    .insertInto('trainingRecords')
    .values({
      userId,
      formId: FormId.TrainingRecord,
      formVersion: 1,
      trainingName: values.name,
      trainingDate: values.date,
      hours: values.hours,
      sponsor: 'State Agency',
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function relationship(
  coachUserId: number,
  userId: number,
  values: { active: boolean; status: 1 | 2 | 4 },
) {
  const row = await t.db
    .insertInto('coachRelationships')
    .values({ coachUserId, userId, active: values.active, status: values.status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function coachAction(
  coachRelationshipId: number,
  values: { status: 1 | 2 | 3 | 4; by: number; at: Date; answeredAt?: Date; comments?: string },
) {
  await t.db
    .insertInto('coachRelationshipActions')
    .values({
      coachRelationshipId,
      status: values.status,
      actorUserId: values.by,
      at: values.at,
      comments: values.comments ?? null,
      expiresAt: values.status === 1 ? new Date(values.at.getTime() + 30 * DAY) : null,
      answeredAt: values.answeredAt ?? null,
    })
    .execute();
}

async function enroll(
  sectionId: number,
  userId: number,
  values: { status: 'Registered' | 'Waitlisted'; attendance?: number; organizationId?: number },
) {
  const row = await t.db
    .insertInto('enrollments')
    .values({
      courseSectionId: sectionId,
      userId,
      formId: FormId.Enrollment,
      formVersion: 1,
      status: values.status,
      attendance: values.attendance ?? 0,
      organizationId: values.organizationId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The people and rows the reports read. */
const w = {} as {
  baseline: { access: string[][]; accessAl: string[][]; summary: string[] };
  coach: { id: number };
  otherCoach: { id: number };
  trainer: { id: number };
  otherTrainer: { id: number };
  staff: { id: number };
  supervisor: { id: number };
  director: { id: number };
  p1: { id: number; registryId: string };
  p2: { id: number; registryId: string };
  p3: { id: number; registryId: string };
  registryIds: Record<string, string>;
  facility: number;
  agency: number;
  r1: number;
  r2: number;
  employment1: number;
  times: Record<'requested1' | 'approved1' | 'requested2' | 'requested4' | 'verified' | 'requestedR2', Date>;
  walls: Record<'upcoming' | 'past' | 'other', { start: string; end: string }>;
  sections: Record<'upcoming' | 'past' | 'other', number>;
};

const registryIdOf = async (id: number) =>
  (await t.db.selectFrom('users').select('registryId').where('id', '=', id).executeTakeFirstOrThrow())
    .registryId;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t, { generalRoles: ['100', '500'] });
  const baselineScope = scopeOf({ userId: admin.id, activeRole: '500' });
  w.baseline = {
    access: (await run('Access Summary by User Roles', baselineScope)).rows,
    accessAl: (await run('Access Summary by User Roles', { ...baselineScope, tenant: getTenant('al') })).rows,
    summary: (await run('Summary Numbers', baselineScope)).rows[0] ?? [],
  };

  const now = new Date();
  w.times = {
    requested1: new Date(now.getTime() - 20 * DAY),
    approved1: new Date(now.getTime() - 19 * DAY),
    requested2: new Date(now.getTime() - 40 * DAY),
    requested4: new Date(now.getTime() - 1 * DAY),
    verified: new Date(now.getTime() - 2 * DAY),
    requestedR2: new Date(now.getTime() - 3 * DAY),
  };

  w.facility = await createOrganization(t, {
    name: 'Zinnia Child Care',
    countyFips: '01101',
    kind: 'facility',
  });
  w.agency = await createOrganization(t, {
    name: 'Zeta Resource Agency',
    countyFips: null,
    county: 'Mobile',
    kind: 'agency',
  });

  const named = (
    firstName: string,
    lastName: string,
    generalRoles: ('100' | '250' | '300' | '350' | '375' | '500')[],
  ) => createUser(t, { firstName, lastName, generalRoles });
  w.coach = await named('Cora', 'Coach', ['100', '300']);
  w.otherCoach = await named('Otto', 'Coach', ['100', '300']);
  w.trainer = await named('Tara', 'Trainer', ['100', '250']);
  w.otherTrainer = await named('Theo', 'Trainer', ['100', '250']);
  w.staff = await named('Stan', 'Staff', ['100', '350']);
  w.supervisor = await named('Sue', 'Supervisor', ['100', '375']);
  w.director = await named('Dora', 'Director', ['100']);
  const p1 = await named('Ada', 'Zulu', ['100']);
  const p2 = await named('Ben', 'Young', ['100']);
  const p3 = await named('Cal', 'Xavier', ['100']);
  w.p1 = { id: p1.id, registryId: await registryIdOf(p1.id) };
  w.p2 = { id: p2.id, registryId: await registryIdOf(p2.id) };
  w.p3 = { id: p3.id, registryId: await registryIdOf(p3.id) };
  w.registryIds = {};
  for (const [name, user] of Object.entries({
    coach: w.coach,
    otherCoach: w.otherCoach,
    trainer: w.trainer,
    otherTrainer: w.otherTrainer,
    staff: w.staff,
    supervisor: w.supervisor,
    director: w.director,
  }))
    w.registryIds[name] = await registryIdOf(user.id);
  await profile(p1.id, '205-555-0101', '01101');
  // Ada signed in twice: her latest sign-in is the one read.
  for (const days of [5, 4])
    await t.db
      .insertInto('sessions')
      .values({
        userId: p1.id,
        activeRole: '100',
        createdAt: new Date(now.getTime() - days * DAY),
        lastSeenAt: new Date(now.getTime() - days * DAY),
        expiresAt: new Date(now.getTime() - (days - 1) * DAY),
      })
      .execute();

  // Ada is staff of the facility, Dora its director; Cal's staff role there is not active (he is unassociated).
  w.employment1 = await createEmployment(t, p1.id, { organizationId: w.facility, roles: ['100'] });
  await createEmployment(t, w.director.id, { organizationId: w.facility, roles: ['200'] });
  const calRecord = await createEmployment(t, p3.id, { organizationId: w.facility });
  await t.db
    .insertInto('organizationRoles')
    .values({ employmentRecordId: calRecord, roleName: '100', active: false })
    .execute();

  // Training records: Ada's verified one and one waiting for verification; Ben's, and a disabled one of his.
  w.r1 = await trainingRecord(
    p1.id,
    { name: 'Safe Sleep', date: '2026-03-02', hours: 3 },
    { verified: true },
  );
  w.r2 = await trainingRecord(
    p1.id,
    { name: 'CPR', date: '2026-05-10', hours: 2.5 },
    { verificationStatus: 'Requested', verificationRequestedAt: w.times.requestedR2 },
  );
  await trainingRecord(p2.id, { name: 'Literacy', date: '2026-04-01', hours: 1 });
  await trainingRecord(p2.id, { name: 'Gone', date: '2026-04-02', hours: 1 }, { disabledAt: new Date() });

  // Verification: Ada asks, Stan (350) approves for the agency; an administrator's unverify is not staff activity.
  const step = (
    actionType: 'Requested' | 'Verified' | 'Unverified',
    actorUserId: number,
    at: Date,
    comments: string | null,
  ) =>
    t.db
      .insertInto('verificationActions')
      .values({
        entityTypeId: 3,
        entityId: w.r1,
        ownerUserId: p1.id,
        actionType,
        actorUserId,
        agencyId: actionType === 'Verified' ? w.agency : null,
        comments,
        at,
      })
      .execute();
  await step('Requested', p1.id, new Date(w.times.verified.getTime() - DAY), null);
  await step('Verified', w.staff.id, w.times.verified, 'Certificate checked');
  await step('Unverified', admin.id, new Date(w.times.verified.getTime() - 2 * DAY), null);
  await t.db
    .insertInto('verificationRecords')
    .values({
      entityTypeId: 3,
      entityId: w.r1,
      ownerUserId: p1.id,
      recordType: 'Training Record',
      identifier: 'Safe Sleep',
      lastActionType: 'Verified',
      lastActionAt: w.times.verified,
    })
    .execute();

  // Coaching: Cora coaches Ada (Ada asked, Cora approved); Cora's request to Ben expired; Otto coaches Ben;
  // Cal's request to Cora waits.
  const rel1 = await relationship(w.coach.id, p1.id, { active: true, status: 2 });
  await coachAction(rel1, {
    status: 1,
    by: p1.id,
    at: w.times.requested1,
    answeredAt: w.times.approved1,
    comments: 'Please coach me',
  });
  await coachAction(rel1, { status: 2, by: w.coach.id, at: w.times.approved1, comments: 'Welcome' });
  const rel2 = await relationship(w.coach.id, p2.id, { active: false, status: 1 });
  // Cora's request to Ben lapsed: closed at its expiry (as the next action on the relationship leaves it).
  await coachAction(rel2, {
    status: 1,
    by: w.coach.id,
    at: w.times.requested2,
    answeredAt: new Date(w.times.requested2.getTime() + 30 * DAY),
  });
  const rel3 = await relationship(w.otherCoach.id, p2.id, { active: true, status: 2 });
  await coachAction(rel3, { status: 1, by: p2.id, at: w.times.requested2, answeredAt: w.times.approved1 });
  await coachAction(rel3, { status: 2, by: w.otherCoach.id, at: w.times.approved1 });
  const rel4 = await relationship(w.coach.id, p3.id, { active: false, status: 1 });
  await coachAction(rel4, { status: 1, by: p3.id, at: w.times.requested4 });

  // Sessions: Tara's upcoming and past ones, Theo's upcoming one.
  const courseId = await course(t, w.trainer.id, 'Safe Sleep Practices');
  const otherCourse = await course(t, w.otherTrainer.id, 'Outdoor Play');
  w.walls = {
    upcoming: { start: '2031-05-12 09:00:00', end: '2031-05-12 12:30:00' },
    past: { start: '2026-01-05 13:00:00', end: '2026-01-05 16:00:00' },
    other: { start: '2031-06-01 08:00:00', end: '2031-06-01 10:00:00' },
  };
  w.sections = {
    upcoming: await session(t, courseId, w.trainer.id, {
      sectionName: 'May morning',
      trainingStart: w.walls.upcoming.start,
      trainingEnd: w.walls.upcoming.end,
      capacity: 12,
      waitlistCapacity: 4,
    }),
    past: await session(t, courseId, w.trainer.id, {
      sectionName: 'January afternoon',
      trainingStart: w.walls.past.start,
      trainingEnd: w.walls.past.end,
    }),
    other: await session(t, otherCourse, w.otherTrainer.id, {
      sectionName: 'June',
      trainingStart: w.walls.other.start,
      trainingEnd: w.walls.other.end,
    }),
  };
  await enroll(w.sections.upcoming, p1.id, { status: 'Registered', organizationId: w.facility });
  await enroll(w.sections.upcoming, p2.id, { status: 'Waitlisted' });
  await enroll(w.sections.past, p1.id, { status: 'Registered', attendance: 1 });
  await enroll(w.sections.other, p3.id, { status: 'Registered' });
  await t.db
    .updateTable('courseSections')
    .set({ registeredCount: 1, waitlistedCount: 1 })
    .where('id', '=', w.sections.upcoming)
    .execute();
});

describe('the definitions', () => {
  it('are one per label of every tenant list, with headers each once, runnable as COPY (literals only)', async () => {
    for (const tenant of [getTenant('al'), getTenant('tn'), jh]) {
      for (const screen of ['admin', 'supervisor', 'coach', 'qea'] as const) {
        for (const option of reportOptions(tenant, screen)) {
          const found = MINE.filter(
            (definition) => definition.screen === screen && definition.label === option.label,
          );
          expect(found, `${tenant.code} ${screen} ${option.label}`).toHaveLength(1);
          const scope = scopeOf({ userId: 1, activeRole: '500' }, tenant);
          const header = found[0]!.columns(scope).map((column) => column.header);
          expect(new Set(header).size).toBe(header.length);
          await run(option.label, scope);
        }
      }
    }
    expect(
      MINE.filter((definition) => definition.runs === 'now').map((definition) => definition.label),
    ).toEqual([
      'Access Summary by User Roles',
      'Summary Numbers',
      'Coach Requests',
      'Coach Latest Activities',
      'EC Professional Training Records',
      'All Training Participants',
    ]);
  });
});

const admin = (userId = 1) => scopeOf({ userId, activeRole: '500' });
const yes = 'Yes';
const no = 'No';

async function createdAt(id: number) {
  const row = await t.db
    .selectFrom('users')
    .select(['createdAt', 'email'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { created: instant(row.createdAt), email: row.email };
}

describe('the admin and manager reports (the whole state)', () => {
  it('Access Summary by User Roles: people per general role of the tenant, then per organization role', async () => {
    const report = await run('Access Summary by User Roles', admin());
    expect(report.header).toEqual([
      'Role Type',
      'Role',
      'Role Name',
      'People',
      'Confirmed Accounts',
      'Locked Accounts',
    ]);
    expect(report.rows.map((row) => row.slice(0, 3))).toEqual([
      ['General', '100', 'EC Professional'],
      ['General', '250', 'QEA'],
      ['General', '300', 'Coach'],
      ['General', '350', 'Staff'],
      ['General', '375', 'DHS Supervisor'],
      ['General', '400', 'Manager'],
      ['General', '500', 'Administrator'],
      ['General', 'ApiUser', 'API User'],
      ['General', 'AdminUser', 'System Administrator'],
    ]);
    const added = report.rows.map((row, at) => Number(row[3]) - Number(w.baseline.access[at]?.[3] ?? 0));
    expect(added).toEqual([10, 2, 2, 1, 1, 0, 0, 0, 0]);
    // al has no 300 or 375, and has organizations (jh has none): their director and staff roles.
    const al = await run(
      'Access Summary by User Roles',
      scopeOf({ userId: 1, activeRole: '500' }, getTenant('al')),
    );
    expect(al.rows.map((row) => row.slice(0, 3))).toEqual([
      ['General', '100', 'EC Professional'],
      ['General', '250', 'QEA'],
      ['General', '350', 'Child Care Consultant'],
      ['General', '400', 'Manager'],
      ['General', '500', 'Administrator'],
      ['General', 'ApiUser', 'API User'],
      ['General', 'AdminUser', 'System Administrator'],
      ['Organization', '200', 'Director'],
      ['Organization', '100', 'Staff'],
    ]);
    const addedAl = al.rows.map((row, at) => Number(row[3]) - Number(w.baseline.accessAl[at]?.[3] ?? 0));
    expect(addedAl).toEqual([10, 2, 1, 0, 0, 0, 0, 1, 1]);
  });

  it('Summary Numbers: one row of state totals', async () => {
    const report = await run('Summary Numbers', admin());
    expect(report.rows).toHaveLength(1);
    const row = report.rows[0]!;
    const added = Object.fromEntries(
      report.header.map((name, at) => [name, Number(row[at]) - Number(w.baseline.summary[at] ?? 0)]),
    );
    expect(added).toEqual({
      'EC Professionals': 10,
      'Confirmed Accounts': 10,
      'New Accounts This Year': 10,
      'Professionals with an Active Staff Role': 1,
      Organizations: 2,
      Agencies: 1,
      Facilities: 1,
      'Training Records': 3,
      'Verified Training Records': 1,
      'Training Hours': 6.5,
      'Education Records': 0,
      'Certification/Credential Records': 0,
      'Open Verification Requests': 1,
      Courses: 2,
      // The January session: this year's (the run's year in the tenant's zone), over.
      'Training Sessions This Year': 1,
      'Active Training Sessions': 2,
      'Registrations This Year': 1,
      'Completions This Year': 1,
      'Active Coaching Relationships': 2,
    });
  });

  it('the level users: the holders of the role, by name, with their organizations and account', async () => {
    const mine = Object.values(w.registryIds).concat([w.p1.registryId, w.p2.registryId, w.p3.registryId]);
    const ids = (label: string, tenant: Tenant = jh) =>
      run(label, scopeOf({ userId: 1, activeRole: '500' }, tenant)).then((report) =>
        rowsWith(report, tenant.labels.userId, mine).map((row) => `${row[1]} ${row[2]}`),
      );
    expect(await ids('Coach Level Users')).toEqual(['Cora Coach', 'Otto Coach']);
    expect(await ids('QEA Level Users')).toEqual(['Tara Trainer', 'Theo Trainer']);
    expect(await ids('Staff Level Users')).toEqual(['Stan Staff']);
    expect(await ids('DHS Staff Level Users', getTenant('tn'))).toEqual(['Stan Staff']);
    expect(await ids('Child Care Consultant Level Users', getTenant('al'))).toEqual(['Stan Staff']);
    expect(await ids('Director Level Users')).toEqual(['Dora Director']);
    expect(await ids('EC Professional Level Users')).toEqual([
      'Cora Coach',
      'Otto Coach',
      'Dora Director',
      'Stan Staff',
      'Sue Supervisor',
      'Tara Trainer',
      'Theo Trainer',
      'Cal Xavier',
      'Ben Young',
      'Ada Zulu',
    ]);
    // Ada (active staff) and Dora (director) are associated; Cal's staff role is not active.
    expect(await ids('Unassociated EC Professional Level Users')).toEqual([
      'Cora Coach',
      'Otto Coach',
      'Stan Staff',
      'Sue Supervisor',
      'Tara Trainer',
      'Theo Trainer',
      'Cal Xavier',
      'Ben Young',
    ]);

    const report = await run('EC Professional Level Users', admin());
    expect(report.header).toEqual([
      'Registry ID',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'County',
      'Organizations',
      'Account Created',
      'Last Sign-In',
      'Confirmed',
      'Locked',
    ]);
    const ada = await createdAt(w.p1.id);
    expect(rowsWith(report, 'Registry ID', [w.p1.registryId])).toEqual([
      [
        w.p1.registryId,
        'Ada',
        'Zulu',
        ada.email,
        '205-555-0101',
        'Montgomery',
        'Zinnia Child Care',
        ada.created,
        instant(new Date(w.times.verified.getTime() - 2 * DAY)),
        yes,
        no,
      ],
    ]);
    const directors = await run('Director Level Users', admin());
    expect(rowsWith(directors, 'Registry ID', [w.registryIds.director!])[0]?.[6]).toBe('Zinnia Child Care');
  });

  it('the organizations: active ones, child care providers (facilities), every one for the supervisor', async () => {
    const facility = [
      String(w.facility),
      'Zinnia Child Care',
      'Facility',
      'Montgomery',
      '01101',
      '',
      'Dora Director',
      '1',
      '1',
      '3',
    ];
    const agency = [String(w.agency), 'Zeta Resource Agency', 'Agency', 'Mobile', '', '', '', '0', '0', '0'];
    const ours = [String(w.facility), String(w.agency)];
    const active = await run('Active Agency List', admin());
    expect(active.header).toEqual([
      'Agency ID',
      'Agency Name',
      'Kind',
      'County',
      'County FIPS',
      'Region',
      'Directors',
      'Director Count',
      'Staff Count',
      'Currently Employed',
    ]);
    expect(rowsWith(active, 'Agency ID', ours)).toEqual([facility]);
    expect(rowsWith(await run('Child Care Providers', admin()), 'Agency ID', ours)).toEqual([facility]);
    const all = await run('All Agencies', scopeOf({ userId: w.supervisor.id, activeRole: '375' }));
    expect(rowsWith(all, 'Agency ID', ours)).toEqual([agency, facility]);
    // The organization's word is the tenant's.
    const al = await run('Child Care Providers', scopeOf({ userId: 1, activeRole: '500' }, getTenant('al')));
    expect(al.header.slice(0, 2)).toEqual(['Facility ID', 'Facility Name']);
  });

  it("All QEAs Active Training Sessions: every trainer's sessions not over, by start", async () => {
    const report = await run('All QEAs Active Training Sessions', admin());
    expect(report.header).toEqual([
      'Course Name',
      'Course Number',
      'Session ID',
      'Session Name',
      'Trainer Registry ID',
      'Trainer Name',
      'Trainer Email',
      'Start Date',
      'Start Time',
      'End Date',
      'End Time',
      'Time Zone',
      'Registration Deadline',
      'Region',
      'Location',
      'Delivery Method',
      'Hours',
      'Seats',
      'Registered',
      'Open Seats',
      'Waitlist Seats',
      'Waitlisted',
      'Locked',
    ]);
    const rows = rowsWith(report, 'Session ID', Object.values(w.sections).map(String));
    const tara = await createdAt(w.trainer.id);
    expect(rows.map((row) => row[3])).toEqual(['May morning', 'June']);
    expect(rows[0]).toEqual([
      'Safe Sleep Practices',
      '',
      String(w.sections.upcoming),
      'May morning',
      w.registryIds.trainer,
      'Tara Trainer',
      tara.email,
      ...wallCells(w.walls.upcoming.start).slice(0, 2),
      ...wallCells(w.walls.upcoming.end).slice(0, 2),
      'America/Chicago',
      '',
      '',
      'Community Room',
      'classroom',
      '',
      '12',
      '1',
      '11',
      '4',
      '1',
      no,
    ]);
  });
});

describe("the supervisor's reports (the whole state)", () => {
  const supervisor = () => scopeOf({ userId: w.supervisor.id, activeRole: '375' });

  it("DHS Staff Verification Activity: agency staff's verification steps on others' records, latest first", async () => {
    const report = await run('DHS Staff Verification Activity', supervisor());
    expect(report.header).toEqual([
      'Date',
      'Staff Registry ID',
      'Staff Name',
      'Staff Email',
      'Acting For',
      'Action',
      'Record Type',
      'Record',
      'Professional Registry ID',
      'Professional First Name',
      'Professional Last Name',
      'Comments',
    ]);
    // Ada's request is hers, the administrator's step is not agency staff's: Stan's approval only.
    const stan = await createdAt(w.staff.id);
    expect(rowsWith(report, 'Professional Registry ID', [w.p1.registryId])).toEqual([
      [
        instant(w.times.verified),
        w.registryIds.staff,
        'Stan Staff',
        stan.email,
        'Zeta Resource Agency',
        'Approved',
        'Training Record',
        'Safe Sleep',
        w.p1.registryId,
        'Ada',
        'Zulu',
        'Certificate checked',
      ],
    ]);
  });

  it('EC Professional Record Verification: every record (not disabled) with its verification state', async () => {
    const report = await run('EC Professional Record Verification', supervisor());
    expect(report.header).toEqual([
      'Registry ID',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'County',
      'Record Type',
      'Record ID',
      'Record',
      'Record Date',
      'Verification Status',
      'Requested',
      'Last Action',
      'Last Action Date',
    ]);
    const ada = await createdAt(w.p1.id);
    const person = [w.p1.registryId, 'Ada', 'Zulu', ada.email, '205-555-0101', 'Montgomery'];
    expect(rowsWith(report, 'Registry ID', [w.p1.registryId])).toEqual([
      [
        ...person,
        'Training Record',
        String(w.r1),
        'Safe Sleep',
        '03/02/2026',
        'Verified',
        '',
        'Approved',
        instant(w.times.verified),
      ],
      [
        ...person,
        'Training Record',
        String(w.r2),
        'CPR',
        '05/10/2026',
        'Requested',
        instant(w.times.requestedR2),
        '',
        '',
      ],
      [...person, 'Experience', String(w.employment1), 'Org', '', 'Not Verified', '', '', ''],
    ]);
    // Ben's disabled record is not listed.
    expect(rowsWith(report, 'Registry ID', [w.p2.registryId]).map((row) => row[8])).toEqual(['Literacy']);
  });
});

describe("the coach's reports (their own cases)", () => {
  const coach = (userId: number) => scopeOf({ userId, activeRole: '300' });

  it("Coach Requests: the requests of the coach's relationships, whoever asked, with their outcome", async () => {
    const report = await run('Coach Requests', coach(w.coach.id));
    expect(report.header).toEqual([
      'Requested',
      'Requested By',
      'Registry ID',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'County',
      'Request Status',
      'Answered',
      'Expires',
      'Comments',
    ]);
    const [ada, ben, cal] = await Promise.all([createdAt(w.p1.id), createdAt(w.p2.id), createdAt(w.p3.id)]);
    expect(report.rows).toEqual([
      [
        instant(w.times.requested4),
        'Professional',
        w.p3.registryId,
        'Cal',
        'Xavier',
        cal.email,
        '',
        '',
        'Pending',
        '',
        instant(new Date(w.times.requested4.getTime() + 30 * DAY)),
        '',
      ],
      [
        instant(w.times.requested1),
        'Professional',
        w.p1.registryId,
        'Ada',
        'Zulu',
        ada.email,
        '205-555-0101',
        'Montgomery',
        'Approved',
        instant(w.times.approved1),
        '',
        'Please coach me',
      ],
      [
        instant(w.times.requested2),
        'Coach',
        w.p2.registryId,
        'Ben',
        'Young',
        ben.email,
        '',
        '',
        'Expired',
        '',
        instant(new Date(w.times.requested2.getTime() + 30 * DAY)),
        '',
      ],
    ]);
    // Otto sees his own request only.
    const other = await run('Coach Requests', coach(w.otherCoach.id));
    expect(other.rows.map((row) => [row[3], row[8]])).toEqual([['Ben', 'Approved']]);
  });

  it('Coach Latest Activities: one row per case with its latest step, the latest first', async () => {
    const report = await run('Coach Latest Activities', coach(w.coach.id));
    expect(report.header.slice(6)).toEqual([
      'Active',
      'PDP Commenting Allowed',
      'Started',
      'Ended',
      'Latest Activity',
      'Latest Activity Date',
      'Latest Activity By',
      'Latest Comments',
    ]);
    expect(report.rows.map((row) => [row[1], ...row.slice(6)])).toEqual([
      ['Cal', no, no, '', '', 'Requested', instant(w.times.requested4), 'Cal Xavier', ''],
      ['Ada', yes, no, '', '', 'Approved', instant(w.times.approved1), 'Cora Coach', 'Welcome'],
      ['Ben', no, no, '', '', 'Requested', instant(w.times.requested2), 'Cora Coach', ''],
    ]);
  });

  it("EC Professional Training Records: the active cases' training records only", async () => {
    const report = await run('EC Professional Training Records', coach(w.coach.id));
    expect(report.header.slice(6)).toEqual([
      'Training Name',
      'Training Date',
      'Hours',
      'Sponsor',
      'Course Number',
      'Core Knowledge Area',
      'Delivery Method',
      'Verification Status',
    ]);
    expect(report.rows.map((row) => [row[1], ...row.slice(6)])).toEqual([
      ['Ada', 'CPR', '05/10/2026', '2.50', 'State Agency', '', '', '', 'Requested'],
      ['Ada', 'Safe Sleep', '03/02/2026', '3.00', 'State Agency', '', '', '', 'Verified'],
    ]);
    // Ben is Otto's active case (Cora's relationship with him is not active); his disabled record is left out.
    const other = await run('EC Professional Training Records', coach(w.otherCoach.id));
    expect(other.rows.map((row) => [row[1], row[6]])).toEqual([['Ben', 'Literacy']]);
  });
});

describe("the QEA's report (their own sessions)", () => {
  it("All Training Participants: every enrollment of the trainer's sessions, sessions by date", async () => {
    const report = await run(
      'All Training Participants',
      scopeOf({ userId: w.trainer.id, activeRole: '250' }),
    );
    expect(report.header).toEqual([
      'Course Name',
      'Course Number',
      'Session ID',
      'Session Name',
      'Start Date',
      'Start Time',
      'End Date',
      'End Time',
      'Hours',
      'Participant Registry ID',
      'Participant First Name',
      'Participant Last Name',
      'Participant Email',
      'Participant Phone',
      'Participant County',
      'Organization',
      'Enrollment Status',
      'Enrolled',
      'Attendance',
      'Attendance Recorded',
    ]);
    expect(
      report.rows.map((row) => [row[3], ...row.slice(4, 8), row[10], row[15], row[16], row[18]]),
    ).toEqual([
      [
        'January afternoon',
        ...wallCells(w.walls.past.start),
        ...wallCells(w.walls.past.end),
        'Ada',
        '',
        'Registered',
        'Completed',
      ],
      [
        'May morning',
        ...wallCells(w.walls.upcoming.start),
        ...wallCells(w.walls.upcoming.end),
        'Ben',
        '',
        'Waitlisted',
        'Not Recorded',
      ],
      [
        'May morning',
        ...wallCells(w.walls.upcoming.start),
        ...wallCells(w.walls.upcoming.end),
        'Ada',
        'Zinnia Child Care',
        'Registered',
        'Not Recorded',
      ],
    ]);
    const ada = await createdAt(w.p1.id);
    expect(report.rows[2]?.slice(9, 15)).toEqual([
      w.p1.registryId,
      'Ada',
      'Zulu',
      ada.email,
      '205-555-0101',
      'Montgomery',
    ]);
    // Theo's participant only for Theo.
    const other = await run(
      'All Training Participants',
      scopeOf({ userId: w.otherTrainer.id, activeRole: '250' }),
    );
    expect(other.rows.map((row) => [row[3], row[10]])).toEqual([['June', 'Cal']]);
  });
});
