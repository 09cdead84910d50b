import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import { entityPolicy } from '../entities/entity-policies.js';
import { EntityType } from '../entities/entity-types.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';
import { code, ROLES } from './catalogue-test-support.js';
import {
  mayAddPdpComment,
  pdpAccess,
  pdpAuthorOf,
  pdpAuthorRole,
  pdpCommentNotice,
  pdpCommentPolicy,
  pdpGoalPolicy,
  pdpItemActions,
  pdpRequiredTrainingPolicy,
  pdpSelfAssessmentPolicy,
  type PdpItemState,
  type PdpStatus,
} from './pdp-policy.js';
import type { RecordsReachTarget } from './records.js';

const ME = 1;
const STAFF = 2;
const SHARED_COACHEE = 3;
const UNSHARED_COACHEE = 4;
const STRANGER = 5;
const ELEVATED = 6;
const MY_ORGANIZATION = 70;

/** Whose PDP the viewer (ME) looks at. */
type Target = 'own' | 'my staff' | 'coachee, shared' | 'coachee, not shared' | 'a professional' | 'a manager';

const TARGETS: Record<Target, RecordsReachTarget> = {
  own: { userId: ME, generalRoles: ['100'], staffOrganizationIds: [] },
  'my staff': { userId: STAFF, generalRoles: ['100'], staffOrganizationIds: [MY_ORGANIZATION] },
  'coachee, shared': {
    userId: SHARED_COACHEE,
    generalRoles: ['100'],
    staffOrganizationIds: [],
    coaches: [{ userId: ME, pdpShared: true }],
  },
  'coachee, not shared': {
    userId: UNSHARED_COACHEE,
    generalRoles: ['100'],
    staffOrganizationIds: [],
    coaches: [{ userId: ME, pdpShared: false }],
  },
  'a professional': { userId: STRANGER, generalRoles: ['100'], staffOrganizationIds: [71] },
  'a manager': { userId: ELEVATED, generalRoles: ['100', '400'], staffOrganizationIds: [] },
};

function viewerAs(role: RoleName, tenantCode: TenantCode) {
  return {
    userId: ME,
    activeRole: role,
    claims: claimsForRole(role, getTenant(tenantCode)),
    directorOrganizationIds: role === '200' ? [MY_ORGANIZATION] : [],
  };
}

const item = (ownerUserId: number, more: Partial<PdpItemState> = {}): PdpItemState => ({
  ownerUserId,
  disabled: false,
  status: 'Completed',
  verified: false,
  rejected: false,
  verificationStatus: null,
  hasReflection: false,
  hasCoachReflection: false,
  ...more,
});

/** Reach letter (E, V, -), then the item's flags V E D X, then the actions Verify, Unverify, Reflect, Comment. */
function flagsOf(role: RoleName, tenantCode: TenantCode, target: Target, state: Partial<PdpItemState>) {
  const tenant = getTenant(tenantCode);
  const viewer = viewerAs(role, tenantCode);
  const person = TARGETS[target];
  const reach = pdpAccess(viewer, person, tenant);
  const row = item(person.userId, state);
  const author = pdpAuthorRole(viewer, person, tenant);
  expect(pdpAuthorOf(viewer, reach, person.userId), 'the author from the reach').toBe(author);
  const actions = pdpItemActions(author, row);
  const verify = pdpGoalPolicy.mayVerify!(viewer, tenant, reach, row);
  expect(verify, 'mayVerify agrees with the actions').toBe(actions.mayVerify || actions.mayUnverify);
  return (
    (reach === 'edit' ? 'E' : reach === 'view' ? 'V' : '-') +
    code(pdpGoalPolicy.permissions(viewer, tenant, reach, row)) +
    (actions.mayVerify ? 'v' : '-') +
    (actions.mayUnverify ? 'u' : '-') +
    (actions.mayReflect ? 'r' : '-') +
    (actions.mayComment ? 'c' : '-')
  );
}

