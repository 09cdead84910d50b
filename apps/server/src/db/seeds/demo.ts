import {
  addDays,
  EntityType,
  wallTimeIn,
  FormId,
  ROLE_ACTION,
  tenantCounties,
  type GeneralRole,
  type Tenant,
  type TenantCode,
} from '@registry/domain';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { ensureDemoReports } from './demo-reports.js';
import { ensureDemoPdp } from './demo-pdp.js';
import { ensureDemoCoaching } from './demo-coaching.js';
import { ensureDemoCareer } from './demo-career.js';
import { ensureDemoResume, type SaveDemoResume } from './demo-resume.js';

/**
 * Demo data for every environment but prod: one confirmed account per role (profile completed, terms
 * accepted), all with the same password, plus a few organizations. Idempotent: accounts and organizations
 * that exist are left alone. The password is this one in dev only; sit and uat generate their own
 * (demo-password.ts). Exported so route tests and the e2e tests sign in with them.
 */
export const DEMO_PASSWORD = 'Registry2026!';
export const DEMO_EMAIL_DOMAIN = 'demo.registry.example';

export interface DemoOrganization {
  name: string;
  county: string;
  kind: 'agency' | 'facility';
  region: string;
}

export interface DemoAccount {
  /** What the account is for, as printed at start. */
  label: string;
  email: string;
  firstName: string;
  lastName: string;
  generalRoles: GeneralRole[];
  /**
   * Organization roles, by organization name (through one employment record each), and a role requested
   * there and still pending (the director's Staff Requests screen has something to answer).
   */
  organizations: { name: string; roles: ('100' | '200')[]; requested?: '100' | '200' }[];
  /**
   * Records waiting for verification (an education and a certification; in tn a training record too),
   * so that the verifiers' Search Users, queue and history have something to work on.
   */
  recordsToVerify?: boolean;
}

/** Realistic organizations per tenant (counties of the state); none where the tenant has no organizations. */
const ORGANIZATIONS: Record<TenantCode, DemoOrganization[]> = {
  al: [
    {
      name: 'Little Blessings Child Development Center',
      county: 'Montgomery',
      kind: 'facility',
      region: 'Central',
    },
    { name: 'Magic City Early Learning Academy', county: 'Jefferson', kind: 'facility', region: 'North' },
    { name: 'Gulf Coast Child Care Resource Agency', county: 'Mobile', kind: 'agency', region: 'South' },
    { name: 'Rocket City Kids Preschool', county: 'Madison', kind: 'facility', region: 'North' },
  ],
  tn: [
    { name: 'Music City Early Learning Center', county: 'Davidson', kind: 'facility', region: 'Middle' },
    { name: 'Smoky Mountain Child Development Center', county: 'Knox', kind: 'facility', region: 'East' },
    { name: 'Bluff City Child Care Resource Agency', county: 'Shelby', kind: 'agency', region: 'West' },
    { name: 'Chattanooga Little Scholars Academy', county: 'Hamilton', kind: 'facility', region: 'East' },
  ],
  jh: [],
};

export function demoOrganizations(tenant: Tenant): DemoOrganization[] {
  return tenant.features.organizations ? ORGANIZATIONS[tenant.code] : [];
}

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

