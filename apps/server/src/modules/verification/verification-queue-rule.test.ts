import type { TVerificationQueue } from '@registry/contracts';
import {
  certificationPolicy,
  claimsForRole,
  CLAIMS,
  communityServicePolicy,
  educationPolicy,
  EntityType,
  careerLatticePolicy,
  experiencePolicy,
  getTenant,
  membershipPolicy,
  organizationRoleState,
  personRecordsAccess,
  trainingRecordPolicy,
  type EntityPolicy,
  type GeneralRole,
  type ProfileRecordState,
  type RecordsReachTarget,
  type RecordsReachViewer,
  type RoleActionRow,
  type RoleName,
  type TenantCode,
} from '@registry/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, tokenPayload } from '../../../test/accounts.js';
import { addEmployment, addOrganization, addTraining } from '../../../test/grid-records.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { withRole } from '../../../test/records.js';
import { ENTITY_REGISTRY } from '../../entities.js';
import { loadUserRoles } from '../../platform/role-holdings.js';
import { findQueue } from './verification.repository.js';

/**
 * The verification queue (GET /api/verification/queue; findQueue's SQL, written from each entity's
 * verification.verifiedBy and its scope) holds exactly the records the domain lets the viewer verify:
 * 'Requested', not the viewer's own, not disabled, in reach (personRecordsAccess) and the record type's
 * policy's mayVerify — for every role against every kind of person and every verifiable record, in al and
 * tn. The expected set is computed from packages/domain alone over every record in the database.
 */

const VIEWER_ROLES = ['100', '200', '250', '300', '350', '375', '400', '500', 'AdminUser'] as const;
type ViewerRole = (typeof VIEWER_ROLES)[number];

/** The domain's policy of each verifiable record type (packages/domain), not the registry's wiring. */
const POLICIES: Record<number, EntityPolicy<ProfileRecordState>> = {
  [EntityType.TrainingRecord]: trainingRecordPolicy,
  [EntityType.Education]: educationPolicy,
  [EntityType.CommunityService]: communityServicePolicy,
  [EntityType.Membership]: membershipPolicy,
  [EntityType.Certification]: certificationPolicy,
  [EntityType.Experience]: experiencePolicy,
  [EntityType.CareerLatticeLevel]: careerLatticePolicy,
};

const TABLES: Record<number, string> = {
  [EntityType.TrainingRecord]: 'training_records',
  [EntityType.Education]: 'education_records',
  [EntityType.CommunityService]: 'community_service_records',
  [EntityType.Membership]: 'membership_records',
  [EntityType.Certification]: 'certification_records',
  [EntityType.Experience]: 'employment_records',
  [EntityType.CareerLatticeLevel]: 'career_lattice_levels',
};

/** Spec 2 §3: the form a verification shows its record in (4→2, 7→5, 3→7, 8→6, otherwise 0). */
const FORM_OF: Record<number, number> = { 4: 2, 7: 5, 3: 7, 8: 6, 5: 0, 6: 0, 31: 28 };

/** Kinds of person: general roles, and whether (and how) they work at the director's organization. */
const TARGETS = {
  ownStaff: { roles: ['100'], staff: 'active' },
  staffAndDirector: { roles: ['100'], staff: 'both' },
  formerStaff: { roles: ['100'], staff: 'inactive' },
  otherStaff: { roles: ['100'], staff: 'elsewhere' },
  unemployed: { roles: ['100'], staff: 'none' },
  elevatedStaff: { roles: ['100', '350'], staff: 'active' },
  manager: { roles: ['400'], staff: 'none' },
  admin: { roles: ['100', '500'], staff: 'none' },
} as const satisfies Record<string, { roles: readonly GeneralRole[]; staff: string }>;

const apps: Partial<Record<TenantCode, TestApp>> = {};
const directorOrganization: Partial<Record<TenantCode, number>> = {};

type Requested = 'Requested' | null;

