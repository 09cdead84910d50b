import {
  REPORT_SCREEN_TEXTS,
  REPORT_SCREENS,
  reportOptions,
  type TenantCode,
  getTenant,
} from '@registry/domain';
import type { TReportRun } from '@registry/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { employ, organization, person, withRole, type Person } from '../../../test/records.js';
import { REPORT_DEFINITIONS } from './definitions/index.js';
import type { ReportDefinition } from './report-definition.js';

/**
 * The report screens' calls (issue 27; spec 2 §2, §5, §6, §7, §9): who may run what per role and tenant,
 * a director's reports holding only their organizations' people and the agency reports the agency's
 * plain staff, the columns and formula neutralising of the CSV, a job's progress, its single run, its
 * notification and its file (its owner's alone), and PDF refused.
 */

const servers: Partial<Record<TenantCode, TestApp>> = {};
const app = (tenant: TenantCode) => servers[tenant]!;
beforeAll(async () => {
  for (const tenant of ['al', 'tn'] as const) servers[tenant] = await createTestApp({ config: { tenant } });
});

const BOM = '\ufeff';

function run(t: TestApp, token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/reports/run', headers: bearer(token), payload });
}

/** The CSV's lines without the byte-order mark (the last line's break dropped). */
function csvLines(body: string): string[] {
  expect(body.startsWith(BOM)).toBe(true);
  return body.slice(1).replace(/\n$/, '').split('\n');
}

/** A person with these general roles, signed in with `role` active. */
async function viewer(t: TestApp, role: string, generalRoles: string[] = ['100', role]): Promise<Person> {
  const p = await person(t, { generalRoles: generalRoles as never });
  return { ...p, token: await withRole(t, p.token, role) };
}

/** tn's: its user id's label and agency term. */
const TRAINING_HEADER =
  'PAL ID,First Name,Last Name,Email,Phone,County,Agency Name,Training Name,Training Date,Hours,Sponsor,' +
  'Course Number,Core Knowledge Area,Delivery Method,Status,Verification Status,Verified,Last Updated';

