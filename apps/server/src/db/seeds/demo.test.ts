import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTenant, passwordProblem, ROLE_ACTION, tenantCounties, TENANT_CODES } from '@registry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, tokenPayload } from '../../../test/accounts.js';
import { createTestApp, TEST_PASSWORD_HASHING, type TestApp } from '../../../test/helpers.js';
import { createPasswordHasher } from '../../platform/passwords.js';
import { DEMO_PASSWORD_FILE, demoPassword } from './demo-password.js';
import { DEMO_PASSWORD, demoAccounts, demoCountyFips, demoOrganizations, seedDemoData } from './demo.js';

const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);
const seed = (t: TestApp) =>
  seedDemoData(t.db, {
    tenant: t.tenant,
    hashPassword: (password) => hasher.hash(password),
    now: new Date(),
  });

async function counts(t: TestApp) {
  const count = async (
    table: 'users' | 'userGeneralRoles' | 'organizations' | 'employmentRecords' | 'organizationRoles',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    generalRoles: await count('userGeneralRoles'),
    organizations: await count('organizations'),
    employmentRecords: await count('employmentRecords'),
    organizationRoles: await count('organizationRoles'),
  };
}

describe('demo organizations', () => {
  it.each(TENANT_CODES)("%s: every organization lies in a county of the tenant's state", (code) => {
    const tenant = getTenant(code);
    const counties = tenantCounties(tenant).map((county) => county.name);
    const organizations = demoOrganizations(tenant);
    if (tenant.features.organizations) expect(organizations.length).toBeGreaterThan(0);
    for (const organization of organizations) expect(counties).toContain(organization.county);
  });
});

describe('demo accounts', () => {
  it('al: one per role the tenant has, plus the multi-role account; no coach or supervisor', () => {
    const emails = demoAccounts(getTenant('al')).map((account) => account.email.split('@')[0]);
    expect(emails).toEqual([
      'professional',
      'director',
      'newhire',
      'teacher',
      'qea',
      'consultant',
      'manager',
      'admin',
      'sysadmin',
      'multi',
    ]);
  });

  it('tn: coach and supervisor, no QEA; jh: no organizations, so no director', () => {
    const tn = demoAccounts(getTenant('tn')).map((account) => account.email.split('@')[0]);
    expect(tn).toEqual([
      'professional',
      'director',
      'newhire',
      'teacher',
      'coach',
      'consultant',
      'supervisor',
      'manager',
      'admin',
      'sysadmin',
      'multi',
    ]);
    expect(demoOrganizations(getTenant('tn')).map((o) => o.county)).toEqual([
      'Davidson',
      'Knox',
      'Shelby',
      'Hamilton',
    ]);
    const jh = demoAccounts(getTenant('jh'));
    expect(jh.map((account) => account.email.split('@')[0])).not.toContain('director');
    expect(jh.map((account) => account.email.split('@')[0])).not.toContain('newhire');
    expect(jh.every((account) => account.organizations.length === 0)).toBe(true);
  });

  it('labels each account, as the start prints them, with what it holds in that tenant', () => {
    const multi = (code: 'al' | 'jh') =>
      demoAccounts(getTenant(code)).find((account) => account.email.startsWith('multi@'))!.label;
    expect(multi('al')).toBe('several roles (100, 350, and organization roles in two organizations)');
    // jh has no organizations: nothing printed speaks of them or of directors.
    expect(multi('jh')).toBe('several roles (100 and 350)');
    for (const account of demoAccounts(getTenant('jh')))
      expect(account.label, account.email).not.toMatch(/organization|director/i);
  });
});

describe("the README's demo account table", () => {
  // The table of the README's quick start: `| \`account\` | al | tn | jh |`.
  const readme = readFileSync(join(import.meta.dirname, '../../../../../README.md'), 'utf8');
  const rows = new Map(
    [...readme.matchAll(/^\| `([a-z]+)`\s*\|([^|]*)\|([^|]*)\|([^|]*)\|$/gm)].map((match) => [
      match[1]!,
      { al: match[2]!.trim(), tn: match[3]!.trim(), jh: match[4]!.trim() },
    ]),
  );

  it.each(TENANT_CODES)('names every %s demo account, and says none for the others', (code) => {
    const seeded = demoAccounts(getTenant(code)).map((account) => account.email.split('@')[0]!);
    for (const local of seeded) expect(rows.get(local)?.[code] ?? '(no row)', local).toMatch(/^(?!none)\S/);
    for (const [local, cells] of rows)
      if (!seeded.includes(local)) expect(cells[code], local).toMatch(/^none/);
  });
});