const NONE = '---------';
/** The owner, a Completed item not verified: edits, deletes, comments. */
const OWN = 'EVE-X---c';
/** A user manager: edits whatever the lock, Disable/Enable, deletes; writes nothing in the dialogue. */
const MANAGES = 'EVEDX----';
const DIRECTOR = 'VV---v-rc';
const COACH = 'VV-----rc';

describe('PDP items (entities 11, 12): roles x targets in tn and jh (a Completed item, not verified)', () => {
  const table: [RoleName, Target, string][] = [
    ['100', 'own', OWN],
    ['100', 'my staff', NONE],
    ['100', 'a professional', NONE],
    ['200', 'own', OWN],
    ['200', 'my staff', DIRECTOR],
    ['200', 'a professional', NONE],
    ['200', 'coachee, shared', NONE],
    ['300', 'own', OWN],
    ['300', 'coachee, shared', COACH],
    ['300', 'coachee, not shared', NONE],
    ['300', 'my staff', NONE],
    ['300', 'a professional', NONE],
    ['350', 'a professional', NONE],
    ['350', 'my staff', NONE],
    ['375', 'a professional', NONE],
    ['250', 'a professional', NONE],
    ['ApiUser', 'a professional', NONE],
    ['400', 'a professional', MANAGES],
    ['400', 'a manager', NONE],
    ['500', 'a professional', MANAGES],
    ['500', 'a manager', MANAGES],
    ['AdminUser', 'a manager', MANAGES],
  ];
  it.each(table.flatMap((row) => (['tn', 'jh'] as const).map((t) => [t, ...row] as const)))(
    '%s: %s on %s → %s',
    (tenant, role, target, expected) => {
      expect(flagsOf(role, tenant, target, {})).toBe(expected);
    },
  );

  it('covers every role', () => {
    expect(new Set(table.map(([role]) => role))).toEqual(new Set(ROLES));
  });

  it.each(
    ROLES.flatMap((role) => (Object.keys(TARGETS) as Target[]).map((target) => [role, target] as const)),
  )('al (no PDP): %s on %s sees nothing', (role, target) => {
    expect(flagsOf(role, 'al', target, {})).toBe(NONE);
  });
});

describe('PDP items: the states (spec 3 §4, §6)', () => {
  const states: [string, Partial<PdpItemState>, { own: string; director: string; coach: string }][] = [
    ['Not Started', { status: 'Not Started' }, { own: OWN, director: 'VV-----rc', coach: COACH }],
    ['In Progress', { status: 'In Progress' }, { own: OWN, director: 'VV-----rc', coach: COACH }],
    ['Completed', {}, { own: OWN, director: DIRECTOR, coach: COACH }],
    // Verified: locked for the owner, no more comments; the director may remove the verification.
    [
      'Completed, verified',
      { verified: true },
      { own: 'EV-------', director: 'VV----ur-', coach: 'VV-----r-' },
    ],
    // A director's reflection exists: no second one; a coach's is separate.
    [
      'with a director reflection',
      { hasReflection: true },
      { own: OWN, director: 'VV---v--c', coach: COACH },
    ],
    [
      'with a coach reflection',
      { hasCoachReflection: true },
      { own: OWN, director: DIRECTOR, coach: 'VV------c' },
    ],
    ['disabled', { disabled: true }, { own: 'EV--X----', director: 'VV-------', coach: 'VV-------' }],
  ];
  it.each(states)('%s', (_name, state, expected) => {
    expect(flagsOf('100', 'tn', 'own', state)).toBe(expected.own);
    expect(flagsOf('200', 'tn', 'my staff', state)).toBe(expected.director);
    expect(flagsOf('300', 'jh', 'coachee, shared', state)).toBe(expected.coach);
  });

  it('says why a verified item is locked for its owner only', () => {
    const tenant = getTenant('tn');
    const verified = item(ME, { verified: true });
    expect(pdpRequiredTrainingPolicy.lockMessage(viewerAs('100', 'tn'), verified)).toMatch(/verified/);
    expect(pdpRequiredTrainingPolicy.lockMessage(viewerAs('100', 'tn'), item(ME))).toBeNull();
    expect(
      pdpRequiredTrainingPolicy.lockMessage(viewerAs('500', 'tn'), item(STRANGER, { verified: true })),
    ).toBeNull();
    expect(pdpRequiredTrainingPolicy.mayAdd(viewerAs('100', 'tn'), tenant, 'edit', ME)).toBe(true);
    expect(pdpRequiredTrainingPolicy.mayAdd(viewerAs('200', 'tn'), tenant, 'view', STAFF)).toBe(false);
  });

  it('adds a comment or reflection only as the actions allow', () => {
    const statuses: PdpStatus[] = ['Not Started', 'In Progress', 'Completed'];
    for (const status of statuses) {
      const open = item(STAFF, { status });
      expect(mayAddPdpComment('director', open, 'Reflection')).toBe(true);
      expect(mayAddPdpComment('director', { ...open, hasReflection: true }, 'Reflection')).toBe(false);
      expect(mayAddPdpComment('coach', { ...open, hasReflection: true }, 'Reflection')).toBe(true);
      expect(mayAddPdpComment('coach', { ...open, hasCoachReflection: true }, 'Reflection')).toBe(false);
      expect(mayAddPdpComment('owner', open, 'Reflection')).toBe(false);
      expect(mayAddPdpComment('owner', open, 'Comment')).toBe(true);
      expect(mayAddPdpComment('coach', { ...open, verified: true }, 'Comment')).toBe(false);
      expect(mayAddPdpComment(null, open, 'Comment')).toBe(false);
    }
  });
});