describe('the organization reports: scope over two organizations', () => {
  let t: TestApp;
  let director: Person;
  let mine: number;
  let another: number;
  const people: Record<string, { id: number; registryId: string }> = {};

  beforeAll(async () => {
    t = app('tn');
    mine = await organization(t, '47037', 'Sunrise Center');
    another = await organization(t, '47037', 'Moonlight Center');
    const d = await person(t, { generalRoles: ['100'] });
    await employ(t, d.id, mine, ['200']);
    director = { ...d, token: await withRole(t, d.token, '200') };
    // staff at mine (approved), staff at another, a pending request at mine, an elevated staff member at mine.
    const arrange: [string, number, { active: boolean }, string[], string][] = [
      ['mineStaff', mine, { active: true }, ['100'], '=cmd'],
      ['anotherStaff', another, { active: true }, ['100'], 'Other'],
      ['minePending', mine, { active: false }, ['100'], 'Pending'],
      ['mineManager', mine, { active: true }, ['100', '400'], 'Manager'],
    ];
    for (const [key, organizationId, options, generalRoles, firstName] of arrange) {
      const p = await person(t, { generalRoles: generalRoles as never, firstName, lastName: key });
      await employ(t, p.id, organizationId, ['100'], options);
      await addTraining(t, p.id, { trainingName: `Training of ${key}`, hours: 3 });
      const row = await t.db
        .selectFrom('users')
        .select('registryId')
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow();
      people[key] = { id: p.id, registryId: row.registryId };
    }
  });

  it("a director's Training report holds their organization's approved staff only, with the exact header", async () => {
    const response = await run(t, director.token, {
      screen: 'director',
      reportType: 'Training',
      fileType: 'csv',
      organizationId: mine,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Training_\d{8}T\d{6}\.csv"$/,
    );
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(TRAINING_HEADER);
    const body = lines.slice(1).join('\n');
    expect(body).toContain(people.mineStaff!.registryId);
    expect(body).toContain(people.mineManager!.registryId);
    expect(body).not.toContain(people.anotherStaff!.registryId);
    expect(body).not.toContain(people.minePending!.registryId);
    expect(lines).toHaveLength(3);
    // Formula neutralised: the first name '=cmd' is written as text.
    const row = lines.find((line) => line.includes(people.mineStaff!.registryId))!;
    expect(row).toContain(",'=cmd,mineStaff,");
    expect(row).toContain(',Sunrise Center,Training of mineStaff,03/01/2026,3.00,');
    // A dropdown's answer reads as its text (quoted where it holds a comma).
    expect(row).toContain(',State Training Center,,"Health, Safety and Nutrition",Classroom,Completed,');
    expect(row).toMatch(/,Not Verified,No,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
  });

  it("refuses another organization (404), none (400 with the spec's text) and PDF (400)", async () => {
    const base = { screen: 'director', reportType: 'Training', fileType: 'csv' };
    expect((await run(t, director.token, { ...base, organizationId: another })).statusCode).toBe(404);
    expect((await run(t, director.token, { ...base, organizationId: 999_999 })).statusCode).toBe(404);
    const missing = await run(t, director.token, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      errors: { organizationId: 'Please select an agency from the dropdown menu' },
    });
    const pdf = await run(t, director.token, { ...base, fileType: 'pdf', organizationId: mine });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ errors: { fileType: REPORT_SCREEN_TEXTS.pdfUnavailable } });
  });

  it('every director report of the tenant runs over their organization', async () => {
    for (const option of reportOptions(t.tenant, 'director')) {
      const response = await run(t, director.token, {
        screen: 'director',
        reportType: option.reportType,
        organizationId: mine,
      });
      expect(response.statusCode, option.label).toBe(200);
      expect(csvLines(response.body)[0]).toMatch(
        /^PAL ID,First Name,Last Name,Email,Phone,County,Agency Name,/,
      );
    }
    // tn drops the Career Lattice Level.
    const dropped = await run(t, director.token, {
      screen: 'director',
      reportType: 'CareerLatticeLevel',
      organizationId: mine,
    });
    expect(dropped.statusCode).toBe(404);
  });

  it('the agency report reads any agency, its staff holding no elevated role', async () => {
    for (const role of ['350', '375']) {
      const staff = await viewer(t, role);
      const response = await run(t, staff.token, {
        screen: 'agency',
        reportType: 'Training',
        organizationId: mine,
      });
      expect(response.statusCode).toBe(200);
      const lines = csvLines(response.body);
      expect(lines[0]).toBe(TRAINING_HEADER);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(people.mineStaff!.registryId);
      const other = await run(t, staff.token, {
        screen: 'agency',
        reportType: 'Training',
        organizationId: another,
      });
      expect(csvLines(other.body)[1]).toContain(people.anotherStaff!.registryId);
      expect((await run(t, staff.token, { screen: 'agency', reportType: 'Training' })).statusCode).toBe(400);
      expect(
        (await run(t, staff.token, { screen: 'agency', reportType: 'Training', organizationId: 999_999 }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('answers 403 without the screen’s claim and 404 for a report the screen does not list', async () => {
    const professional = await person(t, { generalRoles: ['100'] });
    expect(
      (await run(t, professional.token, { screen: 'director', reportType: 'Training', organizationId: mine }))
        .statusCode,
    ).toBe(403);
    const staff = await viewer(t, '350');
    expect(
      (await run(t, staff.token, { screen: 'director', reportType: 'Training', organizationId: mine }))
        .statusCode,
    ).toBe(403);
    expect(
      (await run(t, staff.token, { screen: 'agency', reportType: 'Education', organizationId: mine }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports/run',
          payload: { screen: 'qea', reportType: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('a tenant drops its own reports', () => {
  it('al: a director has no PDP reports, and a 375 (not in al) no agency screen', async () => {
    const t = app('al');
    const mine = await organization(t);
    const d = await person(t, { generalRoles: ['100'] });
    await employ(t, d.id, mine, ['200']);
    const token = await withRole(t, d.token, '200');
    for (const reportType of ['PDPGoals', 'PDPRequiredTrainings'])
      expect((await run(t, token, { screen: 'director', reportType, organizationId: mine })).statusCode).toBe(
        404,
      );
    const lattice = await run(t, token, {
      screen: 'director',
      reportType: 'CareerLatticeLevel',
      organizationId: mine,
    });
    expect(lattice.statusCode).toBe(200);
    expect(csvLines(lattice.body)[0]).toBe(
      'Registry ID,First Name,Last Name,Email,Phone,County,Facility Name,Level (All Records),Level (Verified Records),' +
        'Claimed Level,Claim Verification Status,Claim Date,Level Computed',
    );
    const manager = await viewer(t, '400');
    expect((await run(t, manager.token, { screen: 'coach', reportType: 'CoachRequests' })).statusCode).toBe(
      403,
    );
  });
});

/**
 * A report that runs as a job, for this file only: the admin screen's 'Active Agency List' (whatever its
 * definition is, put back after), three rows each taking a moment, so that the run is seen queued or running.
 */
const JOB_LABEL = 'Active Agency List';
const slowJob: ReportDefinition = {
  screen: 'admin',
  label: JOB_LABEL,
  runs: 'job',
  columns: () => [
    { header: 'Number', type: 'number', sql: sql`n` },
    { header: 'Name', type: 'text', sql: sql`'=' || n::text` },
  ],
  source: () => sql`generate_series(1, 3) n cross join lateral (select pg_sleep(0.4)) s where true`,
  order: () => sql`n`,
};

describe('a report that runs as a job', () => {
  const definitions = REPORT_DEFINITIONS as ReportDefinition[];
  let replaced: { index: number; definition: ReportDefinition | undefined };
  beforeAll(() => {
    const index = definitions.findIndex((d) => d.screen === 'admin' && d.label === JOB_LABEL);
    replaced = { index, definition: index === -1 ? undefined : definitions[index] };
    if (index === -1) definitions.push(slowJob);
    else definitions[index] = slowJob;
  });
  afterAll(() => {
    if (replaced.definition === undefined) definitions.splice(definitions.indexOf(slowJob), 1);
    else definitions[replaced.index] = replaced.definition;
  });

  const one = (t: TestApp, token: string, runId: number) =>
    t.app.inject({ method: 'GET', url: `/api/reports/runs/${runId}`, headers: bearer(token) });

  it('runs once for two calls at once, shows its progress, notifies its owner and gives the file to them alone', async () => {
    const t = app('tn');
    const admin = await viewer(t, '500');
    const payload = { screen: 'admin', reportType: 'ActiveAgencyList', fileType: 'csv' };
    const [first, second] = await Promise.all([run(t, admin.token, payload), run(t, admin.token, payload)]);
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    const queued = first.json<TReportRun>();
    expect(second.json<TReportRun>().runId).toBe(queued.runId);
    expect(queued).toMatchObject({
      screen: 'admin',
      reportType: 'ActiveAgencyList',
      label: JOB_LABEL,
      organizationName: null,
      fileName: null,
      finishedAt: null,
    });
    expect(['queued', 'running']).toContain(queued.status);
    const count = await t.db
      .selectFrom('reportRuns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    // The progress, polled until done: never beyond the total once counted.
    const seen: TReportRun[] = [];
    for (let tries = 0; tries < 200; tries += 1) {
      const current = (await one(t, admin.token, queued.runId)).json<TReportRun>();
      seen.push(current);
      if (current.status === 'done' || current.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const done = seen.at(-1)!;
    expect(done.status).toBe('done');
    expect(done).toMatchObject({ rowsDone: 3, rowsTotal: 3 });
    expect(done.fileName).toMatch(/^ActiveAgencyList_\d{8}T\d{6}\.csv$/);
    expect(seen.some((s) => s.status === 'running' && s.rowsTotal === 3)).toBe(true);
    for (const s of seen) if (s.rowsTotal !== null) expect(s.rowsDone).toBeLessThanOrEqual(s.rowsTotal);

    const notification = await t.db
      .selectFrom('notifications')
      .select(['subject', 'body', 'route', 'linkText'])
      .where('userId', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(notification).toEqual({
      subject: REPORT_SCREEN_TEXTS.readySubject,
      body: `<p>${REPORT_SCREEN_TEXTS.ready(JOB_LABEL)}</p>`,
      route: '/dashboard/admin-reports',
      linkText: 'Open Reports',
    });

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/reports/runs/${queued.runId}/file`,
      headers: bearer(admin.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${done.fileName}"`);
    expect(csvLines(file.body)).toEqual(['Number,Name', "1,'=1", "2,'=2", "3,'=3"]);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/reports/runs?screen=admin',
      headers: bearer(admin.token),
    });
    expect(list.json<TReportRun[]>().map((r) => r.runId)).toEqual([queued.runId]);

    // Anyone else: 404 for the run and its file, and an empty list.
    const other = await viewer(t, '500');
    expect((await one(t, other.token, queued.runId)).statusCode).toBe(404);
    const otherFile = await t.app.inject({
      method: 'GET',
      url: `/api/reports/runs/${queued.runId}/file`,
      headers: bearer(other.token),
    });
    expect(otherFile.statusCode).toBe(404);
    const otherList = await t.app.inject({
      method: 'GET',
      url: '/api/reports/runs?screen=admin',
      headers: bearer(other.token),
    });
    expect(otherList.json()).toEqual([]);
    // The list needs the screen's claim.
    const professional = await person(t, { generalRoles: ['100'] });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/reports/runs?screen=admin',
          headers: bearer(professional.token),
        })
      ).statusCode,
    ).toBe(403);

    // Done, the same report runs again as a new run.
    const again = await run(t, admin.token, payload);
    expect(again.statusCode).toBe(202);
    expect(again.json<TReportRun>().runId).not.toBe(queued.runId);
  });

  it('gives no file before the run is done', async () => {
    const t = app('tn');
    const admin = await viewer(t, '500');
    const queued = (
      await run(t, admin.token, { screen: 'admin', reportType: 'ActiveAgencyList' })
    ).json<TReportRun>();
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/reports/runs/${queued.runId}/file`,
      headers: bearer(admin.token),
    });
    expect(early.statusCode).toBe(404);
    for (let tries = 0; tries < 200; tries += 1) {
      if ((await one(t, admin.token, queued.runId)).json<TReportRun>().status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe('the definitions', () => {
  const key = (d: Pick<ReportDefinition, 'screen' | 'label'>) => `${d.screen}: ${d.label}`;

  it('no report has two definitions', () => {
    const keys = REPORT_DEFINITIONS.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const screen of REPORT_SCREENS) {
    it(`every report the tenants list on the ${screen} screen has exactly one definition`, () => {
      for (const tenant of ['al', 'tn', 'jh'] as const)
        for (const option of reportOptions(getTenant(tenant), screen))
          expect(
            REPORT_DEFINITIONS.filter((d) => d.screen === screen && d.label === option.label),
            `${tenant} ${key({ screen, label: option.label })}`,
          ).toHaveLength(1);
    });
  }
});
