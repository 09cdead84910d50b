import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import { entityPolicy, showsDisableControls } from '../entities/entity-policies.js';
import type { EntityPolicy, RecordPermissions } from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import type { ProfileRecordState } from './profile-record-policy.js';

const VIEWER = 1;
const OTHER = 2;
const ORG = 11;

/** Row states: open, each kind of lock, disabled; owned by the viewer or by someone else. */
const STATES = {
  open: { verified: false, rejected: false, verificationStatus: null },
  rejected: { verified: false, rejected: true, verificationStatus: null },
  requested: { verified: false, rejected: false, verificationStatus: 'Requested' },
  verified: { verified: true, rejected: false, verificationStatus: null },
  sentViaApi: { verified: false, rejected: false, verificationStatus: null, sentViaApi: true },
} as const;
type State = keyof typeof STATES;

/** Flags as a compact string: V(iew) E(dit) D(isable) X (delete); '-' where not allowed. */
const code = (actions: RecordPermissions) =>
  [
    actions.canView ? 'V' : '-',
    actions.canEdit ? 'E' : '-',
    actions.canDisable ? 'D' : '-',
    actions.canDelete ? 'X' : '-',
  ].join('');

function actionsFor(
  role: RoleName,
  tenantCode: 'al' | 'tn',
  entityTypeId: number,
  target: 'own' | 'staff' | 'professional',
  state: State,
  disabled = false,
): string {
  const tenant = getTenant(tenantCode);
  const viewer = {
    userId: VIEWER,
    activeRole: role,
    claims: claimsForRole(role, tenant),
    directorOrganizationIds: [ORG],
  };
  const owner = target === 'own' ? VIEWER : OTHER;
  const policy = policyOf(entityTypeId);
  const reach = policy.reach(
    viewer,
    { userId: owner, generalRoles: ['100'], staffOrganizationIds: target === 'staff' ? [ORG] : [] },
    tenant,
  );
  const row: ProfileRecordState = { ...STATES[state], ownerUserId: owner, disabled };
  return code(policy.permissions(viewer, tenant, reach, row));
}

/** A profile record type's policy (entityPolicy's map holds every entity's). */
const policyOf = (entityTypeId: number) => entityPolicy(entityTypeId) as EntityPolicy<ProfileRecordState>;