async function addEducation(t: TestApp, userId: number, status: Requested, disabled = false) {
  const row = await t.db
    .insertInto('educationRecords')
    .values({
      userId,
      formId: 2,
      formVersion: 1,
      institutionName: 'State College',
      verificationStatus: status,
      disabledAt: disabled ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addCertification(t: TestApp, userId: number, status: Requested) {
  const row = await t.db
    .insertInto('certificationRecords')
    .values({
      userId,
      formId: 5,
      formVersion: 1,
      credentialType: 'CDA',
      credentialName: 'Child Development Associate',
      verificationStatus: status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addCommunityService(t: TestApp, userId: number, status: Requested) {
  await t.db
    .insertInto('communityServiceRecords')
    .values({ userId, formId: 3, formVersion: 1, organizationName: 'Food Bank', verificationStatus: status })
    .execute();
}

async function addMembership(t: TestApp, userId: number, status: Requested) {
  await t.db
    .insertInto('membershipRecords')
    .values({ userId, formId: 4, formVersion: 1, organizationName: 'NAEYC', verificationStatus: status })
    .execute();
}

const requestEmployment = (t: TestApp, employmentId: number) =>
  t.db
    .updateTable('employmentRecords')
    .set({ verificationStatus: 'Requested' })
    .where('id', '=', employmentId)
    .execute();

/** One of each verifiable record 'Requested' (training twice: not sent via API, and sent via API), and some that are not. */
async function addRecords(t: TestApp, userId: number) {
  await addEducation(t, userId, 'Requested');
  await addCertification(t, userId, 'Requested');
  await addTraining(t, userId, { trainingName: 'Requested here', verificationStatus: 'Requested' });
  await addTraining(t, userId, {
    trainingName: 'Requested, sent via API',
    verificationStatus: 'Requested',
    sentViaApi: true,
  });
  await addCommunityService(t, userId, 'Requested');
  await addMembership(t, userId, 'Requested');
  // A career lattice level (entity 31): its verifiers are managers and administrators (issue 25).
  await t.db
    .insertInto('careerLatticeLevels')
    .values({ userId, formId: 28, formVersion: 1, careerLatticeLevel: 2, verificationStatus: 'Requested' })
    .execute();
  // Disabled while requested, and records with no open request.
  await addEducation(t, userId, 'Requested', true);
  await addTraining(t, userId, {
    trainingName: 'Requested, disabled',
    verificationStatus: 'Requested',
    disabledAt: new Date(),
  });
  await addEducation(t, userId, null);
  await addTraining(t, userId, { trainingName: 'Not requested' });
  await addCertification(t, userId, null);
}

/** One tenant's people: a director's organization, one person of each kind with their records. */
async function build(tenant: TenantCode) {
  const t = (apps[tenant] = await createTestApp({ config: { tenant } }));
  const organizationId = (directorOrganization[tenant] = await addOrganization(t));
  const elsewhere = await addOrganization(t);
  for (const kind of Object.values(TARGETS)) {
    const user = await createUser(t, { generalRoles: [...kind.roles] });
    const at =
      kind.staff === 'active'
        ? await addEmployment(t, user.id, organizationId, [{ roleName: '100' }])
        : kind.staff === 'both'
          ? await addEmployment(t, user.id, organizationId, [{ roleName: '100' }, { roleName: '200' }])
          : kind.staff === 'inactive'
            ? await addEmployment(t, user.id, organizationId, [{ roleName: '100', active: false }])
            : kind.staff === 'elsewhere'
              ? await addEmployment(t, user.id, elsewhere, [{ roleName: '100' }])
              : null;
    if (at !== null) await requestEmployment(t, at);
    await addRecords(t, user.id);
  }
  // Own staff also name an employer outside the registry (no organization), and a second, disabled
  // employment at the director's organization, both requested.
  const ownStaff = await createUser(t, { generalRoles: ['100'] });
  await requestEmployment(t, await addEmployment(t, ownStaff.id, organizationId, [{ roleName: '100' }]));
  await requestEmployment(t, await addEmployment(t, ownStaff.id, null, []));
  const disabled = await addEmployment(t, ownStaff.id, organizationId, [{ roleName: '100' }]);
  await requestEmployment(t, disabled);
  await t.db
    .updateTable('employmentRecords')
    .set({ disabledAt: new Date() })
    .where('id', '=', disabled)
    .execute();
  // Staff whose request for the staff role is pending (not held): not the director's staff yet.
  const pending = await createUser(t, { generalRoles: ['100'] });
  const pendingEmployment = await addEmployment(t, pending.id, organizationId, [
    { roleName: '100', active: false },
  ]);
  await t.db
    .insertInto('roleRequestActions')
    .values({
      employmentRecordId: pendingEmployment,
      roleName: '100',
      actionType: 1,
      lastChangeAt: new Date(),
    })
    .execute();
  await requestEmployment(t, pendingEmployment);
  await addRecords(t, pending.id);
}

beforeAll(async () => {
  await build('al');
  await build('tn');
});

/** The viewer as the domain reads them: the active role's claims, and the organizations they direct. */
async function viewerOf(
  t: TestApp,
  tenant: TenantCode,
  role: ViewerRole,
  userId: number,
): Promise<RecordsReachViewer> {
  const roles = await loadUserRoles(t.db, userId);
  return {
    userId,
    activeRole: role as RoleName,
    claims: claimsForRole(role as RoleName, getTenant(tenant)),
    directorOrganizationIds:
      role === '200'
        ? roles.organization
            .filter((row) => row.role === '200' && row.active)
            .map((row) => row.organizationId)
        : [],
  };
}

async function targetOf(t: TestApp, userId: number): Promise<RecordsReachTarget> {
  const roles = await loadUserRoles(t.db, userId);
  return {
    userId,
    generalRoles: roles.general,
    staffOrganizationIds: roles.organization
      .filter((row) => row.role === '100' && row.active)
      .map((row) => row.organizationId),
  };
}

/** Every profile record in the database, as its policy reads it. */
async function allRecords(
  t: TestApp,
): Promise<{ entityTypeId: number; id: number; state: ProfileRecordState }[]> {
  const records: { entityTypeId: number; id: number; state: ProfileRecordState }[] = [];
  for (const [entityTypeId, table] of Object.entries(TABLES).map(([k, v]) => [Number(k), v] as const)) {
    const training = entityTypeId === EntityType.TrainingRecord;
    const employment = entityTypeId === EntityType.Experience;
    const rows = await sql<{
      id: string | number;
      owner: string | number;
      disabled: boolean;
      verified: boolean;
      rejected: boolean;
      status: string | null;
      api: boolean;
      org: string | number | null;
    }>`select r.id, r.user_id as owner, r.disabled_at is not null as disabled, r.verified, r.rejected,
         r.verification_status as status, ${training ? sql`r.sent_via_api` : sql`false`} as api,
         ${employment ? sql`r.organization_id` : sql`null`} as org
       from ${sql.table(table)} r order by r.id`.execute(t.db);
    for (const row of rows.rows) {
      const id = Number(row.id);
      const state: ProfileRecordState = {
        ownerUserId: Number(row.owner),
        disabled: row.disabled,
        verified: row.verified,
        rejected: row.rejected,
        verificationStatus: row.status === 'Requested' ? 'Requested' : null,
        sentViaApi: row.api,
      };
      if (employment) {
        const held = await t.db
          .selectFrom('organizationRoles')
          .select('roleName')
          .where('employmentRecordId', '=', id)
          .where('active', '=', true)
          .execute();
        const actions = await t.db
          .selectFrom('roleRequestActions')
          .select(['id', 'parentActionId', 'roleName', 'actionType'])
          .where('employmentRecordId', '=', id)
          .execute();
        state.organizationId = row.org === null ? null : Number(row.org);
        state.organizationRoles = organizationRoleState(
          held.map((h) => h.roleName),
          actions as RoleActionRow[],
        );
      }
      records.push({ entityTypeId, id, state });
    }
  }
  return records;
}

/** What the domain says the viewer's queue holds: "entityTypeId:id" of each record. */
async function expectedQueue(t: TestApp, tenant: TenantCode, viewer: RecordsReachViewer): Promise<string[]> {
  const targets = new Map<number, RecordsReachTarget>();
  const expected: string[] = [];
  for (const { entityTypeId, id, state } of await allRecords(t)) {
    if (state.verificationStatus !== 'Requested') continue;
    if (state.ownerUserId === viewer.userId || state.disabled) continue;
    let target = targets.get(state.ownerUserId);
    if (!target) targets.set(state.ownerUserId, (target = await targetOf(t, state.ownerUserId)));
    const reach = personRecordsAccess(viewer, target);
    if (reach === 'none') continue;
    if (POLICIES[entityTypeId]!.mayVerify!(viewer, getTenant(tenant), reach, state))
      expected.push(`${entityTypeId}:${id}`);
  }
  return expected.sort();
}

/** A signed-in viewer with the role active; a director directs the tenant's director organization. */
async function signInAs(t: TestApp, tenant: TenantCode, role: ViewerRole) {
  const user =
    role === '200'
      ? await createUser(t, { generalRoles: ['100'] })
      : await createUser(t, { generalRoles: [role as GeneralRole] });
  if (role === '200')
    await addEmployment(t, user.id, directorOrganization[tenant]!, [
      { roleName: '100' },
      { roleName: '200' },
    ]);
  // The viewer's own requests: never in their own queue.
  await addRecords(t, user.id);
  let { token } = await signIn(t, user);
  if (tokenPayload(token).role !== role) token = await withRole(t, token, role);
  expect(tokenPayload(token).role).toBe(role);
  return { user, token };
}

const PAGE = 25;

/** The whole queue through the route, page by page; every page's counts are the same. */
async function readQueue(t: TestApp, token: string) {
  const items: TVerificationQueue['items'] = [];
  let summary: Omit<TVerificationQueue, 'items'> | undefined;
  for (let from = 1; ; from += PAGE) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/verification/queue?from=${from}&to=${from + PAGE - 1}`,
      headers: bearer(token),
    });
    if (response.statusCode !== 200) return { status: response.statusCode, items, summary };
    const body = response.json<TVerificationQueue>();
    const { items: page, ...counts } = body;
    if (summary) expect(counts).toEqual(summary);
    summary = counts;
    items.push(...page);
    if (page.length < PAGE) break;
    if (from > 10_000) throw new Error('The queue does not end.');
  }
  return { status: 200, items, summary: summary! };
}

const inTenant = (tenant: TenantCode) =>
  VIEWER_ROLES.filter(
    (role) => role === '200' || getTenant(tenant).generalRoles.includes(role as GeneralRole),
  );

describe('the registry wires the domain policies to the verifiable entities', () => {
  it('has exactly the six profile record types and the lattice level verifiable, each with its domain policy and a verifier rule', () => {
    // Beside them, the PDP's Completed items (11, 12; their rule and queue: modules/pdp/pdp.test.ts).
    const others: number[] = [EntityType.PdpRequiredTraining, EntityType.PdpGoal];
    const verifiable = ENTITY_REGISTRY.all.filter(
      (entity) => entity.verifiable && !others.includes(entity.entityType),
    );
    expect(verifiable.map((entity) => entity.entityType).sort()).toEqual([3, 31, 4, 5, 6, 7, 8]);
    for (const entity of verifiable) {
      expect(entity.policy, entity.name).toBe(POLICIES[entity.entityType]);
      expect(entity.verification, entity.name).toBeDefined();
      expect(entity.rows.table, entity.name).toBe(TABLES[entity.entityType]);
    }
  });
});

describe.each(['al', 'tn'] as const)('%s: the verification queue is the policy’s mayVerify', (tenant) => {
  it.each(inTenant(tenant))('viewer %s through GET /api/verification/queue', async (role) => {
    const t = apps[tenant]!;
    const { user, token } = await signInAs(t, tenant, role);
    const viewer = await viewerOf(t, tenant, role, user.id);
    const expected = await expectedQueue(t, tenant, viewer);
    const label = `viewer ${role} in ${tenant}`;
    const queue = await readQueue(t, token);
    if (!viewer.claims.includes(CLAIMS.verifyRecords) && !viewer.claims.includes(CLAIMS.verifyLattice)) {
      // Not a verifier in this tenant: the route refuses.
      expect(queue.status, label).toBe(403);
      return;
    }
    expect(queue.status, label).toBe(200);
    expect(expected.length, `${label}: a verifier has requests to verify`).toBeGreaterThan(0);
    const got = queue.items.map((item) => `${item.entityTypeId}:${item.entityId}`);
    expect(new Set(got).size, `${label}: no record twice`).toBe(got.length);
    expect([...got].sort(), label).toEqual(expected);
    for (const item of queue.items) {
      expect(item.formId, `${label}: form of ${item.entityTypeId}`).toBe(FORM_OF[item.entityTypeId]);
      expect(item.primaryEntityId, label).not.toBe(user.id);
    }
    const { total, bands } = queue.summary!;
    expect(total, label).toBe(queue.items.length);
    expect(bands.under3 + bands.from3to14 + bands.over14, label).toBe(total);
    // The oldest request first.
    const times = queue.items.map((item) => Date.parse(item.requestedAt));
    expect(times, label).toEqual([...times].sort((a, b) => a - b));
  });

  it.each(inTenant(tenant))('viewer %s: the queue’s SQL (findQueue) whatever the claims', async (role) => {
    const t = apps[tenant]!;
    const user = await createUser(t, { generalRoles: role === '200' ? ['100'] : [role as GeneralRole] });
    if (role === '200')
      await addEmployment(t, user.id, directorOrganization[tenant]!, [
        { roleName: '100' },
        { roleName: '200' },
      ]);
    await addRecords(t, user.id);
    const viewer = await viewerOf(t, tenant, role, user.id);
    const found = await findQueue(t.db, ENTITY_REGISTRY.all, viewer, getTenant(tenant), new Date(), {
      offset: 0,
      limit: 100_000,
    });
    const got = found.rows.map((row) => `${row.entityTypeId}:${row.entityId}`).sort();
    expect(got, `viewer ${role} in ${tenant}`).toEqual(await expectedQueue(t, tenant, viewer));
    expect(found.total).toBe(got.length);
  });
});
