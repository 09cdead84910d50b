import { describe, expect, it } from 'vitest';
import { claimsForRole } from '../claims.js';
import { entityPolicy } from '../entities/entity-policies.js';
import { EntityType } from '../entities/entity-types.js';
import { RESUME_TEXTS } from '../resume/resume.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';
import { code, ROLES } from './catalogue-test-support.js';
import type { RecordsReachTarget } from './records.js';
import {
  mayPublishResume,
  mayReadPublishedResume,
  referencePolicy,
  resumeAccess,
  resumePolicy,
  resumeSelectionProblem,
  type ResumeSelection,
  type ResumeState,
} from './resume-policy.js';

const ME = 1;
const MY_ORGANIZATION = 70;

type Target = 'own' | 'my staff' | 'my coachee' | 'a professional' | 'a manager';

const TARGETS: Record<Target, RecordsReachTarget> = {
  own: { userId: ME, generalRoles: ['100'], staffOrganizationIds: [] },
  'my staff': { userId: 2, generalRoles: ['100'], staffOrganizationIds: [MY_ORGANIZATION] },
  'my coachee': {
    userId: 3,
    generalRoles: ['100'],
    staffOrganizationIds: [],
    coaches: [{ userId: ME, pdpShared: true }],
  },
  'a professional': { userId: 4, generalRoles: ['100'], staffOrganizationIds: [71] },
  'a manager': { userId: 5, generalRoles: ['100', '400'], staffOrganizationIds: [MY_ORGANIZATION] },
};

function viewerAs(role: RoleName, tenantCode: TenantCode) {
  return {
    userId: ME,
    activeRole: role,
    claims: claimsForRole(role, getTenant(tenantCode)),
    directorOrganizationIds: role === '200' ? [MY_ORGANIZATION] : [],
  };
}

const resume = (ownerUserId: number, more: Partial<ResumeState> = {}): ResumeState => ({
  ownerUserId,
  disabled: false,
  isGenerated: true,
  isPublished: false,
  ...more,
});

/**
 * Resume: reach letter (E, -), flags V E D X of a draft, of a published one, then P when the viewer may read
 * the published resume; then the reference's reach letter and flags.
 */
function flagsOf(role: RoleName, tenantCode: TenantCode, target: Target): string {
  const tenant = getTenant(tenantCode);
  const viewer = viewerAs(role, tenantCode);
  const person = TARGETS[target];
  const reach = resumePolicy.reach(viewer, person, tenant);
  const referenceReach = referencePolicy.reach(viewer, person, tenant);
  const owned = { ownerUserId: person.userId, disabled: false };
  return (
    (reach === 'edit' ? 'E' : reach === 'view' ? 'V' : '-') +
    code(resumePolicy.permissions(viewer, tenant, reach, resume(person.userId))) +
    code(resumePolicy.permissions(viewer, tenant, reach, resume(person.userId, { isPublished: true }))) +
    (mayReadPublishedResume(viewer, person) ? 'P' : '-') +
    ' ' +
    (referenceReach === 'edit' ? 'E' : referenceReach === 'view' ? 'V' : '-') +
    code(referencePolicy.permissions(viewer, tenant, referenceReach, owned))
  );
}

const NO_REFERENCE = ' -----';
/** The owner or a manager: edits a draft, only deletes a published one; reads the published one. */
const EDITS = 'EVE-XV--XP';
const READS_PUBLISHED = '---------P';
const NONE = '----------';