/** The demo accounts of this tenant: roles it does not have, and organization roles without organizations, are left out. */
export function demoAccounts(tenant: Tenant): DemoAccount[] {
  const [first, second] = demoOrganizations(tenant);
  const general = (role: GeneralRole) => tenant.generalRoles.includes(role);
  // Elevated accounts hold only their role, so that it is the one active at sign-in (ROLE_ORDER puts 100 first).
  const accounts: (DemoAccount | false)[] = [
    general('100') && {
      label: 'professional (100)',
      email: email('professional'),
      firstName: 'Paula',
      lastName: 'Professional',
      generalRoles: ['100'],
      organizations: [],
    },
    first !== undefined && {
      label: `director (200) of ${first.name}`,
      email: email('director'),
      firstName: 'Dana',
      lastName: 'Director',
      generalRoles: ['100'],
      organizations: [{ name: first.name, roles: ['100', '200'] }],
    },
    first !== undefined &&
      general('100') && {
        label: `professional (100) with a pending staff request at ${first.name}`,
        email: email('newhire'),
        firstName: 'Nina',
        lastName: 'Newhire',
        generalRoles: ['100'],
        organizations: [{ name: first.name, roles: [], requested: '100' }],
      },
    first !== undefined &&
      general('100') && {
        label: `professional (100) on the staff of ${first.name}, with records waiting for verification`,
        email: email('teacher'),
        firstName: 'Tara',
        lastName: 'Teacher',
        generalRoles: ['100'],
        organizations: [{ name: first.name, roles: ['100'] }],
        recordsToVerify: true,
      },
    general('250') && {
      label: 'QEA (250)',
      email: email('qea'),
      firstName: 'Quinn',
      lastName: 'Evans',
      generalRoles: ['250'],
      organizations: [],
    },
    general('300') && {
      label: 'coach (300)',
      email: email('coach'),
      firstName: 'Cora',
      lastName: 'Coach',
      generalRoles: ['300'],
      organizations: [],
    },
    general('350') && {
      label: `${tenant.labels.staffRole} (350)`,
      email: email('consultant'),
      firstName: 'Carl',
      lastName: 'Consultant',
      generalRoles: ['350'],
      organizations: [],
    },
    general('375') && {
      label: 'supervisor (375)',
      email: email('supervisor'),
      firstName: 'Sam',
      lastName: 'Supervisor',
      generalRoles: ['375'],
      organizations: [],
    },
    general('400') && {
      label: 'manager (400)',
      email: email('manager'),
      firstName: 'Morgan',
      lastName: 'Manager',
      generalRoles: ['400'],
      organizations: [],
    },
    general('500') && {
      label: 'administrator (500)',
      email: email('admin'),
      firstName: 'Avery',
      lastName: 'Admin',
      generalRoles: ['500'],
      organizations: [],
    },
    general('AdminUser') && {
      label: 'system administrator (AdminUser)',
      email: email('sysadmin'),
      firstName: 'Sydney',
      lastName: 'Sysadmin',
      generalRoles: ['AdminUser'],
      organizations: [],
    },
    multiAccount((['100', '350'] as const).filter(general), first, second),
  ];
  return accounts.filter((account): account is DemoAccount => account !== false);
}

/**
 * The account of several roles: general roles, and where the tenant has organizations, the staff role at
 * one and both roles at another. Its label names only what it holds (jh: no organization roles).
 */
function multiAccount(
  generalRoles: GeneralRole[],
  first: DemoOrganization | undefined,
  second: DemoOrganization | undefined,
): DemoAccount {
  const organizations: DemoAccount['organizations'] =
    first !== undefined && second !== undefined
      ? [
          { name: first.name, roles: ['100'] },
          { name: second.name, roles: ['100', '200'] },
        ]
      : [];
  return {
    label:
      organizations.length > 0
        ? `several roles (${generalRoles.join(', ')}, and organization roles in two organizations)`
        : `several roles (${generalRoles.join(' and ')})`,
    email: email('multi'),
    firstName: 'Mary-Kate',
    lastName: "O'Neil",
    generalRoles,
    organizations,
  };
}

export interface DemoSeedInput {
  tenant: Tenant;
  /** The demo accounts' password (DEMO_PASSWORD unless given). */
  password?: string;
  /** Give the demo accounts that exist this password too (a new one was just generated). */
  resetExistingPasswords?: boolean;
  hashPassword: (password: string) => Promise<string>;
  now: Date;
  /** Where the demo reports' documents are written (DATA_DIR: their files under files/); none: not written. */
  dataDir?: string;
  /** Saves the demo resume (its PDF made): modules/resume's, handed in by main.ts; none: left a draft. */
  saveResume?: SaveDemoResume;
}