describe('seedDemoData', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts(t);
    await seed(t);
    const once = await counts(t);
    expect(once.users - before.users).toBe(demoAccounts(t.tenant).length);
    expect(once.organizations - before.organizations).toBe(4);
    await seed(t);
    expect(await counts(t)).toEqual(once);
  });

  it('publishes the demo trainings once, their seats counted as their enrollments', async () => {
    await seed(t);
    await seed(t);
    const sessions = await t.db
      .selectFrom('courseSections as s')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select([
        'c.courseName',
        's.sectionName',
        's.registeredCount',
        's.capacity',
        's.region',
        'u.userName',
        's.id',
      ])
      .orderBy('s.id')
      .execute();
    expect(sessions.map((s) => [s.courseName, s.sectionName])).toEqual([
      ['Safe Sleep Practices for Infants', 'Saturday morning'],
      ['Positive Guidance in the Preschool Classroom', 'Online, evening'],
      ['Health and Safety Orientation', 'Birmingham, weekday'],
      ['Safe Sleep Practices for Infants', 'Last month'],
    ]);
    expect(new Set(sessions.map((s) => s.userName))).toEqual(new Set(['qea@demo.registry.example']));
    for (const s of sessions) {
      const registered = await t.db
        .selectFrom('enrollments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('courseSectionId', '=', s.id)
        .where('status', '=', 'Registered')
        .executeTakeFirstOrThrow();
      expect(Number(registered.n)).toBe(s.registeredCount);
    }
    // The online session is full: a professional is offered its waitlist.
    expect(sessions[1]!.registeredCount).toBe(sessions[1]!.capacity);
  });

  it("links each organization to its county in the tenant's state, also one seeded before counties were linked", async () => {
    await seed(t);
    const [first] = demoOrganizations(t.tenant);
    // As an earlier seed left it: the free-text county only.
    await t.db
      .updateTable('organizations')
      .set({ countyFips: null })
      .where('name', '=', first!.name)
      .execute();
    await seed(t);
    const rows = await t.db
      .selectFrom('organizations')
      .innerJoin('counties', 'counties.fips', 'organizations.countyFips')
      .select([
        'organizations.name',
        'organizations.county',
        'counties.name as countyName',
        'counties.stateFips',
      ])
      .where(
        'organizations.name',
        'in',
        demoOrganizations(t.tenant).map((organization) => organization.name),
      )
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.countyName).toBe(row.county);
      expect(row.stateFips).toBe(t.tenant.serviceArea.stateFips);
    }
    // Montgomery is a county of Tennessee as well: al's is 01101.
    expect(rows.find((row) => row.county === 'Montgomery')).toBeDefined();
    expect(demoCountyFips(t.tenant, 'Montgomery')).toBe('01101');
    expect(demoCountyFips(getTenant('tn'), 'Montgomery')).toBe('47125');
  });

  it('creates confirmed accounts, profile completed and terms accepted, that sign in with the demo password', async () => {
    await seed(t);
    for (const account of demoAccounts(t.tenant)) {
      const response = await login(t, account.email, DEMO_PASSWORD);
      expect(response.statusCode, account.email).toBe(200);
      expect(response.json<{ route: string }>().route).toBe('default');
    }
  });

  it('gives the director and the multi-role account their organizations', async () => {
    await seed(t);
    const director = await login(t, 'director@demo.registry.example', DEMO_PASSWORD);
    const token = director.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
    expect(tokenPayload(token).role).toBe('200');
    const profile = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) });
    const roles = profile.json<{
      roles: { roleName: string; organizations: { organizationName: string }[] }[];
    }>().roles;
    expect(roles.map((role) => [role.roleName, role.organizations.map((o) => o.organizationName)])).toEqual([
      ['200', ['Little Blessings Child Development Center']],
      ['100', ['Little Blessings Child Development Center']],
    ]);
    const multi = await login(t, 'multi@demo.registry.example', DEMO_PASSWORD);
    const multiToken = multi.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
    const multiProfile = await t.app.inject({
      method: 'GET',
      url: '/api/accounts',
      headers: bearer(multiToken),
    });
    expect(multiProfile.json<{ roles: { roleName: string }[] }>().roles.map((role) => role.roleName)).toEqual(
      ['200', '100', '350'],
    );
  });

  it('gives every role a demo account holds the request history it came from: asked for, then approved', async () => {
    await seed(t);
    const director = await login(t, 'director@demo.registry.example', DEMO_PASSWORD);
    const token = director.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
    const profile = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) });
    const [employmentRecordId] = profile
      .json<{ roles: { organizations: { employmentRecordId: number }[] }[] }>()
      .roles.flatMap((role) => role.organizations.map((o) => o.employmentRecordId));
    // The History the employment row opens (GET .../actionhistory), oldest first.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/userorganizationroles/actionhistory?employmentRecordId=${employmentRecordId}`,
      headers: bearer(token),
    });
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json<{ roleRequested: string; actionType: number; userLastUpdated: string | null }[]>()
        .map((action) => [action.roleRequested, action.actionType, action.userLastUpdated]),
    ).toEqual([
      ['100', ROLE_ACTION.Requested, 'Dana Director'],
      ['100', ROLE_ACTION.Approved, 'Morgan Manager'],
      ['200', ROLE_ACTION.Requested, 'Dana Director'],
      ['200', ROLE_ACTION.Approved, 'Morgan Manager'],
    ]);
    // Every role any demo account holds: its latest action of that role is an approval of its request.
    const bare = await t.db
      .selectFrom('organizationRoles as r')
      .innerJoin('employmentRecords as e', 'e.id', 'r.employmentRecordId')
      .innerJoin('users as u', 'u.id', 'e.userId')
      .select(['u.userName', 'r.roleName'])
      .where('u.userName', 'like', '%@demo.registry.example')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('roleRequestActions as a')
              .innerJoin('roleRequestActions as q', 'q.id', 'a.parentActionId')
              .select('a.id')
              .whereRef('a.employmentRecordId', '=', 'e.id')
              .whereRef('a.roleName', '=', 'r.roleName')
              .where('a.actionType', '=', ROLE_ACTION.Approved)
              .where('q.actionType', '=', ROLE_ACTION.Requested),
          ),
        ),
      )
      .execute();
    expect(bare).toEqual([]);
  });

  it('writes the history of roles seeded before it was written, once', async () => {
    await seed(t);
    const directorEmployment = t.db
      .selectFrom('employmentRecords as e')
      .innerJoin('users as u', 'u.id', 'e.userId')
      .select('e.id')
      .where('u.userName', '=', 'director@demo.registry.example');
    const actions = () =>
      t.db
        .selectFrom('roleRequestActions')
        .select(['roleName', 'actionType'])
        .where('employmentRecordId', 'in', directorEmployment)
        .orderBy('id')
        .execute();
    // As an earlier seed left the director: both roles held, no request behind them.
    await t.db
      .deleteFrom('roleRequestActions')
      .where('employmentRecordId', 'in', directorEmployment)
      .execute();
    await seed(t);
    const restored = await actions();
    expect(restored).toEqual([
      { roleName: '100', actionType: ROLE_ACTION.Requested },
      { roleName: '100', actionType: ROLE_ACTION.Approved },
      { roleName: '200', actionType: ROLE_ACTION.Requested },
      { roleName: '200', actionType: ROLE_ACTION.Approved },
    ]);
    await seed(t);
    expect(await actions()).toEqual(restored);
  });

  it("puts a demo professional's pending staff request before the demo director, once", async () => {
    await seed(t);
    await seed(t);
    const director = await login(t, 'director@demo.registry.example', DEMO_PASSWORD);
    const token = director.json<{ jwt: { auth_token: string } }>().jwt.auth_token;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/userorganizationroles/requests',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<{ roleRequested: string; user: { email: string }; organization: { name: string } }[]>()
        .map((request) => [request.roleRequested, request.user.email, request.organization.name]),
    ).toEqual([['100', 'newhire@demo.registry.example', 'Little Blessings Child Development Center']]);
  });

  it('signs each elevated account in with its own role active', async () => {
    await seed(t);
    for (const [local, role] of [
      ['qea', '250'],
      ['consultant', '350'],
      ['manager', '400'],
      ['admin', '500'],
      ['sysadmin', 'AdminUser'],
    ] as const) {
      const response = await login(t, `${local}@demo.registry.example`, DEMO_PASSWORD);
      expect(tokenPayload(response.json<{ jwt: { auth_token: string } }>().jwt.auth_token).role).toBe(role);
    }
  });
});