describe("the profile records' permissions: roles x targets x row states (spec 3 §1, §6; spec 1 §4)", () => {
  // Education (4) in al: the generic case. Columns: the row states of STATES.
  const education: [RoleName, 'own' | 'staff' | 'professional', Record<State, string>][] = [
    [
      '100',
      'own',
      { open: 'VE-X', rejected: 'VE-X', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
    [
      '100',
      'staff',
      { open: '----', rejected: '----', requested: '----', verified: '----', sentViaApi: '----' },
    ],
    [
      '200',
      'staff',
      { open: 'V---', rejected: 'V---', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
    [
      '200',
      'professional',
      { open: '----', rejected: '----', requested: '----', verified: '----', sentViaApi: '----' },
    ],
    [
      '250',
      'professional',
      { open: '----', rejected: '----', requested: '----', verified: '----', sentViaApi: '----' },
    ],
    [
      '300',
      'professional',
      { open: '----', rejected: '----', requested: '----', verified: '----', sentViaApi: '----' },
    ],
    [
      '350',
      'professional',
      { open: 'V---', rejected: 'V---', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
    [
      '375',
      'professional',
      { open: 'V---', rejected: 'V---', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
    [
      '400',
      'professional',
      { open: 'VEDX', rejected: 'VEDX', requested: 'VEDX', verified: 'VEDX', sentViaApi: 'VEDX' },
    ],
    [
      '500',
      'professional',
      { open: 'VEDX', rejected: 'VEDX', requested: 'VEDX', verified: 'VEDX', sentViaApi: 'VEDX' },
    ],
    [
      'AdminUser',
      'professional',
      { open: 'VEDX', rejected: 'VEDX', requested: 'VEDX', verified: 'VEDX', sentViaApi: 'VEDX' },
    ],
    // A manager's own records: the owner's lock binds them too; they may disable their own rows.
    [
      '400',
      'own',
      { open: 'VEDX', rejected: 'VEDX', requested: 'V-D-', verified: 'V-D-', sentViaApi: 'V-D-' },
    ],
    [
      '350',
      'own',
      { open: 'VE-X', rejected: 'VE-X', requested: 'V---', verified: 'V---', sentViaApi: 'V---' },
    ],
  ];
  it.each(education)('education in al: %s viewing %s records', (role, target, expected) => {
    for (const state of Object.keys(STATES) as State[]) {
      expect(actionsFor(role, 'al', 4, target, state), state).toBe(expected[state]);
    }
  });

  it('in tn the owner does not delete training records, but still edits open ones; a manager deletes them', () => {
    expect(actionsFor('100', 'tn', 3, 'own', 'open')).toBe('VE--');
    expect(actionsFor('100', 'al', 3, 'own', 'open')).toBe('VE-X');
    expect(actionsFor('100', 'tn', 4, 'own', 'open')).toBe('VE-X');
    expect(actionsFor('400', 'tn', 3, 'professional', 'open')).toBe('VEDX');
  });

  it('role 100 disables its own certifications in tn only, and nothing of anyone else', () => {
    expect(actionsFor('100', 'tn', 7, 'own', 'open')).toBe('VEDX');
    expect(actionsFor('100', 'tn', 7, 'own', 'verified')).toBe('V-D-');
    expect(actionsFor('100', 'al', 7, 'own', 'open')).toBe('VE-X');
    expect(actionsFor('100', 'tn', 4, 'own', 'open')).toBe('VE-X');
    expect(actionsFor('100', 'tn', 7, 'staff', 'open')).toBe('----');
  });

  it('a disabled row is not edited until enabled; delete and disable stay', () => {
    expect(actionsFor('500', 'al', 4, 'professional', 'open', true)).toBe('V-DX');
    expect(actionsFor('100', 'tn', 7, 'own', 'open', true)).toBe('V-DX');
    expect(actionsFor('100', 'al', 4, 'own', 'open', true)).toBe('V--X');
  });

  it('an employment holding or requesting an organization role is neither deleted nor disabled', () => {
    const tenant = getTenant('al');
    const viewer = { userId: VIEWER, activeRole: '500' as const, claims: [] };
    const none = {
      has100Role: false,
      has200Role: false,
      pending100: false,
      pending200: false,
      rejected100: false,
      rejected200: false,
      removed100: false,
      removed200: false,
    };
    const row = (roles: Partial<typeof none>): ProfileRecordState => ({
      ...STATES.open,
      ownerUserId: OTHER,
      disabled: false,
      organizationRoles: { ...none, ...roles },
    });
    const flags = (roles: Partial<typeof none>) =>
      code(policyOf(EntityType.Experience).permissions(viewer, tenant, 'edit', row(roles)));
    expect(flags({})).toBe('VEDX');
    expect(flags({ rejected100: true, removed200: true })).toBe('VEDX');
    for (const held of ['has100Role', 'has200Role', 'pending100', 'pending200'] as const) {
      expect(flags({ [held]: true }), held).toBe('VE--');
    }
    const own = policyOf(EntityType.Experience).permissions(
      { userId: VIEWER, activeRole: '100', claims: [] },
      tenant,
      'edit',
      { ...row({ pending100: true }), ownerUserId: VIEWER },
    );
    expect(code(own)).toBe('VE--');
  });
});

describe('Disable/Enable and Include Disabled (spec 3 §6)', () => {
  const roles: RoleName[] = ['100', '200', '250', '300', '350', '375', '400', '500', 'AdminUser', 'ApiUser'];
  // Courses, sessions and enrollments (23, 24, 26: 250 as well) arrive with their policies (issue 23).
  const table: [number, 'al' | 'tn' | 'jh', RoleName[]][] = [
    [3, 'tn', ['400', '500', 'AdminUser']],
    [4, 'al', ['400', '500', 'AdminUser']],
    [5, 'tn', ['400', '500', 'AdminUser']],
    [6, 'tn', ['400', '500', 'AdminUser']],
    [7, 'al', ['400', '500', 'AdminUser']],
    [7, 'tn', ['100', '400', '500', 'AdminUser']],
    [7, 'jh', ['400', '500', 'AdminUser']],
    [8, 'tn', ['400', '500', 'AdminUser']],
    [20, 'al', ['400', '500', 'AdminUser']],
    [32, 'tn', []],
  ];
  it.each(table)('entity type %i in %s: %j', (entityTypeId, tenantCode, allowed) => {
    for (const role of roles) {
      expect(showsDisableControls(role, entityTypeId, getTenant(tenantCode)), role).toBe(
        allowed.includes(role),
      );
    }
    expect(showsDisableControls(null, entityTypeId, getTenant(tenantCode))).toBe(false);
  });

  it('no controls for an entity type without a policy', () => {
    expect(showsDisableControls('500', 999, getTenant('al'))).toBe(false);
  });
});

describe('adding a profile record', () => {
  const viewer = (activeRole: RoleName) => ({ userId: VIEWER, activeRole, claims: [] });
  it('keeps tn users from adding their own training records, and nothing else', () => {
    const training = policyOf(EntityType.TrainingRecord);
    expect(training.mayAdd(viewer('100'), getTenant('tn'), 'edit', VIEWER)).toBe(false);
    expect(training.mayAdd(viewer('100'), getTenant('al'), 'edit', VIEWER)).toBe(true);
    expect(training.mayAdd(viewer('100'), getTenant('jh'), 'edit', VIEWER)).toBe(true);
    expect(policyOf(EntityType.Certification).mayAdd(viewer('100'), getTenant('tn'), 'edit', VIEWER)).toBe(
      true,
    );
  });

  it('lets a user manager add for the people they reach, tn training included; never with less reach', () => {
    const training = policyOf(EntityType.TrainingRecord);
    expect(training.mayAdd(viewer('400'), getTenant('tn'), 'edit', OTHER)).toBe(true);
    expect(training.mayAdd(viewer('200'), getTenant('tn'), 'view', OTHER)).toBe(false);
    expect(training.mayAdd(viewer('100'), getTenant('al'), 'none', OTHER)).toBe(false);
  });
});

describe('who verifies a profile record (spec 3 §6)', () => {
  const roles: RoleName[] = ['100', '200', '250', '300', '350', '375', '400', '500', 'AdminUser'];
  /** The roles that verify a staff member's open record of the type, in a tenant. */
  function verifiers(
    entityTypeId: number,
    tenantCode: 'al' | 'tn',
    changes: Partial<ProfileRecordState> = {},
  ) {
    const tenant = getTenant(tenantCode);
    const policy = policyOf(entityTypeId);
    return roles.filter((role) => {
      const viewer = {
        userId: VIEWER,
        activeRole: role,
        claims: claimsForRole(role, tenant),
        directorOrganizationIds: [ORG],
      };
      const reach = policy.reach(
        viewer,
        { userId: OTHER, generalRoles: ['100'], staffOrganizationIds: [ORG] },
        tenant,
      );
      const row: ProfileRecordState = { ...STATES.open, ownerUserId: OTHER, disabled: false, ...changes };
      return policy.mayVerify?.(viewer, tenant, reach, row) === true;
    });
  }
  const staffAtOrg = {
    organizationId: ORG,
    organizationRoles: {
      has100Role: true,
      has200Role: false,
      pending100: false,
      pending200: false,
      rejected100: false,
      rejected200: false,
      removed100: false,
      removed200: false,
    },
  };

  it.each<[string, number, 'al' | 'tn', Partial<ProfileRecordState>, RoleName[]]>([
    ['education in al', EntityType.Education, 'al', {}, ['350', '375']],
    ['education in tn', EntityType.Education, 'tn', {}, ['200', '350', '375']],
    ['certification in al', EntityType.Certification, 'al', {}, ['350', '375']],
    ['certification in tn', EntityType.Certification, 'tn', {}, ['200', '350', '375']],
    ['training in tn', EntityType.TrainingRecord, 'tn', {}, ['200']],
    // al's directors verify nothing (no records.verify claim there; al has no training route).
    ['training in al', EntityType.TrainingRecord, 'al', {}, []],
    ['training sent via API', EntityType.TrainingRecord, 'tn', { sentViaApi: true }, []],
    ['community service', EntityType.CommunityService, 'tn', {}, []],
    ['membership', EntityType.Membership, 'tn', {}, []],
    [
      "experience in tn, staff at the director's organization",
      EntityType.Experience,
      'tn',
      staffAtOrg,
      ['200'],
    ],
    ['experience in al', EntityType.Experience, 'al', staffAtOrg, []],
    [
      'experience in tn at another organization',
      EntityType.Experience,
      'tn',
      { ...staffAtOrg, organizationId: ORG + 1 },
      [],
    ],
    [
      'experience in tn of a director there',
      EntityType.Experience,
      'tn',
      { ...staffAtOrg, organizationRoles: { ...staffAtOrg.organizationRoles, has200Role: true } },
      [],
    ],
    ['a disabled education record', EntityType.Education, 'tn', { disabled: true }, []],
  ])('%s', (_name, entityTypeId, tenantCode, changes, expected) => {
    expect(verifiers(entityTypeId, tenantCode, changes)).toEqual(expected);
  });

  it("never one's own record", () => {
    const tenant = getTenant('tn');
    const viewer = { userId: VIEWER, activeRole: '350' as const, claims: [], directorOrganizationIds: [] };
    const row: ProfileRecordState = { ...STATES.open, ownerUserId: VIEWER, disabled: false };
    expect(policyOf(EntityType.Education).mayVerify?.(viewer, tenant, 'edit', row)).toBe(false);
  });
});