describe('Self-Assessment (13) and comments (16)', () => {
  it.each([
    ['100', 'own', 'E', 'VE--'],
    ['200', 'my staff', 'V', 'V---'],
    ['300', 'coachee, shared', 'V', 'V---'],
    ['300', 'coachee, not shared', '-', '----'],
    ['350', 'a professional', '-', '----'],
    ['400', 'a professional', 'E', 'VE--'],
  ] as const)('%s on %s', (role, target, reach, flags) => {
    const tenant = getTenant('tn');
    const viewer = viewerAs(role, 'tn');
    const person = TARGETS[target];
    const found = pdpSelfAssessmentPolicy.reach(viewer, person, tenant);
    expect(found === 'edit' ? 'E' : found === 'view' ? 'V' : '-').toBe(reach);
    const row = { ownerUserId: person.userId, disabled: false };
    expect(code(pdpSelfAssessmentPolicy.permissions(viewer, tenant, found, row))).toBe(flags);
    expect(pdpSelfAssessmentPolicy.mayAdd(viewer, tenant, found, person.userId)).toBe(false);
    // A comment is read by whoever reads the PDP, and changed by nobody.
    expect(code(pdpCommentPolicy.permissions(viewer, tenant, found, row))).toBe(
      found === 'none' ? '----' : 'V---',
    );
    expect(pdpCommentPolicy.mayAdd(viewer, tenant, found, person.userId)).toBe(false);
  });

  it('is registered for every PDP entity type', () => {
    for (const type of [
      EntityType.PdpRequiredTraining,
      EntityType.PdpGoal,
      EntityType.PdpSelfAssessment,
      EntityType.Comment,
    ])
      expect(entityPolicy(type)?.entityType).toBe(type);
  });

  it('tells the owner who commented, escaped', () => {
    const notice = pdpCommentNotice({
      itemType: EntityType.PdpGoal,
      itemName: 'Finish <CDA>',
      commentType: 'Reflection',
      authorName: 'Dana Director',
      authorRole: 'director',
      comment: 'Well done & keep going',
    });
    expect(notice.subject).toBe('New reflection on your PDP Goal');
    expect(notice.body).toContain('Dana Director (your director)');
    expect(notice.body).toContain('Finish &lt;CDA&gt;');
    expect(notice.body).toContain('Well done &amp; keep going');
    expect(notice.route).toBe('/dashboard/pdp/goals');
  });
});