/** Creates what is missing of the demo data; answers the tenant's demo accounts. */
export async function seedDemoData(db: Db, input: DemoSeedInput): Promise<DemoAccount[]> {
  const { tenant, hashPassword, now } = input;
  const password = input.password ?? DEMO_PASSWORD;
  const accounts = demoAccounts(tenant);
  const existing = await db
    .selectFrom('users')
    .select(sql<string>`lower(user_name)`.as('userName'))
    .where(
      sql<string>`lower(user_name)`,
      'in',
      accounts.map((account) => account.email.toLowerCase()),
    )
    .execute();
  const missing = accounts.filter(
    (account) => !existing.some((row) => row.userName === account.email.toLowerCase()),
  );
  // One hash for all: the accounts share the password, and argon2 is slow on purpose.
  const rehash = input.resetExistingPasswords === true && existing.length > 0;
  const passwordHash = missing.length > 0 || rehash ? await hashPassword(password) : '';
  await db.transaction().execute(async (trx) => {
    if (rehash) {
      await trx
        .updateTable('users')
        .set({ passwordHash, updatedAt: now })
        .where(
          sql<string>`lower(user_name)`,
          'in',
          existing.map((row) => row.userName),
        )
        .execute();
    }
    const organizationIds = await ensureOrganizations(trx, tenant);
    const ids = new Map<DemoAccount, number>();
    for (const account of missing) {
      ids.set(
        account,
        await insertAccount(trx, account, { passwordHash, now, prefix: tenant.code.toUpperCase() }),
      );
    }
    // Who approved the demo roles: the demo manager (a user manager answers requests within reach).
    const approver = await demoUserId(trx, email('manager'));
    for (const [account, id] of ids) {
      await insertEmployment(trx, account, id, { now, organizationIds, approver });
      if (account.recordsToVerify === true) await insertRecordsToVerify(trx, tenant, id, now);
    }
    await ensureRoleHistories(trx, accounts, organizationIds, approver);
    await ensureDemoTrainings(trx, tenant, now);
    await ensureDemoReports(trx, tenant, await demoUserId(trx, email('qea')), now, input.dataDir);
    await ensureDemoPdp(trx, tenant, DEMO_EMAIL_DOMAIN, now);
    await ensureDemoCoaching(trx, tenant, DEMO_EMAIL_DOMAIN, now);
    await ensureDemoCareer(trx, tenant, DEMO_EMAIL_DOMAIN, now);
    await ensureDemoResume(trx, tenant, DEMO_EMAIL_DOMAIN, now, {
      dataDir: input.dataDir,
      saveResume: input.saveResume,
    });
  });
  return accounts;
}

async function demoUserId(db: Db, userName: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The county's FIPS code in the tenant's state, by its name (the demo organizations name real counties). */
export function demoCountyFips(tenant: Tenant, county: string): string {
  const found = tenantCounties(tenant).find((entry) => entry.name.toLowerCase() === county.toLowerCase());
  if (!found) throw new Error(`${county} is not a county of ${tenant.serviceArea.name}.`);
  return found.fips;
}

async function ensureOrganizations(db: Db, tenant: Tenant): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const organization of demoOrganizations(tenant)) {
    const countyFips = demoCountyFips(tenant, organization.county);
    const found = await db
      .selectFrom('organizations')
      .select(['id', 'countyFips'])
      .where(sql<string>`lower(name)`, '=', organization.name.toLowerCase())
      .where(sql<string>`lower(county)`, '=', organization.county.toLowerCase())
      .executeTakeFirst();
    // Organizations seeded before counties were linked get their county now.
    if (found && found.countyFips === null) {
      await db.updateTable('organizations').set({ countyFips }).where('id', '=', found.id).execute();
    }
    const id =
      found?.id ??
      (
        await db
          .insertInto('organizations')
          .values({ ...organization, countyFips })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.set(organization.name, id);
  }
  return ids;
}