describe('resume (10) and reference (30): roles x targets', () => {
  const table: [RoleName, Target, string][] = [
    ['100', 'own', EDITS],
    ['100', 'my staff', NONE],
    ['100', 'a professional', NONE],
    ['200', 'own', EDITS],
    ['200', 'my staff', READS_PUBLISHED],
    ['200', 'a professional', NONE],
    ['200', 'a manager', READS_PUBLISHED],
    ['250', 'a professional', NONE],
    // A coach sees the person's records, not their resume.
    ['300', 'my coachee', NONE],
    ['300', 'own', EDITS],
    // Agency staff within records reach: the published resume only.
    ['350', 'a professional', READS_PUBLISHED],
    ['350', 'a manager', NONE],
    ['375', 'my staff', READS_PUBLISHED],
    ['ApiUser', 'a professional', NONE],
    ['400', 'a professional', EDITS],
    ['400', 'a manager', NONE],
    ['500', 'a manager', EDITS],
    ['AdminUser', 'a manager', EDITS],
  ];
  const referenceOf = (expected: string) => (expected.startsWith('E') ? ' EVE-X' : NO_REFERENCE);

  it.each(table.flatMap((row) => (['tn', 'jh'] as const).map((t) => [t, ...row] as const)))(
    '%s: %s on %s → %s',
    (tenant, role, target, expected) => {
      expect(flagsOf(role, tenant, target)).toBe(expected + referenceOf(expected));
    },
  );

  it.each(table)('al (no references): %s on %s → %s', (role, target, expected) => {
    expect(flagsOf(role, 'al', target)).toBe(expected + NO_REFERENCE);
  });

  it('covers every role', () => {
    expect(new Set(table.map(([role]) => role))).toEqual(new Set(ROLES));
  });

  it('locks a published resume for everyone who reaches it, and adds only in reach', () => {
    const tenant = getTenant('tn');
    expect(resumePolicy.lockMessage(viewerAs('100', 'tn'), resume(ME, { isPublished: true }))).toBe(
      RESUME_TEXTS.publishedLocked,
    );
    expect(resumePolicy.lockMessage(viewerAs('100', 'tn'), resume(ME))).toBeNull();
    expect(resumePolicy.mayAdd(viewerAs('100', 'tn'), tenant, 'edit', ME)).toBe(true);
    expect(resumePolicy.mayAdd(viewerAs('200', 'tn'), tenant, 'none', 2)).toBe(false);
    expect(referencePolicy.mayAdd(viewerAs('100', 'tn'), tenant, 'edit', ME)).toBe(true);
    expect(referencePolicy.mayAdd(viewerAs('100', 'al'), getTenant('al'), 'edit', ME)).toBe(false);
    for (const role of ROLES) {
      expect(resumePolicy.disableControls(role, tenant)).toBe(false);
      expect(referencePolicy.disableControls(role, tenant)).toBe(false);
    }
  });

  it('is the registered policy of entities 10 and 30', () => {
    expect(entityPolicy(EntityType.Resume)).toBe(resumePolicy);
    expect(entityPolicy(EntityType.Reference)).toBe(referencePolicy);
    expect(resumeAccess(viewerAs('100', 'al'), TARGETS.own)).toBe('edit');
  });
});

describe('resumeSelectionProblem', () => {
  const empty: ResumeSelection = {
    education: [],
    employment: [],
    certifications: [],
    communityService: [],
    memberships: [],
    references: [],
    certificates: [],
  };
  const available = {
    education: new Set([1, 2]),
    employment: new Set([3]),
    certifications: new Set<number>(),
    communityService: new Set([5]),
    memberships: new Set<number>(),
    references: new Set([10, 11, 12, 13]),
    certificates: new Set([20]),
  };
  const tn = getTenant('tn');

  it('accepts the person’s own records', () => {
    expect(resumeSelectionProblem(tn, empty, available)).toBeNull();
    expect(
      resumeSelectionProblem(
        tn,
        { ...empty, education: [2, 1], references: [10, 11, 12], certificates: [20] },
        available,
      ),
    ).toBeNull();
  });

  it('refuses a foreign id, a duplicate, a fourth reference and a hidden section', () => {
    expect(resumeSelectionProblem(tn, { ...empty, employment: [4] }, available)).toEqual({
      field: 'employmentIds',
      message: RESUME_TEXTS.notYourRecord('Work Experience'),
    });
    expect(resumeSelectionProblem(tn, { ...empty, education: [1, 1] }, available)).toEqual({
      field: 'educationIds',
      message: RESUME_TEXTS.duplicateRecord,
    });
    expect(resumeSelectionProblem(tn, { ...empty, references: [10, 11, 12, 13] }, available)).toEqual({
      field: 'referenceIds',
      message: 'Maximum of 3 allowed',
    });
    const al = getTenant('al');
    expect(resumeSelectionProblem(al, { ...empty, communityService: [5] }, available)).toEqual({
      field: 'communityIds',
      message: RESUME_TEXTS.sectionHidden('Community Service'),
    });
    expect(resumeSelectionProblem(al, { ...empty, references: [10] }, available)?.field).toBe('referenceIds');
    expect(resumeSelectionProblem(al, { ...empty, education: [1] }, available)).toBeNull();
  });
});

describe('mayPublishResume (spec 3 §4)', () => {
  const saved = new Date('2026-11-28T10:00:00Z');
  const before = new Date('2026-11-28T09:00:00Z');
  const after = new Date('2026-11-28T11:00:00Z');
  const base = {
    viewerIsOwner: true,
    isGenerated: true,
    isPublished: false,
    hasFile: true,
    savedAt: saved,
    seenAt: saved,
  };
  it('needs a save and a preview of that save, by the owner, not published', () => {
    expect(mayPublishResume(base)).toBe(true);
    expect(mayPublishResume({ ...base, seenAt: after })).toBe(true);
    expect(mayPublishResume({ ...base, seenAt: before })).toBe(false);
    expect(mayPublishResume({ ...base, seenAt: null })).toBe(false);
    expect(mayPublishResume({ ...base, savedAt: null, seenAt: null, hasFile: false })).toBe(false);
    expect(mayPublishResume({ ...base, isPublished: true })).toBe(false);
    expect(mayPublishResume({ ...base, viewerIsOwner: false })).toBe(false);
  });
  it('an uploaded resume needs its file only', () => {
    const uploaded = { ...base, isGenerated: false, savedAt: null, seenAt: null };
    expect(mayPublishResume(uploaded)).toBe(true);
    expect(mayPublishResume({ ...uploaded, hasFile: false })).toBe(false);
  });
});
