import { describe, expect, it } from 'vitest';
import { entityPolicy } from '../entities/entity-policies.js';
import { formAccessOf } from '../entities/entity-policy.js';
import { EntityType } from '../entities/entity-types.js';
import type { RoleName } from '../roles.js';
import { getTenant } from '../tenants/index.js';
import type { TenantCode } from '../tenants/types.js';
import {
  ADMINISTRATORS,
  ANOTHER_TRAINER,
  code,
  everyState,
  inTrainerTenants,
  ME,
  owner,
  ownerOf,
  ROLES,
  viewerAs,
  type Target,
} from './catalogue-test-support.js';
import { CATALOGUE_TEXTS } from './course-policy.js';
import { courseSectionPolicy, type CourseSectionState } from './course-section-policy.js';

/** The session's states: new, having had enrollments, locked, disabled (with and without enrollments). */
const STATES = {
  open: { recordIsLocked: false, hasHadEnrollments: false, disabled: false, openEnrollments: 0 },
  enrolled: { recordIsLocked: false, hasHadEnrollments: true, disabled: false, openEnrollments: 0 },
  registered: { recordIsLocked: false, hasHadEnrollments: true, disabled: false, openEnrollments: 3 },
  locked: { recordIsLocked: true, hasHadEnrollments: true, disabled: false, openEnrollments: 3 },
  disabled: { recordIsLocked: false, hasHadEnrollments: false, disabled: true, openEnrollments: 0 },
  disabledEnrolled: { recordIsLocked: false, hasHadEnrollments: true, disabled: true, openEnrollments: 2 },
  disabledLocked: { recordIsLocked: true, hasHadEnrollments: true, disabled: true, openEnrollments: 0 },
} as const;
type State = keyof typeof STATES;

const session = (ownerUserId: number, state: State): CourseSectionState => ({
  ownerUserId,
  ...STATES[state],
});

function flagsOf(role: RoleName, tenantCode: TenantCode, target: Target, state: State): string {
  const tenant = getTenant(tenantCode);
  const viewer = viewerAs(role, tenantCode);
  const ownerId = ownerOf(target);
  const reach = courseSectionPolicy.reach(viewer, owner(ownerId), tenant);
  return code(courseSectionPolicy.permissions(viewer, tenant, reach, session(ownerId, state)));
}

const NOTHING = everyState(STATES, '----');
const READS = everyState(STATES, 'V---');

describe('sessions (entity 24): roles x targets x states (spec 3 §4 Delete Session, §6)', () => {
  const table: [RoleName, Target, Record<State, string>][] = [
    // The trainer's own: deleted only before any enrollment; nothing about a locked one changes.
    [
      '250',
      'own',
      {
        open: 'VEDX',
        enrolled: 'VED-',
        // People hold places: not disabled (their registrations are cancelled first, which tells them).
        registered: 'VE--',
        locked: 'V---',
        disabled: 'V-DX',
        disabledEnrolled: 'V-D-',
        disabledLocked: 'V---',
      },
    ],
    ['250', 'another trainer’s', NOTHING],
    ['100', 'own', NOTHING],
    ['100', 'another trainer’s', NOTHING],
    ['200', 'another trainer’s', NOTHING],
    ['300', 'another trainer’s', NOTHING],
    ['350', 'another trainer’s', NOTHING],
    ['375', 'another trainer’s', NOTHING],
    ['ApiUser', 'another trainer’s', NOTHING],
    ['400', 'another trainer’s', READS],
    ['500', 'another trainer’s', READS],
    ['AdminUser', 'another trainer’s', READS],
    ['AdminUser', 'own', READS],
  ];
  it.each(inTrainerTenants(table))('%s: %s on %s sessions', (tenantCode, role, target, expected) => {
    for (const state of Object.keys(STATES) as State[])
      expect(flagsOf(role, tenantCode, target, state), state).toBe(expected[state]);
  });

  it('tn has no trainer: only the administrators read sessions there', () => {
    for (const role of ROLES)
      expect(flagsOf(role, 'tn', 'own', 'open'), role).toBe(ADMINISTRATORS.includes(role) ? 'V---' : '----');
  });

  it('only a trainer schedules a session (of their own course: checked on the save)', () => {
    for (const tenantCode of ['al', 'jh', 'tn'] as const)
      for (const role of ROLES) {
        const tenant = getTenant(tenantCode);
        const viewer = viewerAs(role, tenantCode);
        const reach = courseSectionPolicy.reach(viewer, owner(ME), tenant);
        expect(
          formAccessOf(courseSectionPolicy, viewer, tenant, reach, null, ME),
          `${tenantCode} ${role}`,
        ).toBe(role === '250' && tenantCode !== 'tn' ? 'edit' : 'none');
      }
  });

  it('a locked session is read only to its trainer, who is told why', () => {
    const tenant = getTenant('al');
    const viewer = viewerAs('250', 'al');
    const locked = session(ME, 'locked');
    expect(formAccessOf(courseSectionPolicy, viewer, tenant, 'edit', locked, ME)).toBe('view');
    expect(courseSectionPolicy.lockMessage(viewer, locked)).toBe(CATALOGUE_TEXTS.sessionLocked);
    expect(courseSectionPolicy.lockMessage(viewer, session(ME, 'enrolled'))).toBeNull();
    expect(
      courseSectionPolicy.lockMessage(viewerAs('500', 'al'), session(ANOTHER_TRAINER, 'locked')),
    ).toBeNull();
    expect(entityPolicy(EntityType.CourseSection)).toBe(courseSectionPolicy);
  });
});