async function insertAccount(
  db: Db,
  account: DemoAccount,
  context: { passwordHash: string; now: Date; prefix: string },
): Promise<number> {
  const { now } = context;
  const { id } = await db
    .insertInto('users')
    .values({
      userName: account.email,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      registryId: sql<string>`${context.prefix} || lpad(nextval('registry_id_seq')::text, 7, '0')`,
      passwordHash: context.passwordHash,
      isConfirmed: true,
      termsAcceptedAt: now,
      profileCompletedAt: now,
      welcomedAt: now,
      rolesSeededAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: null,
      action: 'account.demo-seeded',
      entity: 'user',
      entityId: String(id),
      before: null,
      after: JSON.stringify({ email: account.email, generalRoles: account.generalRoles }),
      at: now,
    })
    .execute();
  for (const roleName of account.generalRoles) {
    await db.insertInto('userGeneralRoles').values({ userId: id, roleName }).execute();
  }
  return id;
}

/** The demo employment's first day: every demo role was asked for and given in its first weeks. */
const DEMO_START_DATE = '2021-08-02';

/**
 * The request history a held role came from, as the routes leave it: the person's request (Requested),
 * then its approval (Approved, parent the request) by `approver`; the staff role first, the director role a
 * week later. Without it the role's History would say there were no requests although the role is held.
 */
async function insertRoleHistory(
  db: Db,
  employmentRecordId: number,
  userId: number,
  roleName: '100' | '200',
  approver: number | null,
): Promise<void> {
  const day = (offset: number, hour: number) =>
    new Date(`${addDays(DEMO_START_DATE, offset + (roleName === '200' ? 7 : 0))}T${hour}:00:00Z`);
  const request = await db
    .insertInto('roleRequestActions')
    .values({
      employmentRecordId,
      roleName,
      actionType: ROLE_ACTION.Requested,
      parentActionId: null,
      comments: null,
      userLastUpdated: userId,
      lastChangeAt: day(0, 14),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('roleRequestActions')
    .values({
      employmentRecordId,
      roleName,
      actionType: ROLE_ACTION.Approved,
      parentActionId: request.id,
      comments: null,
      userLastUpdated: approver,
      lastChangeAt: day(1, 15),
    })
    .execute();
}

/** The account's employment at each of its organizations, its roles with their history, its pending request. */
async function insertEmployment(
  db: Db,
  account: DemoAccount,
  id: number,
  context: { now: Date; organizationIds: Map<string, number>; approver: number | null },
): Promise<void> {
  const { now } = context;
  for (const { name, roles, requested } of account.organizations) {
    const organizationId = context.organizationIds.get(name);
    if (organizationId === undefined) continue;
    const record = await db
      .insertInto('employmentRecords')
      .values({
        userId: id,
        organizationId,
        employerName: name,
        startDate: DEMO_START_DATE,
        isRegistryOrganization: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const roleName of roles) {
      await db.insertInto('organizationRoles').values({ employmentRecordId: record.id, roleName }).execute();
      await insertRoleHistory(db, record.id, id, roleName, context.approver);
    }
    if (requested === undefined) continue;
    // As POST /api/userorganizationroles/request leaves it: the person's request and its audit row.
    await db
      .insertInto('roleRequestActions')
      .values({
        employmentRecordId: record.id,
        roleName: requested,
        actionType: ROLE_ACTION.Requested,
        parentActionId: null,
        comments: 'I started in the toddler room this month.',
        userLastUpdated: id,
        lastChangeAt: now,
      })
      .execute();
    await db
      .insertInto('auditLog')
      .values({
        actorUserId: id,
        action: 'organization-role.requested',
        entity: 'employment_record',
        entityId: String(record.id),
        before: JSON.stringify({ roles: [], pending: [], hasTrainTnAccess: false }),
        after: JSON.stringify({ roles, pending: [requested], hasTrainTnAccess: false }),
        at: now,
      })
      .execute();
  }
}

/**
 * Demo accounts seeded before the seed wrote role histories hold their roles without one: each demo role
 * held with no action of that role on its employment gets the history it would have come from. Nothing
 * else of an existing account changes, and a second run finds nothing to add.
 */
async function ensureRoleHistories(
  db: Db,
  accounts: DemoAccount[],
  organizationIds: Map<string, number>,
  approver: number | null,
): Promise<void> {
  for (const account of accounts) {
    for (const { name, roles } of account.organizations) {
      const organizationId = organizationIds.get(name);
      if (organizationId === undefined || roles.length === 0) continue;
      const bare = await db
        .selectFrom('organizationRoles as r')
        .innerJoin('employmentRecords as e', 'e.id', 'r.employmentRecordId')
        .innerJoin('users as u', 'u.id', 'e.userId')
        .select(['e.id as employmentRecordId', 'u.id as userId', 'r.roleName'])
        .where(sql<string>`lower(u.user_name)`, '=', account.email.toLowerCase())
        .where('e.organizationId', '=', organizationId)
        .where('r.active', '=', true)
        .where('r.roleName', 'in', roles)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('roleRequestActions as a')
                .select('a.id')
                .whereRef('a.employmentRecordId', '=', 'e.id')
                .whereRef('a.roleName', '=', 'r.roleName'),
            ),
          ),
        )
        .orderBy('r.roleName')
        .execute();
      for (const row of bare)
        await insertRoleHistory(db, row.employmentRecordId, row.userId, row.roleName, approver);
    }
  }
}

