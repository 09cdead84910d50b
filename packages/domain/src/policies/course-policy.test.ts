import { describe, expect, it } from 'vitest';
import { entityPolicy, showsDisableControls } from '../entities/entity-policies.js';
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
import { coursePolicy, trainingCatalogueReach, type CourseState } from './course-policy.js';

/** The course's states: no session, sessions, disabled without sessions, disabled with sessions. */
const STATES = {
  empty: { sessionCount: 0, disabled: false, openEnrollments: 0 },
  scheduled: { sessionCount: 2, disabled: false, openEnrollments: 0 },
  registered: { sessionCount: 2, disabled: false, openEnrollments: 5 },
  disabledEmpty: { sessionCount: 0, disabled: true, openEnrollments: 0 },
  disabledScheduled: { sessionCount: 1, disabled: true, openEnrollments: 1 },
} as const;
type State = keyof typeof STATES;
const NOTHING = everyState(STATES, '----');
const READS = everyState(STATES, 'V---');

function flagsOf(role: RoleName, tenantCode: TenantCode, target: Target, state: State): string {
  const tenant = getTenant(tenantCode);
  const viewer = viewerAs(role, tenantCode);
  const ownerId = ownerOf(target);
  const reach = coursePolicy.reach(viewer, owner(ownerId), tenant);
  const course: CourseState = { ownerUserId: ownerId, ...STATES[state] };
  return code(coursePolicy.permissions(viewer, tenant, reach, course));
}

describe('courses (entity 23): roles x targets x states (spec 3 §4 Delete Training, §6)', () => {
  // [role, whose course, flags per state: empty, scheduled, registered, disabledEmpty, disabledScheduled]
  const table: [RoleName, Target, Record<State, string>][] = [
    [
      '250',
      'own',
      // People registered in a session: not disabled (their registrations are cancelled first).
      {
        empty: 'VEDX',
        scheduled: 'VED-',
        registered: 'VE--',
        disabledEmpty: 'V-DX',
        disabledScheduled: 'V-D-',
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
    // The administrators read every catalogue, their own included, and change nothing.
    ['400', 'another trainer’s', READS],
    ['500', 'another trainer’s', READS],
    ['AdminUser', 'another trainer’s', READS],
    ['500', 'own', READS],
  ];
  it.each(inTrainerTenants(table))('%s: %s on %s courses', (tenantCode, role, target, expected) => {
    for (const state of Object.keys(STATES) as State[])
      expect(flagsOf(role, tenantCode, target, state), state).toBe(expected[state]);
  });

  it('tn has no trainer: nobody there holds the claim, so nobody changes a course', () => {
    for (const role of ROLES)
      expect(flagsOf(role, 'tn', 'own', 'empty'), role).toBe(ADMINISTRATORS.includes(role) ? 'V---' : '----');
  });

  it('only a trainer adds a course, for themself; administrators and everyone else do not', () => {
    for (const tenantCode of ['al', 'jh', 'tn'] as const)
      for (const role of ROLES) {
        const tenant = getTenant(tenantCode);
        const viewer = viewerAs(role, tenantCode);
        const mine = coursePolicy.reach(viewer, owner(ME), tenant);
        const theirs = coursePolicy.reach(viewer, owner(ANOTHER_TRAINER), tenant);
        const trainer = role === '250' && tenantCode !== 'tn';
        expect(formAccessOf(coursePolicy, viewer, tenant, mine, null, ME), `${tenantCode} ${role}`).toBe(
          trainer ? 'edit' : 'none',
        );
        expect(formAccessOf(coursePolicy, viewer, tenant, theirs, null, ANOTHER_TRAINER)).toBe('none');
      }
  });

  it('a form of another trainer’s course is 404 to a trainer, read only to an administrator', () => {
    const tenant = getTenant('al');
    const course: CourseState = {
      ownerUserId: ANOTHER_TRAINER,
      disabled: false,
      sessionCount: 0,
      openEnrollments: 0,
    };
    const access = (role: RoleName) => {
      const viewer = viewerAs(role, 'al');
      const reach = trainingCatalogueReach(viewer, { userId: ANOTHER_TRAINER });
      return formAccessOf(coursePolicy, viewer, tenant, reach, course, ANOTHER_TRAINER);
    };
    expect(access('250')).toBe('none');
    expect(access('400')).toBe('view');
    expect(access('100')).toBe('none');
  });

  it('shows Disable/Enable and Include Disabled to 250 on 23, 24 and 26, and to the administrators', () => {
    for (const entityType of [EntityType.Course, EntityType.CourseSection, EntityType.Enrollment])
      for (const role of ROLES)
        expect(showsDisableControls(role, entityType, getTenant('al')), `${entityType} ${role}`).toBe(
          ['250', '400', '500', 'AdminUser'].includes(role),
        );
    expect(entityPolicy(EntityType.Course)).toBe(coursePolicy);
  });
});