describe('the demo password', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'registry-demo-'));

  it('is the published one in dev only, and prod has none', () => {
    expect(demoPassword('dev', dataDir())).toEqual({ password: DEMO_PASSWORD, file: null, created: false });
    const prod = dataDir();
    expect(demoPassword('prod', prod)).toBeNull();
    expect(existsSync(join(prod, DEMO_PASSWORD_FILE))).toBe(false);
  });

  it.each(['sit', 'uat'] as const)(
    '%s: generated once per data directory, kept with mode 0600',
    (environment) => {
      const dir = dataDir();
      const first = demoPassword(environment, dir);
      expect(first?.created).toBe(true);
      expect(first?.password).not.toBe(DEMO_PASSWORD);
      expect(first?.password.length).toBeGreaterThanOrEqual(16);
      for (const code of ['al', 'tn', 'jh'] as const) {
        expect(passwordProblem(getTenant(code).passwordPolicy, first!.password, first!.password)).toBeNull();
      }
      const file = join(dir, DEMO_PASSWORD_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(first?.password);
      expect(demoPassword(environment, dir)).toEqual({ password: first?.password, file, created: false });
      // Another data directory, another password.
      expect(demoPassword(environment, dataDir())?.password).not.toBe(first?.password);
    },
  );

  it('replaces the published password of demo accounts seeded earlier when a new one is generated', async () => {
    const t = await createTestApp();
    await seed(t);
    expect((await login(t, 'admin@demo.registry.example', DEMO_PASSWORD)).statusCode).toBe(200);
    const generated = demoPassword('uat', dataDir())!;
    await seedDemoData(t.db, {
      tenant: t.tenant,
      password: generated.password,
      resetExistingPasswords: generated.created,
      hashPassword: (password) => hasher.hash(password),
      now: new Date(),
    });
    expect((await login(t, 'admin@demo.registry.example', DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await login(t, 'admin@demo.registry.example', generated.password)).statusCode).toBe(200);
  });
});