/** Days before the seed's "now" at which each demo request was made: one fresh, one a week old, one overdue. */
const REQUEST_AGES_DAYS = [1, 7, 20] as const;

/**
 * The demo teacher's records, each 'Requested' as POST /api/verification/request leaves it: the record, its
 * history step and its Verification History row. The requests are of different ages, so the queue shows
 * each age band. A training record only in tn (where directors verify training and the route exists).
 */
async function insertRecordsToVerify(db: Db, tenant: Tenant, userId: number, now: Date): Promise<void> {
  const requestedAt = (index: number) => new Date(now.getTime() - REQUEST_AGES_DAYS[index]! * 86_400_000);
  const requested = { userId, verificationStatus: 'Requested' as const };
  const institutionName =
    tenant.code === 'tn' ? 'Nashville State Community College' : 'Trenholm State Community College';
  const education = await db
    .insertInto('educationRecords')
    .values({
      ...requested,
      verificationRequestedAt: requestedAt(0),
      formId: FormId.Education,
      formVersion: 1,
      institutionName,
      institutionState: tenant.code === 'tn' ? 'TN' : 'AL',
      degreeType: 'associate',
      fieldOfStudy: 'Child Development',
      completed: 'completed',
      startDate: '2018-08-20',
      endDate: '2020-05-08',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const certification = await db
    .insertInto('certificationRecords')
    .values({
      ...requested,
      verificationRequestedAt: requestedAt(1),
      formId: FormId.Certification,
      formVersion: 1,
      credentialType: 'cda',
      credentialName: 'CDA Credential, Preschool',
      issuingOrganization: 'Council for Professional Recognition',
      credentialNumber: 'CDA-4471209',
      issueDate: '2021-03-15',
      expirationDate: '2027-03-15',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const records: { entityTypeId: number; entityId: number; recordType: string; identifier: string }[] = [
    {
      entityTypeId: EntityType.Education,
      entityId: education.id,
      recordType: 'Education',
      identifier: institutionName,
    },
    {
      entityTypeId: EntityType.Certification,
      entityId: certification.id,
      recordType: 'Certification/Credential',
      identifier: 'CDA Credential, Preschool',
    },
  ];
  if (tenant.features.trainingRoute) {
    const training = await db
      .insertInto('trainingRecords')
      .values({
        ...requested,
        verificationRequestedAt: requestedAt(2),
        formId: FormId.TrainingRecord,
        formVersion: 1,
        trainingName: 'Safe Sleep Practices for Infants',
        trainingDate: '2026-09-12',
        hours: 2,
        sponsor: 'Tennessee Early Childhood Training Alliance',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    records.push({
      entityTypeId: EntityType.TrainingRecord,
      entityId: training.id,
      recordType: 'Training Record',
      identifier: 'Safe Sleep Practices for Infants',
    });
  }
  for (const [index, record] of records.entries()) {
    const at = requestedAt(index);
    await db
      .insertInto('verificationActions')
      .values({
        entityTypeId: record.entityTypeId,
        entityId: record.entityId,
        ownerUserId: userId,
        actionType: 'Requested',
        actorUserId: userId,
        agencyId: null,
        comments: null,
        at,
      })
      .execute();
    await db
      .insertInto('verificationRecords')
      .values({
        entityTypeId: record.entityTypeId,
        entityId: record.entityId,
        ownerUserId: userId,
        recordType: record.recordType,
        identifier: record.identifier,
        lastActionType: 'Requested',
        lastActionAt: at,
      })
      .execute();
  }
}

/** The demo trainings (issue 23): who publishes them, each session's days from the seed, its seats. */
interface DemoSession {
  course: string;
  description: string;
  section: string;
  inDays: number;
  startHour: number;
  hours: number;
  region: string | null;
  location: string | null;
  deliveryMethod: 'classroom' | 'virtual' | 'blended';
  coreKnowledgeArea: string[];
  capacity: number;
  waitlistCapacity: number;
  /** Demo accounts (local parts) registered, in order; the rest of the seats stay free. */
  registered: string[];
}

const DEMO_SESSIONS: readonly DemoSession[] = [
  {
    course: 'Safe Sleep Practices for Infants',
    description: 'Safe sleep environments, SIDS risk reduction and what licensing requires of infant rooms.',
    section: 'Saturday morning',
    inDays: 7,
    startHour: 9,
    hours: 3,
    region: 'montgomery',
    location: 'Montgomery Public Library, Meeting Room B',
    deliveryMethod: 'classroom',
    coreKnowledgeArea: ['health-safety-nutrition'],
    capacity: 20,
    waitlistCapacity: 10,
    registered: ['professional'],
  },
  {
    course: 'Positive Guidance in the Preschool Classroom',
    description: 'Routines, transitions and responses that teach children to manage their feelings.',
    section: 'Online, evening',
    inDays: 14,
    startHour: 18,
    hours: 2,
    region: null,
    location: null,
    deliveryMethod: 'virtual',
    coreKnowledgeArea: ['guidance-interactions'],
    capacity: 2,
    waitlistCapacity: 5,
    registered: ['teacher', 'newhire'],
  },
  {
    course: 'Health and Safety Orientation',
    description:
      'The health and safety topics every new child care staff member completes in their first 90 days.',
    section: 'Birmingham, weekday',
    inDays: 21,
    startHour: 8,
    hours: 6,
    region: 'birmingham',
    location: 'Jefferson County Training Center',
    deliveryMethod: 'blended',
    coreKnowledgeArea: ['health-safety-nutrition', 'program-management'],
    capacity: 25,
    waitlistCapacity: 10,
    registered: [],
  },
  {
    course: 'Safe Sleep Practices for Infants',
    description: 'Safe sleep environments, SIDS risk reduction and what licensing requires of infant rooms.',
    section: 'Last month',
    inDays: -30,
    startHour: 9,
    hours: 3,
    region: 'montgomery',
    location: 'Montgomery Public Library, Meeting Room B',
    deliveryMethod: 'classroom',
    coreKnowledgeArea: ['health-safety-nutrition'],
    capacity: 20,
    waitlistCapacity: 0,
    registered: ['professional'],
  },
];

/**
 * The demo trainings (issue 23), once: four sessions of three courses around the day of the seed (one
 * past), published by the demo QEA (250) where the tenant has trainers, else (tn) by the demo
 * administrator, as sessions the registry receives from the state's training system. Paula is registered
 * for the first and the past one; the online session is full (Tara and Nina), so a professional is offered
 * its waitlist; in al the Birmingham session is out of the region of Tara's organization (Montgomery).
 * The past session waits for its attendance where the tenant has trainers (issue 24: the demo QEA records
 * it, which writes Paula's training record and certificate); in tn it came from the state's system with
 * its attendance final (locked).
 */
async function ensureDemoTrainings(db: Db, tenant: Tenant, now: Date): Promise<void> {
  const owner =
    (tenant.generalRoles.includes('250') ? await demoUserId(db, email('qea')) : null) ??
    (await demoUserId(db, email('admin')));
  if (owner === null) return;
  const existing = await db.selectFrom('courses').select('id').where('userId', '=', owner).executeTakeFirst();
  if (existing !== undefined) return;
  const courses = new Map<string, number>();
  for (const demo of DEMO_SESSIONS) {
    let courseId = courses.get(demo.course);
    if (courseId === undefined) {
      const row = await db
        .insertInto('courses')
        .values({
          userId: owner,
          formId: FormId.Course,
          formVersion: 1,
          courseName: demo.course,
          description: demo.description,
          hours: demo.hours,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      courseId = row.id;
      courses.set(demo.course, courseId);
    }
    const day = wallTimeIn(new Date(now.getTime() + demo.inDays * 86_400_000), tenant.timeZone).slice(0, 10);
    const at = (hour: number) => `${day} ${String(hour).padStart(2, '0')}:00:00`;
    const people = [];
    for (const local of demo.registered) {
      const id = await demoUserId(db, email(local));
      if (id !== null) people.push(id);
    }
    // A past session the registry received whole (tn: no trainer records it) is locked, attendance final.
    const past = demo.inDays < 0;
    const received = past && !tenant.generalRoles.includes('250');
    const section = await db
      .insertInto('courseSections')
      .values({
        courseId,
        userId: owner,
        formId: FormId.CourseSection,
        formVersion: 1,
        sectionName: demo.section,
        description: demo.description,
        trainingStart: at(demo.startHour),
        trainingEnd: at(demo.startHour + demo.hours),
        regDeadline: past ? null : at(demo.startHour),
        timeZone: tenant.timeZone,
        region: tenant.code === 'al' ? demo.region : null,
        locationName: demo.location,
        contactName: 'Training Office',
        contactEmail: `training@${DEMO_EMAIL_DOMAIN}`,
        coreKnowledgeArea: demo.coreKnowledgeArea,
        deliveryMethod: demo.deliveryMethod,
        hours: demo.hours,
        capacity: demo.capacity,
        waitlistCapacity: demo.waitlistCapacity,
        registeredCount: people.length,
        hasHadEnrollments: people.length > 0,
        recordIsLocked: received,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const userId of people) {
      const enrollment = await db
        .insertInto('enrollments')
        .values({
          courseSectionId: section.id,
          userId,
          formId: FormId.Enrollment,
          formVersion: 1,
          status: 'Registered',
          enrolledBy: userId,
          attendance: received ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('enrollmentActions')
        .values({ enrollmentId: enrollment.id, actorUserId: userId, action: 'Registered', comment: null })
        .execute();
      // A session received whole came with its training records: completed, sent via API, verified.
      if (received)
        await db
          .insertInto('trainingRecords')
          .values({
            userId,
            formId: FormId.TrainingRecord,
            formVersion: 1,
            trainingName: demo.course,
            trainingDate: day,
            hours: demo.hours,
            sponsor: tenant.productName,
            coreKnowledgeArea: demo.coreKnowledgeArea[0] ?? null,
            deliveryMethod: demo.deliveryMethod,
            sentViaApi: true,
            verified: true,
            enrollmentId: enrollment.id,
          })
          .execute();
    }
  }
}
